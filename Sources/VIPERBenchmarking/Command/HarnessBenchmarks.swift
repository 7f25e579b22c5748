/// The harness measuring itself: an empty benchmark and the cost of the result sink.
///
/// `harness/empty` does no work per operation, so it must read about 0 ns: the clock is
/// read once per batch and batches are long. If it does not, the calibration or the clock
/// is broken and the run prints a warning. `harness/sink` shows the floor every other
/// benchmark stands on: one opaque call that consumes a value.
enum HarnessBenchmarks {
    /// The name of the empty benchmark the run checks.
    static let emptyName = "harness/empty"
    /// The most the empty benchmark may read, in nanoseconds per operation, to pass.
    static let emptyToleranceNanoseconds = 0.05

    /// Adds the suite's benchmarks to `registry`.
    static func register(in registry: inout BenchmarkRegistry) {
        registry.add("harness", "empty") { iterations in
            // NB: nothing per operation; the count is consumed once so the batch exists.
            blackHole(iterations)
        }
        registry.add("harness", "sink") { iterations in
            for index in 0..<iterations { blackHole(index) }
        }
    }
}
