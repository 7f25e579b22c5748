import Testing

@testable import VIPERBenchmarking

@Suite struct BaselineComparisonTests {
    let saved = [
        Sample.result("s/a", baseline: "s/base", ratio: 1.0),
        Sample.result("s/b", baseline: "s/base", ratio: 2.0),
        Sample.result("s/c", baseline: "s/base", ratio: 1.0),
    ]
    let current = [
        Sample.result("s/a", baseline: "s/base", ratio: 1.09),
        Sample.result("s/b", baseline: "s/base", ratio: 2.3),
        Sample.result("s/c", baseline: "s/base", ratio: 0.9, allocations: 1),
        Sample.result("s/new", baseline: "s/base", ratio: 5),
    ]

    @Test func growthPastTheThresholdAndANewAllocationRegress() {
        let comparison = BaselineComparison(current: current, saved: saved, threshold: 0.1)
        #expect(comparison.regressions.map(\.name) == ["s/b", "s/c"])
        #expect(
            comparison.regressions.first?.description
                == "s/b: p0 ratio 2.00 -> 2.30 (+15.0%, threshold 10.0%)")
        #expect(comparison.regressions.last?.description == "s/c: allocations/op 0.00 -> 1.00")
    }

    @Test func newBenchmarksAreListedNotCompared() {
        let comparison = BaselineComparison(current: current, saved: saved, threshold: 0.1)
        #expect(comparison.compared == 3)
        #expect(comparison.new == ["s/new"])
    }

    @Test func aWiderThresholdAcceptsFifteenPercent() {
        let comparison = BaselineComparison(current: current, saved: saved, threshold: 0.2)
        #expect(comparison.regressions.map(\.name) == ["s/c"])
    }

    @Test func growthExactlyAtTheThresholdPasses() {
        let comparison = BaselineComparison(
            current: [Sample.result("s/a", baseline: "s/base", ratio: 1.25)],
            saved: [Sample.result("s/a", baseline: "s/base", ratio: 1.0)], threshold: 0.25)
        #expect(comparison.regressions.isEmpty)
    }

    @Test func aBenchmarkWithoutARatioIsNotCompared() {
        var current = current
        current[1].ratio = nil
        let comparison = BaselineComparison(current: current, saved: saved, threshold: 0.1)
        #expect(!comparison.regressions.contains { $0.name == "s/b" })
        #expect(comparison.compared == 2)
    }

    @Test func allocationsAreNotComparedWhenEitherRunDidNotCountThem() {
        var current = current
        current[2].allocationsPerOperation = nil
        #expect(
            BaselineComparison(current: current, saved: saved, threshold: 0.1).regressions.map(
                \.name) == ["s/b"])
        #expect(
            BaselineComparison(
                current: self.current, saved: saved, threshold: 0.1, comparesAllocations: false
            ).regressions.map(\.name) == ["s/b"])
    }

    @Test func aProcessWideCountMayMoveByItsToleranceButNotPastIt() {
        func grew(from old: Double, to new: Double, exact: Bool?, oldExact: Bool? = nil) -> Bool {
            !BaselineComparison(
                current: [Sample.result("s/a", ratio: nil, allocations: new, exact: exact)],
                saved: [Sample.result("s/a", ratio: nil, allocations: old, exact: oldExact)],
                threshold: 0.25
            ).regressions.isEmpty
        }
        // Exact (synchronous, or a file that does not say): half an allocation is a regression.
        #expect(grew(from: 8, to: 8.5, exact: true))
        #expect(grew(from: 8, to: 8.5, exact: nil))
        // Process-wide (asynchronous): one allocation, or the threshold, whichever is more.
        #expect(!grew(from: 8, to: 10, exact: false))
        #expect(grew(from: 8, to: 10.1, exact: false))
        #expect(!grew(from: 2, to: 3, exact: false))
        #expect(grew(from: 2, to: 3.1, exact: false))
        // A saved run's process-wide count is compared with the tolerance too.
        #expect(!grew(from: 2, to: 3, exact: nil, oldExact: false))
    }

    @Test func halfAnAllocationMoreIsARegressionAndLessIsNot() {
        let saved = [Sample.result("s/a", baseline: "s/base", ratio: 1, allocations: 2)]
        func regresses(_ allocations: Double) -> Bool {
            !BaselineComparison(
                current: [
                    Sample.result("s/a", baseline: "s/base", ratio: 1, allocations: allocations)
                ],
                saved: saved, threshold: 0.1
            ).regressions.isEmpty
        }
        #expect(regresses(2.5))
        #expect(!regresses(2.49))
        #expect(!regresses(1))
    }
}
