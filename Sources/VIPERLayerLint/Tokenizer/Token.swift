/// One lexical token of Swift source, as far as the layer rules need to see it.
///
/// Comments and string literals are tokens of their own kinds, so a rule that looks for
/// `import UIKit` or `make(withDependency:` never matches text inside them.
package struct Token: Equatable, Sendable {
    /// What a token is.
    package enum Kind: Equatable, Sendable {
        /// A name or keyword: `import`, `UIKit`, `` `class` `` (backticks removed).
        case identifier
        /// An attribute: `@MainActor`, `@testable` (the text keeps the `@`).
        case attribute
        /// A compiler directive: `#if`, `#endif`, `#selector` (the text keeps the `#`).
        case directive
        /// A number literal.
        case number
        /// A string literal, whole, interpolations included.
        case string
        /// A line or block comment, whole.
        case comment
        /// One punctuation or operator character sequence: `(`, `{`, `.`, `->`, `==`.
        case punctuation
    }

    /// The token's kind.
    package let kind: Kind
    /// The token's text (for identifiers, without backticks).
    package let text: String
    /// The 1-based line where the token starts.
    package let line: Int
    /// The 1-based column (in UTF-8 bytes, as the compiler counts) where it starts.
    package let column: Int

    /// Creates a token.
    package init(_ kind: Kind, _ text: String, line: Int, column: Int) {
        self.kind = kind
        self.text = text
        self.line = line
        self.column = column
    }

    /// Whether the token is the identifier or keyword `name`.
    package func isIdentifier(_ name: String) -> Bool {
        kind == .identifier && text == name
    }

    /// Whether the token is the punctuation `text`.
    package func isPunctuation(_ text: String) -> Bool {
        kind == .punctuation && self.text == text
    }

    /// Whether the token carries code (not a comment).
    package var isCode: Bool { kind != .comment }
}
