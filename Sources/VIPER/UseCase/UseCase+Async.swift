extension UseCase {
    /// Runs one execution through ``execute(_:completion:)`` and returns its value.
    ///
    /// This is the default bridge from the completion style to `async`. Cancelling the
    /// awaiting task calls ``cancel()`` (which, as the protocol says, cancels every
    /// execution of this use case) and then resumes the caller with `CancellationError`
    /// at once, without waiting for the work to notice.
    ///
    /// A completion-based use case never tells anyone that it was cancelled, so when
    /// *another* caller cancels it, a caller awaiting through this bridge stays suspended
    /// until its own task is cancelled. The package's own use cases (``AsyncUseCase``,
    /// ``AnyUseCase`` over them, composed use cases) implement this requirement natively
    /// and resume such callers with `CancellationError`.
    ///
    /// - Parameter parameters: The input of this execution.
    /// - Returns: The value the execution produced.
    /// - Throws: The use case's `Failure`, or `CancellationError`.
    @inlinable
    public func execute(_ parameters: Parameters) async throws -> Success {
        let gate = ResumeGate<Success>()
        return try await withTaskCancellationHandler {
            try await withUnsafeThrowingContinuation { continuation in
                guard gate.install(continuation) else { return }
                execute(parameters) { result in
                    gate.resume(with: result.mapError { $0 })
                }
            }
        } onCancel: {
            // NB: cancel the use case before resuming, so a caller that starts a new
            // execution as soon as it resumes cannot have it cancelled by this handler.
            cancel()
            gate.cancel()
        }
    }
}
