/// A use case built from an `async` function, with every ``UseCase`` contract handled.
///
/// Write the business logic as one `async` closure; `AsyncUseCase` runs it, delivers the
/// outcome at most once, cancels it on request, and never calls a completion after
/// ``cancel()`` returns. Executions run concurrently and each gets its own outcome.
///
/// ```swift
/// struct WeatherInteractor {
///     let fetchForecasts: AsyncUseCase<String, [Forecast], WeatherError>
///
///     init(repository: WeatherRepository) {
///         fetchForecasts = AsyncUseCase { city async throws(WeatherError) in
///             try await repository.forecasts(for: city)
///         }
///     }
/// }
///
/// // In a @MainActor presenter:
/// interactor.fetchForecasts.executeOnMainActor("Tokyo") { [weak self] result in
///     self?.view?.show(result)
/// }
/// ```
///
/// The closure runs in a new task for the completion and main-actor styles, and cancelling
/// cancels that task: `Task.isCancelled` and cancellable calls such as `Task.sleep` see
/// it. Whatever the closure returns after cancellation is dropped. In the `async` style
/// the closure still runs in a task of its own, so that ``cancel()`` or cancelling the
/// awaiting task resumes the caller at once, even when the closure ignores cancellation.
public final class AsyncUseCase<Parameters: Sendable, Success: Sendable, Failure: Error>:
    UseCase
{
    /// The work one execution does.
    public typealias Body = @Sendable (Parameters) async throws(Failure) -> Success

    private let body: Body
    private let priority: TaskPriority?
    private let tracker = ExecutionTracker()

    /// Creates a use case that runs `body` for every execution.
    ///
    /// - Parameters:
    ///   - priority: The priority of the tasks that run `body`; `nil` inherits the
    ///     caller's.
    ///   - body: The work of one execution.
    public init(priority: TaskPriority? = nil, _ body: @escaping Body) {
        self.priority = priority
        self.body = body
    }

    /// Starts one execution and reports its outcome to `completion`, on any thread.
    ///
    /// - Parameters:
    ///   - parameters: The input of this execution.
    ///   - completion: Called at most once; never after ``cancel()`` has returned.
    public func execute(
        _ parameters: Parameters, completion: UseCaseCompletion<Success, Failure>?
    ) {
        start(parameters) { tracker, id, result in
            tracker.deliver(id) { completion?(result) }
        }
    }

    /// Starts one execution and delivers its outcome on the main actor.
    ///
    /// The delivery is claimed on the main actor, so a ``cancel()`` made on the main actor
    /// before it arrives drops it.
    ///
    /// - Parameters:
    ///   - parameters: The input of this execution.
    ///   - completion: Called at most once, on the main actor.
    @MainActor
    public func executeOnMainActor(
        _ parameters: Parameters,
        completion: @escaping @MainActor (Result<Success, Failure>) -> Void
    ) {
        start(parameters) { tracker, id, result in
            tracker.deliverOnMainActor(id) { completion(result) }
        }
    }

    /// Runs one execution and returns its value.
    ///
    /// - Parameter parameters: The input of this execution.
    /// - Returns: The value the execution produced.
    /// - Throws: `Failure`, or `CancellationError` when the awaiting task or the use case
    ///   was cancelled first.
    public func execute(_ parameters: Parameters) async throws -> Success {
        try await tracker.awaitDelivery { id, gate in
            launch(id, parameters, onCancel: { gate.cancel() }) { tracker, id, result in
                tracker.deliver(id) { gate.resume(with: result.mapError { $0 }) }
            }
        }
    }

    /// Cancels every execution that has not completed yet.
    ///
    /// After this returns, no completion of an earlier `execute` runs, and callers
    /// awaiting ``execute(_:)`` resume with `CancellationError`. Calling it again, or from
    /// another thread, is safe.
    ///
    /// To keep that promise, `cancel()` waits for a completion that is already running on
    /// another thread to return. So a completion must not block waiting for the thread
    /// that cancels, for example with `DispatchQueue.main.sync` while the main thread
    /// calls `cancel()`. Called from inside a completion, it does not wait, and so cannot
    /// deadlock with completions that cancel at the same time; see ``UseCase/cancel()``
    /// for what it promises then.
    public func cancel() {
        tracker.cancelAll()
    }

    private typealias Delivery =
        @Sendable (ExecutionTracker, ExecutionTracker.ID, Result<Success, Failure>) -> Void

    private func start(_ parameters: Parameters, deliver: @escaping Delivery) {
        launch(tracker.begin(), parameters, onCancel: nil, deliver: deliver)
    }

    private func launch(
        _ id: ExecutionTracker.ID,
        _ parameters: Parameters,
        onCancel: (@Sendable () -> Void)?,
        deliver: @escaping Delivery
    ) {
        let tracker = tracker
        let body = body
        let task = Task(priority: priority) {
            let result: Result<Success, Failure>
            do throws(Failure) {
                result = .success(try await body(parameters))
            } catch {
                result = .failure(error)
            }
            deliver(tracker, id, result)
        }
        let cancelWork: @Sendable () -> Void = {
            task.cancel()
            onCancel?()
        }
        if !tracker.attach(id, onCancel: cancelWork) { cancelWork() }
    }
}
