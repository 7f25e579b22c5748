import Foundation
import Testing

@testable import VIPERBenchmarking

@MainActor
@Suite struct CommandTests {
    let recorder = OutputRecorder()

    func run(_ arguments: [String], _ registry: BenchmarkRegistry = registry()) -> Int32 {
        BenchmarkCommand.run(
            arguments, registry: registry, program: "Bench", output: recorder.output)
    }

    @Test func aBadOptionExitsTwoWithTheReasonAndTheUsage() {
        #expect(run(["--bogus"]) == 2)
        #expect(recorder.lines.isEmpty)
        let message = recorder.errors.joined(separator: "\n")
        #expect(message.hasPrefix("error: unknown argument --bogus\n\nUSAGE: Bench "))
    }

    @Test func helpPrintsTheUsageAndSucceeds() {
        #expect(run(["--help"]) == 0)
        #expect(recorder.lines.first?.hasPrefix("USAGE: Bench") == true)
        #expect(recorder.errors.isEmpty)
    }

    @Test func listPrintsTheHarnessChecksAndThenEveryBenchmarkWithItsBaseline() {
        #expect(run(["--list"]) == 0)
        #expect(
            recorder.lines == [
                "harness/empty", "harness/sink", "s/base", "s/double  (baseline: s/base)",
            ])
    }

    @Test func aRefusedBenchmarkStopsTheRunBeforeAnythingIsMeasured() {
        var registry = Self.registry()
        registry.add("s", "orphan", baseline: "nobody") { _ in }
        #expect(run(["--quick"], registry) == 2)
        #expect(recorder.lines.isEmpty)
        #expect(
            recorder.errors == [
                "error: refused s/orphan: its baseline s/nobody is not registered",
                "error: 1 benchmark(s) refused; nothing was measured",
            ])
    }

    @Test func runningAnUnknownBenchmarkIsAnError() {
        #expect(run(["--run", "s/nothing", "--iterations", "10"]) == 2)
        #expect(recorder.errors == ["error: no benchmark named s/nothing; see --list"])
    }

    @Test func aFixedIterationRunReportsItsCount() {
        #expect(run(["--run", "s/double", "--iterations", "10"]) == 0)
        #expect(recorder.lines.first?.hasPrefix("s/double: 10 iterations, ") == true)
    }

    @Test func anInvalidFilterOrOneThatMatchesNothingIsAnError() {
        #expect(run(["--filter", "("]) == 2)
        #expect(run(["--filter", "^nothing$"]) == 2)
        #expect(
            recorder.errors == [
                "error: --filter ( is not a valid regular expression",
                "error: no benchmark matches --filter ^nothing$",
            ])
    }

    @Test func aMeasuredRunPrintsTheTableAndWritesJSONAndMarkdown() throws {
        let directory = FileManager.default.temporaryDirectory
            .appendingPathComponent("viper-benchmarking-\(UUID().uuidString)")
        try FileManager.default.createDirectory(at: directory, withIntermediateDirectories: true)
        defer { try? FileManager.default.removeItem(at: directory) }
        let json = directory.appendingPathComponent("out.json").path
        let markdown = directory.appendingPathComponent("out.md").path

        #expect(
            run([
                "--quick", "--time", "0.001", "--filter", "^s/", "--json", json, "--markdown",
                markdown,
            ])
                == 0)

        let report = try BenchmarkReport.decode(Data(contentsOf: URL(fileURLWithPath: json)))
        #expect(report.mode == "quick")
        #expect(report.benchmarks.map(\.name) == ["s/base", "s/double"])
        let candidate = try #require(report.benchmarks.last)
        #expect(candidate.ratio != nil)
        #expect(
            candidate.samples == report.benchmarks[0].samples, "interleaved rounds time both alike")
        let table = try String(contentsOfFile: markdown, encoding: .utf8)
        #expect(table.contains("| `s/double` | `base` |"))
        #expect(recorder.lines.first?.hasPrefix("benchmark") == true)
        #expect(recorder.lines.contains { $0.contains("allocations: ") })
    }

    @Test func aRatioPastTheSavedOneExitsOneAndNamesTheRegression() throws {
        #expect(try measure(against: 1e-9) == 1)
        #expect(recorder.lines.contains { $0.hasPrefix("REGRESSION s/double: p0 ratio 0.00 -> ") })
        #expect(recorder.lines.contains { $0.hasSuffix("1 regression(s)") })
    }

    @Test func aRatioWithinTheSavedOneExitsZero() throws {
        #expect(try measure(against: 1e9) == 0)
        #expect(!recorder.lines.contains { $0.hasPrefix("REGRESSION") })
        #expect(recorder.lines.contains { $0.hasSuffix("0 regression(s)") })
    }

    @Test func aMissingBaselineIsRefusedInOnePlainLineBeforeAnythingRuns() {
        let ran = RunCounter()
        #expect(run(["--baseline", "/nonexistent/baseline.json"], ran.registry()) == 2)
        #expect(
            recorder.errors == [
                "error: cannot read baseline /nonexistent/baseline.json: No such file or directory"
            ])
        #expect(recorder.lines.isEmpty)
        #expect(ran.count == 0)
    }

    @Test func aBaselineThatIsNoReportIsRefusedInOnePlainLine() throws {
        let path = FileManager.default.temporaryDirectory
            .appendingPathComponent("viper-not-a-report-\(UUID().uuidString).json").path
        try Data("{}".utf8).write(to: URL(fileURLWithPath: path))
        defer { try? FileManager.default.removeItem(atPath: path) }
        let ran = RunCounter()

        #expect(run(["--baseline", path], ran.registry()) == 2)

        #expect(recorder.errors.count == 1)
        let error = try #require(recorder.errors.first)
        #expect(
            error.hasPrefix("error: baseline \(path) is not a benchmark report written by --json: ")
        )
        #expect(!error.contains("\n"))
        #expect(ran.count == 0)
    }

    @Test func anOutputFileInAMissingFolderIsRefusedBeforeAnythingRuns() {
        let ran = RunCounter()
        #expect(run(["--json", "/nonexistent/out.json"], ran.registry()) == 2)
        #expect(
            recorder.errors == [
                "error: cannot write --json /nonexistent/out.json: no folder /nonexistent"
            ])
        #expect(ran.count == 0)
    }

    /// Measures the registry with `--baseline` set to a saved run whose `s/double` ratio is
    /// `savedRatio`, and returns the exit status.
    private func measure(against savedRatio: Double) throws -> Int32 {
        let path = FileManager.default.temporaryDirectory
            .appendingPathComponent("viper-baseline-\(UUID().uuidString).json").path
        defer { try? FileManager.default.removeItem(atPath: path) }
        let saved = BenchmarkReport(
            mode: "full", allocationCounting: .notCounted,
            benchmarks: [Sample.result("s/double", baseline: "s/base", ratio: savedRatio)])
        try saved.jsonData().write(to: URL(fileURLWithPath: path))
        return run(["--quick", "--time", "0.001", "--filter", "^s/", "--baseline", path])
    }

    static func registry() -> BenchmarkRegistry {
        var registry = BenchmarkRegistry()
        registry.add("s", "base") { iterations in
            for index in 0..<iterations { blackHole(index) }
        }
        registry.add("s", "double", baseline: "base") { iterations in
            for index in 0..<iterations {
                blackHole(index)
                blackHole(index)
            }
        }
        return registry
    }
}

// MARK: - Fixtures

/// Counts how often its benchmark's body ran, to show that nothing was measured.
@MainActor
final class RunCounter {
    var count = 0

    func registry() -> BenchmarkRegistry {
        var registry = BenchmarkRegistry()
        registry.add("counted", "base") { [self] iterations in count += iterations }
        return registry
    }
}
