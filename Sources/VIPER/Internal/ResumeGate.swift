/// A one-shot handoff of an outcome from callback code to an awaiting caller.
///
/// The caller is resumed exactly once, by the outcome (before it awaits or while it waits),
/// ``cancel()`` or its task's cancellation; a later outcome is dropped. The phase under the
/// lock resumes the unsafe continuation once, outside the lock; inlinable with the bridge.
@usableFromInline
package struct ResumeGate<Success: Sendable>: Sendable {
    /// Who holds what, each change one step under the lock: nothing yet, the outcome
    /// before the caller awaited it, the suspended caller, cancelled before an outcome
    /// (a later one is dropped), or the caller has its outcome.
    @usableFromInline
    enum Phase {
        case idle
        case arrived(Result<Success, any Error>)
        case waiting(Caller)
        case cancelled
        case finished
    }

    @usableFromInline
    typealias Caller = UnsafeContinuation<Success, any Error>

    @usableFromInline
    let phase: LockedState<Phase>

    @inlinable
    package init() {
        phase = LockedState(.idle)
    }

    /// Hands `result` to the caller, unless it was resumed or cancelled already.
    @inlinable
    package func resume(with result: Result<Success, any Error>) {
        let waiting = phase.withLock { $0.end(ifIdle: .arrived(result), ifWaiting: .finished) }
        waiting?.resume(with: result)
    }

    /// Resumes the caller with `CancellationError`, unless an outcome arrived first.
    @inlinable
    package func cancel() {
        let waiting = phase.withLock { $0.end(ifIdle: .cancelled, ifWaiting: .cancelled) }
        waiting?.resume(throwing: CancellationError())
    }

    /// Whether the gate was cancelled before an outcome arrived: read after
    /// ``value(after:)`` threw, to tell a cancellation from the work's failure.
    @inlinable
    package var wasCancelled: Bool {
        phase.withLock { phase in
            if case .cancelled = phase { true } else { false }
        }
    }

    /// Runs `start`, which hands ``resume(with:)`` to the work, then returns the outcome
    /// (at once when it already arrived) or throws `CancellationError`; once per gate.
    @inlinable
    package func value(after start: () -> Void) async throws -> Success {
        start()
        if let arrived = phase.withLock({ $0.takeArrived() }) { return try arrived.get() }
        return try await withTaskCancellationHandler {
            try await withUnsafeThrowingContinuation { continuation in
                let ready = phase.withLock { phase -> Result<Success, any Error>? in
                    if case .idle = phase {
                        phase = .waiting(continuation)
                        return nil
                    }
                    // `cancelled` unless an outcome arrived since the first look; `waiting`
                    // and `finished` are unreachable, as `value(after:)` runs once.
                    return phase.takeArrived() ?? .failure(CancellationError())
                }
                if let ready { continuation.resume(with: ready) }
            }
        } onCancel: {
            cancel()
        }
    }
}

extension ResumeGate.Phase {
    /// Moves an `idle` gate to `ifIdle` and a `waiting` one to `ifWaiting`, returning the
    /// suspended caller to resume; after an outcome or a cancellation, nothing changes.
    @inlinable
    mutating func end(ifIdle idle: Self, ifWaiting waiting: Self) -> ResumeGate.Caller? {
        switch self {
        case .idle:
            self = idle
            return nil
        case .waiting(let continuation):
            self = waiting
            return continuation
        case .arrived, .cancelled, .finished:
            return nil
        }
    }

    /// Moves an outcome that arrived out of the gate, leaving it `finished`.
    @inlinable
    mutating func takeArrived() -> Result<Success, any Error>? {
        guard case .arrived(let outcome) = self else { return nil }
        self = .finished
        return outcome
    }
}
