import VIPER

/// Loads the forecasts through the ``FetchForecasts`` use case and reports to its output.
///
/// It runs the use case for the list screen, through the screen's handle: a load still
/// running when the list leaves the navigator is cancelled, and its result never reported.
@MainActor
public final class ForecastListInteractor {
    private let fetchForecasts: FetchForecasts
    private let navigation: NavigationHandle<Never>
    private let output: WeakReference<any ForecastListInteractorOutput>

    /// Creates the interactor; `output` is weak, as VIPER's back references are.
    ///
    /// - Parameters:
    ///   - fetchForecasts: The use case.
    ///   - navigation: The list screen's handle, which the loads run for.
    ///   - output: What hears the results, held weakly.
    public init(
        fetchForecasts: FetchForecasts, navigation: NavigationHandle<Never>,
        output: WeakReference<any ForecastListInteractorOutput>
    ) {
        self.fetchForecasts = fetchForecasts
        self.navigation = navigation
        self.output = output
    }

    /// Starts loading; the output hears back on the main actor.
    public func loadForecasts() {
        navigation.execute(fetchForecasts, ()) { [output] result in
            switch result {
            case .success(let forecasts): output.object?.didLoad(forecasts)
            case .failure(let error): output.object?.didFailToLoad(error)
            }
        }
    }
}
