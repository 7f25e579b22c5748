import CAllocationCounter
import Foundation

/// Checks of the harness's pure logic, run by `--self-test`.
///
/// The benchmark executable has no test target, so its statistics, JSON, baseline
/// comparison and argument parsing are checked here instead. No check involves timing.
@MainActor
enum SelfTest {
    /// Runs every check and returns a description of each one that failed.
    static func run() -> [String] {
        var failures: [String] = []
        func check(_ condition: Bool, _ what: String) {
            if !condition { failures.append(what) }
        }
        checkPercentiles(check)
        checkFormatting(check)
        checkJSON(check)
        checkComparison(check)
        checkMarkdown(check)
        checkOptions(check)
        checkSelection(check)
        checkAllocationCounter(check)
        return failures
    }

    private typealias Check = (Bool, String) -> Void

    private static func checkPercentiles(_ check: Check) {
        let hundred = Percentiles((1...100).reversed().map(Double.init))
        check(
            hundred
                == Percentiles(p0: 1, p25: 25, p50: 50, p75: 75, p90: 90, p99: 99, p100: 100),
            "percentiles of 1...100 are their ranks")
        let single = Percentiles([7])
        check(
            single?.p0 == 7 && single?.p50 == 7 && single?.p100 == 7,
            "one sample is every percentile")
        check(Percentiles([]) == nil, "no samples give no percentiles")
        let two = Percentiles([10, 20])
        check(
            two?.p50 == 10 && two?.p99 == 20, "nearest rank picks the lower of two for the median")
    }

    private static func checkFormatting(_ check: Check) {
        check(1.005.fixed(1) == "1.0", "1.005 to one decimal is 1.0")
        check(2.5.fixed() == "2.50", "2.5 gets two decimals")
        check(0.0049.fixed() == "0.00", "0.0049 rounds to 0.00")
        check((-0.3).fixed() == "-0.30", "negative values keep their sign")
        check(1234.5678.fixed(3) == "1234.568", "three decimals round half up")
        check(ResultTable.abbreviated(2_500_000) == "2.50M", "millions are abbreviated")
    }

    private static func checkJSON(_ check: Check) {
        let report = BenchmarkReport(
            mode: "quick", countsAllocations: true,
            benchmarks: [
                sample("a/base", ratio: nil), sample("a/x", baseline: "a/base", ratio: 1.2),
            ])
        guard let data = try? report.jsonData(), let text = String(data: data, encoding: .utf8)
        else {
            check(false, "a report encodes")
            return
        }
        check((try? BenchmarkReport.decode(data)) == report, "a report survives a JSON round trip")
        for key in [
            "\"min_ns\"", "\"median_ns\"", "\"p99_ns\"", "\"ratio\"", "\"allocations_per_op\"",
            "\"baseline\" : null", "\"suite\"", "\"name\"",
        ] {
            check(text.contains(key), "the JSON has \(key)")
        }
        let minimal = Data(
            #"{"benchmarks": [{"name": "a/x", "suite": "a", "baseline": "a/base", "min_ns": 1.0, "median_ns": 1.23, "p99_ns": 4.5, "ratio": 1.05, "allocations_per_op": 0}]}"#
                .utf8)
        let decoded = try? BenchmarkReport.decode(minimal)
        check(decoded?.benchmarks.first?.ratio == 1.05, "the issue's minimal schema decodes")
        check(
            (try? BenchmarkReport.decode(Data("{}".utf8))) == nil,
            "a file without benchmarks is rejected")
    }

    private static func checkMarkdown(_ check: Check) {
        let table = ResultTable(results: [
            sample("a/base", ratio: nil), sample("a/x", baseline: "a/base", ratio: 1.25),
        ]).renderMarkdown()
        let lines = table.split(separator: "\n")
        check(lines.count == 3, "the Markdown table has a header, a rule and one row per candidate")
        check(
            lines.last?.hasPrefix("| `a/x` | `base` | 1.0 | 2.0 | 1.25x | 1.25x |") == true,
            "a Markdown row names the candidate, its baseline, times and ratios")
    }

    private static func checkComparison(_ check: Check) {
        let saved = [
            sample("s/a", baseline: "s/base", ratio: 1.0),
            sample("s/b", baseline: "s/base", ratio: 2.0),
            sample("s/c", baseline: "s/base", ratio: 1.0),
        ]
        var current = [
            sample("s/a", baseline: "s/base", ratio: 1.09),
            sample("s/b", baseline: "s/base", ratio: 2.3),
            sample("s/c", baseline: "s/base", ratio: 0.9, allocations: 1),
            sample("s/new", baseline: "s/base", ratio: 5),
        ]
        let comparison = BaselineComparison(current: current, saved: saved, threshold: 0.1)
        check(
            comparison.regressions.map(\.name) == ["s/b", "s/c"],
            "growth past 10% and a new allocation regress")
        check(
            comparison.compared == 3 && comparison.new == ["s/new"],
            "new benchmarks are listed, not compared")
        check(
            BaselineComparison(current: current, saved: saved, threshold: 0.2).regressions.map(
                \.name)
                == ["s/c"], "a wider threshold accepts 15% growth")
        current[1].ratio = nil
        check(
            !BaselineComparison(current: current, saved: saved, threshold: 0.1).regressions
                .contains { $0.name == "s/b" }, "a benchmark without a ratio is not compared")
    }

    private static func checkOptions(_ check: Check) {
        let parsed = try? BenchmarkOptions.parse([
            "--quick", "--filter", "dispatch/.*", "--json", "out.json", "--baseline", "b.json",
            "--markdown", "t.md",
            "--threshold", "25%",
        ])
        check(
            parsed?.quick == true && parsed?.filter == "dispatch/.*"
                && parsed?.jsonPath == "out.json"
                && parsed?.baselinePath == "b.json" && parsed?.markdownPath == "t.md"
                && parsed?.threshold == 0.25
                && parsed?.command == .measure, "every measuring flag parses")
        check(
            (try? BenchmarkOptions.parse(["--run", "a/b", "--iterations", "500"]))?.command
                == .run(name: "a/b", iterations: 500), "--run with --iterations parses")
        check((try? BenchmarkOptions.parse([]))?.threshold == 0.1, "the default threshold is 10%")
        for bad in [
            ["--json"], ["--bogus"], ["--threshold", "x"], ["--iterations", "5"],
            ["--run", "a", "--list"], ["--time", "0"], ["--json", "--quick"],
        ] {
            check((try? BenchmarkOptions.parse(bad)) == nil, "\(bad) is a usage error")
        }
    }

    private static func checkSelection(_ check: Check) {
        var registry = BenchmarkRegistry()
        registry.add("s", "base") { _ in }
        registry.add("s", "x", baseline: "base") { _ in }
        registry.add("s", "y", baseline: "base") { _ in }
        registry.add("t", "alone") { _ in }
        let selected = registry.selecting { $0 == "s/y" }.map(\.name)
        check(selected == ["s/base", "s/y"], "a selected benchmark brings its baseline")
        let groups = BenchmarkRegistry.groups(of: registry.benchmarks).map { $0.map(\.name) }
        check(
            groups == [["s/base", "s/x", "s/y"], ["t/alone"]],
            "benchmarks group under their baseline")
    }

    private static func checkAllocationCounter(_ check: Check) {
        guard viper_allocation_counter_is_active() == 1 else { return }
        let before = viper_thread_allocation_count()
        for _ in 0..<100 { blackHole(AllocationProbe()) }
        let counted = viper_thread_allocation_count() - before
        check(counted == 100, "100 class instances count as 100 allocations (counted \(counted))")
    }

    private static func sample(
        _ name: String, baseline: String? = nil, ratio: Double?, allocations: Double = 0
    ) -> BenchmarkResult {
        BenchmarkResult(
            name: name, suite: String(name.prefix { $0 != "/" }), baseline: baseline,
            minNanoseconds: 1, p25Nanoseconds: 1.5, medianNanoseconds: 2, p75Nanoseconds: 2.5,
            p90Nanoseconds: 3, p99Nanoseconds: 4, maxNanoseconds: 5, operationsPerSecond: 5e8,
            ratio: ratio, medianRatio: ratio, allocationsPerOperation: allocations,
            extraAllocationsPerOperation: nil, samples: 10, iterationsPerSample: 100)
    }
}

/// A heap object the allocation-counter check creates.
private final class AllocationProbe {}
