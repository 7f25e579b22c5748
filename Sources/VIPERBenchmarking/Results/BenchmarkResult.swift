/// What one benchmark measured, as printed in the table and written to JSON.
///
/// The JSON keys are the snake-case names of the schema; `baseline`, `ratio` and
/// `median_ratio` are written as `null` when absent so every record has the same keys.
struct BenchmarkResult: Codable, Equatable {
    /// The full benchmark name, `suite/case`.
    var name: String
    /// The suite the benchmark belongs to.
    var suite: String
    /// The full name of the baseline, or `nil`.
    var baseline: String?
    /// Nanoseconds per operation in the fastest batch.
    var minNanoseconds: Double
    /// Nanoseconds per operation, 25th percentile.
    var p25Nanoseconds: Double
    /// Nanoseconds per operation, median.
    var medianNanoseconds: Double
    /// Nanoseconds per operation, 75th percentile.
    var p75Nanoseconds: Double
    /// Nanoseconds per operation, 90th percentile.
    var p90Nanoseconds: Double
    /// Nanoseconds per operation, 99th percentile.
    var p99Nanoseconds: Double
    /// Nanoseconds per operation in the slowest batch.
    var maxNanoseconds: Double
    /// Operations per second at the median.
    var operationsPerSecond: Double
    /// `minNanoseconds` divided by the baseline's, from the same run: the figure to judge.
    var ratio: Double?
    /// `medianNanoseconds` divided by the baseline's, reported for reference only.
    var medianRatio: Double?
    /// Allocations per operation (fractional when amortised), or `nil` when the run did
    /// not count them; what they count is the report's ``BenchmarkReport/allocationCounting``.
    var allocationsPerOperation: Double?
    /// Allocations per operation minus the baseline's, or `nil` without a baseline.
    var extraAllocationsPerOperation: Double?
    /// Whether ``allocationsPerOperation`` is exact.
    ///
    /// A synchronous benchmark's count is: it is counted on the benchmark's own thread,
    /// which the benchmark never leaves. An asynchronous benchmark's
    /// count is process-wide, so the runtime's own work on other threads can add to it.
    /// `nil` when not counted, or read from a file that does not say.
    var allocationsAreExact: Bool?
    /// How many batches were timed.
    var samples: Int
    /// How many operations each batch ran.
    var iterationsPerSample: Int

    enum CodingKeys: String, CodingKey {
        case name, suite, baseline, ratio, samples
        case minNanoseconds = "min_ns"
        case p25Nanoseconds = "p25_ns"
        case medianNanoseconds = "median_ns"
        case p75Nanoseconds = "p75_ns"
        case p90Nanoseconds = "p90_ns"
        case p99Nanoseconds = "p99_ns"
        case maxNanoseconds = "max_ns"
        case operationsPerSecond = "ops_per_second"
        case medianRatio = "median_ratio"
        case allocationsPerOperation = "allocations_per_op"
        case extraAllocationsPerOperation = "extra_allocations_per_op"
        case allocationsAreExact = "allocations_exact"
        case iterationsPerSample = "iterations_per_sample"
    }

    /// Reads a record, requiring only `name` and `min_ns` so minimal files compare too.
    init(from decoder: any Decoder) throws {
        let container = try decoder.container(keyedBy: CodingKeys.self)
        func number(_ key: CodingKeys) throws -> Double? {
            try container.decodeIfPresent(Double.self, forKey: key)
        }
        name = try container.decode(String.self, forKey: .name)
        suite = try container.decodeIfPresent(String.self, forKey: .suite) ?? ""
        baseline = try container.decodeIfPresent(String.self, forKey: .baseline)
        minNanoseconds = try container.decode(Double.self, forKey: .minNanoseconds)
        medianNanoseconds = try number(.medianNanoseconds) ?? minNanoseconds
        p25Nanoseconds = try number(.p25Nanoseconds) ?? minNanoseconds
        p75Nanoseconds = try number(.p75Nanoseconds) ?? medianNanoseconds
        p99Nanoseconds = try number(.p99Nanoseconds) ?? medianNanoseconds
        p90Nanoseconds = try number(.p90Nanoseconds) ?? p99Nanoseconds
        maxNanoseconds = try number(.maxNanoseconds) ?? p99Nanoseconds
        operationsPerSecond = try number(.operationsPerSecond) ?? 0
        ratio = try number(.ratio)
        medianRatio = try number(.medianRatio)
        allocationsPerOperation = try number(.allocationsPerOperation)
        extraAllocationsPerOperation = try number(.extraAllocationsPerOperation)
        allocationsAreExact = try container.decodeIfPresent(Bool.self, forKey: .allocationsAreExact)
        samples = try container.decodeIfPresent(Int.self, forKey: .samples) ?? 0
        iterationsPerSample =
            try container.decodeIfPresent(Int.self, forKey: .iterationsPerSample) ?? 0
    }

    /// Writes every key, with `null` for absent optionals.
    func encode(to encoder: any Encoder) throws {
        var container = encoder.container(keyedBy: CodingKeys.self)
        try container.encode(name, forKey: .name)
        try container.encode(suite, forKey: .suite)
        try container.encode(baseline, forKey: .baseline)
        try container.encode(minNanoseconds, forKey: .minNanoseconds)
        try container.encode(p25Nanoseconds, forKey: .p25Nanoseconds)
        try container.encode(medianNanoseconds, forKey: .medianNanoseconds)
        try container.encode(p75Nanoseconds, forKey: .p75Nanoseconds)
        try container.encode(p90Nanoseconds, forKey: .p90Nanoseconds)
        try container.encode(p99Nanoseconds, forKey: .p99Nanoseconds)
        try container.encode(maxNanoseconds, forKey: .maxNanoseconds)
        try container.encode(operationsPerSecond, forKey: .operationsPerSecond)
        try container.encode(ratio, forKey: .ratio)
        try container.encode(medianRatio, forKey: .medianRatio)
        try container.encode(allocationsPerOperation, forKey: .allocationsPerOperation)
        try container.encode(extraAllocationsPerOperation, forKey: .extraAllocationsPerOperation)
        try container.encode(allocationsAreExact, forKey: .allocationsAreExact)
        try container.encode(samples, forKey: .samples)
        try container.encode(iterationsPerSample, forKey: .iterationsPerSample)
    }
}

extension BenchmarkResult {
    /// Creates a result from every field.
    init(
        name: String, suite: String, baseline: String?, minNanoseconds: Double,
        p25Nanoseconds: Double, medianNanoseconds: Double, p75Nanoseconds: Double,
        p90Nanoseconds: Double, p99Nanoseconds: Double, maxNanoseconds: Double,
        operationsPerSecond: Double, ratio: Double?, medianRatio: Double?,
        allocationsPerOperation: Double?, extraAllocationsPerOperation: Double?,
        allocationsAreExact: Bool? = nil, samples: Int, iterationsPerSample: Int
    ) {
        self.name = name
        self.suite = suite
        self.baseline = baseline
        self.minNanoseconds = minNanoseconds
        self.p25Nanoseconds = p25Nanoseconds
        self.medianNanoseconds = medianNanoseconds
        self.p75Nanoseconds = p75Nanoseconds
        self.p90Nanoseconds = p90Nanoseconds
        self.p99Nanoseconds = p99Nanoseconds
        self.maxNanoseconds = maxNanoseconds
        self.operationsPerSecond = operationsPerSecond
        self.ratio = ratio
        self.medianRatio = medianRatio
        self.allocationsPerOperation = allocationsPerOperation
        self.extraAllocationsPerOperation = extraAllocationsPerOperation
        self.allocationsAreExact = allocationsAreExact
        self.samples = samples
        self.iterationsPerSample = iterationsPerSample
    }

    /// Creates a result from timing samples, with no baseline comparison yet.
    ///
    /// Returns `nil` when there are no samples.
    init?(
        benchmark: Benchmark, samples: [Double], iterationsPerSample: Int,
        allocationsPerOperation: Double?, allocationsAreExact: Bool? = nil
    ) {
        guard let percentiles = Percentiles(samples) else { return nil }
        self.init(
            name: benchmark.name, suite: benchmark.suite, baseline: benchmark.baseline,
            minNanoseconds: percentiles.p0, p25Nanoseconds: percentiles.p25,
            medianNanoseconds: percentiles.p50, p75Nanoseconds: percentiles.p75,
            p90Nanoseconds: percentiles.p90, p99Nanoseconds: percentiles.p99,
            maxNanoseconds: percentiles.p100,
            operationsPerSecond: percentiles.p50 > 0 ? 1e9 / percentiles.p50 : 0,
            ratio: nil, medianRatio: nil, allocationsPerOperation: allocationsPerOperation,
            extraAllocationsPerOperation: nil, allocationsAreExact: allocationsAreExact,
            samples: samples.count, iterationsPerSample: iterationsPerSample)
    }

    /// Fills in the ratios and extra allocations from `baseline`'s result of the same run.
    mutating func compare(with baseline: BenchmarkResult) {
        ratio = baseline.minNanoseconds > 0 ? minNanoseconds / baseline.minNanoseconds : nil
        medianRatio =
            baseline.medianNanoseconds > 0 ? medianNanoseconds / baseline.medianNanoseconds : nil
        if let own = allocationsPerOperation, let base = baseline.allocationsPerOperation {
            extraAllocationsPerOperation = own - base
        } else {
            extraAllocationsPerOperation = nil
        }
    }
}
