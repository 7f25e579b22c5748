import Dispatch
import Foundation

/// Tells whether code runs on the main queue, which is where the main actor runs.
///
/// NB: `Thread.isMainThread` is not enough on Linux: after `dispatchMain()` (Swift
/// Testing's entry point calls it) the main thread exits and a worker thread drains the
/// main queue, so main-actor code runs with `Thread.isMainThread == false`. A queue-specific
/// key set on the main queue is seen by whichever thread drains it.
package enum MainQueue {
    private static let key: DispatchSpecificKey<UInt8> = {
        let key = DispatchSpecificKey<UInt8>()
        DispatchQueue.main.setSpecific(key: key, value: 1)
        return key
    }()

    /// Whether the caller runs on the main queue (and so on the main actor).
    package static var isCurrent: Bool {
        Thread.isMainThread || DispatchQueue.getSpecific(key: key) != nil
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
}
