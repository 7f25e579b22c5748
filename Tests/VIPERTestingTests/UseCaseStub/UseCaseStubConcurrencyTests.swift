import Dispatch
import Testing
import VIPERTesting

/// The stub's bookkeeping when tests complete and cancel it from several threads at once.
///
/// CI runs this suite under `swift test --sanitize=thread`.
@Suite struct UseCaseStubConcurrencyTests {
    @Test func threadsCompletingAsManyPendingExecutionsCompleteEachOnce() async {
        let width = 8
        let rounds = Box<[(delivered: Int, deliveries: Int, pending: Int)]>([])
        // NB: on a thread of its own, so the rounds do not hold a thread of the cooperative
        // pool that the other tests share; the expectations run back in the test.
        await raiseOnDetachedThread {
            for _ in 0..<500 {
                let stub = UseCaseStub<Int, Int, TestError>(.deferred)
                let deliveries = Box(0)
                for index in 0..<width {
                    stub.execute(index) { _ in deliveries.mutate { $0 += 1 } }
                }
                let delivered = Box(0)
                DispatchQueue.concurrentPerform(iterations: width) { _ in
                    if stub.complete(with: .success(1)) { delivered.mutate { $0 += 1 } }
                }
                let round = (delivered.value, deliveries.value, stub.pendingCount)
                rounds.mutate { $0.append(round) }
                if round != (width, width, 0) { break }
            }
        }
        let failed = rounds.value.first { $0 != (width, width, 0) }
        #expect(failed == nil, "delivered, deliveries, pending: \(String(describing: failed))")
        #expect(rounds.value.count == 500)
    }
}
