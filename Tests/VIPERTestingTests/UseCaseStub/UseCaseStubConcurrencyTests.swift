import Dispatch
import Testing
import VIPERTesting

/// The stub's bookkeeping when tests complete and cancel it from several threads at once.
///
/// CI runs this suite under `swift test --sanitize=thread`.
@Suite struct UseCaseStubConcurrencyTests {
    @Test func threadsCompletingAsManyPendingExecutionsCompleteEachOnce() {
        let width = 8
        for _ in 0..<1_000 {
            let stub = UseCaseStub<Int, Int, TestError>(.deferred)
            let deliveries = Box(0)
            for index in 0..<width {
                stub.execute(index) { _ in deliveries.mutate { $0 += 1 } }
            }
            let delivered = Box(0)
            DispatchQueue.concurrentPerform(iterations: width) { _ in
                if stub.complete(with: .success(1)) { delivered.mutate { $0 += 1 } }
            }
            #expect(delivered.value == width)
            #expect(deliveries.value == width)
            #expect(stub.pendingCount == 0)
            if delivered.value != width { break }
        }
    }
}
