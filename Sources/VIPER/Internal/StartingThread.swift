#if canImport(Darwin)
import Darwin
#elseif canImport(Glibc)
import Glibc
#elseif canImport(Musl)
import Musl
#elseif canImport(Android)
import Android
#endif

/// Tells a ``ResumeGate`` that its outcome arrived on the thread that is starting its
/// work, before the work's start returned.
///
/// While ``run(for:_:)`` runs a gate's start, the thread carries a mark naming the gate;
/// the gate's ``ResumeGate/resume(with:)``, when it takes the outcome on that thread,
/// flips the mark. The mark is the thread's own, so reading it needs no lock: an outcome
/// delivered on any other thread, or later, leaves it unflipped and the gate takes the
/// locked path.
///
/// NB: a trick, kept for a budget: an immediate completion, the common case of the
/// `async` bridge, then hands its outcome over with one lock round trip instead of two.
/// On an AMD EPYC (2026-12-02) that took `dispatch-async/bridge-default` from 1.16x to
/// 1.11x of `bridge-checked-by-hand` (p0, 156 -> 146 ns, three filtered runs each), and
/// `bridge-TrackedUseCase` from 336 to 318 ns; the budget is 1.1x.
@usableFromInline
enum StartingThread {
    @usableFromInline
    static let key: pthread_key_t = {
        var key = pthread_key_t()
        pthread_key_create(&key, nil)
        return key
    }()

    /// Runs `start` marked as starting the work of `gate`.
    ///
    /// - Returns: Whether the gate's outcome arrived on this thread while `start` ran.
    ///
    /// NB: the thread carries no mark before: `start` is synchronous and a gate's value
    /// is awaited, so runs never nest on a thread.
    @inlinable
    static func run(for gate: AnyObject, _ start: () -> Void) -> Bool {
        let mark = Int(bitPattern: ObjectIdentifier(gate))
        pthread_setspecific(key, UnsafeRawPointer(bitPattern: mark))
        start()
        let after = Int(bitPattern: pthread_getspecific(key))
        pthread_setspecific(key, nil)
        return after == mark | 1
    }

    /// Records that `gate` took its outcome, if this thread is starting its work.
    @inlinable
    static func noteArrival(for gate: AnyObject) {
        let mark = Int(bitPattern: ObjectIdentifier(gate))
        guard Int(bitPattern: pthread_getspecific(key)) == mark else { return }
        pthread_setspecific(key, UnsafeRawPointer(bitPattern: mark | 1))
    }
}
