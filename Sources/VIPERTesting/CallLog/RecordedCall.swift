/// One call a spy recorded in a ``CallLog``: a name and the description of its arguments.
///
/// A call reads as one line, `view.showForecasts([Tokyo: 21°])`, which assertions compare
/// and diffs show.
public struct RecordedCall: Sendable, Hashable, CustomStringConvertible {
    /// The name of the call, such as `view.showForecasts`.
    public let name: String
    /// The arguments, each as `String(describing:)` rendered it when the call was made.
    public let arguments: [String]
    private let line: String?

    /// The whole call as one line, such as `view.showForecasts([Tokyo: 21°])`.
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

    /// Creates a call from one line written as-is; its name is the part before the first `(`.
    ///
    /// - Parameter line: The whole call as one line.
    public init(line: String) {
        self.name = line.utf8.firstIndex(of: UInt8(ascii: "(")).map { String(line[..<$0]) } ?? line
        self.arguments = []
        self.line = line
    }

    /// Whether `pattern` denotes this call: the whole line
    /// (`view.showForecasts([Tokyo: 21°])`), the name (`view.showForecasts`), or a receiver
    /// prefix (`view` matches every `view.` call).
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
