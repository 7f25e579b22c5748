/// The closure a ``UseCase`` calls with its outcome, on any thread (for the main actor, see
/// ``UseCase/executeOnMainActor(_:completion:)``).
public typealias UseCaseCompletion<Success, Failure: Error> =
    @Sendable (Result<Success, Failure>) -> Void

/// One piece of business logic with typed input and output: the Interactor of VIPER.
///
/// Every conforming type keeps these contracts: `completion` runs at most once per
/// ``execute(_:completion:)`` and never after ``cancel()`` returns; ``cancel()`` is
/// idempotent and safe from any thread; a `nil` completion still runs the work. Adopt
/// ``AsyncUseCase`` or ``TrackedUseCase`` to get them; ``AnyUseCase`` erases the type.
///
/// ```swift
/// let fetchForecasts = AnyUseCase { (city: String) async throws -> [Forecast] in
///     try await repository.forecasts(for: city)
/// }
/// fetchForecasts.execute("Tokyo") { result in print(result) }
/// let forecasts = try await fetchForecasts.execute("Tokyo")
/// ```
public protocol UseCase<Parameters, Success, Failure>: Sendable {
    /// What one execution takes as input: `Void` when it needs none.
    associatedtype Parameters: Sendable
    /// What a successful execution produces.
    associatedtype Success: Sendable
    /// What a failed execution produces: `Never` when it cannot fail.
    associatedtype Failure: Error

    /// Starts one execution with `parameters` and reports its outcome to `completion`, on
    /// any thread; a `nil` completion runs the work without a reply.
    func execute(_ parameters: Parameters, completion: UseCaseCompletion<Success, Failure>?)

    /// Cancels every execution that has not completed yet.
    ///
    /// From outside a completion: after this returns, no completion of an earlier `execute`
    /// runs or is running (so a completion must not block waiting for the cancelling
    /// thread). From inside a completion, it does not wait for other completions, so two
    /// that cancel each other cannot deadlock; none starts after it returns. Calling it
    /// again, or from another thread, is safe.
    func cancel()

    /// Runs one execution and returns its value.
    ///
    /// Cancelling the awaiting task cancels the execution and resumes the caller promptly.
    ///
    /// - Parameter parameters: The input of this execution.
    /// - Returns: The value the execution produced.
    /// - Throws: The use case's `Failure`, or `CancellationError` when the task or the
    ///   use case was cancelled first.
    func execute(_ parameters: Parameters) async throws -> Success

    /// Starts one execution with `parameters` and delivers its outcome to `completion` on
    /// the main actor.
    ///
    /// An outcome already on the main thread runs `completion` at once; the package's use
    /// cases claim it on the main actor, so a main-actor ``cancel()`` drops it.
    @MainActor
    func executeOnMainActor(
        _ parameters: Parameters,
        completion: @escaping @MainActor (Result<Success, Failure>) -> Void
    )
}

extension UseCase where Parameters == Void {
    /// Starts one execution with no input: see ``execute(_:completion:)``.
    public func execute(completion: UseCaseCompletion<Success, Failure>?) {
        execute((), completion: completion)
    }

    /// Runs one execution with no input and returns its value: see ``execute(_:)``.
    public func execute() async throws -> Success {
        try await execute(())
    }

    /// Starts one execution with no input, delivering on the main actor: see
    /// ``executeOnMainActor(_:completion:)``.
    @MainActor
    public func executeOnMainActor(
        completion: @escaping @MainActor (Result<Success, Failure>) -> Void
    ) {
        executeOnMainActor((), completion: completion)
    }
}
