/// A Swift file as the layer rules see it: where it is, the VIPER role its name gives it,
/// and its code tokens.
package struct SourceFile: Sendable {
    /// The path printed in diagnostics.
    package let path: String
    /// The role from the configuration's patterns, or `nil` when none matches.
    package let role: LayerRole?
    /// The target the file belongs to (`Sources/<target>/…` under the package root), or
    /// `nil` when it is outside such a folder.
    package let target: String?
    /// The tokens, without comments.
    package let tokens: [Token]

    /// Tokenizes `source`.
    ///
    /// - Parameters:
    ///   - source: The file's text.
    ///   - path: The path printed in diagnostics.
    ///   - role: The file's role.
    ///   - target: The target it belongs to.
    package init(source: String, path: String, role: LayerRole?, target: String? = nil) {
        self.path = path
        self.role = role
        self.target = target
        tokens = Tokenizer.tokens(in: source).filter(\.isCode)
    }

    /// One `import` declaration: the imported module and where the declaration starts.
    package struct Import: Equatable, Sendable {
        /// The top-level module: `UIKit` for `import struct UIKit.UIColor`.
        package let module: String
        /// The `import` keyword.
        package let keyword: Token
    }

    /// Every import declaration, wherever it is (inside `#if` too).
    package var imports: [Import] {
        var found: [Import] = []
        for index in tokens.indices where tokens[index].isIdentifier("import") {
            if index > 0, tokens[index - 1].text.hasSuffix(".") { continue }
            var next = index + 1
            if next < tokens.count, Self.importKinds.contains(tokens[next].text) { next += 1 }
            guard next < tokens.count, tokens[next].kind == .identifier else { continue }
            found.append(Import(module: tokens[next].text, keyword: tokens[index]))
        }
        return found
    }

    private static let importKinds: Set<String> = [
        "struct", "class", "enum", "protocol", "typealias", "func", "let", "var",
    ]

    /// A diagnostic at `token`.
    package func diagnostic(at token: Token, _ message: String, rule: String) -> LintDiagnostic {
        LintDiagnostic(
            path: path, line: token.line, column: token.column, message: message, ruleID: rule)
    }
}
