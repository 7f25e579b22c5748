/// Measures benchmarks: warm-up, calibration, interleaved timed batches, allocations.
///
/// A baseline and its candidates form a group. The runner calibrates each member's batch
/// size to the budget's batch duration, then times one batch of every member per round,
/// rotating who goes first, until the group's time is spent. The machine's speed changes
/// therefore hit every member of a group alike, and the ratios of their fastest batches
/// compare like with like.
@MainActor
struct BenchmarkRunner {
    /// How much time to spend.
    var budget: Budget
    /// Where progress goes.
    var progress = ProgressLine()
    /// What counts allocations.
    var counter = AllocationCounter.current

    /// Measures `benchmarks` and returns one result each, in the same order, with ratios
    /// to their baselines filled in.
    func measure(_ benchmarks: [Benchmark]) -> [BenchmarkResult] {
        let groups = BenchmarkRegistry.groups(of: benchmarks)
        var results: [BenchmarkResult] = []
        var done = 0
        for group in groups {
            let label = "[\(done + 1)-\(done + group.count)/\(benchmarks.count)]"
            progress.update("\(label) \(group.map(\.name).joined(separator: ", "))")
            results += measure(group: group)
            done += group.count
        }
        progress.finish()
        return results
    }

    private func measure(group: [Benchmark]) -> [BenchmarkResult] {
        let iterations = group.map(calibrate)
        var samples = Array(repeating: [Double](), count: group.count)
        let groupBudget = UInt64(budget.secondsPerBenchmark * 1e9) * UInt64(group.count)
        let start = monotonicNanoseconds()
        var round = 0
        while true {
            for index in Self.order(ofRound: round, members: group.count) {
                let elapsed = BatchTimer.time(group[index].body, iterations: iterations[index])
                samples[index].append(Double(elapsed) / Double(iterations[index]))
            }
            round += 1
            let spent = monotonicNanoseconds() &- start
            if round >= budget.maximumSamples
                || (round >= budget.minimumSamples && spent >= groupBudget)
            {
                break
            }
        }
        var results: [BenchmarkResult] = []
        for (index, benchmark) in group.enumerated() {
            let allocations = BatchTimer.allocationsPerOperation(
                benchmark.body, iterations: allocationIterations(forBatchOf: iterations[index]),
                counter: counter)
            let exact = allocations.map {
                Self.countsExactly(benchmark, counting: counter.counting) && !$0.handsOffWork
            }
            if let result = BenchmarkResult(
                benchmark: benchmark, samples: samples[index],
                iterationsPerSample: iterations[index],
                allocationsPerOperation: allocations?.perOperation,
                allocationsAreExact: exact)
            {
                results.append(result)
            }
        }
        if let baseline = results.first(where: { $0.name == group[0].baseline ?? group[0].name }) {
            for index in results.indices where results[index].baseline == baseline.name {
                results[index].compare(with: baseline)
            }
        }
        return results
    }

    /// Whether `benchmark`'s allocation count is exact when the process counts `counting`.
    ///
    /// Only malloc calls counted on the benchmark's own thread are: a synchronous
    /// benchmark's, unless its operations hand work to other threads (see
    /// ``BatchTimer/allocationsPerOperation(_:iterations:counter:)``). An asynchronous one
    /// hops threads, so it is counted process-wide, and blocks in use are a process-wide
    /// figure on every benchmark.
    nonisolated static func countsExactly(_ benchmark: Benchmark, counting: AllocationCounting)
        -> Bool
    {
        !benchmark.isAsync && counting == .mallocCalls
    }

    /// The fewest operations allocations are counted over, unless that takes too long.
    static let minimumAllocationIterations = 100
    /// The longest one count of allocations should take, in nanoseconds.
    static let allocationCountingNanoseconds = 30_000_000.0

    /// How many operations to count allocations over, for a batch of `iterations`.
    ///
    /// NB: a batch of an expensive benchmark runs one to three operations, and its size
    /// differs between `--quick` and a full run, so amortised allocations (a buffer that
    /// grows every few operations) divided by so few operations gave the restoration
    /// round trip 244 allocations per op with `--quick` and 238 in a full run. Counting
    /// over at least 100 operations, in both modes, gives one figure.
    func allocationIterations(forBatchOf iterations: Int) -> Int {
        let nanosecondsPerOperation = budget.nanosecondsPerBatch / Double(max(iterations, 1))
        let affordable = Int(Self.allocationCountingNanoseconds / nanosecondsPerOperation)
        return max(iterations, min(Self.minimumAllocationIterations, affordable))
    }

    /// The order in which the members of a group are timed in round `round`: every
    /// member once, the first one rotating by one each round, so none is always first
    /// (after the slow call into the previous member) or always last.
    ///
    /// - Complexity: O(*n*) where *n* is `members`.
    nonisolated static func order(ofRound round: Int, members: Int) -> [Int] {
        (0..<members).map { ($0 + round) % members }
    }

    /// Warms `benchmark` up and returns the operation count that fills one batch.
    ///
    /// The count grows until the fastest of three batches takes at least half the target
    /// duration, then scales to the target. Taking the fastest of three keeps a single
    /// interrupted batch (or the first call, which fills caches and instantiates
    /// metadata) from shrinking every later batch to a few operations.
    private func calibrate(_ benchmark: Benchmark) -> Int {
        let target = budget.nanosecondsPerBatch
        let warmupEnd = monotonicNanoseconds() &+ budget.warmupNanoseconds
        var iterations = 1
        while true {
            let elapsed =
                (0..<3).map { _ in
                    BatchTimer.time(benchmark.body, iterations: iterations)
                }.min() ?? 0
            if Double(elapsed) >= target / 2 || iterations >= 1 << 40 {
                let scaled = Double(iterations) * target / Double(max(elapsed, 1))
                iterations = max(1, Int(scaled.rounded()))
                break
            }
            let factor = elapsed == 0 ? 16 : min(max(Int(target / Double(elapsed)), 2), 16)
            iterations *= factor
        }
        while monotonicNanoseconds() < warmupEnd {
            _ = BatchTimer.time(benchmark.body, iterations: iterations)
        }
        return iterations
    }
}
