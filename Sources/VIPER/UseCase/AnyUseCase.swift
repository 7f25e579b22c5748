/// A type-erased use case: any ``UseCase`` with the same parameters, success and failure.
///
/// Store use cases in presenters and routers as `AnyUseCase` to keep concrete interactor
/// types out of them and to swap in a test double. It works on every supported platform
/// (no parameterised existentials at run time), forwards all four requirements to the
/// wrapped use case, and keeps its contracts: cancelling an `AnyUseCase` cancels the use
/// case it wraps.
///
/// ```swift
/// final class WeatherListPresenter {
///     private let fetchForecasts: AnyUseCase<String, [Forecast], WeatherError>
///
///     init(fetchForecasts: some UseCase<String, [Forecast], WeatherError>) {
///         self.fetchForecasts = AnyUseCase(fetchForecasts)
///     }
/// }
/// ```
///
/// Erasing an `AnyUseCase` again returns it unchanged rather than wrapping it twice.
public struct AnyUseCase<Parameters: Sendable, Success: Sendable, Failure: Error>: UseCase {
    private let box: AnyUseCaseBox<Parameters, Success, Failure>

    /// Wraps `base`.
    ///
    /// - Parameter base: The use case that does the work.
    public init<Base: UseCase>(_ base: Base)
    where Base.Parameters == Parameters, Base.Success == Success, Base.Failure == Failure {
        if let erased = base as? AnyUseCase {
            self = erased
        } else {
            box = UseCaseBox(base)
        }
    }

    /// Creates a use case whose work is an `async` closure, with every ``UseCase`` contract
    /// handled as for an ``AsyncUseCase``.
    ///
    /// ```swift
    /// let fetchForecasts = AnyUseCase { (city: String) async throws -> [Forecast] in
    ///     try await repository.forecasts(for: city)
    /// }
    /// ```
    ///
    /// Each execution runs `perform` in a task of its own; cancelling cancels that task and
    /// drops whatever it returns afterwards. Write a type that adopts ``AsyncUseCase`` when
    /// the work needs a name of its own (an interactor with dependencies).
    ///
    /// - Parameter perform: The work of one execution.
    public init(
        perform: @escaping @Sendable (Parameters) async throws(Failure) -> Success
    ) {
        box = UseCaseBox(AsyncClosureUseCase(body: perform))
    }

    /// Creates a use case from two closures, for small adapters and hand-written doubles.
    ///
    /// The closures only do the work; the use case keeps the ``UseCase`` contracts, as a
    /// ``TrackedUseCase`` does: a completion runs at most once and never after
    /// ``cancel()`` returns, a main-actor ``cancel()`` drops outcomes already queued for
    /// the main actor, and ``cancel()`` resumes every caller awaiting ``execute(_:)``.
    /// Prefer ``init(perform:)`` when the work is an `async` function.
    ///
    /// - Parameters:
    ///   - execute: Starts the work of one execution and calls the completion it is given
    ///     once with the outcome, on any thread. The completion is never `nil`.
    ///   - cancel: Stops the work in flight; called after every execution was withdrawn.
    public init(
        execute: @escaping @Sendable (Parameters, UseCaseCompletion<Success, Failure>?) -> Void,
        cancel: @escaping @Sendable () -> Void
    ) {
        box = UseCaseBox(ClosureUseCase(executeBody: execute, cancelBody: cancel))
    }

    /// Starts one execution of the wrapped use case.
    ///
    /// - Parameters:
    ///   - parameters: The input of this execution.
    ///   - completion: Called at most once with the outcome, on any thread.
    public func execute(
        _ parameters: Parameters, completion: UseCaseCompletion<Success, Failure>?
    ) {
        box.execute(parameters, completion: completion)
    }

    /// Cancels every execution of the wrapped use case that has not completed yet.
    public func cancel() {
        box.cancel()
    }

    /// Runs one execution of the wrapped use case and returns its value.
    ///
    /// - Parameter parameters: The input of this execution.
    /// - Returns: The value the execution produced.
    /// - Throws: `Failure`, or `CancellationError`.
    public func execute(_ parameters: Parameters) async throws -> Success {
        try await box.execute(parameters)
    }

    /// Starts one execution of the wrapped use case and delivers its outcome on the main
    /// actor.
    ///
    /// - Parameters:
    ///   - parameters: The input of this execution.
    ///   - completion: Called at most once, on the main actor.
    @MainActor
    public func executeOnMainActor(
        _ parameters: Parameters,
        completion: @escaping @MainActor (Result<Success, Failure>) -> Void
    ) {
        box.executeOnMainActor(parameters, completion: completion)
    }
}

extension UseCase {
    /// Wraps this use case in an ``AnyUseCase``.
    ///
    /// - Returns: This use case, type-erased.
    public func eraseToAnyUseCase() -> AnyUseCase<Parameters, Success, Failure> {
        AnyUseCase(self)
    }
}

// NB: a class box rather than four stored closures: the wrapped use case is stored once,
// and each requirement forwards to it by one overridden method.
// The boxes are immutable, so `@unchecked Sendable` only restates that their stored
// properties (themselves `Sendable`) never change.
private class AnyUseCaseBox<Parameters: Sendable, Success: Sendable, Failure: Error>:
    @unchecked Sendable
{
    func execute(_ parameters: Parameters, completion: UseCaseCompletion<Success, Failure>?) {}
    func cancel() {}
    func execute(_ parameters: Parameters) async throws -> Success { throw CancellationError() }
    @MainActor
    func executeOnMainActor(
        _ parameters: Parameters,
        completion: @escaping @MainActor (Result<Success, Failure>) -> Void
    ) {}
}

private final class UseCaseBox<Base: UseCase>:
    AnyUseCaseBox<Base.Parameters, Base.Success, Base.Failure>, @unchecked Sendable
{
    let base: Base

    init(_ base: Base) {
        self.base = base
    }

    override func execute(
        _ parameters: Base.Parameters, completion: UseCaseCompletion<Base.Success, Base.Failure>?
    ) {
        base.execute(parameters, completion: completion)
    }

    override func cancel() {
        base.cancel()
    }

    override func execute(_ parameters: Base.Parameters) async throws -> Base.Success {
        try await base.execute(parameters)
    }

    @MainActor
    override func executeOnMainActor(
        _ parameters: Base.Parameters,
        completion: @escaping @MainActor (Result<Base.Success, Base.Failure>) -> Void
    ) {
        base.executeOnMainActor(parameters, completion: completion)
    }
}

// NB: the closures run the work; the tracker keeps the contracts, so the closure form
// drops main-actor outcomes queued before a main-actor cancel and resumes every awaiting
// caller on cancel, like the package's other use cases.
private struct ClosureUseCase<Parameters: Sendable, Success: Sendable, Failure: Error>:
    TrackedUseCase
{
    let executeBody: @Sendable (Parameters, UseCaseCompletion<Success, Failure>?) -> Void
    let cancelBody: @Sendable () -> Void
    let executions = ExecutionTracker()

    func perform(
        _ parameters: Parameters, completion: @escaping UseCaseCompletion<Success, Failure>
    ) {
        executeBody(parameters, completion)
    }

    func cancelWork() {
        cancelBody()
    }
}

/// The work of ``AnyUseCase/init(perform:)``: an `async` closure.
private struct AsyncClosureUseCase<Parameters: Sendable, Success: Sendable, Failure: Error>:
    AsyncUseCase
{
    let body: @Sendable (Parameters) async throws(Failure) -> Success
    let executions = ExecutionTracker()

    func perform(_ parameters: Parameters) async throws(Failure) -> Success {
        try await body(parameters)
    }
}
