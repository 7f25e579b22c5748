/// A one-shot handoff of an outcome from callback code to an awaiting caller.
///
/// The outcome may arrive before the caller awaits (an immediate completion), while it
/// waits, or never. ``value()`` returns an outcome that already arrived without
/// suspending; otherwise it suspends until ``resume(with:)`` or ``cancel()``, or until
/// the awaiting task is cancelled, which resumes it with `CancellationError` at once.
/// The caller is resumed exactly once, and an outcome that arrives after cancellation is
/// dropped, so an awaiting caller can neither hang nor be resumed twice.
///
/// The gate never calls anything but the continuation. In particular the task's
/// cancellation handler only resumes the caller: work that cancellation must trigger
/// (a use case's `cancel()`) runs after ``value()`` throws, when the runtime no longer
/// holds the task's lock (see ``wasCancelled``).
@usableFromInline
package struct ResumeGate<Success: Sendable>: Sendable {
    @usableFromInline
    enum State {
        case idle
        case arrived(Result<Success, any Error>)
        case waiting(UnsafeContinuation<Success, any Error>)
        case cancelled
        case finished
    }

    @usableFromInline
    let state: LockedState<State>

    /// Creates a gate with no outcome and no waiting caller.
    @inlinable
    package init() {
        state = LockedState(State.idle)
    }

    /// Hands `result` to the caller, unless it was resumed or cancelled already.
    @inlinable
    package func resume(with result: Result<Success, any Error>) {
        let continuation = state.withLock { state -> UnsafeContinuation<Success, any Error>? in
            switch state {
            case .idle:
                state = .arrived(result)
                return nil
            case .waiting(let continuation):
                state = .finished
                return continuation
            case .arrived, .cancelled, .finished:
                return nil
            }
        }
        continuation?.resume(with: result)
    }

    /// Resumes the caller with `CancellationError`, unless an outcome arrived first.
    @inlinable
    package func cancel() {
        let continuation = state.withLock { state -> UnsafeContinuation<Success, any Error>? in
            switch state {
            case .idle:
                state = .cancelled
                return nil
            case .waiting(let continuation):
                state = .cancelled
                return continuation
            case .arrived, .cancelled, .finished:
                return nil
            }
        }
        continuation?.resume(throwing: CancellationError())
    }

    /// Whether the gate was cancelled before an outcome arrived.
    ///
    /// A bridge reads it after ``value()`` threw, to tell its own cancellation (then it
    /// cancels the work) from a failure the work reported.
    @inlinable
    package var wasCancelled: Bool {
        state.withLock { state in
            if case .cancelled = state { return true }
            return false
        }
    }

    /// Returns the outcome: at once when it already arrived, otherwise when it arrives.
    ///
    /// - Throws: The failure the outcome carries, or `CancellationError` when the gate or
    ///   the awaiting task was cancelled first.
    @inlinable
    package func value() async throws -> Success {
        let arrived = state.withLock { state -> Result<Success, any Error>? in
            guard case .arrived(let result) = state else { return nil }
            state = .finished
            return result
        }
        if let arrived { return try arrived.get() }
        return try await withTaskCancellationHandler {
            try await withUnsafeThrowingContinuation { install($0) }
        } onCancel: {
            cancel()
        }
    }

    @inlinable
    func install(_ continuation: UnsafeContinuation<Success, any Error>) {
        let ready = state.withLock { state -> Result<Success, any Error>? in
            switch state {
            case .idle:
                state = .waiting(continuation)
                return nil
            case .arrived(let result):
                state = .finished
                return result
            case .cancelled:
                return .failure(CancellationError())
            case .waiting, .finished:
                // NB: unreachable: `value()` is called once per gate.
                return .failure(CancellationError())
            }
        }
        if let ready { continuation.resume(with: ready) }
    }
}
