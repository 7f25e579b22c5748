extension UseCase {
    /// Runs one execution through ``execute(_:completion:)`` and returns its value: the
    /// default bridge from the completion style to `async`.
    ///
    /// Cancelling the awaiting task resumes the caller with `CancellationError` at once,
    /// then calls ``cancel()`` before the caller goes on (never from the task's
    /// cancellation handler, where a waiting `cancel()` could deadlock). A task cancelled
    /// before the call starts no execution.
    ///
    /// - Important: A caller awaiting a use case that implements only
    ///   `execute(_:completion:)` and `cancel()` stays suspended through ``cancel()`` until
    ///   its own task is cancelled. Adopt ``TrackedUseCase`` to resume it.
    @inlinable
    public func execute(_ parameters: Parameters) async throws -> Success {
        try Task.checkCancellation()
        let gate = ResumeGate<Success>()
        do {
            return try await gate.value {
                execute(parameters) { result in gate.resume(with: result.mapError { $0 }) }
            }
        } catch {
            // Before the caller goes on, so that this does not cancel its next execution.
            if gate.wasCancelled { cancel() }
            throw error
        }
    }
}
