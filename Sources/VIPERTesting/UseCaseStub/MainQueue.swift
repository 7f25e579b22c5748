import Dispatch
import Foundation

/// Tells whether the calling code runs on the main queue, where the main actor runs.
///
/// NB: `Thread.isMainThread` is not enough. In the Swift Testing pass on Linux the main
/// thread is parked in `dispatchMain()` and the main queue (so the main actor) is drained
/// by a worker thread: `Thread.isMainThread` is `false` inside `@MainActor` tests there.
/// A queue-specific value set on the main queue is found on both.
enum MainQueue {
    private static let key: DispatchSpecificKey<Bool> = {
        let key = DispatchSpecificKey<Bool>()
        DispatchQueue.main.setSpecific(key: key, value: true)
        return key
    }()

    /// Whether the caller runs on the main queue (and so on the main actor).
    static var isCurrent: Bool {
        Thread.isMainThread || DispatchQueue.getSpecific(key: key) == true
    }
}
