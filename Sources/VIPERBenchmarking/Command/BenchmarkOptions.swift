/// The command line of a benchmark executable, parsed.
struct BenchmarkOptions: Equatable {
    /// What the process does.
    enum Command: Equatable {
        /// Measures the selected benchmarks and prints the table.
        case measure
        /// Runs one benchmark for a fixed number of iterations, for callgrind.
        case run(name: String, iterations: Int)
        /// Prints the benchmark names.
        case list
        /// Prints the usage.
        case help
    }

    /// What the process does.
    var command = Command.measure
    /// Whether to use the short CI budget.
    var quick = false
    /// The regular expression a benchmark name must contain a match of, if any.
    var filter: String?
    /// Where to write the JSON report, if anywhere.
    var jsonPath: String?
    /// Where to write every result as a Markdown table, if anywhere.
    var markdownPath: String?
    /// A saved JSON report to compare with, if any.
    var baselinePath: String?
    /// The largest acceptable relative growth of a ratio, 0.1 for 10%.
    var threshold = 0.1
    /// Seconds of timed batches per benchmark; `nil` uses the mode's default.
    var secondsPerBenchmark: Double?

    /// The usage text printed by `--help` and after a usage error.
    ///
    /// - Parameter program: The executable's name, as the user types it.
    static func usage(program: String) -> String {
        let indent = String(repeating: " ", count: program.count)
        return """
            USAGE: \(program) [--quick] [--filter REGEX] [--time SECONDS]
                   \(indent) [--json PATH] [--markdown PATH]
                   \(indent) [--baseline PATH] [--threshold PERCENT]
                   \(program) --run NAME [--iterations N]
                   \(program) --list | --help

            OPTIONS:
              --quick               Short budget for CI smoke runs (80 ms a benchmark).
              --filter REGEX        Only benchmarks whose name matches (their baselines run too).
              --time SECONDS        Timed seconds per benchmark (default 1, quick 0.08).
              --json PATH           Write every result as JSON.
              --markdown PATH       Write every benchmark's times and ratios as a Markdown table.
              --baseline PATH       Compare p0 ratios with a saved --json file; exit 1 when one
                                    grew past the threshold or allocations/op grew.
              --threshold PERCENT   Regression threshold for --baseline (default 10).
              --run NAME            Run one benchmark for a fixed iteration count and print its
                                    allocations, for valgrind --tool=callgrind.
              --iterations N        Iterations for --run (default 100000).
              --list                Print the benchmark names.
            """
    }

    /// A command line that cannot be run.
    struct UsageError: Error, Equatable, CustomStringConvertible {
        /// What is wrong, for the user.
        var description: String
    }

    /// Parses `arguments` (without the program name).
    ///
    /// - Parameter arguments: The command-line arguments.
    /// - Returns: The parsed options.
    /// - Throws: ``UsageError`` for an unknown flag, a missing or malformed value, or
    ///   flags that cannot go together.
    static func parse(_ arguments: [String]) throws(UsageError) -> BenchmarkOptions {
        var options = BenchmarkOptions()
        var runName: String?
        var iterations: Int?
        var remaining = arguments[...]
        func value(for flag: String) throws(UsageError) -> String {
            guard let next = remaining.popFirst(), !next.hasPrefix("--") else {
                throw UsageError(description: "\(flag) needs a value")
            }
            return next
        }
        while let argument = remaining.popFirst() {
            switch argument {
            case "--quick": options.quick = true
            case "--filter": options.filter = try value(for: argument)
            case "--json": options.jsonPath = try value(for: argument)
            case "--markdown": options.markdownPath = try value(for: argument)
            case "--baseline": options.baselinePath = try value(for: argument)
            case "--threshold":
                let text = try value(for: argument)
                let digits = text.hasSuffix("%") ? String(text.dropLast()) : text
                guard let percent = Double(digits), percent >= 0, percent.isFinite else {
                    throw UsageError(description: "--threshold needs a percentage, got \(text)")
                }
                options.threshold = percent / 100
            case "--time":
                let text = try value(for: argument)
                guard let seconds = Double(text), seconds > 0, seconds.isFinite else {
                    throw UsageError(description: "--time needs positive seconds, got \(text)")
                }
                options.secondsPerBenchmark = seconds
            case "--run": runName = try value(for: argument)
            case "--iterations":
                let text = try value(for: argument)
                guard let count = Int(text), count > 0 else {
                    throw UsageError(
                        description: "--iterations needs a positive count, got \(text)")
                }
                iterations = count
            case "--list": options.command = .list
            case "--help", "-h": options.command = .help
            default: throw UsageError(description: "unknown argument \(argument)")
            }
        }
        if let runName {
            guard options.command == .measure else {
                throw UsageError(description: "--run cannot be combined with that command")
            }
            options.command = .run(name: runName, iterations: iterations ?? 100_000)
        } else if iterations != nil {
            throw UsageError(description: "--iterations needs --run NAME")
        }
        return options
    }
}
