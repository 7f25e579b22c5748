import VIPER

/// The interactor's one use case: load the forecasts, as entities.
public typealias FetchForecasts = AnyUseCase<Void, [Forecast], any Error>

extension AnyUseCase where Parameters == Void, Success == [Forecast], Failure == any Error {
    /// Builds the use case over a data source: fetch the rows, then map them to entities.
    ///
    /// - Parameter source: Where the rows come from.
    /// - Returns: A cancellable use case with every `UseCase` contract kept.
    public static func fetchForecasts(from source: some ForecastDataSource) -> FetchForecasts {
        AnyUseCase { () async throws -> [Forecast] in
            ForecastMapper.forecasts(from: try await source.forecastRows())
        }
    }
}
