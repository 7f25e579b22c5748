/// Presenters hold their view weakly.
///
/// In a presenter file, a stored instance property of a class, struct or actor that holds
/// a view (named `view`, or whose type names a type ending in `View` or in one of the
/// configuration's `screenTypeSuffixes`, `Screen` and `ViewController`: the module's own
/// screen, the likeliest real mistake) must be `weak`, or
/// a `WeakReference`, as ``ModuleAssembly`` hands it out. Computed properties, `static`
/// ones and protocol requirements hold nothing and are not checked.
package struct PresenterWeakViewRule: LayerRule {
    package let id = "presenter-weak-view"
    package let summary = "Presenters hold their view weakly."

    package init() {}

    package func check(_ file: SourceFile, configuration: LintConfiguration) -> [LintDiagnostic] {
        guard file.role == .presenter else { return [] }
        let tokens = file.tokens
        let scopes = ScopeWalker(tokens)
        var found: [LintDiagnostic] = []
        for index in tokens.indices
        where tokens[index].isIdentifier("var") || tokens[index].isIdentifier("let") {
            guard let owner = scopes.enclosingType(ofMember: index), !owner.isProtocol,
                index + 1 < tokens.count, tokens[index + 1].kind == .identifier
            else { continue }
            let name = tokens[index + 1]
            let modifiers = Self.modifiers(before: index, in: tokens)
            if modifiers.contains("weak") || modifiers.contains("static") { continue }
            let type = Self.declaredType(after: index + 1, in: tokens)
            let viewSuffixes = ["View"] + configuration.screenTypeSuffixes
            guard
                name.text == "view"
                    || type.names.contains(where: { type in
                        viewSuffixes.contains { type.hasSuffix($0) }
                    })
            else { continue }
            if type.names.first == "WeakReference" || type.isComputed { continue }
            let held = modifiers.contains("unowned") ? "unowned" : "strongly"
            found.append(
                file.diagnostic(
                    at: name,
                    "\(owner.name) holds its view '\(name.text)' \(held): a presenter holds its view weakly (weak var, or WeakReference)",
                    rule: id))
        }
        return found
    }

    private static let modifierWords: Set<String> = [
        "weak", "unowned", "private", "fileprivate", "internal", "public", "package", "open",
        "static", "final", "lazy", "nonisolated", "override", "dynamic", "set", "unsafe",
    ]

    /// The modifiers written before the `var`/`let` at `index`.
    private static func modifiers(before index: Int, in tokens: [Token]) -> Set<String> {
        var found: Set<String> = []
        var cursor = index - 1
        while cursor >= 0 {
            let token = tokens[cursor]
            if token.kind == .identifier, modifierWords.contains(token.text) {
                found.insert(token.text)
            } else if token.kind != .attribute, !token.isPunctuation("("), !token.isPunctuation(")")
            {
                break
            }
            cursor -= 1
        }
        return found
    }

    /// The names in the type annotation after the property name at `index`, and whether
    /// a `{` that is no observer block follows it (a computed property).
    private static func declaredType(after index: Int, in tokens: [Token]) -> (
        names: [String], isComputed: Bool
    ) {
        guard index + 1 < tokens.count, tokens[index + 1].isPunctuation(":") else {
            return ([], false)
        }
        let line = tokens[index].line
        var names: [String] = []
        var cursor = index + 2
        while cursor < tokens.count, tokens[cursor].line == line {
            let token = tokens[cursor]
            if token.isPunctuation("=") || token.isPunctuation(";") { break }
            if token.isPunctuation("{") {
                let next = cursor + 1 < tokens.count ? tokens[cursor + 1].text : ""
                return (names, next != "didSet" && next != "willSet")
            }
            if token.kind == .identifier, token.text != "any", token.text != "some" {
                names.append(token.text)
            }
            cursor += 1
        }
        return (names, false)
    }
}
