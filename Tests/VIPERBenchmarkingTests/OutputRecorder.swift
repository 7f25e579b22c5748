import VIPER

@testable import VIPERBenchmarking

/// Records what a command writes, in order, for the command tests.
final class OutputRecorder: Sendable {
    private let state = LockedState((lines: [String](), errors: [String]()))

    /// Everything written as results, one element per call.
    var lines: [String] { state.withLock { $0.lines } }
    /// Everything written as diagnostics, one element per call.
    var errors: [String] { state.withLock { $0.errors } }

    /// An output that records here.
    var output: CommandOutput {
        CommandOutput(
            line: { line in self.state.withLock { $0.lines.append(line) } },
            error: { error in self.state.withLock { $0.errors.append(error) } })
    }
}
