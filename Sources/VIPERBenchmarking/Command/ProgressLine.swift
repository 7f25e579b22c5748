import Foundation

/// The one-line "what is running now" indicator on standard error.
///
/// On a terminal the line is redrawn in place and erased at the end; when standard error
/// is a file or a pipe (CI logs), each update is its own line.
struct ProgressLine {
    private let isTerminal = isatty(2) == 1

    /// Shows `message`, replacing the previous one.
    func update(_ message: String) {
        write(isTerminal ? "\r\u{1B}[K" + message : message + "\n")
    }

    /// Erases the line.
    func finish() {
        if isTerminal { write("\r\u{1B}[K") }
    }

    private func write(_ text: String) {
        FileHandle.standardError.write(Data(text.utf8))
    }
}
