/// A module's view as the terminal shows it: a title, some lines, the commands it takes.
///
/// Each module's view conforms; the terminal draws the visible one and hands it every
/// command but `?` and `q`.
@MainActor
public protocol TerminalScreen: AnyObject {
    /// The screen's title, for the header and the breadcrumb.
    var title: String { get }
    /// The screen's content, one string a line.
    var lines: [String] { get }
    /// The commands it takes, besides `?` and `q`.
    var commands: [CommandHint] { get }
    /// Whether it is loading: the terminal waits for it before the next queued command.
    var isBusy: Bool { get }

    /// Performs a command.
    ///
    /// - Parameter command: The command.
    /// - Returns: A one-line message to show above the screen, or `nil`.
    func perform(_ command: Command) -> String?
}
