import Testing

@testable import VIPERBenchmarking

@Suite struct PercentilesTests {
    @Test func percentilesOfOneToAHundredAreTheirRanks() {
        let hundred = Percentiles((1...100).reversed().map(Double.init))
        #expect(
            hundred == Percentiles(p0: 1, p25: 25, p50: 50, p75: 75, p90: 90, p99: 99, p100: 100))
    }

    @Test func oneSampleIsEveryPercentile() throws {
        let single = try #require(Percentiles([7]))
        #expect(single == Percentiles(p0: 7, p25: 7, p50: 7, p75: 7, p90: 7, p99: 7, p100: 7))
    }

    @Test func noSamplesGiveNoPercentiles() {
        #expect(Percentiles([]) == nil)
    }

    @Test func nearestRankPicksTheLowerOfTwoForTheMedian() throws {
        let two = try #require(Percentiles([20, 10]))
        #expect(two.p0 == 10)
        #expect(two.p50 == 10)
        #expect(two.p99 == 20)
        #expect(two.p100 == 20)
    }

    @Test func aResultTakesItsTimesFromThePercentilesAndOpsPerSecondFromTheMedian() throws {
        let benchmark = Benchmark(suite: "s", name: "s/x", baseline: "s/base", body: .sync { _ in })
        let result = try #require(
            BenchmarkResult(
                benchmark: benchmark, samples: [4, 1, 2, 3], iterationsPerSample: 10,
                allocationsPerOperation: nil))
        #expect(result.minNanoseconds == 1)
        #expect(result.medianNanoseconds == 2)
        #expect(result.maxNanoseconds == 4)
        #expect(result.operationsPerSecond == 5e8)
        #expect(result.samples == 4)
        #expect(result.ratio == nil)
    }

    @Test func ratiosAndExtraAllocationsComeFromTheBaselineOfTheSameRun() throws {
        var candidate = Sample.result("s/x", baseline: "s/base", ratio: nil, allocations: 3)
        candidate.minNanoseconds = 3
        candidate.medianNanoseconds = 8
        var baseline = Sample.result("s/base", ratio: nil, allocations: 1)
        baseline.minNanoseconds = 2
        baseline.medianNanoseconds = 2
        candidate.compare(with: baseline)
        #expect(candidate.ratio == 1.5)
        #expect(candidate.medianRatio == 4)
        #expect(candidate.extraAllocationsPerOperation == 2)

        baseline.allocationsPerOperation = nil
        candidate.compare(with: baseline)
        #expect(candidate.extraAllocationsPerOperation == nil)
    }
}

@Suite struct FormattingTests {
    @Test func fixedRoundsHalfAwayFromZeroWithoutALocale() {
        #expect(1.005.fixed(1) == "1.0")
        #expect(2.5.fixed() == "2.50")
        #expect(0.0049.fixed() == "0.00")
        #expect((-0.3).fixed() == "-0.30")
        #expect(1234.5678.fixed(3) == "1234.568")
        #expect(Double.nan.fixed() == "nan")
        #expect(Double.infinity.fixed() == "inf")
    }

    @Test func largeRatesAreAbbreviated() {
        #expect(ResultTable.abbreviated(2_500_000) == "2.50M")
        #expect(ResultTable.abbreviated(1_500) == "1.50k")
        #expect(ResultTable.abbreviated(3e9) == "3.00G")
        #expect(ResultTable.abbreviated(2e12) == ">1T")
        #expect(ResultTable.abbreviated(12) == "12.0")
    }
}
