import Dispatch

extension UseCase {
    /// Starts one execution and delivers its outcome on the main actor.
    ///
    /// This default implementation forwards to ``execute(_:completion:)``: an outcome that
    /// arrives on the main thread is delivered at once; one that arrives elsewhere is
    /// delivered on the main queue.
    ///
    /// - Important: It cannot see ``cancel()``, so an outcome already on its way to the
    ///   main queue when `cancel()` is called still runs. Every use case the package
    ///   builds (``AnyUseCase(execute:cancel:)`` included) implements this requirement so
    ///   that it does not; a hand-written conformer gets the same by adopting
    ///   ``TrackedUseCase``.
    ///
    /// - Parameters:
    ///   - parameters: The input of this execution.
    ///   - completion: Called at most once, on the main actor.
    @MainActor
    @inlinable
    public func executeOnMainActor(
        _ parameters: Parameters,
        completion: @escaping @MainActor (Result<Success, Failure>) -> Void
    ) {
        execute(parameters) { result in
            MainQueue.deliver(result, to: completion)
        }
    }
}
