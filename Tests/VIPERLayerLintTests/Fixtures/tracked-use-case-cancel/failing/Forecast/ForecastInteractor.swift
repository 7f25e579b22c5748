import VIPER

final class ForecastInteractor: TrackedUseCase {
    let executions = ExecutionTracker()

    func perform(_ city: String, completion: @escaping UseCaseCompletion<[String], any Error>) {
        completion(.success([city]))
    }

    func cancel() {}  // expect: tracked-use-case-cancel, column 10
}

extension ForecastInteractor {
    // expect: tracked-use-case-cancel, column 10
    func execute(_ city: String) async throws -> [String] { [city] }
}
