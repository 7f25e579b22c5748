/// The benchmarks of one run, in the order the suites registered them.
///
/// Each suite adds its baseline first and then the candidates measured against it.
struct BenchmarkRegistry {
    /// Every registered benchmark.
    private(set) var benchmarks: [Benchmark] = []

    /// Adds a synchronous benchmark that runs on the main actor.
    mutating func add(
        _ suite: String, _ name: String, baseline: String? = nil,
        _ body: @escaping @MainActor (_ iterations: Int) -> Void
    ) {
        benchmarks.append(
            Benchmark(
                suite: suite, name: "\(suite)/\(name)",
                baseline: baseline.map { "\(suite)/\($0)" }, body: .sync(body)))
    }

    /// Adds an asynchronous benchmark that runs on a detached task.
    mutating func addAsync(
        _ suite: String, _ name: String, baseline: String? = nil,
        _ body: @escaping @Sendable (_ iterations: Int) async -> Void
    ) {
        benchmarks.append(
            Benchmark(
                suite: suite, name: "\(suite)/\(name)",
                baseline: baseline.map { "\(suite)/\($0)" }, body: .async(body)))
    }

    /// The benchmark named `name`, if any.
    func benchmark(named name: String) -> Benchmark? {
        benchmarks.first { $0.name == name }
    }

    /// The benchmarks whose names `isSelected` accepts, plus the baselines they need.
    ///
    /// - Complexity: O(*n*) where *n* is the number of benchmarks.
    func selecting(_ isSelected: (String) -> Bool) -> [Benchmark] {
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
    /// - Complexity: O(*n*) where *n* is the number of benchmarks.
    static func groups(of benchmarks: [Benchmark]) -> [[Benchmark]] {
        var groups: [[Benchmark]] = []
        var index: [String: Int] = [:]
        for benchmark in benchmarks {
            let key = benchmark.baseline ?? benchmark.name
            if let position = index[key] {
                groups[position].append(benchmark)
            } else {
                index[key] = groups.count
                groups.append([benchmark])
            }
        }
        return groups
    }
}
