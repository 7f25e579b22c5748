import VIPER

/// Loads the forecasts through the ``FetchForecasts`` use case and reports to its output.
@MainActor
public final class ForecastListInteractor {
    private let fetchForecasts: FetchForecasts
    private let output: WeakReference<any ForecastListInteractorOutput>

    /// Creates the interactor; `output` is weak, as VIPER's back references are.
    public init(
        fetchForecasts: FetchForecasts, output: WeakReference<any ForecastListInteractorOutput>
    ) {
        self.fetchForecasts = fetchForecasts
        self.output = output
    }

    /// Starts loading; the output hears back on the main actor.
    public func loadForecasts() {
        fetchForecasts.executeOnMainActor { [output] result in
            switch result {
            case .success(let forecasts): output.object?.didLoad(forecasts)
            case .failure(let error): output.object?.didFailToLoad(error)
            }
        }
    }

    /// Stops any load in flight: its result is never reported.
    public func cancel() {
        fetchForecasts.cancel()
    }

    deinit {
        fetchForecasts.cancel()
    }
}
