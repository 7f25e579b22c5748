/// The benchmarks of one run, in the order they were registered.
///
/// Register a baseline (the code you would write without the abstraction), then the
/// candidates measured against it. A baseline and its candidates are measured
/// interleaved, and each candidate's time is reported as a ratio to its baseline's from
/// the same run.
///
/// ```swift
/// var registry = BenchmarkRegistry()
/// registry.add("mapper", "by-hand") { iterations in
///     for _ in 0..<iterations { blackHole(handWrittenMap(opaque(rows))) }
/// }
/// registry.add("mapper", "ForecastMapper", baseline: "by-hand") { iterations in
///     for _ in 0..<iterations { blackHole(ForecastMapper.forecasts(from: opaque(rows))) }
/// }
/// BenchmarkCommand.main(registry)
/// ```
///
/// The body runs `iterations` operations; hand results to ``blackHole(_:)`` and inputs
/// through ``opaque(_:)`` so the optimiser can neither delete the work nor fold it.
public struct BenchmarkRegistry {
    /// Every registered benchmark, in registration order.
    public private(set) var benchmarks: [Benchmark] = []
    /// Benchmarks that were refused instead of registered, in registration order.
    public private(set) var refusals: [BenchmarkRefusal] = []

    /// Creates an empty registry.
    public init() {}

    /// Adds a synchronous benchmark that runs on the main actor.
    ///
    /// - Parameters:
    ///   - suite: The suite, such as `assembly`; the full name is `suite/name`.
    ///   - name: The case within the suite.
    ///   - baseline: The name of the case in the same suite it is compared with, if any.
    ///   - body: Runs the given number of operations.
    public mutating func add(
        _ suite: String, _ name: String, baseline: String? = nil,
        _ body: @escaping @MainActor (_ iterations: Int) -> Void
    ) {
        benchmarks.append(
            Benchmark(
                suite: suite, name: "\(suite)/\(name)",
                baseline: baseline.map { "\(suite)/\($0)" }, body: .sync(body)))
    }

    /// Adds an asynchronous benchmark that runs on a detached task.
    ///
    /// The main thread waits for each batch, so the body must not need the main actor.
    ///
    /// - Parameters:
    ///   - suite: The suite, such as `dispatch`; the full name is `suite/name`.
    ///   - name: The case within the suite.
    ///   - baseline: The name of the case in the same suite it is compared with, if any.
    ///   - body: Runs the given number of operations.
    public mutating func addAsync(
        _ suite: String, _ name: String, baseline: String? = nil,
        _ body: @escaping @Sendable (_ iterations: Int) async -> Void
    ) {
        benchmarks.append(
            Benchmark(
                suite: suite, name: "\(suite)/\(name)",
                baseline: baseline.map { "\(suite)/\($0)" }, body: .async(body)))
    }

    /// Adds every benchmark and refusal of `other` after this registry's own.
    mutating func append(contentsOf other: BenchmarkRegistry) {
        benchmarks += other.benchmarks
        refusals += other.refusals
    }

    /// Records that the benchmark `suite/name` was not registered, and why.
    @usableFromInline
    mutating func refuse(_ suite: String, _ name: String, _ reason: String) {
        refusals.append(BenchmarkRefusal(name: "\(suite)/\(name)", reason: reason))
    }

    /// The benchmark named `name`, if any.
    ///
    /// - Parameter name: A full name, `suite/case`.
    /// - Returns: The first benchmark registered under that name.
    /// - Complexity: O(*n*) where *n* is the number of benchmarks.
    public func benchmark(named name: String) -> Benchmark? {
        benchmarks.first { $0.name == name }
    }

    /// Every refusal, plus a refusal for each duplicate name, each baseline that is not
    /// registered, and each baseline that has a baseline of its own.
    ///
    /// - Returns: The refusals; empty when the registry can be run.
    /// - Complexity: O(*n*) where *n* is the number of benchmarks.
    public func validated() -> [BenchmarkRefusal] {
        var problems = refusals
        var byName: [String: Benchmark] = [:]
        for benchmark in benchmarks {
            if byName[benchmark.name] != nil {
                problems.append(
                    BenchmarkRefusal(name: benchmark.name, reason: "registered twice"))
            } else {
                byName[benchmark.name] = benchmark
            }
        }
        for benchmark in benchmarks {
            guard let baseline = benchmark.baseline else { continue }
            if let found = byName[baseline] {
                if let grand = found.baseline {
                    problems.append(
                        BenchmarkRefusal(
                            name: benchmark.name,
                            reason: "its baseline \(baseline) is compared with \(grand) "
                                + "itself; name \(grand) as the baseline instead"))
                }
            } else {
                problems.append(
                    BenchmarkRefusal(
                        name: benchmark.name,
                        reason: "its baseline \(baseline) is not registered"))
            }
        }
        return problems
    }

    /// The benchmarks whose names `isSelected` accepts, plus the baselines they need.
    ///
    /// - Parameter isSelected: Decides by full name.
    /// - Returns: The selection, in registration order.
    /// - Complexity: O(*n*) where *n* is the number of benchmarks.
    public func selecting(_ isSelected: (String) -> Bool) -> [Benchmark] {
        let chosen = Set(benchmarks.filter { isSelected($0.name) }.map(\.name))
        let needed = chosen.union(
            benchmarks.filter { chosen.contains($0.name) }.compactMap(\.baseline))
        return benchmarks.filter { needed.contains($0.name) }
    }

    /// The benchmarks grouped by baseline, each group starting with its baseline.
    ///
    /// Members of a group are measured interleaved so their ratio comes from the same
    /// machine state. A benchmark without a baseline and without candidates is a group
    /// of one.
    ///
    /// - Parameter benchmarks: Benchmarks in registration order.
    /// - Returns: The groups, in the order their first member was registered.
    /// - Complexity: O(*n*) where *n* is the number of benchmarks.
    public static func groups(of benchmarks: [Benchmark]) -> [[Benchmark]] {
        var groups: [[Benchmark]] = []
        var index: [String: Int] = [:]
        for benchmark in benchmarks {
            let key = benchmark.baseline ?? benchmark.name
            if let position = index[key] {
                if benchmark.baseline == nil {
                    groups[position].insert(benchmark, at: 0)
                } else {
                    groups[position].append(benchmark)
                }
            } else {
                index[key] = groups.count
                groups.append([benchmark])
            }
        }
        return groups
    }
}
