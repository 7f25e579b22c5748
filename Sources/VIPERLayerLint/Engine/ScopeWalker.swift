/// Follows the braces of a token stream and says, for each token, what it is inside:
/// a type's body, a `make(withDependency:)` implementation, or other code.
///
/// A brace opens the scope of the declaration that came last before it (`class X … {`,
/// `func make(withDependency …) -> X {`); a brace with no declaration before it (a
/// closure, an `if`) opens plain code. That is all the structure the layer rules need.
package struct ScopeWalker {
    /// What a brace opened.
    package enum Scope: Equatable, Sendable {
        /// The body of a type or extension; `isProtocol` for a protocol's.
        case type(name: String, isProtocol: Bool)
        /// The body of a `make(withDependency:)` implementation: a module's assembly.
        case makeBody
        /// Any other code: a function, an accessor, a closure, a statement's block.
        case code
    }

    /// The scopes around the token, innermost last, for every token of the stream.
    package let scopes: [[Scope]]

    /// Walks `tokens` (code tokens, comments removed).
    ///
    /// - Parameter tokens: The file's tokens.
    package init(_ tokens: [Token]) {
        var stack: [Scope] = []
        var pending: Scope?
        var result: [[Scope]] = []
        result.reserveCapacity(tokens.count)
        for index in tokens.indices {
            let token = tokens[index]
            result.append(stack)
            if token.isPunctuation("{") {
                stack.append(pending ?? .code)
                pending = nil
            } else if token.isPunctuation("}") {
                _ = stack.popLast()
                pending = nil
            } else if token.kind == .identifier {
                if let declared = Self.declaration(at: index, in: tokens) { pending = declared }
            }
        }
        scopes = result
    }

    /// Whether token `index` is inside a `make(withDependency:)` implementation.
    package func isInAssembly(_ index: Int) -> Bool {
        scopes[index].contains(.makeBody)
    }

    /// The type whose body directly holds token `index` (a stored property's scope), if any.
    package func enclosingType(ofMember index: Int) -> (name: String, isProtocol: Bool)? {
        guard case .type(let name, let isProtocol)? = scopes[index].last else { return nil }
        return (name, isProtocol)
    }

    private static let typeKeywords: Set<String> = [
        "class", "struct", "enum", "actor", "extension", "protocol",
    ]
    private static let memberKeywords: Set<String> = [
        "func", "var", "let", "init", "subscript", "deinit",
    ]

    private static func declaration(at index: Int, in tokens: [Token]) -> Scope? {
        let text = tokens[index].text
        if index > 0, tokens[index - 1].text.hasSuffix(".") { return nil }
        let next = index + 1 < tokens.count ? tokens[index + 1] : nil
        if typeKeywords.contains(text) {
            // NB: `class func`, `class var`: a modifier, not a class.
            if text == "class", let next, memberKeywords.contains(next.text) { return nil }
            guard let next, next.kind == .identifier else { return nil }
            return .type(name: next.text, isProtocol: text == "protocol")
        }
        if text == "func", isMakeDeclaration(at: index + 1, in: tokens) { return .makeBody }
        if memberKeywords.contains(text) { return .code }
        return nil
    }

    /// Whether `make ( withDependency name? :` starts at `index`: the declaration's
    /// parameter may have an internal name.
    private static func isMakeDeclaration(at index: Int, in tokens: [Token]) -> Bool {
        if isMakeWithDependency(at: index, in: tokens) { return true }
        guard index + 4 < tokens.count else { return false }
        return tokens[index].isIdentifier("make") && tokens[index + 1].isPunctuation("(")
            && tokens[index + 2].isIdentifier("withDependency")
            && tokens[index + 3].kind == .identifier && tokens[index + 4].isPunctuation(":")
    }

    /// Whether `make ( withDependency :` starts at `index`: a call's argument label.
    package static func isMakeWithDependency(at index: Int, in tokens: [Token]) -> Bool {
        guard index + 3 < tokens.count else { return false }
        return tokens[index].isIdentifier("make") && tokens[index + 1].isPunctuation("(")
            && tokens[index + 2].isIdentifier("withDependency")
            && tokens[index + 3].isPunctuation(":")
    }
}
