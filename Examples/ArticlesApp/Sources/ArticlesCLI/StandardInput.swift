import Foundation

/// What the terminal loop waits for.
enum TerminalEvent: Sendable {
    /// The person typed a line.
    case line(String)
    /// Standard input ended (Ctrl-D, or the end of a piped script).
    case endOfInput
    /// A screen's content changed.
    case changed
}

enum StandardInput {
    /// Starts reading standard input on a thread of its own, so the main actor stays free
    /// to deliver results while the person types; every line goes to `continuation`.
    static func startReading(into continuation: AsyncStream<TerminalEvent>.Continuation) {
        Thread.detachNewThread {
            while let line = readLine(strippingNewline: true) {
                continuation.yield(.line(line))
            }
            continuation.yield(.endOfInput)
        }
    }
}
