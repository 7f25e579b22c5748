import VIPER

/// Decides what the list shows and where a tap goes; holds no UI state of its own.
@MainActor
public final class ForecastListPresenter: ForecastListInteractorOutput {
    private let view: WeakReference<any ForecastListView>
    private let interactor: ForecastListInteractor
    private let router: ForecastListRouter
    private var forecasts: [Forecast] = []

    /// Creates the presenter: it owns the interactor and the router; the view is weak.
    public init(
        view: WeakReference<any ForecastListView>,
        interactor: ForecastListInteractor,
        router: ForecastListRouter
    ) {
        self.view = view
        self.interactor = interactor
        self.router = router
    }

    /// The view appeared for the first time: load the forecasts.
    public func viewDidLoad() {
        interactor.loadForecasts()
    }

    /// The user tapped a row: show that forecast's detail.
    public func didSelectRow(at index: Int) {
        guard forecasts.indices.contains(index) else { return }
        try? router.showDetail(of: forecasts[index])
    }

    /// Shows one row per forecast.
    public func didLoad(_ forecasts: [Forecast]) {
        self.forecasts = forecasts
        view.object?.show(rows: forecasts.map { "\($0.city): \($0.summary), \($0.highCelsius)°C" })
    }

    /// Shows an alert instead of the list.
    public func didFailToLoad(_ error: any Error) {
        view.object?.showErrorAlert(message: "Could not load the weather.")
    }
}
