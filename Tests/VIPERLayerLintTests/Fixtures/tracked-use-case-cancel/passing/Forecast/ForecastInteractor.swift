import VIPER

final class ForecastInteractor: TrackedUseCase {
    let executions = ExecutionTracker()

    func perform(_ city: String, completion: @escaping UseCaseCompletion<[String], any Error>) {
        completion(.success([city]))
    }

    func cancelWork() {}
}

/// Not a TrackedUseCase: it keeps the contracts itself.
final class Timer {
    func cancel() {}
}
