import Dispatch
import Foundation
import Testing

/// The environment variable that tells a child test process which scenario to run.
let childScenarioVariable = "VIPER_CHILD_SCENARIO"

/// Whether this process was started to run `scenario` as a child.
///
/// A scenario test starts with `guard isChildScenario("name") else { return }`: in the
/// ordinary run it does nothing, and in the child it runs.
func isChildScenario(_ scenario: String) -> Bool {
    ProcessInfo.processInfo.environment[childScenarioVariable] == scenario
}

/// Runs the Swift Testing test `filter` in a child process with `scenario` set, and fails
/// unless it passes within `seconds`; a child still running then is killed.
///
/// For scenarios whose deadlock would freeze the cooperative thread pool: in-process, a
/// frozen pool would stop the watchdog itself (and every other test) from running.
func expectChildScenarioFinishes(
    _ scenario: String,
    test filter: String,
    within seconds: Double = 30,
    sourceLocation: SourceLocation = #_sourceLocation
) async {
    #if os(Linux)
    let process = Process()
    process.executableURL = URL(fileURLWithPath: CommandLine.arguments[0])
    process.arguments = ["--testing-library", "swift-testing", "--filter", filter]
    var environment = ProcessInfo.processInfo.environment
    environment[childScenarioVariable] = scenario
    process.environment = environment
    let output = Pipe()
    process.standardOutput = output
    process.standardError = output
    // NB: suspend rather than block: a test thread blocked for the child's whole run
    // would starve the cooperative pool that the other tests of this process share.
    let outcome = FirstOutcome()
    let transcript = LockedTranscript()
    let finished = await withCheckedContinuation {
        (continuation: CheckedContinuation<Bool, Never>) in
        outcome.install(continuation)
        process.terminationHandler = { _ in outcome.settle(true) }
        do {
            try process.run()
        } catch {
            Issue.record(
                "could not start the child process: \(error)", sourceLocation: sourceLocation)
            outcome.settle(true)
            return
        }
        // NB: drain the pipe while the child runs, so a chatty child cannot block on it.
        DispatchQueue.global().async {
            transcript.set(output.fileHandleForReading.readDataToEndOfFile())
        }
        DispatchQueue.global().asyncAfter(deadline: .now() + seconds) { outcome.settle(false) }
    }
    guard process.processIdentifier != 0 else { return }
    guard finished else {
        kill(process.processIdentifier, SIGKILL)
        Issue.record(
            "deadlock: child scenario \(scenario) did not finish within \(seconds) s",
            sourceLocation: sourceLocation)
        return
    }
    if process.terminationStatus != 0 {
        let status = process.terminationStatus
        let text = transcript.text(waiting: 5)
        Issue.record(
            "child scenario \(scenario) failed (status \(status)):\n\(text)",
            sourceLocation: sourceLocation)
    }
    #endif
}

private final class LockedTranscript: Sendable {
    private let done = DispatchSemaphore(value: 0)
    private let data = NSLock()
    // NB: guarded by `data`.
    nonisolated(unsafe) private var bytes = Data()

    func set(_ value: Data) {
        data.withLock { bytes = value }
        done.signal()
    }

    func text(waiting seconds: Double) -> String {
        _ = done.wait(timeout: .now() + seconds)
        return data.withLock { String(decoding: bytes.suffix(4_000), as: UTF8.self) }
    }
}
