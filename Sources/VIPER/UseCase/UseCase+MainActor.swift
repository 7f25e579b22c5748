import Dispatch

extension UseCase {
    /// Starts one execution and delivers its outcome on the main actor.
    ///
    /// This default implementation forwards to ``execute(_:completion:)``: an outcome that
    /// arrives on the main thread is delivered at once; one that arrives elsewhere is
    /// delivered on the main queue. A completion already on its way to the main queue
    /// when ``cancel()`` is called may still run; the package's own use cases implement
    /// this requirement so that it does not.
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
