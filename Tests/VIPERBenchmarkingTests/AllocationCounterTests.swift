import Testing

@testable import VIPERBenchmarking

@MainActor
@Suite struct AllocationCounterTests {
    // NB: the test runner does not link VIPERAllocationCounter (it must not: it would
    // replace malloc under the sanitizers), so here the counter is absent, as it is in a
    // benchmark executable that forgets the product. The benchmark executables check the
    // linked counter themselves before trusting it: 100 objects must count as 100.
    #if os(Linux)
    @Test func withoutTheCounterProductAllocationsAreNotCountedAndTheRunSaysHowToFixIt() {
        let counter = AllocationCounter.current
        #expect(counter.counting == .notCounted)
        #expect(counter.note.contains("not counted"))
        #expect(counter.note.contains("VIPERAllocationCounter"))
        #expect(counter.count(threadOnly: true) == 0)
    }

    @Test func anUncountedBenchmarkHasNoAllocationFigureRatherThanZero() {
        let body = Benchmark.Body.sync { iterations in
            for _ in 0..<iterations { blackHole([1, 2, 3]) }
        }
        #expect(BatchTimer.allocationsPerOperation(body, iterations: 10) == nil)
    }
    #endif

    @Test func theReportSaysWhatItsAllocationFiguresCount() {
        #expect(AllocationCounting.mallocCalls.rawValue == "malloc-calls")
        #expect(AllocationCounting.blocksInUse.rawValue == "blocks-in-use")
        #expect(AllocationCounting.notCounted.rawValue == "not-counted")
    }
}
