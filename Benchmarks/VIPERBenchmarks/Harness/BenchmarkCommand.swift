import CAllocationCounter
import Foundation

/// The `VIPERBenchmarks` process: parses the command line and does what it asks.
///
/// Everything runs from a synchronous `main` on the main thread (valgrind 3.19 crashes on
/// an async `@main`); asynchronous benchmarks hop to a detached task per batch.
@MainActor
enum BenchmarkCommand {
    /// Runs the command line `arguments` (without the program name) and returns the exit
    /// status: 0 on success, 1 on a regression or a failed self-test, 2 on a usage error.
    static func run(_ arguments: [String]) -> Int32 {
        let options: BenchmarkOptions
        do {
            options = try BenchmarkOptions.parse(arguments)
        } catch {
            printError("error: \(error)\n\n\(BenchmarkOptions.usage)")
            return 2
        }
        let registry = BenchmarkCatalog.registry()
        switch options.command {
        case .help:
            print(BenchmarkOptions.usage)
            return 0
        case .list:
            for benchmark in registry.benchmarks {
                print(benchmark.name + (benchmark.baseline.map { "  (baseline: \($0))" } ?? ""))
            }
            return 0
        case .selfTest:
            let failures = SelfTest.run()
            for failure in failures { printError("self-test failed: \(failure)") }
            print(
                "self-test: \(failures.isEmpty ? "all checks passed" : "\(failures.count) failed")")
            return failures.isEmpty ? 0 : 1
        case .run(let name, let iterations):
            guard let benchmark = registry.benchmark(named: name) else {
                printError("error: no benchmark named \(name); see --list")
                return 2
            }
            FixedIterationRun(benchmark: benchmark, iterations: iterations).run()
            return 0
        case .measure:
            return measure(registry, options)
        }
    }

    private static func measure(_ registry: BenchmarkRegistry, _ options: BenchmarkOptions) -> Int32
    {
        var selected = registry.benchmarks
        if let pattern = options.filter {
            guard let expression = try? NSRegularExpression(pattern: pattern) else {
                printError("error: --filter \(pattern) is not a valid regular expression")
                return 2
            }
            selected = registry.selecting { name in
                expression.firstMatch(in: name, range: NSRange(name.startIndex..., in: name)) != nil
            }
        }
        guard !selected.isEmpty else {
            printError("error: no benchmark matches --filter \(options.filter ?? "")")
            return 2
        }
        var saved: BenchmarkReport?
        if let path = options.baselinePath {
            do {
                saved = try BenchmarkReport.decode(Data(contentsOf: URL(fileURLWithPath: path)))
            } catch {
                printError("error: cannot read baseline \(path): \(error)")
                return 2
            }
        }
        var budget = options.quick ? Budget.quick : Budget.full
        if let seconds = options.secondsPerBenchmark { budget.secondsPerBenchmark = seconds }
        let results = BenchmarkRunner(budget: budget).measure(selected)
        print(ResultTable(results: results).render())
        reportSelfCheck(results)
        let report = BenchmarkReport(
            mode: options.quick ? "quick" : "full",
            countsAllocations: viper_allocation_counter_is_active() == 1, benchmarks: results)
        if let path = options.jsonPath {
            do {
                try report.jsonData().write(to: URL(fileURLWithPath: path))
            } catch {
                printError("error: cannot write \(path): \(error)")
                return 2
            }
        }
        if let path = options.markdownPath {
            do {
                try Data((ResultTable(results: results).renderMarkdown() + "\n").utf8)
                    .write(to: URL(fileURLWithPath: path))
            } catch {
                printError("error: cannot write \(path): \(error)")
                return 2
            }
        }
        guard let saved else { return 0 }
        let comparison = BaselineComparison(
            current: results, saved: saved.benchmarks, threshold: options.threshold)
        print(
            "\ncompared \(comparison.compared) ratios with \(options.baselinePath ?? ""): "
                + "\(comparison.regressions.count) regression(s)")
        for regression in comparison.regressions { print("REGRESSION \(regression)") }
        return comparison.regressions.isEmpty ? 0 : 1
    }

    /// Warns when the empty benchmark does not read about zero: then the clock or the
    /// batch sizes are wrong and no other figure of the run can be trusted.
    private static func reportSelfCheck(_ results: [BenchmarkResult]) {
        if viper_allocation_counter_is_active() == 0 {
            print("note: allocations are not counted on this platform (glibc only).")
        }
        guard let empty = results.first(where: { $0.name == HarnessSuite.emptyName }) else {
            return
        }
        if empty.minNanoseconds < HarnessSuite.emptyToleranceNanoseconds {
            print(
                "\nself-check: the empty benchmark reads \(empty.minNanoseconds.fixed(3)) ns/op (ok)"
            )
        } else {
            printError(
                "warning: the empty benchmark reads \(empty.minNanoseconds.fixed(3)) ns/op; "
                    + "timings of this run are suspect")
        }
    }

    private static func printError(_ message: String) {
        FileHandle.standardError.write(Data((message + "\n").utf8))
    }
}
