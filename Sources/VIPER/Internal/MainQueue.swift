import Dispatch

/// Tells whether code runs on the main queue, which is where the main actor runs, and runs
/// main-actor code there.
///
/// NB: `Thread.isMainThread` is wrong on Linux: after `dispatchMain()` (Swift Testing's
/// entry point calls it) the main thread exits and a worker thread drains the main queue,
/// so main-actor code runs with `Thread.isMainThread == false`. A queue-specific key set on
/// the main queue is seen by whichever thread drains it, the main thread included.
@usableFromInline
package enum MainQueue {
    private static let key: DispatchSpecificKey<UInt8> = {
        let key = DispatchSpecificKey<UInt8>()
        DispatchQueue.main.setSpecific(key: key, value: 1)
        return key
    }()

    /// Whether the caller runs on the main queue (and so on the main actor).
    @usableFromInline
    package static var isCurrent: Bool {
        // NB: the queue-specific key, not `Thread.isMainThread` (wrong on Linux, see above).
        DispatchQueue.getSpecific(key: key) != nil
    }

    /// Runs `body` on the main actor: at once when already there, otherwise on the next
    /// turn of the main queue.
    package static func run(_ body: @escaping @MainActor @Sendable () -> Void) {
        deliver((), to: body)
    }

    /// Hands `value` to `body` on the main actor: at once when already there, otherwise on
    /// the next turn of the main queue.
    ///
    /// Allocates nothing on the fast path.
    @inlinable
    package static func deliver<Value: Sendable>(
        _ value: Value, to body: @escaping @MainActor (Value) -> Void
    ) {
        if isCurrent {
            assumeIsolated { body(value) }
        } else {
            DispatchQueue.main.async {
                assumeIsolated { body(value) }
            }
        }
    }

    /// Runs `body`, which the caller knows to be on the main queue, as main-actor code.
    ///
    /// NB: `MainActor.assumeIsolated` asks the concurrency runtime for the current
    /// executor, and runtimes older than macOS 15 / iOS 18 do not recognise the main queue
    /// while it runs a plain dispatch block (as opposed to a Swift job), so it traps there
    /// (reported by Apple DTS on the Swift forums, thread 76520). Every caller here has
    /// established the main queue itself, by ``isCurrent`` or by being a main-queue block,
    /// so on those systems this does what the standard library's own `assumeIsolated`
    /// does after its check: call the closure as a nonisolated one.
    @inlinable
    package static func assumeIsolated<Value: Sendable>(
        _ body: @MainActor () -> Value
    ) -> Value {
        if #available(macOS 15, iOS 18, tvOS 18, watchOS 11, *) {
            return MainActor.assumeIsolated(body)
        }
        return runUnchecked(body)
    }

    /// Calls main-actor `body` without asking the runtime.
    ///
    /// The caller guarantees the main queue. Exposed to the package so the fallback is
    /// tested on every platform.
    @inlinable
    package static func runUnchecked<Value>(_ body: @MainActor () -> Value) -> Value {
        withoutActuallyEscaping(body) { body in
            unsafeBitCast(body, to: (() -> Value).self)()
        }
    }
}
