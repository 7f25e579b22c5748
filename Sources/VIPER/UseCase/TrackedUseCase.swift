/// A use case you write by hand that gets every ``UseCase`` contract from an
/// ``ExecutionTracker``: you supply the work, the tracker keeps the promises.
///
/// Implement ``perform(_:completion:)`` (start the work, call `completion` once) and,
/// when the work can be stopped, ``cancelWork()``; store one tracker. All four `UseCase`
/// requirements then come from this protocol:
///
/// - a completion runs at most once, and never after ``UseCase/cancel()`` returns (a
///   `cancel()` from inside a completion does what ``UseCase/cancel()`` documents);
/// - ``UseCase/executeOnMainActor(_:completion:)`` claims each outcome on the main
///   actor, so a `cancel()` made on the main actor drops outcomes already queued there;
/// - cancelling resumes *every* caller awaiting ``UseCase/execute(_:)``, whoever
///   cancelled; cancelling one awaiting caller's task calls ``UseCase/cancel()``, as the
///   contract asks, and so resumes the others too, rather than leaving them waiting.
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
/// `perform` may call `completion` on any thread, before it returns or later; an outcome
/// that arrives after cancellation is dropped.
///
/// When the work is an `async` function, adopt ``AsyncUseCase`` (which refines this
/// protocol) and write that function instead of `perform(_:completion:)`. Every use case
/// the package builds (``AsyncUseCase``, ``AnyUseCase``'s closure forms, ``ChainedUseCase``)
/// is a `TrackedUseCase`, so `cancel()` is this protocol's everywhere.
public protocol TrackedUseCase: UseCase {
    // NB: restated so that a conformer's `perform(_:completion:)` alone names them; the
    // `UseCase` requirements all have default implementations here, which name nothing.
    /// What one execution takes as input: `Void` when it needs none.
    associatedtype Parameters
    /// What a successful execution produces.
    associatedtype Success
    /// What a failed execution produces: `Never` when it cannot fail.
    associatedtype Failure

    /// The bookkeeping of this use case's executions: one tracker per instance, kept for
    /// its whole life (`let executions = ExecutionTracker()`).
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
    /// work reports while it stops is dropped. The default implementation does nothing:
    /// the work runs to its end and its outcome is dropped.
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
    /// The outcome is claimed on the main actor, so a ``UseCase/cancel()`` made on the
    /// main actor before it arrives there drops it.
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
    /// Cancelling the awaiting task resumes the caller with `CancellationError` at once
    /// and then, before the caller goes on, calls ``UseCase/cancel()``: the work can only
    /// be stopped as a whole, so every execution is cancelled, and every other awaiting
    /// caller resumes with `CancellationError` too (none is left waiting for an outcome
    /// that will never come). ``UseCase/cancel()`` itself also resumes every awaiting
    /// caller.
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
    /// Withdrawing an execution runs what was registered to stop it with the tracker (for
    /// an ``AsyncUseCase``, cancelling the task that runs it; for an awaiting caller,
    /// resuming it).
    ///
    /// After this returns (called from outside a completion), no completion of an earlier
    /// `execute` runs, and every caller awaiting ``UseCase/execute(_:)`` has resumed with
    /// `CancellationError`. From inside a completion it does not wait for completions
    /// running on other threads; see ``UseCase/cancel()``.
    public func cancel() {
        executions.cancelAll()
        cancelWork()
    }
}
