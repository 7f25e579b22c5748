/// A use case you write by hand that gets every ``UseCase`` contract from an
/// ``ExecutionTracker``: you supply the work, the tracker keeps the promises.
///
/// Implement ``perform(_:completion:)`` (start the work, call `completion` once, on any
/// thread) and, when the work can be stopped, ``cancelWork()``; store one tracker. All four
/// `UseCase` requirements come from this protocol: a main-actor ``UseCase/cancel()`` drops
/// outcomes queued for the main actor, and cancelling resumes every awaiting caller.
///
/// ```swift
/// final class ForecastInteractor: TrackedUseCase {
///     let executions = ExecutionTracker()
///     private let client: WeatherClient
///
///     init(client: WeatherClient) { self.client = client }
///
///     func perform(_ city: String, completion: @escaping UseCaseCompletion<[Forecast], WeatherError>) {
///         client.forecasts(for: city) { result in completion(result) }
///     }
///
///     func cancelWork() { client.cancelAll() }
/// }
/// ```
///
/// When the work is an `async` function, adopt ``AsyncUseCase``, which refines this protocol.
public protocol TrackedUseCase: UseCase {
    // Restated so that a conformer's `perform(_:completion:)` alone names them.
    /// What one execution takes as input: `Void` when it needs none.
    associatedtype Parameters
    /// What a successful execution produces.
    associatedtype Success
    /// What a failed execution produces: `Never` when it cannot fail.
    associatedtype Failure

    /// The bookkeeping of this use case's executions: one tracker per instance, kept for
    /// its whole life.
    var executions: ExecutionTracker { get }

    /// Starts the work of one execution.
    ///
    /// - Parameters:
    ///   - parameters: The input of this execution.
    ///   - completion: Call it once with the outcome, on any thread.
    func perform(
        _ parameters: Parameters, completion: @escaping UseCaseCompletion<Success, Failure>)

    /// Stops the work of every execution in flight, if it can be stopped.
    ///
    /// ``UseCase/cancel()`` calls it after withdrawing every execution, so whatever the
    /// work reports while it stops is dropped. By default it does nothing.
    func cancelWork()
}

extension TrackedUseCase {
    /// Does nothing: the work runs to its end, and its outcome is dropped.
    public func cancelWork() {}

    /// Starts one execution and reports its outcome to `completion`, on any thread.
    ///
    /// - Parameters:
    ///   - parameters: The input of this execution.
    ///   - completion: Called at most once; never after ``UseCase/cancel()`` has returned.
    ///     `nil` still runs the work.
    public func execute(
        _ parameters: Parameters, completion: UseCaseCompletion<Success, Failure>?
    ) {
        let executions = executions
        let id = executions.begin()
        perform(parameters) { result in
            executions.deliver(id) { completion?(result) }
        }
    }

    /// Starts one execution and delivers its outcome on the main actor.
    ///
    /// The outcome is claimed on the main actor: a main-actor ``UseCase/cancel()`` before
    /// it arrives there drops it.
    ///
    /// - Parameters:
    ///   - parameters: The input of this execution.
    ///   - completion: Called at most once, on the main actor.
    @MainActor
    public func executeOnMainActor(
        _ parameters: Parameters,
        completion: @escaping @MainActor (Result<Success, Failure>) -> Void
    ) {
        let executions = executions
        let id = executions.begin()
        perform(parameters) { result in
            executions.deliverOnMainActor(id) { completion(result) }
        }
    }

    /// Runs one execution and returns its value.
    ///
    /// Cancelling the awaiting task resumes the caller with `CancellationError` at once,
    /// then calls ``UseCase/cancel()``: the work stops as a whole, so every other awaiting
    /// caller resumes too.
    ///
    /// - Parameter parameters: The input of this execution.
    /// - Returns: The value the execution produced.
    /// - Throws: `Failure`, or `CancellationError` when the awaiting task or the use case
    ///   was cancelled first.
    public func execute(_ parameters: Parameters) async throws -> Success {
        let executions = executions
        return try await executions.awaitDelivery { id, gate in
            perform(parameters) { result in
                executions.deliver(id) { gate.resume(with: result.mapError { $0 }) }
            }
        } taskCancelled: {
            cancel()
        }
    }

    /// Cancels every execution that has not completed yet, then calls ``cancelWork()``.
    ///
    /// Every caller awaiting ``UseCase/execute(_:)`` resumes with `CancellationError`; from
    /// inside a completion it does not wait for other threads (see ``UseCase/cancel()``).
    public func cancel() {
        executions.cancelAll()
        cancelWork()
    }
}
