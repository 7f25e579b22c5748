/// A ``TrackedUseCase`` whose work is one `async` method, ``perform(_:)``, run in a task
/// of its own for each execution.
///
/// ``UseCase/cancel()`` cancels every execution's task, resumes awaiting callers at once
/// even when the work ignores cancellation, and drops what the work returns afterwards.
///
/// ```swift
/// final class ForecastInteractor: AsyncUseCase {
///     let executions = ExecutionTracker()
///     private let repository: WeatherRepository
///
///     init(repository: WeatherRepository) { self.repository = repository }
///
///     func perform(_ city: String) async throws(WeatherError) -> [Forecast] {
///         try await repository.forecasts(for: city)
///     }
/// }
/// ```
public protocol AsyncUseCase: TrackedUseCase {
    // Restated so that a conformer's `perform(_:)` alone names them.
    /// What one execution takes as input: `Void` when it needs none.
    associatedtype Parameters
    /// What a successful execution produces.
    associatedtype Success
    /// What a failed execution produces: `Never` when it cannot fail.
    associatedtype Failure

    /// Does the work of one execution with `parameters`, in a task of its own that
    /// cancelling cancels, and returns its value or throws its `Failure`.
    func perform(_ parameters: Parameters) async throws(Failure) -> Success
}

extension AsyncUseCase {
    /// Runs ``perform(_:)`` in a task of its own that ``UseCase/cancel()`` cancels: see
    /// ``TrackedUseCase/perform(_:completion:)``.
    public func perform(
        _ parameters: Parameters, completion: @escaping UseCaseCompletion<Success, Failure>
    ) {
        let executions = executions
        let id = executions.begin()
        run(id, parameters) { result in executions.deliver(id) { completion(result) } }
    }

    /// Runs ``perform(_:)`` in a task of its own, the only one that cancelling the awaiting
    /// task cancels: see ``UseCase/execute(_:)``.
    public func execute(_ parameters: Parameters) async throws -> Success {
        let executions = executions
        return try await executions.awaitDelivery { id, gate in
            run(id, parameters, alsoOnCancel: { gate.cancel() }) { result in
                executions.deliver(id) { gate.resume(with: result.mapError { $0 }) }
            }
        }
    }

    /// Runs ``perform(_:)`` in a task whose outcome goes to `deliver`; cancelling `id`
    /// cancels the task and runs `alsoOnCancel`.
    private func run(
        _ id: ExecutionTracker.ID,
        _ parameters: Parameters,
        alsoOnCancel: (@Sendable () -> Void)? = nil,
        deliver: @escaping @Sendable (Result<Success, Failure>) -> Void
    ) {
        let task = Task {
            let result: Result<Success, Failure>
            do throws(Failure) {
                result = .success(try await self.perform(parameters))
            } catch {
                result = .failure(error)
            }
            deliver(result)
        }
        let onCancel: @Sendable () -> Void = {
            task.cancel()
            alsoOnCancel?()
        }
        // Attaching fails when the execution was withdrawn (stop the task now) or delivered.
        if !executions.attach(id, onCancel: onCancel) { onCancel() }
    }
}
