/// How much time the runner spends on each benchmark.
struct Budget: Equatable {
    /// Timed seconds per benchmark (a group of *k* benchmarks gets *k* times this).
    var secondsPerBenchmark: Double
    /// The target duration of one batch: long enough to hide the clock, short enough to
    /// give many samples and catch the machine's fast state.
    var nanosecondsPerBatch: Double
    /// Untimed warm-up per benchmark before calibration settles.
    var warmupNanoseconds: UInt64
    /// Batches timed per benchmark at least, even when that exceeds the time budget.
    var minimumSamples: Int
    /// Batches timed per benchmark at most.
    var maximumSamples: Int

    /// The budget of a full run: about a second per benchmark.
    static let full = Budget(
        secondsPerBenchmark: 1, nanosecondsPerBatch: 250_000, warmupNanoseconds: 30_000_000,
        minimumSamples: 10, maximumSamples: 20_000)

    /// The budget of `--quick`: enough to catch a broken benchmark, not to judge one.
    static let quick = Budget(
        secondsPerBenchmark: 0.08, nanosecondsPerBatch: 100_000,
        warmupNanoseconds: 3_000_000, minimumSamples: 5, maximumSamples: 5_000)
}
