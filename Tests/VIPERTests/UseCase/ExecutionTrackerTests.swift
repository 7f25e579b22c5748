import Dispatch
import Testing

@testable import VIPER

/// The bookkeeping every tracked use case relies on, checked on the tracker itself.
@Suite(.timeLimit(.minutes(2)))
struct ExecutionTrackerTests {
    @Test func anExecutionIsDeliveredOnceAndNotAgainAfterItsDeliveryReturned() {
        let tracker = ExecutionTracker()
        let id = tracker.begin()
        let ran = Recorder<Int>()
        let first = tracker.deliver(id) { ran.record(1) }
        let second = tracker.deliver(id) { ran.record(2) }
        #expect(first)
        #expect(!second)
        #expect(ran.all == [1])
        #expect(!tracker.isLive(id))
    }

    @Test func aSecondDeliveryWhileTheFirstRunsIsRefused() {
        let tracker = ExecutionTracker()
        let id = tracker.begin()
        let ran = Recorder<String>()
        tracker.deliver(id) {
            ran.record("first")
            if tracker.deliver(id, { ran.record("second") }) { ran.record("claimed twice") }
            if tracker.attach(id, onCancel: { ran.record("handler") }) { ran.record("attached") }
            tracker.cancel(id)
        }
        #expect(ran.all == ["first"])
    }

    @Test func cancelAllRunsEveryLiveHandlerOnceAndDropsTheirDeliveries() {
        let tracker = ExecutionTracker()
        let cancelled = Recorder<Int>()
        let first = tracker.begin(onCancel: { cancelled.record(1) })
        let second = tracker.begin(onCancel: { cancelled.record(2) })
        tracker.cancelAll()
        tracker.cancelAll()
        #expect(cancelled.all == [1, 2])
        let delivered = [tracker.deliver(first) {}, tracker.deliver(second) {}]
        #expect(delivered == [false, false])
    }

    @Test func cancellingOneExecutionRunsOnlyItsHandlerAndLeavesTheOthersLive() {
        let tracker = ExecutionTracker()
        let cancelled = Recorder<Int>()
        let first = tracker.begin(onCancel: { cancelled.record(1) })
        let second = tracker.begin(onCancel: { cancelled.record(2) })
        tracker.cancel(first)
        tracker.cancel(first)
        #expect(cancelled.all == [1])
        #expect(!tracker.isLive(first))
        #expect(tracker.isLive(second))
        let delivered = tracker.deliver(second) {}
        #expect(delivered)
        #expect(cancelled.all == [1])
    }

    @Test func anAttachedHandlerReplacesTheOneRegisteredAtTheStart() {
        let tracker = ExecutionTracker()
        let cancelled = Recorder<String>()
        let id = tracker.begin(onCancel: { cancelled.record("registered") })
        let attached = tracker.attach(id, onCancel: { cancelled.record("attached") })
        tracker.cancelAll()
        let attachedLate = tracker.attach(id, onCancel: { cancelled.record("late") })
        #expect(attached)
        #expect(!attachedLate)
        #expect(cancelled.all == ["attached"])
    }

    @Test func cancelAllInsideADeliveryLeavesThatDeliveryAloneAndWithdrawsTheRest() {
        let tracker = ExecutionTracker()
        let ran = Recorder<String>()
        let running = tracker.begin(onCancel: { ran.record("running cancelled") })
        let waiting = tracker.begin(onCancel: { ran.record("waiting cancelled") })
        tracker.deliver(running) {
            tracker.cancelAll()
            ran.record("cancelAll returned")
        }
        #expect(ran.all == ["waiting cancelled", "cancelAll returned"])
        let delivered = tracker.deliver(waiting) { ran.record("waiting delivered") }
        #expect(!delivered)
        #expect(ran.all == ["waiting cancelled", "cancelAll returned"])
    }

    @Test func concurrentDeliveriesAndCancelsSettleEachExecutionExactlyOnce() {
        let tracker = ExecutionTracker()
        let perWorker = 20_000
        let workers = 4
        let settled = Recorder<Int>()
        DispatchQueue.concurrentPerform(iterations: workers) { worker in
            var generator = SplitMix64(seed: UInt64(worker) &+ 7)
            for index in 0..<perWorker {
                let execution = worker * perWorker + index
                let id = tracker.begin(onCancel: { settled.record(execution) })
                switch generator.next() % 16 {
                case 0: tracker.cancelAll()
                case 1..<6: tracker.cancel(id)
                default: break
                }
                tracker.deliver(id) { settled.record(execution) }
            }
        }
        tracker.cancelAll()
        #expect(settled.all.sorted() == Array(0..<(workers * perWorker)))
    }
}
