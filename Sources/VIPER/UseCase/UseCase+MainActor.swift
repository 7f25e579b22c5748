extension UseCase {
    /// Starts one execution and delivers its outcome on the main actor: at once when it
    /// arrives on the main thread, otherwise on the main queue.
    ///
    /// - Important: An outcome already on its way to the main queue runs even after
    ///   ``cancel()``; adopt ``TrackedUseCase`` to drop it.
    @MainActor
    public func executeOnMainActor(
        _ parameters: Parameters,
        completion: @escaping @MainActor (Result<Success, Failure>) -> Void
    ) {
        execute(parameters) { result in
            MainQueue.deliver(result, to: completion)
        }
    }
}
