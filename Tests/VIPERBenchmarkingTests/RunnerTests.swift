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

    /// Counts a test's simulated allocations: the benchmark's thread's and every
    /// thread's.
    final class FakeCounts: @unchecked Sendable {
        var thread: UInt64 = 0
        var process: UInt64 = 0
        var counter: AllocationCounter {
            AllocationCounter(counting: .mallocCalls) { [self] threadOnly in
                threadOnly ? thread : process
            }
        }
    }

    @MainActor
    @Test func aSynchronousOperationAloneIsCountedExactly() throws {
        let counts = FakeCounts()
        let body = Benchmark.Body.sync { iterations in
            for _ in 0..<iterations {
                counts.thread += 26
                counts.process += 26
            }
        }
        let count = try #require(
            BatchTimer.allocationsPerOperation(body, iterations: 100, counter: counts.counter))
        #expect(count == AllocationCount(perOperation: 26, handsOffWork: false))
    }

    /// A generated module's push: its screen starts a use case's task, whose work runs on
    /// other threads while the benchmark's thread pushes and pops; how much of it lands on
    /// the benchmark's thread, in or out of the counted operations, depends on timing
    /// (26.15 then 27.85 allocations per push+pop in two runs of the same binary).
    @MainActor
    @Test func aSynchronousOperationThatHandsWorkToOtherThreadsIsNotExact() throws {
        let counts = FakeCounts()
        var operation = 0
        let run: @MainActor (Int) -> Void = { iterations in
            for _ in 0..<iterations {
                operation += 1
                // Every fifth push, the task is still running when the pop cancels it.
                let own: UInt64 = operation % 5 == 0 ? 27 : 26
                counts.thread += own
                counts.process += own + 3
            }
        }
        let body = Benchmark.Body.sync(run)
        let count = try #require(
            BatchTimer.allocationsPerOperation(body, iterations: 100, counter: counts.counter))
        #expect(count.handsOffWork)
        #expect(count.perOperation == 26.2)

        var registry = BenchmarkRegistry()
        registry.add("pinned", "navigator-push-pop", run)
        let results = BenchmarkRunner(budget: .quick, counter: counts.counter)
            .measure(registry.benchmarks)
        #expect(results.map(\.allocationsAreExact) == [false])
    }

    @Test func twoRunsOfAnOperationThatHandsOffWorkDoNotRegressByTiming() {
        let saved = Sample.result(
            "pinned/navigator-push-pop", ratio: nil, allocations: 26.15, exact: false)
        let current = Sample.result(
            "pinned/navigator-push-pop", ratio: nil, allocations: 27.85, exact: false)
        #expect(
            BaselineComparison(current: [current], saved: [saved], threshold: 0.1).regressions
                .isEmpty)
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
