/// The types and extensions a file declares, each with the protocols its header lists and
/// the members declared directly in its body.
///
/// Like ``ScopeWalker`` it reads tokens, not a syntax tree: a header is the tokens between
/// the declared name and its `{`; its conformances are the names after `:` at the top
/// level of that header (before any `where`), with generic arguments and module prefixes
/// left out.
package struct TypeDeclarations {
    /// One `class`, `struct`, `enum`, `actor`, `protocol` or `extension` declaration.
    package struct Declaration {
        /// `class`, `struct`, `enum`, `actor`, `protocol` or `extension`.
        package let keyword: String
        /// The declared or extended type's name.
        package let name: Token
        /// The protocols (and superclass) its header lists: `["UseCase", "Sendable"]`.
        package let conformances: [String]
        /// The members declared directly in its body (not in nested types or functions).
        package let members: [Member]
    }

    /// One `func`, `var` or `let` declared directly in a type's body.
    package struct Member {
        /// `func`, `var` or `let`.
        package let keyword: String
        /// The member's name.
        package let name: Token
        /// Whether `static` or `class` precedes it.
        package let isStatic: Bool
        /// Whether `override` precedes it.
        package let isOverride: Bool
        /// For a `func`, the tokens of its parameter clause between the parentheses.
        package let parameters: [Token]
    }

    /// Every declaration, in source order.
    package let all: [Declaration]

    /// Reads the declarations of `tokens` (code tokens, comments removed).
    package init(_ tokens: [Token]) {
        var result: [Declaration] = []
        for index in tokens.indices {
            let token = tokens[index]
            guard token.kind == .identifier, Self.typeKeywords.contains(token.text),
                index + 1 < tokens.count, tokens[index + 1].kind == .identifier
            else { continue }
            if index > 0, tokens[index - 1].text.hasSuffix(".") { continue }
            if token.text == "class", Self.memberKeywords.contains(tokens[index + 1].text) {
                continue
            }
            guard let open = Self.bodyStart(after: index + 1, in: tokens) else { continue }
            result.append(
                Declaration(
                    keyword: token.text, name: tokens[index + 1],
                    conformances: Self.conformances(in: tokens[(index + 2)..<open]),
                    members: Self.members(inBodyAt: open, of: tokens)))
        }
        all = result
    }

    /// The names of the types this file makes conform to `protocolName`, in any of their
    /// declarations or extensions.
    package func conformers(to protocolName: String) -> Set<String> {
        Set(all.filter { $0.conformances.contains(protocolName) }.map(\.name.text))
    }

    /// The members of every declaration and extension of the type named `name`.
    package func members(of name: String) -> [Member] {
        all.filter { $0.name.text == name && $0.keyword != "protocol" }.flatMap(\.members)
    }

    private static let typeKeywords: Set<String> = [
        "class", "struct", "enum", "actor", "extension", "protocol",
    ]
    private static let memberKeywords: Set<String> = [
        "func", "var", "let", "init", "subscript", "deinit",
    ]

    /// The index of the `{` that opens the body of the declaration whose name is at
    /// `index`, or `nil` when a `;` or another declaration comes first.
    private static func bodyStart(after index: Int, in tokens: [Token]) -> Int? {
        var cursor = index + 1
        while cursor < tokens.count {
            let token = tokens[cursor]
            if token.isPunctuation("{") { return cursor }
            if token.isPunctuation(";") || token.isPunctuation("}") { return nil }
            if token.kind == .identifier, typeKeywords.contains(token.text) || token.text == "func"
            {
                return nil
            }
            cursor += 1
        }
        return nil
    }

    private static func conformances(in header: ArraySlice<Token>) -> [String] {
        var names: [String] = []
        var depth = 0
        var afterColon = false
        var expectingName = false
        for token in header {
            if token.isIdentifier("where") { break }
            if token.isPunctuation("<") || token.isPunctuation("(") {
                depth += 1
            } else if token.isPunctuation(">") || token.isPunctuation(")") {
                depth -= 1
            } else if depth == 0, token.isPunctuation(":") {
                afterColon = true
                expectingName = true
            } else if depth == 0, afterColon, token.isPunctuation(",") || token.isPunctuation("&") {
                expectingName = true
            } else if depth == 0, afterColon, token.isPunctuation(".") {
                expectingName = true
                _ = names.popLast()  // NB: `VIPER.UseCase`: the module prefix is no protocol.
            } else if depth == 0, afterColon, expectingName, token.kind == .identifier {
                names.append(token.text)
                expectingName = false
            }
        }
        return names
    }

    private static func members(inBodyAt open: Int, of tokens: [Token]) -> [Member] {
        var members: [Member] = []
        var depth = 0
        var cursor = open
        while cursor < tokens.count {
            let token = tokens[cursor]
            if token.isPunctuation("{") {
                depth += 1
            } else if token.isPunctuation("}") {
                depth -= 1
                if depth == 0 { break }
            } else if depth == 1, token.kind == .identifier,
                ["func", "var", "let"].contains(token.text), cursor + 1 < tokens.count,
                tokens[cursor + 1].kind == .identifier
            {
                var isStatic = false
                var isOverride = false
                var back = cursor - 1
                while back > open,
                    tokens[back].kind == .identifier || tokens[back].kind == .attribute,
                    !["func", "var", "let"].contains(tokens[back].text)
                {
                    if tokens[back].text == "static" || tokens[back].text == "class" {
                        isStatic = true
                    }
                    if tokens[back].text == "override" { isOverride = true }
                    back -= 1
                }
                members.append(
                    Member(
                        keyword: token.text, name: tokens[cursor + 1], isStatic: isStatic,
                        isOverride: isOverride,
                        parameters: parameters(after: cursor + 1, in: tokens)))
            }
            cursor += 1
        }
        return members
    }

    /// The tokens between the parentheses of the parameter clause after a `func` name.
    private static func parameters(after index: Int, in tokens: [Token]) -> [Token] {
        var cursor = index + 1
        if cursor < tokens.count, tokens[cursor].isPunctuation("<") {
            while cursor < tokens.count, !tokens[cursor].isPunctuation(">") { cursor += 1 }
            cursor += 1
        }
        guard cursor < tokens.count, tokens[cursor].isPunctuation("(") else { return [] }
        var depth = 0
        var result: [Token] = []
        while cursor < tokens.count {
            let token = tokens[cursor]
            if token.isPunctuation("(") { depth += 1 }
            if token.isPunctuation(")") {
                depth -= 1
                if depth == 0 { break }
            }
            if depth > 1 || !(depth == 1 && token.isPunctuation("(")) { result.append(token) }
            cursor += 1
        }
        return result
    }
}
