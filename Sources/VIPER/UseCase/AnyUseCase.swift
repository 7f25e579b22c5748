/// A type-erased use case: any ``UseCase`` with the same parameters, success and failure.
///
/// A presenter stores `AnyUseCase` to keep concrete interactor types out and to take a test
/// double. It forwards the four requirements; erasing an `AnyUseCase` again returns it.
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
public struct AnyUseCase<Parameters: Sendable, Success: Sendable, Failure: Error>: UseCase {
    private let box: AnyUseCaseBox<Parameters, Success, Failure>

    /// Wraps `base`, the use case that does the work.
    public init<Base: UseCase>(_ base: Base)
    where Base.Parameters == Parameters, Base.Success == Success, Base.Failure == Failure {
        if let erased = base as? AnyUseCase {
            self = erased
        } else {
            box = UseCaseBox(base)
        }
    }

    /// Creates a use case whose work is the `async` closure `perform`, run as an
    /// ``AsyncUseCase`` runs its ``AsyncUseCase/perform(_:)``.
    public init(
        perform: @escaping @Sendable (Parameters) async throws(Failure) -> Success
    ) {
        box = UseCaseBox(AsyncClosureUseCase(body: perform))
    }

    /// Creates a ``TrackedUseCase`` whose ``TrackedUseCase/perform(_:completion:)`` is
    /// `execute` (its completion never `nil`) and whose ``TrackedUseCase/cancelWork()`` is
    /// `cancel`: for adapters and test doubles.
    public init(
        execute: @escaping @Sendable (Parameters, UseCaseCompletion<Success, Failure>?) -> Void,
        cancel: @escaping @Sendable () -> Void
    ) {
        box = UseCaseBox(ClosureUseCase(executeBody: execute, cancelBody: cancel))
    }

    /// Forwards to the wrapped use case: see ``UseCase/execute(_:completion:)``.
    public func execute(
        _ parameters: Parameters, completion: UseCaseCompletion<Success, Failure>?
    ) {
        box.execute(parameters, completion: completion)
    }

    /// Forwards to the wrapped use case: see ``UseCase/cancel()``.
    public func cancel() {
        box.cancel()
    }

    /// Forwards to the wrapped use case: see ``UseCase/execute(_:)``.
    public func execute(_ parameters: Parameters) async throws -> Success {
        try await box.execute(parameters)
    }

    /// Forwards to the wrapped use case: see ``UseCase/executeOnMainActor(_:completion:)``.
    @MainActor
    public func executeOnMainActor(
        _ parameters: Parameters,
        completion: @escaping @MainActor (Result<Success, Failure>) -> Void
    ) {
        box.executeOnMainActor(parameters, completion: completion)
    }
}

extension UseCase {
    /// Returns this use case wrapped in an ``AnyUseCase``.
    public func eraseToAnyUseCase() -> AnyUseCase<Parameters, Success, Failure> {
        AnyUseCase(self)
    }
}

// The boxes are immutable: `@unchecked Sendable` restates that their `Sendable` stored
// properties never change.
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

private struct AsyncClosureUseCase<Parameters: Sendable, Success: Sendable, Failure: Error>:
    AsyncUseCase
{
    let body: @Sendable (Parameters) async throws(Failure) -> Success
    let executions = ExecutionTracker()

    func perform(_ parameters: Parameters) async throws(Failure) -> Success {
        try await body(parameters)
    }
}
