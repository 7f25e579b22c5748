import CVIPERBenchmarking

/// Runs one benchmark for a fixed number of operations, for instruction counting.
///
/// After one untimed warm-up batch (which fills caches and creates side tables), the
/// measured batch runs inside the C function `viper_measured_region`, so
///
///     valgrind --tool=callgrind --collect-atstart=no \
///         --toggle-collect=viper_measured_region \
///         .build/release/VIPERBenchmarks --run dispatch/direct --iterations 100000
///
/// counts exactly that batch; divide the total by the iteration count. Synchronous
/// benchmarks repeat to the instruction (set `SWIFT_DETERMINISTIC_HASHING=1` where
/// dictionaries are involved). Asynchronous ones run on another thread; count them by
/// collecting everything for two iteration counts and dividing the difference.
@MainActor
struct FixedIterationRun {
    /// The benchmark to run.
    var benchmark: Benchmark
    /// How many operations the measured batch runs.
    var iterations: Int

    /// Runs the warm-up and the measured batch, and returns what it observed.
    func run(counter: AllocationCounter = .current) -> String {
        _ = BatchTimer.time(benchmark.body, iterations: min(iterations, 1_000))
        let region = MeasuredRegion(body: benchmark.body, iterations: iterations)
        let allocationsBefore = counter.count(threadOnly: false)
        withExtendedLifetime(region) {
            viper_measured_region(
                { context in
                    guard let context else { return }
                    let region = Unmanaged<MeasuredRegion>.fromOpaque(context)
                        .takeUnretainedValue()
                    MainActor.assumeIsolated { region.run() }
                }, Unmanaged.passUnretained(region).toOpaque())
        }
        let allocations =
            Double(counter.count(threadOnly: false)) - Double(allocationsBefore)
        let perOperation =
            counter.counting == .notCounted
            ? "allocations not counted"
            : "\((allocations / Double(iterations)).fixed(3)) allocations/op "
                + "(\(counter.counting.rawValue), process-wide)"
        let nanoseconds = Double(region.elapsed) / Double(iterations)
        return "\(benchmark.name): \(iterations) iterations, \(perOperation), "
            + "\(nanoseconds.fixed(2)) ns/op (meaningless under valgrind)"
    }
}

/// The batch that `viper_measured_region` runs, passed through C as a context pointer.
@MainActor
private final class MeasuredRegion {
    let body: Benchmark.Body
    let iterations: Int
    var elapsed: UInt64 = 0

    init(body: Benchmark.Body, iterations: Int) {
        self.body = body
        self.iterations = iterations
    }

    func run() {
        elapsed = BatchTimer.time(body, iterations: iterations)
    }
}
