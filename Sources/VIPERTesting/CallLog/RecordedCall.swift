/// One call a spy recorded in a ``CallLog``: a name and the description of its arguments.
///
/// A call reads as one line, `view.showForecasts([Tokyo: 21°])`, and that line is what
/// assertions compare and diffs show. The name is conventionally `receiver.method`, so a
/// single log shared by the view, interactor and router spies reads like a transcript.
public struct RecordedCall: Sendable, Hashable, CustomStringConvertible {
    /// The name of the call, such as `view.showForecasts`.
    public let name: String
    /// The arguments, each as `String(describing:)` rendered it when the call was made.
    public let arguments: [String]
    /// The line as recorded with ``init(line:)``; `nil` when built from name and arguments.
    private let line: String?

    /// The whole call as one line, such as `view.showForecasts([Tokyo: 21°])`.
    ///
    /// NB: computed rather than stored, so recording a call does not build a string that
    /// most tests never read.
    public var description: String {
        line ?? "\(name)(\(arguments.joined(separator: ", ")))"
    }

    /// Creates a call from a name and already-described arguments.
    ///
    /// - Parameters:
    ///   - name: The name of the call, such as `view.showForecasts`.
    ///   - arguments: The description of each argument.
    public init(_ name: String, arguments: [String] = []) {
        self.name = name
        self.arguments = arguments
        self.line = nil
    }

    /// Creates a call from one line written as-is, such as `router.showDetail(Tokyo)`.
    ///
    /// The name is the part before the first `(`, or the whole line.
    ///
    /// - Parameter line: The whole call as one line.
    public init(line: String) {
        // NB: searching the UTF-8 view avoids walking grapheme clusters; its index is a
        // valid `String.Index` for the same string.
        self.name = line.utf8.firstIndex(of: UInt8(ascii: "(")).map { String(line[..<$0]) } ?? line
        self.arguments = []
        self.line = line
    }

    /// Whether `pattern` denotes this call.
    ///
    /// Every assertion of ``CallLog`` matches calls with this one rule, so expectations can
    /// be as exact or as loose as a test needs. A pattern matches when it is
    /// - the whole line: `view.showForecasts([Tokyo: 21°])` (arguments included),
    /// - the name: `view.showForecasts` (any arguments), or
    /// - a receiver prefix: `view` matches every `view.` call.
    ///
    /// - Parameter pattern: A whole line, a name, or a receiver.
    /// - Returns: Whether the pattern matches.
    public func matches(_ pattern: String) -> Bool {
        matches(pattern, line: description)
    }

    /// Whether `pattern` denotes this call, given the call already rendered as `line`.
    func matches(_ pattern: String, line: String) -> Bool {
        pattern == line || pattern == name
            || (name.count > pattern.count && name.hasPrefix(pattern)
                && name[name.index(name.startIndex, offsetBy: pattern.count)] == ".")
    }
}
