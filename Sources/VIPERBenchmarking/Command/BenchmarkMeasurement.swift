import Foundation

/// The measuring command: selects, measures, prints, writes and compares.
@MainActor
struct BenchmarkMeasurement {
    /// The parsed command line.
    var options: BenchmarkOptions
    /// Where the table and diagnostics go.
    var output: CommandOutput
    /// What allocation figures count in this process.
    var counter = AllocationCounter.current

    /// Measures the selected benchmarks of `registry`, compares them with `saved` when
    /// there is one, and returns the exit status.
    func run(_ registry: BenchmarkRegistry, baseline saved: BenchmarkReport?) -> Int32 {
        var selected = registry.benchmarks
        if let pattern = options.filter {
            guard let expression = try? NSRegularExpression(pattern: pattern) else {
                output.error("error: --filter \(pattern) is not a valid regular expression")
                return 2
            }
            selected = registry.selecting { name in
                expression.firstMatch(in: name, range: NSRange(name.startIndex..., in: name)) != nil
            }
        }
        guard !selected.isEmpty else {
            output.error("error: no benchmark matches --filter \(options.filter ?? "")")
            return 2
        }
        var budget = options.quick ? Budget.quick : Budget.full
        if let seconds = options.secondsPerBenchmark { budget.secondsPerBenchmark = seconds }
        let results = BenchmarkRunner(budget: budget).measure(selected)
        output.line(ResultTable(results: results).render())
        output.line("\n" + counter.note)
        reportSelfCheck(results)
        let report = BenchmarkReport(
            mode: options.quick ? "quick" : "full", allocationCounting: counter.counting,
            benchmarks: results)
        if let path = options.jsonPath {
            do {
                try report.jsonData().write(to: URL(fileURLWithPath: path))
            } catch {
                output.error("error: cannot write \(path): \(BenchmarkFiles.reason(error))")
                return 2
            }
        }
        if let path = options.markdownPath {
            do {
                try Data((ResultTable(results: results).renderMarkdown() + "\n").utf8)
                    .write(to: URL(fileURLWithPath: path))
            } catch {
                output.error("error: cannot write \(path): \(BenchmarkFiles.reason(error))")
                return 2
            }
        }
        guard let saved else { return 0 }
        return compare(report, with: saved)
    }

    /// Compares `report` with `saved`, prints the outcome, and returns 1 on a regression.
    private func compare(_ report: BenchmarkReport, with saved: BenchmarkReport) -> Int32 {
        let sameCounting =
            saved.allocationCounting == report.allocationCounting
            && report.allocationCounting != .notCounted
        let comparison = BaselineComparison(
            current: report.benchmarks, saved: saved.benchmarks, threshold: options.threshold,
            comparesAllocations: sameCounting)
        output.line(
            "\ncompared \(comparison.compared) ratios with \(options.baselinePath ?? ""): "
                + "\(comparison.regressions.count) regression(s)")
        if !sameCounting {
            output.line(
                "allocations not compared: this run counts \(report.allocationCounting.rawValue), "
                    + "the baseline \(saved.allocationCounting.rawValue)")
        }
        if !comparison.new.isEmpty {
            output.line("not in the baseline: " + comparison.new.joined(separator: ", "))
        }
        for regression in comparison.regressions { output.line("REGRESSION \(regression)") }
        return comparison.regressions.isEmpty ? 0 : 1
    }

    /// Warns when the empty benchmark does not read about zero: then the clock or the
    /// batch sizes are wrong and no other figure of the run can be trusted.
    private func reportSelfCheck(_ results: [BenchmarkResult]) {
        guard let empty = results.first(where: { $0.name == HarnessBenchmarks.emptyName })
        else { return }
        if empty.minNanoseconds < HarnessBenchmarks.emptyToleranceNanoseconds {
            output.line(
                "self-check: the empty benchmark reads \(empty.minNanoseconds.fixed(3)) ns/op (ok)")
        } else {
            output.error(
                "warning: the empty benchmark reads \(empty.minNanoseconds.fixed(3)) ns/op; "
                    + "timings of this run are suspect")
        }
    }
}
