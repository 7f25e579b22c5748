import Testing

@testable import VIPERBenchmarking

@MainActor
@Suite struct RunnerTests {
    @Test func expensiveBenchmarksCountAllocationsOverTheSameOperationsQuickOrFull() {
        // A restoration round trip: about 80 µs an operation, so one batch runs one
        // operation with --quick and three in a full run.
        let quick = BenchmarkRunner(budget: .quick).allocationIterations(forBatchOf: 1)
        let full = BenchmarkRunner(budget: .full).allocationIterations(forBatchOf: 3)
        #expect(quick == BenchmarkRunner.minimumAllocationIterations)
        #expect(full == quick)
    }

    @Test func cheapBenchmarksCountOverTheirBatchAndVerySlowOnesOverWhatFitsTheirTime() {
        let full = BenchmarkRunner(budget: .full)
        #expect(full.allocationIterations(forBatchOf: 5_000) == 5_000)
        // 250 µs an operation: 30 ms hold 120 of them, more than the minimum.
        #expect(full.allocationIterations(forBatchOf: 1) == 100)
        var slow = Budget.full
        slow.nanosecondsPerBatch = 10_000_000  // 10 ms an operation
        #expect(BenchmarkRunner(budget: slow).allocationIterations(forBatchOf: 1) == 3)
    }
}
