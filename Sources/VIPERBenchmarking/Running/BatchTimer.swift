import Dispatch
import Foundation

/// Runs one batch of a benchmark and reports how long it took.
///
/// Synchronous bodies run right here, on the main thread. Asynchronous bodies run on a
/// detached task while the main thread waits on a semaphore: one task and one wait per
/// batch, never per operation, and the clock is read inside the task so neither is timed.
@MainActor
enum BatchTimer {
    /// How long the main thread waits for one asynchronous batch before it gives up.
    static let asyncBatchTimeoutSeconds = 60

    /// Runs `iterations` operations of `body` and returns the elapsed nanoseconds.
    @inline(never)
    static func time(_ body: Benchmark.Body, iterations: Int) -> UInt64 {
        switch body {
        case .sync(let run):
            let start = monotonicNanoseconds()
            run(iterations)
            return monotonicNanoseconds() &- start
        case .async(let run):
            let elapsed = ElapsedBox()
            let done = DispatchSemaphore(value: 0)
            Task.detached {
                let start = monotonicNanoseconds()
                await run(iterations)
                elapsed.nanoseconds = monotonicNanoseconds() &- start
                done.signal()
            }
            if done.wait(timeout: .now() + .seconds(Self.asyncBatchTimeoutSeconds)) == .timedOut {
                // NB: a batch takes milliseconds; one that takes this long is waiting for
                // the main actor, which is blocked here waiting for it. Say so and stop
                // rather than hang: the task cannot be taken back.
                FileHandle.standardError.write(
                    Data(
                        ("error: an asynchronous batch did not finish in "
                            + "\(Self.asyncBatchTimeoutSeconds) s; an async benchmark runs "
                            + "off the main actor and must not wait for it\n").utf8))
                exit(3)
            }
            return elapsed.nanoseconds
        }
    }

    /// Counts the allocations one operation of `body` makes, or returns `nil` when
    /// allocations are not counted here.
    ///
    /// Runs `iterations` and then `2 * iterations` operations and divides the difference
    /// of their counts by `iterations`, so one-time costs of a batch (creating the task,
    /// filling caches) cancel out. Synchronous bodies are counted on this thread only, so
    /// allocations by unrelated threads do not leak in; asynchronous ones process-wide.
    ///
    /// A synchronous body is also watched for work it hands to other threads (a screen
    /// that starts a use case's task when it is pushed): when other threads allocate at
    /// least once per ``handOffAllocationsPerOperation`` operations meanwhile, how much
    /// of that work happens on this thread, before or after its operation, depends on
    /// timing, so the count is marked as not exact.
    static func allocationsPerOperation(
        _ body: Benchmark.Body, iterations: Int, counter: AllocationCounter = .current
    ) -> AllocationCount? {
        guard counter.counting != .notCounted else { return nil }
        let isAsync: Bool
        if case .async = body { isAsync = true } else { isAsync = false }
        let startProcess = counter.count(threadOnly: false)
        let start = counter.count(threadOnly: !isAsync)
        _ = time(body, iterations: iterations)
        let middle = counter.count(threadOnly: !isAsync)
        _ = time(body, iterations: 2 * iterations)
        let end = counter.count(threadOnly: !isAsync)
        let endProcess = counter.count(threadOnly: false)
        // NB: in Double, because blocks in use can fall as well as rise.
        let difference = (Double(end) - Double(middle)) - (Double(middle) - Double(start))
        var handsOffWork = false
        if !isAsync, counter.counting == .mallocCalls {
            let elsewhere =
                (Double(endProcess) - Double(startProcess)) - (Double(end) - Double(start))
            handsOffWork =
                elsewhere / Double(3 * iterations) >= 1 / handOffAllocationsPerOperation
        }
        return AllocationCount(
            perOperation: max(difference, 0) / Double(iterations), handsOffWork: handsOffWork)
    }

    /// How many operations of a synchronous benchmark other threads may take per
    /// allocation before the operation is taken to hand them work.
    ///
    /// Unrelated threads allocate far more rarely than that while a benchmark runs.
    static let handOffAllocationsPerOperation = 100.0
}

/// The allocations one operation makes, as ``BatchTimer`` counted them.
struct AllocationCount: Equatable {
    /// Allocations per operation.
    var perOperation: Double
    /// Whether a synchronous operation made other threads allocate meanwhile, so its own
    /// thread's count depends on timing.
    var handsOffWork: Bool
}

/// The elapsed time an asynchronous batch reports back to the waiting main thread.
///
/// NB: `@unchecked Sendable` is sound because the task writes `nanoseconds` before it
/// signals the semaphore and the main thread reads it only after `wait()` returns, so the
/// semaphore orders the write before the read.
private final class ElapsedBox: @unchecked Sendable {
    var nanoseconds: UInt64 = 0
}
