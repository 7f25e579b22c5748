extension UseCase {
    /// Runs one execution through ``execute(_:completion:)`` and returns its value.
    ///
    /// This is the default bridge from the completion style to `async`. Cancelling the
    /// awaiting task resumes the caller with `CancellationError` at once, without waiting
    /// for the work to notice; before the caller goes on, the bridge calls ``cancel()``
    /// (which, as the protocol says, cancels every execution of this use case). It never
    /// calls `cancel()` from the task's cancellation handler, which runs while the
    /// runtime holds the task's lock, so a `cancel()` that waits for a running completion
    /// cannot deadlock with it. A task cancelled before the call throws
    /// `CancellationError` without starting an execution (and so without calling
    /// `cancel()`, which would cancel other callers' executions too).
    ///
    /// An outcome delivered before `execute(_:completion:)` returns is handed back
    /// without suspending.
    ///
    /// - Important: A use case that implements only `execute(_:completion:)` and
    ///   `cancel()` never tells anyone that it was cancelled. So when it is cancelled —
    ///   by ``cancel()``, or because *another* caller's task was cancelled — a caller
    ///   awaiting through this bridge stays suspended until its own task is cancelled.
    ///   Adopt ``TrackedUseCase`` instead (it implements this requirement so that every
    ///   awaiting caller resumes), or implement this requirement natively. The package's
    ///   own use cases all do.
    ///
    /// - Parameter parameters: The input of this execution.
    /// - Returns: The value the execution produced.
    /// - Throws: The use case's `Failure`, or `CancellationError`.
    @inlinable
    public func execute(_ parameters: Parameters) async throws -> Success {
        try Task.checkCancellation()
        let gate = ResumeGate<Success>()
        do {
            return try await gate.value {
                execute(parameters) { result in gate.resume(with: result.mapError { $0 }) }
            }
        } catch {
            // NB: the caller has resumed and the runtime no longer holds its task's lock;
            // cancelling before the caller goes on means a new execution it starts at
            // once cannot be cancelled by this call.
            if gate.wasCancelled { cancel() }
            throw error
        }
    }
}
