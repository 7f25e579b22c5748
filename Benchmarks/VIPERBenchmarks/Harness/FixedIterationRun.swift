import CAllocationCounter

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

    /// Runs the warm-up and the measured batch, then prints what it observed.
    func run() {
        _ = BatchTimer.time(benchmark.body, iterations: min(iterations, 1_000))
        let region = MeasuredRegion(body: benchmark.body, iterations: iterations)
        let allocationsBefore = viper_allocation_count()
        withExtendedLifetime(region) {
            viper_measured_region(
                { context in
                    guard let context else { return }
                    let region = Unmanaged<MeasuredRegion>.fromOpaque(context)
                        .takeUnretainedValue()
                    MainActor.assumeIsolated { region.run() }
                }, Unmanaged.passUnretained(region).toOpaque())
        }
        let allocations = viper_allocation_count() &- allocationsBefore
        let perOperation = Double(allocations) / Double(iterations)
        let nanoseconds = Double(region.elapsed) / Double(iterations)
        print(
            "\(benchmark.name): \(iterations) iterations, "
                + "\(perOperation.fixed(3)) allocations/op (process-wide), "
                + "\(nanoseconds.fixed(2)) ns/op (meaningless under valgrind)")
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
