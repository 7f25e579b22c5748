import Foundation

/// The command line of a benchmark executable: parses the arguments and measures, lists
/// or runs the registered benchmarks.
///
/// A benchmark executable is a registry and one call:
///
/// ```swift
/// // Sources/WeatherBenchmarks/main.swift
/// import VIPERBenchmarking
///
/// var registry = BenchmarkRegistry()
/// ForecastBenchmarks.register(in: &registry)
/// BenchmarkCommand.main(registry)
/// ```
///
/// `swift run -c release WeatherBenchmarks --help` lists the options. Everything runs
/// from a synchronous `main` on the main thread (valgrind crashes on an async `@main`, and
/// the fixed-iteration mode exists to run under valgrind); asynchronous benchmarks hop to
/// a detached task per batch. Two harness benchmarks, `harness/empty` and `harness/sink`,
/// run first in every run and check the clock and the sink.
@MainActor
public enum BenchmarkCommand {
    /// Runs the process's command line against `registry` and exits with the status
    /// ``run(_:registry:program:)`` returns.
    ///
    /// - Parameter registry: The benchmarks to offer.
    public static func main(_ registry: BenchmarkRegistry) -> Never {
        let arguments = CommandLine.arguments
        let program = arguments.first.map { URL(fileURLWithPath: $0).lastPathComponent }
        exit(
            run(Array(arguments.dropFirst()), registry: registry, program: program ?? "benchmarks"))
    }

    /// Runs the command line `arguments` (without the program name) against `registry`.
    ///
    /// - Parameters:
    ///   - arguments: The arguments, such as `["--quick", "--json", "out.json"]`.
    ///   - registry: The benchmarks to offer.
    ///   - program: The executable's name, for the usage text.
    /// - Returns: 0 on success; 1 when a ratio or an allocation count regressed against
    ///   `--baseline`; 2 on a usage error, a refused benchmark or an unreadable file.
    public static func run(_ arguments: [String], registry: BenchmarkRegistry, program: String)
        -> Int32
    {
        run(arguments, registry: registry, program: program, output: .terminal)
    }

    static func run(
        _ arguments: [String], registry: BenchmarkRegistry, program: String,
        output: CommandOutput
    ) -> Int32 {
        let options: BenchmarkOptions
        do {
            options = try BenchmarkOptions.parse(arguments)
        } catch {
            output.error("error: \(error)\n\n\(BenchmarkOptions.usage(program: program))")
            return 2
        }
        if options.command == .help {
            output.line(BenchmarkOptions.usage(program: program))
            return 0
        }
        var baseline: BenchmarkReport?
        if options.command == .measure {
            do {
                baseline = try BenchmarkFiles(checking: options).baseline
            } catch {
                output.error("error: \(error)")
                return 2
            }
        }
        var all = BenchmarkRegistry()
        HarnessBenchmarks.register(in: &all)
        all.append(contentsOf: registry)
        let refusals = all.validated()
        guard refusals.isEmpty else {
            for refusal in refusals { output.error("error: refused \(refusal)") }
            output.error("error: \(refusals.count) benchmark(s) refused; nothing was measured")
            return 2
        }
        switch options.command {
        case .help:
            return 0
        case .list:
            for benchmark in all.benchmarks {
                output.line(
                    benchmark.name + (benchmark.baseline.map { "  (baseline: \($0))" } ?? ""))
            }
            return 0
        case .run(let name, let iterations):
            guard let benchmark = all.benchmark(named: name) else {
                output.error("error: no benchmark named \(name); see --list")
                return 2
            }
            output.line(FixedIterationRun(benchmark: benchmark, iterations: iterations).run())
            return 0
        case .measure:
            return BenchmarkMeasurement(options: options, output: output)
                .run(all, baseline: baseline)
        }
    }
}
