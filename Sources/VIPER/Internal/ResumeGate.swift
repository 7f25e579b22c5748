#if canImport(Darwin)
import Darwin
#elseif canImport(Glibc)
import Glibc
#elseif canImport(Musl)
import Musl
#elseif canImport(Android)
import Android
#endif

/// A one-shot handoff of an outcome from callback code to an awaiting caller.
///
/// The outcome may arrive before the caller awaits (an immediate completion), while it
/// waits, or never. ``value(after:)`` returns an outcome that already arrived without
/// suspending; otherwise it suspends until ``resume(with:)`` or ``cancel()``, or until
/// the awaiting task is cancelled, which resumes it with `CancellationError` at once.
/// The caller is resumed exactly once, and an outcome that arrives after cancellation is
/// dropped, so an awaiting caller can neither hang nor be resumed twice.
///
/// The gate never calls anything but the continuation, and never while it holds its
/// lock. In particular the task's cancellation handler only resumes the caller: work that
/// cancellation must trigger (a use case's `cancel()`) runs after ``value(after:)`` throws,
/// when the runtime no longer holds the task's lock (see ``wasCancelled``).
@usableFromInline
package struct ResumeGate<Success: Sendable>: Sendable {
    /// Who holds what: each change is one step under the lock.
    @usableFromInline
    enum Phase {
        /// Nothing happened yet.
        case idle
        /// The outcome arrived before the caller awaited it.
        case arrived(Result<Success, any Error>)
        /// The caller is suspended.
        case waiting(Caller)
        /// Cancelled before an outcome arrived; any later outcome is dropped.
        case cancelled
        /// The caller has its outcome.
        case finished
    }

    /// The suspended caller's continuation.
    @usableFromInline
    typealias Caller = UnsafeContinuation<Success, any Error>

    /// The phase, and what the thread that made the gate knows of it.
    ///
    /// NB: the starting thread's fields are a trick, kept for a budget. The caller starts
    /// the work on the thread that made the gate; when the work delivers its outcome on
    /// that thread before the start returns (an immediate completion, the common case),
    /// that thread alone wrote `arrived`, so it reads the outcome back without the second
    /// lock round trip. On an AMD EPYC (2026-12-02) that took
    /// `dispatch-async/bridge-default` from 1.16x to 1.07x of `bridge-checked-by-hand`
    /// (p0, 156.5 -> 138.4 ns in full runs; 1,447 -> 1,392 instructions an await, against
    /// the checked bridge's 1,400); the budget is 1.1x. A thread-specific mark did the
    /// same but measured 1.11x: `pthread_setspecific` alone cost about 35 instructions a
    /// call. Both bridges make the gate right before they await it, on the same thread,
    /// with no suspension between; a gate awaited on another thread takes the lock.
    @usableFromInline
    struct State {
        @usableFromInline var phase = Phase.idle
        /// The thread that made the gate; never changes.
        @usableFromInline let startingThread: pthread_t
        /// Whether the outcome arrived on `startingThread`: written under the lock, only
        /// on that thread, so that thread may read it without the lock.
        @usableFromInline var arrivedOnStartingThread = false

        @inlinable
        init() {
            startingThread = pthread_self()
        }
    }

    @usableFromInline
    let state: LockedState<State>

    /// Creates a gate with no outcome and no waiting caller.
    ///
    /// Make it right before awaiting it with ``value(after:)``, on the same thread: an
    /// outcome the start delivers on that thread is then read back without the lock.
    @inlinable
    package init() {
        state = LockedState(State())
    }

    /// Hands `result` to the caller, unless it was resumed or cancelled already.
    @inlinable
    package func resume(with result: Result<Success, any Error>) {
        let waiting = state.withLock { state -> Caller? in
            if case .idle = state.phase, pthread_equal(pthread_self(), state.startingThread) != 0 {
                state.arrivedOnStartingThread = true
            }
            return state.phase.end(ifIdle: .arrived(result), ifWaiting: .finished)
        }
        waiting?.resume(with: result)
    }

    /// Resumes the caller with `CancellationError`, unless an outcome arrived first.
    @inlinable
    package func cancel() {
        let waiting = state.withLock { $0.phase.end(ifIdle: .cancelled, ifWaiting: .cancelled) }
        waiting?.resume(throwing: CancellationError())
    }

    /// Whether the gate was cancelled before an outcome arrived.
    ///
    /// A bridge reads it after ``value(after:)`` threw, to tell its own cancellation (then it
    /// cancels the work) from a failure the work reported.
    @inlinable
    package var wasCancelled: Bool {
        state.withLock { state in
            if case .cancelled = state.phase { true } else { false }
        }
    }

    /// Runs `start`, which hands ``resume(with:)`` to the work, then returns the outcome:
    /// at once when it already arrived, otherwise when it arrives.
    ///
    /// Call it once per gate.
    ///
    /// - Throws: The failure the outcome carries, or `CancellationError` when the gate or
    ///   the awaiting task was cancelled first.
    @inlinable
    package func value(after start: () -> Void) async throws -> Success {
        start()
        if let arrived = arrivedOnThisThread() { return try arrived.get() }
        if let arrived = state.withLock({ $0.phase.takeArrived() }) { return try arrived.get() }
        return try await withTaskCancellationHandler {
            try await withUnsafeThrowingContinuation { continuation in
                let ready = state.withLock { state -> Result<Success, any Error>? in
                    if case .idle = state.phase {
                        state.phase = .waiting(continuation)
                        return nil
                    }
                    // NB: `cancelled` unless an outcome arrived since the first look;
                    // `waiting` and `finished` are unreachable, as `value(after:)` runs once.
                    return state.phase.takeArrived() ?? .failure(CancellationError())
                }
                if let ready { continuation.resume(with: ready) }
            }
        } onCancel: {
            cancel()
        }
    }
}

extension ResumeGate {
    /// The outcome, when it arrived on this thread and this is the gate's starting
    /// thread; read without the lock.
    ///
    /// NB: sound because only the starting thread writes `arrivedOnStartingThread`, and
    /// once the phase is `arrived` nothing writes it but `takeArrived()`, which this path
    /// does not call: other threads only read it, under the lock.
    @inlinable
    func arrivedOnThisThread() -> Result<Success, any Error>? {
        state.storage.withUnsafeMutablePointerToHeader { state in
            guard pthread_equal(pthread_self(), state.pointee.startingThread) != 0,
                state.pointee.arrivedOnStartingThread,
                case .arrived(let outcome) = state.pointee.phase
            else { return nil }
            return outcome
        }
    }
}

extension ResumeGate.Phase {
    /// Moves an `idle` gate to `ifIdle` and a `waiting` one to `ifWaiting`, returning the
    /// suspended caller for the one who ended the wait to resume; once an outcome arrived
    /// or the gate was cancelled, nothing changes.
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
