import Dispatch

/// Tells whether code runs on the main queue, which is where the main actor runs.
///
/// NB: `Thread.isMainThread` is wrong on Linux: after `dispatchMain()` (Swift
/// Testing's entry point calls it) the main thread exits and a worker thread drains the
/// main queue, so main-actor code runs with `Thread.isMainThread == false`. A queue-specific
/// key set on the main queue is seen by whichever thread drains it.
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
        // NB: the main thread itself also reads the main queue's specifics, so this one
        // lookup (about 23 ns here) covers it; `Thread.isMainThread` costs about 217 ns on
        // Linux and is not needed.
        DispatchQueue.getSpecific(key: key) != nil
    }

    /// Runs `body` on the main actor: at once when already there, otherwise on the next
    /// turn of the main queue.
    package static func run(_ body: @escaping @MainActor @Sendable () -> Void) {
        if isCurrent {
            MainActor.assumeIsolated { body() }
        } else {
            DispatchQueue.main.async {
                MainActor.assumeIsolated { body() }
            }
        }
    }

    /// Hands `value` to `body` on the main actor: at once when already there, otherwise on
    /// the next turn of the main queue.
    ///
    /// Unlike ``run(_:)`` this allocates nothing on the fast path.
    @inlinable
    package static func deliver<Value: Sendable>(
        _ value: Value, to body: @escaping @MainActor (Value) -> Void
    ) {
        if isCurrent {
            MainActor.assumeIsolated { body(value) }
        } else {
            DispatchQueue.main.async {
                MainActor.assumeIsolated { body(value) }
            }
        }
    }
}
