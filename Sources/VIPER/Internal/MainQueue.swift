import Dispatch

/// Tells whether code runs on the main queue, where the main actor runs, and runs
/// main-actor code there.
///
/// A queue-specific key, not `Thread.isMainThread`: on Linux, after `dispatchMain()` (Swift
/// Testing calls it) a worker thread drains the main queue, and the key is seen by
/// whichever thread drains it.
package enum MainQueue {
    private static let key: DispatchSpecificKey<UInt8> = {
        let key = DispatchSpecificKey<UInt8>()
        DispatchQueue.main.setSpecific(key: key, value: 1)
        return key
    }()

    /// Whether the caller runs on the main queue (and so on the main actor).
    package static var isCurrent: Bool {
        DispatchQueue.getSpecific(key: key) != nil
    }

    /// Hands `value` to `body` on the main actor: at once when already there, otherwise on
    /// the next turn of the main queue.
    package static func deliver<Value: Sendable>(
        _ value: Value, to body: @escaping @MainActor (Value) -> Void
    ) {
        guard !isCurrent else { return assumeIsolated { body(value) } }
        DispatchQueue.main.async { assumeIsolated { body(value) } }
    }

    /// Runs `body`, which the caller knows to be on the main queue, as main-actor code.
    ///
    /// Runtimes older than macOS 15 / iOS 18 do not recognise the main queue running a plain
    /// dispatch block, so `MainActor.assumeIsolated` traps there (Swift forums, thread
    /// 76520); every caller has established the main queue, so on those systems this calls
    /// the closure as a nonisolated one, as `assumeIsolated` does after its check.
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
    /// The caller guarantees the main queue: the `unsafeBitCast` only drops the isolation
    /// it has established. Exposed to the package so the fallback is tested everywhere.
    package static func runUnchecked<Value>(_ body: @MainActor () -> Value) -> Value {
        withoutActuallyEscaping(body) { body in
            unsafeBitCast(body, to: (() -> Value).self)()
        }
    }
}
