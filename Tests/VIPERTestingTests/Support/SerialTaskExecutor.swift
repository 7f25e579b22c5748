import Dispatch

/// A task executor that runs jobs in order on one dispatch queue, so a test can put work
/// between a waiting task's steps: a block queued on ``queue`` runs before any job the
/// task enqueues later, such as its resumption after a timeout.
final class SerialTaskExecutor: TaskExecutor, Sendable {
    let queue = DispatchQueue(label: "SerialTaskExecutor")

    func enqueue(_ job: consuming ExecutorJob) {
        let job = UnownedJob(job)
        let executor = asUnownedTaskExecutor()
        queue.async { job.runSynchronously(on: executor) }
    }
}
