import Foundation
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

@Suite struct AllocationExactnessTests {
    @Test func onlySynchronousMallocCountsAreExact() {
        var registry = BenchmarkRegistry()
        registry.add("s", "sync") { _ in }
        registry.addAsync("s", "async") { _ in }
        let sync = registry.benchmarks[0]
        let async = registry.benchmarks[1]
        #expect(BenchmarkRunner.countsExactly(sync, counting: .mallocCalls))
        #expect(!BenchmarkRunner.countsExactly(async, counting: .mallocCalls))
        #expect(!BenchmarkRunner.countsExactly(sync, counting: .blocksInUse))
    }

    @Test func theJSONKeepsWhetherACountIsExactAndAnOlderFileSaysNothing() throws {
        let report = BenchmarkReport(
            mode: "full", allocationCounting: .mallocCalls,
            benchmarks: [
                Sample.result("s/a", ratio: nil, exact: true),
                Sample.result("s/b", ratio: nil, exact: false),
            ])
        let decoded = try BenchmarkReport.decode(report.jsonData())
        #expect(decoded.benchmarks.map(\.allocationsAreExact) == [true, false])
        let older = try BenchmarkReport.decode(
            Data(#"{"benchmarks": [{"name": "s/a", "min_ns": 1}]}"#.utf8))
        #expect(older.benchmarks.first?.allocationsAreExact == nil)
    }
}
