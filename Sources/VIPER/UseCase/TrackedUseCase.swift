/// A use case whose contracts an ``ExecutionTracker`` keeps: you write the work, in
/// ``perform(_:completion:)`` and, when it can be stopped, ``cancelWork()``, and store one
/// tracker; the four `UseCase` requirements come from here.
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

    /// The bookkeeping of the executions: one tracker for the use case's whole life.
    var executions: ExecutionTracker { get }

    /// Starts the work of one execution with `parameters`; call `completion` once with the
    /// outcome, on any thread.
    func perform(
        _ parameters: Parameters, completion: @escaping UseCaseCompletion<Success, Failure>)

    /// Stops the work of every execution in flight, if it can be stopped: ``UseCase/cancel()``
    /// calls it after withdrawing them, so what the work reports while it stops is dropped.
    func cancelWork()
}

extension TrackedUseCase {
    /// Does nothing: the work runs to its end, and its outcome is dropped.
    public func cancelWork() {}

    /// Runs ``perform(_:completion:)`` through the tracker: see
    /// ``UseCase/execute(_:completion:)``.
    public func execute(
        _ parameters: Parameters, completion: UseCaseCompletion<Success, Failure>?
    ) {
        let executions = executions
        let id = executions.begin()
        perform(parameters) { result in
            executions.deliver(id) { completion?(result) }
        }
    }

    /// Runs ``perform(_:completion:)`` through the tracker, which claims the outcome on
    /// the main actor: see ``UseCase/executeOnMainActor(_:completion:)``.
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

    /// Runs ``perform(_:completion:)`` through the tracker: see ``UseCase/execute(_:)``.
    ///
    /// Cancelling the awaiting task calls ``UseCase/cancel()`` once the caller resumed: the
    /// work stops as a whole, and every other awaiting caller resumes too.
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

    /// Withdraws every execution, resuming awaiting callers with `CancellationError`, then
    /// calls ``cancelWork()``: see ``UseCase/cancel()``.
    public func cancel() {
        executions.cancelAll()
        cancelWork()
    }
}
