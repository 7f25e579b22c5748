import Foundation

/// Where ``BenchmarkCommand`` writes: the terminal, or a test's buffers.
struct CommandOutput: Sendable {
    /// Writes one line of results.
    var line: @Sendable (String) -> Void
    /// Writes one line of diagnostics.
    var error: @Sendable (String) -> Void

    /// Standard output and standard error.
    static let terminal = CommandOutput(
        line: { print($0) },
        error: { FileHandle.standardError.write(Data(($0 + "\n").utf8)) })
}
