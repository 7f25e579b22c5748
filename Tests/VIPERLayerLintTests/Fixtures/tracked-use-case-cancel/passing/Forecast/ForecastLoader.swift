import VIPER

final class ForecastLoader: AsyncUseCase {
    let executions = ExecutionTracker()

    func perform(_ city: String) async throws -> [String] {
        [city]
    }
}
