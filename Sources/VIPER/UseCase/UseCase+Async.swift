extension UseCase {
    /// Runs one execution through ``execute(_:completion:)`` and returns its value: the
    /// default bridge from the completion style to `async`.
    ///
    /// Cancelling the awaiting task resumes the caller with `CancellationError` at once;
    /// then, before the caller goes on, the bridge calls ``cancel()`` (never from the
    /// task's cancellation handler, where a waiting `cancel()` could deadlock). A task
    /// cancelled before the call starts no execution. An outcome delivered before
    /// `execute(_:completion:)` returns is handed back without suspending.
    ///
    /// - Important: A use case that implements only `execute(_:completion:)` and
    ///   `cancel()` tells no one it was cancelled, so a caller awaiting through this bridge
    ///   stays suspended until its own task is cancelled. Adopt ``TrackedUseCase``, or
    ///   implement this requirement natively.
    @inlinable
    public func execute(_ parameters: Parameters) async throws -> Success {
        try Task.checkCancellation()
        let gate = ResumeGate<Success>()
        do {
            return try await gate.value {
                execute(parameters) { result in gate.resume(with: result.mapError { $0 }) }
            }
        } catch {
            // Cancel before the caller goes on, so that an execution it starts next is not
            // cancelled by this call.
            if gate.wasCancelled { cancel() }
            throw error
        }
    }
}
