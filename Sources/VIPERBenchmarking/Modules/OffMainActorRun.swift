import Dispatch
import VIPER

/// Runs asynchronous work from synchronous, main-thread code, and gives up after a while.
///
/// The helpers' equivalence checks run at registration, in the synchronous `main` of a
/// benchmark executable, so they wait for asynchronous work on a semaphore, as the
/// runner does for every asynchronous batch. Work that needs the main actor can never
/// finish while the main thread waits, so the wait has a deadline instead of hanging.
enum OffMainActorRun {
    /// Runs `body` on a detached task and returns its value, or `nil` when it did not
    /// finish within `timeout` seconds (the task is then left to finish on its own).
    static func value<Value: Sendable>(
        timeout: Double, _ body: @escaping @Sendable () async -> Value
    ) -> Value? {
        let box = LockedState<Value?>(nil)
        let done = DispatchSemaphore(value: 0)
        Task.detached {
            let value = await body()
            box.withLock { $0 = value }
            done.signal()
        }
        guard done.wait(timeout: .now() + timeout) == .success else {
            return nil
        }
        return box.withLock { $0 }
    }
}
