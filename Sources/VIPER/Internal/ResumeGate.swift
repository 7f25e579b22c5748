import CVIPERAtomics

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
///
/// It takes no lock: one atomic word (``Phase``) says which party owns the two slots
/// (the outcome and the continuation), and every change of owner is one compare-and-swap.
/// An immediate completion costs two of them and a load; nobody ever waits for another
/// thread, so no thread can block a completion or a cancellation handler.
///
/// NB: `@unchecked Sendable` is sound because each slot is written by one party only,
/// before the compare-and-swap (release) that hands it over, and read only by the party
/// whose compare-and-swap or load (acquire) observed that hand-over:
/// - the outcome: written by the one `resume` that moved the phase from `idle` to
///   `storing`; read by `value()` once the phase is `arrived`, or taken back by that
///   `resume` itself when the caller suspended meanwhile (`storingAwaited`);
/// - the continuation: written by `value()` before it moves the phase to `waiting` or
///   `storingAwaited`; read by whoever moves it out of `waiting` (one `resume` or one
///   `cancel`), or by that storing `resume`.
@usableFromInline
package struct ResumeGate<Success: Sendable>: @unchecked Sendable {
    /// The values of the gate's atomic word.
    @usableFromInline
    enum Phase {
        /// Nothing happened yet.
        @inlinable static var idle: Int { 0 }
        /// A `resume` claimed the outcome slot and is writing it.
        @inlinable static var storing: Int { 1 }
        /// As `storing`, and the caller suspended: the storing `resume` hands it over.
        @inlinable static var storingAwaited: Int { 2 }
        /// The outcome is in its slot, for `value()` to take.
        @inlinable static var arrived: Int { 3 }
        /// The caller is suspended; its continuation is in its slot.
        @inlinable static var waiting: Int { 4 }
        /// Cancelled before an outcome arrived; any later outcome is dropped.
        @inlinable static var cancelled: Int { 5 }
        /// The caller was resumed with an outcome that was handed over directly.
        @inlinable static var finished: Int { 6 }
    }

    @usableFromInline
    struct Slots {
        @usableFromInline var outcome: Result<Success, any Error>?
        @usableFromInline var continuation: UnsafeContinuation<Success, any Error>?

        @inlinable
        init() {
            outcome = nil
            continuation = nil
        }
    }

    /// One allocation: the slots as the header, the atomic word tail-allocated, so its
    /// address never moves.
    @usableFromInline
    final class Storage: ManagedBuffer<Slots, viper_atomic_word> {}

    @usableFromInline
    let storage: Storage

    /// Creates a gate with no outcome and no waiting caller.
    @inlinable
    package init() {
        let buffer = Storage.create(minimumCapacity: 1) { _ in Slots() }
        storage = unsafeDowncast(buffer, to: Storage.self)
        storage.withUnsafeMutablePointerToElements { viper_atomic_word_init($0, Phase.idle) }
    }

    /// Hands `result` to the caller, unless it was resumed or cancelled already.
    @inlinable
    package func resume(with result: Result<Success, any Error>) {
        storage.withUnsafeMutablePointers { slots, phase in
            var current = Phase.idle
            while true {
                switch current {
                case Phase.idle:
                    guard viper_atomic_word_compare_exchange(phase, &current, Phase.storing)
                    else { continue }
                    slots.pointee.outcome = result
                    current = Phase.storing
                    if viper_atomic_word_compare_exchange(phase, &current, Phase.arrived) {
                        return
                    }
                    // NB: only the caller moves the phase out of `storing`, to
                    // `storingAwaited`: it suspended while the outcome was being stored.
                    slots.pointee.outcome = nil
                    slots.pointee.continuation?.resume(with: result)
                    return
                case Phase.waiting:
                    guard viper_atomic_word_compare_exchange(phase, &current, Phase.finished)
                    else { continue }
                    slots.pointee.continuation?.resume(with: result)
                    return
                default:
                    // Stored, handed over or cancelled already: this outcome is dropped.
                    return
                }
            }
        }
    }

    /// Resumes the caller with `CancellationError`, unless an outcome arrived first.
    @inlinable
    package func cancel() {
        storage.withUnsafeMutablePointers { slots, phase in
            var current = Phase.idle
            while true {
                switch current {
                case Phase.idle:
                    guard viper_atomic_word_compare_exchange(phase, &current, Phase.cancelled)
                    else { continue }
                    return
                case Phase.waiting:
                    guard viper_atomic_word_compare_exchange(phase, &current, Phase.cancelled)
                    else { continue }
                    slots.pointee.continuation?.resume(throwing: CancellationError())
                    return
                default:
                    // An outcome is arriving or arrived, or cancelled already.
                    return
                }
            }
        }
    }

    /// Whether the gate was cancelled before an outcome arrived.
    ///
    /// A bridge reads it after ``value()`` threw, to tell its own cancellation (then it
    /// cancels the work) from a failure the work reported.
    @inlinable
    package var wasCancelled: Bool {
        storage.withUnsafeMutablePointerToElements { phase in
            viper_atomic_word_load_acquire(phase) == Phase.cancelled
        }
    }

    /// Returns the outcome: at once when it already arrived, otherwise when it arrives.
    ///
    /// Call it once per gate.
    ///
    /// - Throws: The failure the outcome carries, or `CancellationError` when the gate or
    ///   the awaiting task was cancelled first.
    @inlinable
    package func value() async throws -> Success {
        let arrived = storage.withUnsafeMutablePointers { slots, phase in
            viper_atomic_word_load_acquire(phase) == Phase.arrived
                ? Self.takeOutcome(slots) : nil
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
        let ready = storage.withUnsafeMutablePointers {
            slots, phase -> Result<Success, any Error>? in
            slots.pointee.continuation = continuation
            var current = Phase.idle
            while true {
                switch current {
                case Phase.idle:
                    guard viper_atomic_word_compare_exchange(phase, &current, Phase.waiting)
                    else { continue }
                    return nil
                case Phase.storing:
                    guard
                        viper_atomic_word_compare_exchange(phase, &current, Phase.storingAwaited)
                    else { continue }
                    return nil
                case Phase.arrived:
                    return Self.takeOutcome(slots)
                default:
                    // `cancelled`; the other phases are unreachable, as `value()` is called
                    // once per gate.
                    return .failure(CancellationError())
                }
            }
        }
        if let ready { continuation.resume(with: ready) }
    }

    /// Moves the outcome out of its slot; only for the caller, once the phase is `arrived`.
    @inlinable
    static func takeOutcome(_ slots: UnsafeMutablePointer<Slots>) -> Result<Success, any Error>? {
        var outcome: Result<Success, any Error>? = nil
        swap(&outcome, &slots.pointee.outcome)
        return outcome
    }
}
