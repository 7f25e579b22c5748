/// The closure a ``UseCase`` calls with its outcome.
///
/// It may be called on any thread, so it is `@Sendable`. To receive the outcome on the
/// main actor, use ``UseCase/executeOnMainActor(_:completion:)`` instead.
public typealias UseCaseCompletion<Success, Failure: Error> =
    @Sendable (Result<Success, Failure>) -> Void

/// One piece of business logic with typed input and output: the Interactor of VIPER.
///
/// A use case takes `Parameters`, produces `Success` or fails with `Failure` (which can
/// be `Never`), and can be cancelled. Every conforming type keeps these contracts:
///
/// 1. `completion` runs at most once per ``execute(_:completion:)``.
/// 2. After ``cancel()`` returns, no completion of an execution started before it runs.
///    A `cancel()` made from inside a completion keeps a narrower promise, stated on
///    ``cancel()``: it never deadlocks, and no completion *starts* after it returns.
/// 3. ``cancel()`` is idempotent and safe from any thread, concurrently with `execute`
///    and with other completions and cancels.
/// 4. A `nil` completion means fire and forget: the work still runs and can be cancelled.
///
/// You rarely implement the protocol by hand: ``AsyncUseCase`` turns a type with an
/// `async` function into a use case with every contract handled, ``TrackedUseCase`` keeps
/// them for completion-based work you write yourself, and ``AnyUseCase`` erases the type
/// (and builds one from an `async` closure).
///
/// ```swift
/// let fetchForecasts = AnyUseCase { (city: String) async throws -> [Forecast] in
///     try await repository.forecasts(for: city)
/// }
///
/// // Completion style, as the interactor of a VIPER module is usually called:
/// fetchForecasts.execute("Tokyo") { result in print(result) }
///
/// // async style:
/// let forecasts = try await fetchForecasts.execute("Tokyo")
/// ```
///
/// Parameters and results cross threads, so they are `Sendable`; so is the use case
/// itself, because ``cancel()`` may be called from any thread.
public protocol UseCase<Parameters, Success, Failure>: Sendable {
    /// What one execution takes as input: `Void` when it needs none.
    associatedtype Parameters: Sendable
    /// What a successful execution produces.
    associatedtype Success: Sendable
    /// What a failed execution produces: `Never` when it cannot fail.
    associatedtype Failure: Error

    /// Starts one execution and reports its outcome to `completion`.
    ///
    /// - Parameters:
    ///   - parameters: The input of this execution.
    ///   - completion: Called at most once with the outcome, on any thread; never after
    ///     ``cancel()`` has returned. Pass `nil` to run the work without a reply.
    func execute(_ parameters: Parameters, completion: UseCaseCompletion<Success, Failure>?)

    /// Cancels every execution that has not completed yet.
    ///
    /// Called from outside a completion: after this returns, no completion of an earlier
    /// `execute` runs. A completion already running on another thread has returned by
    /// then (so `cancel()` waits for it; a completion must not block waiting for the
    /// thread that cancels, for example with `DispatchQueue.main.sync`).
    ///
    /// Called from inside a completion that a use case of this package delivers (to this
    /// use case or to any other), `cancel()` never blocks on another completion, so
    /// completions that cancel at the same time, on any threads, cannot deadlock:
    /// - the calling completion keeps running; it is its own execution's outcome;
    /// - every other execution whose completion has not started yet is withdrawn: its
    ///   completion never runs, and callers awaiting ``execute(_:)`` resume with
    ///   `CancellationError`;
    /// - completions of this use case already running on other threads are not waited
    ///   for and may still be running when `cancel()` returns; none starts afterwards.
    ///
    /// Calling it again, or from another thread, is safe.
    func cancel()

    /// Runs one execution and returns its value.
    ///
    /// Cancelling the awaiting task cancels the execution and resumes the caller promptly
    /// with `CancellationError`; ``cancel()`` resumes every awaiting caller of the
    /// package's use cases. A default implementation bridges ``execute(_:completion:)``
    /// (see its limit for conformers that implement only the two seed requirements); a
    /// type whose work is natively `async` implements this directly.
    ///
    /// - Parameter parameters: The input of this execution.
    /// - Returns: The value the execution produced.
    /// - Throws: The use case's `Failure`, or `CancellationError` when the task or the
    ///   use case was cancelled first.
    func execute(_ parameters: Parameters) async throws -> Success

    /// Starts one execution and delivers its outcome on the main actor.
    ///
    /// Presenters use this to update their view without writing
    /// `DispatchQueue.main.async`. When the outcome is already on the main thread,
    /// `completion` runs at once, so presenter tests with immediate stubs are
    /// deterministic. Every use case the package builds claims the outcome on the main
    /// actor, so a ``cancel()`` made on the main actor drops outcomes still queued there.
    ///
    /// - Important: The default implementation, used by a conformer that implements
    ///   only ``execute(_:completion:)`` and ``cancel()``, cannot see `cancel()`: an
    ///   outcome already queued for the main actor when `cancel()` is called still runs.
    ///   Adopt ``TrackedUseCase`` to get the guarantee without writing this requirement.
    ///
    /// - Parameters:
    ///   - parameters: The input of this execution.
    ///   - completion: Called at most once, on the main actor.
    @MainActor
    func executeOnMainActor(
        _ parameters: Parameters,
        completion: @escaping @MainActor (Result<Success, Failure>) -> Void
    )
}

extension UseCase where Parameters == Void {
    /// Starts one execution of a use case that takes no input.
    ///
    /// - Parameter completion: Called at most once with the outcome, on any thread.
    @inlinable
    public func execute(completion: UseCaseCompletion<Success, Failure>?) {
        execute((), completion: completion)
    }

    /// Runs one execution of a use case that takes no input and returns its value.
    ///
    /// - Returns: The value the execution produced.
    /// - Throws: The use case's `Failure`, or `CancellationError`.
    @inlinable
    public func execute() async throws -> Success {
        try await execute(())
    }

    /// Starts one execution of a use case that takes no input and delivers its outcome on
    /// the main actor.
    ///
    /// - Parameter completion: Called at most once, on the main actor.
    @MainActor
    @inlinable
    public func executeOnMainActor(
        completion: @escaping @MainActor (Result<Success, Failure>) -> Void
    ) {
        executeOnMainActor((), completion: completion)
    }
}
