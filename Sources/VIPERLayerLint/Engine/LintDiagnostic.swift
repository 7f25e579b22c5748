/// One violation of a layer rule, at a place in a file.
public struct LintDiagnostic: Equatable, Hashable, Sendable, CustomStringConvertible {
    /// The file's path, as given to the linter.
    public let path: String
    /// The 1-based line.
    public let line: Int
    /// The 1-based column, in UTF-8 bytes.
    public let column: Int
    /// What is wrong and what to do instead.
    public let message: String
    /// The rule that found it.
    public let ruleID: String

    /// Creates a diagnostic.
    public init(path: String, line: Int, column: Int, message: String, ruleID: String) {
        self.path = path
        self.line = line
        self.column = column
        self.message = message
        self.ruleID = ruleID
    }

    /// The diagnostic as compilers print it, so SwiftPM and Xcode show it inline:
    /// `path:line:column: error: message [rule]`.
    public var description: String {
        "\(path):\(line):\(column): error: \(message) [\(ruleID)]"
    }
}
