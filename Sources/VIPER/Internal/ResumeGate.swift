/// A one-shot handoff from callback code to an awaiting caller.
///
/// The gate resumes its continuation exactly once: with the first outcome, or with
/// `CancellationError` when cancelled first. An outcome that arrives after cancellation
/// is dropped, and cancelling before the continuation is installed makes the install
/// resume at once, so an awaiting caller can neither hang nor be resumed twice.
@usableFromInline
package struct ResumeGate<Success: Sendable>: Sendable {
    private enum State {
        case idle
        case waiting(UnsafeContinuation<Success, any Error>)
        case cancelledEarly
        case finished
    }

    private let state = LockedState(State.idle)

    /// Creates a gate with nothing installed.
    @usableFromInline
    package init() {}

    /// Installs the continuation of the awaiting caller.
    ///
    /// - Returns: `false` when the gate was cancelled first; the continuation has then
    ///   already been resumed with `CancellationError` and the work must not start.
    @usableFromInline
    package func install(_ continuation: UnsafeContinuation<Success, any Error>) -> Bool {
        let cancelled = state.withLock { state -> Bool in
            guard case .idle = state else {
                state = .finished
                return true
            }
            state = .waiting(continuation)
            return false
        }
        if cancelled { continuation.resume(throwing: CancellationError()) }
        return !cancelled
    }

    /// Resumes the caller with `result`, unless it was resumed already.
    @usableFromInline
    package func resume(with result: Result<Success, any Error>) {
        if let continuation = take(whenIdle: .finished) { continuation.resume(with: result) }
    }

    /// Resumes the caller with `CancellationError`, unless it was resumed already.
    @usableFromInline
    package func cancel() {
        if let continuation = take(whenIdle: .cancelledEarly) {
            continuation.resume(throwing: CancellationError())
        }
    }

    private func take(whenIdle next: State) -> UnsafeContinuation<Success, any Error>? {
        state.withLock { state in
            switch state {
            case .waiting(let continuation):
                state = .finished
                return continuation
            case .idle:
                state = next
                return nil
            case .cancelledEarly, .finished:
                return nil
            }
        }
    }
}
