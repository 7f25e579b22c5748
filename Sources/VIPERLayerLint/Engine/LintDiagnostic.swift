/// One violation of a layer rule, at a place in a file.
package struct LintDiagnostic: Equatable, Hashable, Sendable, CustomStringConvertible {
    /// The file's path, as given to the linter.
    package let path: String
    /// The 1-based line.
    package let line: Int
    /// The 1-based column, in UTF-8 bytes.
    package let column: Int
    /// What is wrong and what to do instead.
    package let message: String
    /// The rule that found it.
    package let ruleID: String

    /// Creates a diagnostic.
    package init(path: String, line: Int, column: Int, message: String, ruleID: String) {
        self.path = path
        self.line = line
        self.column = column
        self.message = message
        self.ruleID = ruleID
    }

    /// The diagnostic as compilers print it, so SwiftPM and Xcode show it inline:
    /// `path:line:column: error: message [rule]`.
    package var description: String {
        "\(path):\(line):\(column): error: \(message) [\(ruleID)]"
    }
}
