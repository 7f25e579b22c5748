import Foundation

/// One command the person types at the prompt.
public enum Command: Equatable, Sendable {
    /// A row number, from 1: open (or pick) that row.
    case open(Int)
    /// `b`: go back (or cancel a sheet).
    case back
    /// `s`: choose the sort order.
    case sort
    /// `r`: load again.
    case reload
    /// `k`: keep the article in the bookmarks, or take it out.
    case bookmark
    /// `t1`, `t2`, `t3`: select that tab of the tab bar (from 1); the selected one again
    /// goes back to the tab's first screen.
    case tab(Int)
    /// `q`: save the session and quit.
    case quit
    /// `?`: list the commands.
    case help
    /// An empty line: draw the screen again.
    case redraw

    /// Parses one typed line; surrounding spaces and letter case do not matter.
    ///
    /// - Parameter line: What was typed.
    /// - Throws: ``CommandError`` for anything that is not a command.
    public init(parsing line: String) throws(CommandError) {
        let text = line.trimmingCharacters(in: .whitespaces).lowercased()
        switch text {
        case "": self = .redraw
        case "b", "back": self = .back
        case "s", "sort": self = .sort
        case "r", "reload": self = .reload
        case "k", "bookmark": self = .bookmark
        case "q", "quit", "exit": self = .quit
        case "?", "h", "help": self = .help
        default:
            if text.hasPrefix("t"), let number = Int(text.dropFirst()) {
                self = .tab(number)
                return
            }
            guard let number = Int(text) else {
                throw CommandError("Unknown command \"\(text)\". Type ? for the commands.")
            }
            guard number >= 1 else {
                throw CommandError("Rows are numbered from 1.")
            }
            self = .open(number)
        }
    }
}

/// A typed line that is not a command, with the one-line message to show.
public struct CommandError: Error, Equatable, CustomStringConvertible {
    /// The message.
    public let message: String

    /// Creates the error.
    ///
    /// - Parameter message: The message.
    public init(_ message: String) {
        self.message = message
    }

    /// The message.
    public var description: String { message }
}

/// A command a screen accepts, for its footer and for `?`.
public struct CommandHint: Equatable, Sendable {
    /// What to type, such as `s` or `1-8`.
    public let key: String
    /// A word or two for the footer.
    public let label: String
    /// What it does, for `?`.
    public let meaning: String

    /// Creates a hint.
    ///
    /// - Parameters:
    ///   - key: What to type.
    ///   - label: A word or two for the footer.
    ///   - meaning: What it does.
    public init(_ key: String, _ label: String, _ meaning: String) {
        self.key = key
        self.label = label
        self.meaning = meaning
    }
}
