import VIPER
import VIPERBenchmarking
import VIPERTesting

/// What VIPERTesting's doubles cost against the doubles a team writes by hand.
///
/// Recording a call, a stub completing at once, and waiting for calls that have already
/// arrived: the three things a presenter test does most. The target is absolute
/// (a call recorded in under 100 ns), so read p0 as well as the ratio. Logs are emptied
/// every 1,024 calls so a batch measures recording, not an ever-growing array, and the
/// argument stays below 1,024 so every call line fits a small (inline) string.
enum TestDoubleSuite {
    /// Adds the suite's benchmarks to `registry`.
    static func register(in registry: inout BenchmarkRegistry) {
        registry.add("test-doubles", "hand-written-spy-record") { iterations in
            let spy = HandWrittenSpy()
            for index in 0..<iterations {
                spy.show(index & 1_023)
                if index & 1_023 == 1_023 { spy.removeAll() }
            }
            blackHole(spy.count)
        }
        registry.add("test-doubles", "CallLog-record", baseline: "hand-written-spy-record") {
            iterations in
            let log = CallLog()
            for index in 0..<iterations {
                log.record("view.show", index & 1_023)
                if index & 1_023 == 1_023 { log.removeAll() }
            }
            blackHole(log)
        }
        registry.add("test-doubles", "CallLog-record-line", baseline: "hand-written-spy-record") {
            iterations in
            let log = CallLog()
            for index in 0..<iterations {
                log.record(line: "view.show(\(index & 1_023))")
                if index & 1_023 == 1_023 { log.removeAll() }
            }
            blackHole(log)
        }

        registry.add("test-doubles-stub", "hand-written-stub") { iterations in
            let stub = opaque(HandWrittenStub())
            let tally = ResultTally()
            for index in 0..<iterations { stub.execute(index) { tally.add($0) } }
            blackHole(tally.total)
        }
        registry.add("test-doubles-stub", "UseCaseStub-immediate", baseline: "hand-written-stub") {
            iterations in
            let stub = opaque(UseCaseStub<Int, Int, Never>(returning: 1))
            let tally = ResultTally()
            for index in 0..<iterations { stub.execute(index) { tally.add($0) } }
            blackHole(tally.total)
        }

        registry.addAsync("test-doubles-wait", "hand-written-count-check") { iterations in
            let spy = HandWrittenSpy()
            spy.show(1)
            var satisfied = 0
            for _ in 0..<iterations where spy.count >= 1 { satisfied &+= 1 }
            blackHole(satisfied)
        }
        registry.addAsync(
            "test-doubles-wait", "CallLog-wait-satisfied", baseline: "hand-written-count-check"
        ) { iterations in
            let log = CallLog()
            log.record("view.show", 1)
            var satisfied = 0
            for _ in 0..<iterations where await log.wait(forCount: 1) { satisfied &+= 1 }
            blackHole(satisfied)
        }
    }
}
