/// A comparison of this run's ratios with a saved run's.
///
/// Only ratios are compared, never absolute times: absolute times move with the machine,
/// ratios measured in one run do not. A benchmark regresses when its p0 ratio grew by more
/// than the threshold, or when its allocations per operation grew:
///
/// - an exact count (a synchronous benchmark, counted on its own thread) by half an
///   allocation or more, since any real increase is a whole one;
/// - a process-wide count (an asynchronous benchmark, see
///   ``BenchmarkResult/allocationsAreExact``) by more than one allocation and more than
///   the threshold, since the runtime's own work on other threads moves it from run to
///   run.
///
/// Allocations are compared only when both runs counted the same thing.
struct BaselineComparison: Equatable {
    /// One benchmark that got worse.
    struct Regression: Equatable, CustomStringConvertible {
        /// The benchmark's full name.
        var name: String
        /// What got worse, with the old and new values.
        var reason: String

        var description: String { "\(name): \(reason)" }
    }

    /// The benchmarks that got worse, in run order.
    var regressions: [Regression] = []
    /// How many benchmarks had a ratio in both runs and were compared.
    var compared = 0
    /// Benchmarks of this run the saved run does not have.
    var new: [String] = []

    /// Compares `current` with `saved`.
    ///
    /// - Parameters:
    ///   - current: The results of this run.
    ///   - saved: The results of the saved run.
    ///   - threshold: The largest acceptable relative growth of a ratio, 0.1 for 10%.
    /// - Complexity: O(*n* + *m*) for *n* current and *m* saved results.
    init(
        current: [BenchmarkResult], saved: [BenchmarkResult], threshold: Double,
        comparesAllocations: Bool = true
    ) {
        var savedByName: [String: BenchmarkResult] = [:]
        for result in saved { savedByName[result.name] = result }
        for result in current {
            guard let old = savedByName[result.name] else {
                new.append(result.name)
                continue
            }
            if let ratio = result.ratio, let oldRatio = old.ratio {
                compared += 1
                if ratio > oldRatio * (1 + threshold) {
                    regressions.append(
                        Regression(
                            name: result.name,
                            reason: "p0 ratio \(oldRatio.fixed()) -> \(ratio.fixed()) "
                                + "(+\(((ratio / oldRatio - 1) * 100).fixed(1))%, "
                                + "threshold \((threshold * 100).fixed(1))%)"))
                    continue
                }
            }
            if comparesAllocations, let allocations = result.allocationsPerOperation,
                let oldAllocations = old.allocationsPerOperation,
                Self.allocationsGrew(
                    from: oldAllocations, to: allocations, threshold: threshold,
                    exact: result.allocationsAreExact != false && old.allocationsAreExact != false)
            {
                regressions.append(
                    Regression(
                        name: result.name,
                        reason: "allocations/op \(oldAllocations.fixed()) -> "
                            + "\(allocations.fixed())"))
            }
        }
    }

    /// The tolerance of a process-wide allocation count, in allocations per operation.
    static let processWideAllocationTolerance = 1.0

    /// Whether a count of allocations per operation grew from `old` to `new` by more than
    /// its kind of count moves by itself.
    static func allocationsGrew(
        from old: Double, to new: Double, threshold: Double, exact: Bool
    ) -> Bool {
        if exact { return new - old >= 0.5 }
        return new - old > max(processWideAllocationTolerance, old * threshold)
    }
}
