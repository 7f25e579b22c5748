import Testing

@testable import VIPERBenchmarking

@Suite struct OptionsTests {
    @Test func everyMeasuringFlagParses() throws {
        let parsed = try BenchmarkOptions.parse([
            "--quick", "--filter", "dispatch/.*", "--json", "out.json", "--baseline", "b.json",
            "--markdown", "t.md", "--threshold", "25%", "--time", "0.5",
        ])
        #expect(parsed.quick)
        #expect(parsed.filter == "dispatch/.*")
        #expect(parsed.jsonPath == "out.json")
        #expect(parsed.baselinePath == "b.json")
        #expect(parsed.markdownPath == "t.md")
        #expect(parsed.threshold == 0.25)
        #expect(parsed.secondsPerBenchmark == 0.5)
        #expect(parsed.command == .measure)
    }

    @Test func runWithIterationsParses() throws {
        #expect(
            try BenchmarkOptions.parse(["--run", "a/b", "--iterations", "500"]).command
                == .run(name: "a/b", iterations: 500))
        #expect(
            try BenchmarkOptions.parse(["--run", "a/b"]).command
                == .run(name: "a/b", iterations: 100_000))
    }

    @Test func theDefaultsAreAFullRunWithATenPercentThreshold() throws {
        let parsed = try BenchmarkOptions.parse([])
        #expect(parsed == BenchmarkOptions())
        #expect(parsed.threshold == 0.1)
        #expect(!parsed.quick)
        #expect(try BenchmarkOptions.parse(["--list"]).command == .list)
        #expect(try BenchmarkOptions.parse(["-h"]).command == .help)
    }

    @Test(arguments: [
        (["--json"], "--json needs a value"),
        (["--bogus"], "unknown argument --bogus"),
        (["--threshold", "x"], "--threshold needs a percentage, got x"),
        (["--threshold", "-5"], "--threshold needs a percentage, got -5"),
        (["--iterations", "5"], "--iterations needs --run NAME"),
        (["--run", "a", "--iterations", "0"], "--iterations needs a positive count, got 0"),
        (["--run", "a", "--list"], "--run cannot be combined with that command"),
        (["--time", "0"], "--time needs positive seconds, got 0"),
        (["--time", "inf"], "--time needs positive seconds, got inf"),
        (["--json", "--quick"], "--json needs a value"),
        (["--self-test"], "unknown argument --self-test"),
    ])
    func aBadCommandLineIsAUsageErrorThatSaysWhy(arguments: [String], message: String) {
        #expect(throws: BenchmarkOptions.UsageError(description: message)) {
            try BenchmarkOptions.parse(arguments)
        }
    }

    @Test func theUsageNamesTheProgramAndEveryOption() {
        let usage = BenchmarkOptions.usage(program: "WeatherBenchmarks")
        #expect(usage.hasPrefix("USAGE: WeatherBenchmarks [--quick]"))
        for option in [
            "--quick", "--filter", "--time", "--json", "--markdown", "--baseline", "--threshold",
            "--run", "--iterations", "--list", "--help",
        ] {
            #expect(usage.contains(option), "the usage mentions \(option)")
        }
    }
}
