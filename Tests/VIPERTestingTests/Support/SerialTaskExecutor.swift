import Dispatch
import Foundation

/// A task executor that runs jobs in order on one dispatch queue, so a test can put work
/// between a waiting task's steps.
///
/// A block queued on ``queue`` from inside a job runs once that job suspends, and a job
/// enqueued meanwhile (the task's resumption) runs only after the block;
/// ``waitForJobs(_:)`` lets the block wait until that resumption has been enqueued.
final class SerialTaskExecutor: TaskExecutor, Sendable {
    let queue = DispatchQueue(label: "SerialTaskExecutor")
    private let condition = NSCondition()
    // NB: guarded by `condition`.
    nonisolated(unsafe) private var enqueued = 0

    func enqueue(_ job: consuming ExecutorJob) {
        let job = UnownedJob(job)
        let executor = asUnownedTaskExecutor()
        condition.withLock {
            enqueued += 1
            condition.broadcast()
        }
        queue.async { job.runSynchronously(on: executor) }
    }

    /// Blocks until `count` jobs have been enqueued in all, or 60 seconds pass.
    ///
    /// - Returns: Whether they were.
    @discardableResult
    func waitForJobs(_ count: Int) -> Bool {
        let deadline = Date().addingTimeInterval(60)
        condition.lock()
        defer { condition.unlock() }
        while enqueued < count {
            if !condition.wait(until: deadline) { return false }
        }
        return true
    }
}
