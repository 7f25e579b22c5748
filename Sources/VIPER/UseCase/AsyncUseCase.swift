/// A use case whose work is one `async` function, with every ``UseCase`` contract handled.
///
/// Write the work as ``perform(_:)`` and store one ``ExecutionTracker``; the rest comes from
/// this protocol and ``TrackedUseCase``, which it refines. Each execution runs
/// `perform(_:)` in a task of its own, registered with the tracker: the outcome is
/// delivered at most once, ``UseCase/cancel()`` cancels every execution's task and
/// drops whatever it returns afterwards, and no completion runs after `cancel()` returns.
/// Executions run concurrently and each gets its own outcome.
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
///
/// // In a @MainActor presenter:
/// interactor.executeOnMainActor("Tokyo") { [weak self] result in
///     self?.view?.show(result)
/// }
/// ```
///
/// For work that needs no type of its own, ``AnyUseCase/init(perform:)`` builds one from a
/// closure.
///
/// Cancelling cancels the task: `Task.isCancelled` and cancellable calls such as
/// `Task.sleep` see it, and whatever `perform(_:)` returns after cancellation is dropped.
/// In the `async` style, ``UseCase/execute(_:)`` still runs `perform(_:)` in a task of its own, so
/// that `cancel()` or cancelling the awaiting task resumes the caller at once, even when
/// the work ignores cancellation; cancelling one awaiting task cancels only its own
/// execution.
public protocol AsyncUseCase: TrackedUseCase {
    // NB: restated so that a conformer's `perform(_:)` alone names them; the
    // `TrackedUseCase` requirements all have default implementations here, which name
    // nothing.
    /// What one execution takes as input: `Void` when it needs none.
    associatedtype Parameters
    /// What a successful execution produces.
    associatedtype Success
    /// What a failed execution produces: `Never` when it cannot fail.
    associatedtype Failure

    /// Does the work of one execution.
    ///
    /// Runs in a task of its own, which cancelling the execution cancels.
    ///
    /// - Parameter parameters: The input of this execution.
    /// - Returns: The value the execution produces.
    /// - Throws: `Failure` when the execution fails.
    func perform(_ parameters: Parameters) async throws(Failure) -> Success
}

extension AsyncUseCase {
    /// Runs ``perform(_:)`` in a new task and reports its outcome to `completion`.
    ///
    /// The task is registered with ``TrackedUseCase/executions``, so
    /// ``UseCase/cancel()`` cancels it, and an outcome it returns afterwards is
    /// dropped.
    ///
    /// - Parameters:
    ///   - parameters: The input of this execution.
    ///   - completion: Called at most once with the outcome, on any thread.
    public func perform(
        _ parameters: Parameters, completion: @escaping UseCaseCompletion<Success, Failure>
    ) {
        let executions = executions
        let id = executions.begin()
        run(id, parameters) { result in executions.deliver(id) { completion(result) } }
    }

    /// Runs one execution and returns its value.
    ///
    /// ``perform(_:)`` runs in a task of its own. Cancelling the awaiting task resumes the
    /// caller with `CancellationError` at once and cancels that task only; other
    /// executions go on. ``UseCase/cancel()`` resumes every awaiting caller.
    ///
    /// - Parameter parameters: The input of this execution.
    /// - Returns: The value the execution produced.
    /// - Throws: `Failure`, or `CancellationError` when the awaiting task or the use case
    ///   was cancelled first.
    public func execute(_ parameters: Parameters) async throws -> Success {
        let executions = executions
        return try await executions.awaitDelivery { id, gate in
            run(id, parameters, alsoOnCancel: { gate.cancel() }) { result in
                executions.deliver(id) { gate.resume(with: result.mapError { $0 }) }
            }
        }
    }

    /// Starts a task that runs ``perform(_:)`` and hands its outcome to `deliver`, and
    /// makes cancelling execution `id` cancel the task (then run `alsoOnCancel`).
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
        // NB: attaching fails when the execution was already withdrawn (the task must
        // stop now) or delivered (cancelling a finished task does nothing).
        if !executions.attach(id, onCancel: onCancel) { onCancel() }
    }
}
