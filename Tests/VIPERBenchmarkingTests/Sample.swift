@testable import VIPERBenchmarking

/// Results with round numbers, for the tests that need some.
enum Sample {
    /// A result named `name` in the suite its name starts with.
    static func result(
        _ name: String, baseline: String? = nil, ratio: Double?, allocations: Double? = 0,
        exact: Bool? = nil
    ) -> BenchmarkResult {
        BenchmarkResult(
            name: name, suite: String(name.prefix { $0 != "/" }), baseline: baseline,
            minNanoseconds: 1, p25Nanoseconds: 1.5, medianNanoseconds: 2, p75Nanoseconds: 2.5,
            p90Nanoseconds: 3, p99Nanoseconds: 4, maxNanoseconds: 5, operationsPerSecond: 5e8,
            ratio: ratio, medianRatio: ratio, allocationsPerOperation: allocations,
            extraAllocationsPerOperation: nil, allocationsAreExact: exact, samples: 10,
            iterationsPerSample: 100)
    }
}
