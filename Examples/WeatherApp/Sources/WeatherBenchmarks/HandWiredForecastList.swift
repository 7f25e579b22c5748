import VIPER
import Weather

// The forecast list module wired by hand, the way the seeds' `assembleModules()` does it:
// initialisers, then the weak back references set as properties. The same four parts
// holding the same things as `ForecastListScreen.make(withDependency:)` builds; the
// benchmark's check refuses it if it ever builds fewer or leaks.

/// The hand-wired list view: owns the presenter.
@MainActor
final class HandWiredForecastListView: ForecastListView {
    let presenter: HandWiredForecastListPresenter
    private(set) var rows: [String] = []

    init(presenter: HandWiredForecastListPresenter) {
        self.presenter = presenter
    }

    func show(rows: [String]) {
        self.rows = rows
    }

    func showErrorAlert(message: String) {}
}

/// The hand-wired presenter: owns interactor and router, holds the view weakly.
@MainActor
final class HandWiredForecastListPresenter: ForecastListInteractorOutput {
    weak var view: (any ForecastListView)?
    let interactor: HandWiredForecastListInteractor
    let router: ForecastListRouter
    private var forecasts: [Forecast] = []

    init(interactor: HandWiredForecastListInteractor, router: ForecastListRouter) {
        self.interactor = interactor
        self.router = router
    }

    func didLoad(_ forecasts: [Forecast]) {
        self.forecasts = forecasts
        view?.show(rows: forecasts.map(\.city))
    }

    func didFailToLoad(_ error: any Error) {
        view?.showErrorAlert(message: "Could not load the weather.")
    }
}

/// The hand-wired interactor: holds its output weakly.
@MainActor
final class HandWiredForecastListInteractor {
    weak var output: (any ForecastListInteractorOutput)?
    let fetchForecasts: FetchForecasts

    init(fetchForecasts: FetchForecasts) {
        self.fetchForecasts = fetchForecasts
    }
}

/// Builds the hand-wired module.
@MainActor
enum HandWiredForecastList {
    /// Wires view, presenter, interactor and the app's own router by hand.
    static func assemble(
        fetchForecasts: FetchForecasts, navigation: NavigationHandle<Never>
    ) -> HandWiredForecastListView {
        let interactor = HandWiredForecastListInteractor(fetchForecasts: fetchForecasts)
        let router = ForecastListRouter(navigation: navigation)
        let presenter = HandWiredForecastListPresenter(interactor: interactor, router: router)
        let view = HandWiredForecastListView(presenter: presenter)
        presenter.view = view
        interactor.output = presenter
        return view
    }
}
