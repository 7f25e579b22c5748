/// Screens and modules are built only in routers and assembly.
///
/// A screen is built by calling `make(withDependency:)`, or an initialiser of a type whose
/// name ends in one of the configuration's `screenTypeSuffixes` (`ViewController`,
/// `Screen`); a name that starts with a lowercase letter is a function or a method, such
/// as `presentArticlesScreen(in:)`, not a type. Router and assembly files may do both anywhere; any other file only inside a
/// `make(withDependency:)` implementation, which is the module's assembly wherever it is
/// written. Declaring `make(withDependency:)` is not building.
package struct ScreenConstructionRule: LayerRule {
    package let id = "screen-built-outside-router"
    package let summary = "Only routers and assembly build screens and modules."

    package init() {}

    package func check(_ file: SourceFile, configuration: LintConfiguration) -> [LintDiagnostic] {
        if let role = file.role, role.mayBuildScreens { return [] }
        let tokens = file.tokens
        let scopes = ScopeWalker(tokens)
        let place =
            file.role.map { "a \($0.rawValue) file" } ?? "a file that is no router or assembly"
        var found: [LintDiagnostic] = []
        for index in tokens.indices where !scopes.isInAssembly(index) {
            let token = tokens[index]
            guard token.kind == .identifier else { continue }
            let previous = index > 0 ? tokens[index - 1] : nil
            if previous?.isIdentifier("func") == true { continue }
            if ScopeWalker.isMakeWithDependency(at: index, in: tokens) {
                found.append(
                    file.diagnostic(
                        at: token,
                        "make(withDependency:) builds a module in \(place): only routers and assembly build screens",
                        rule: id))
            } else if isScreenInitializerCall(at: index, in: tokens, configuration) {
                found.append(
                    file.diagnostic(
                        at: token,
                        "\(token.text) is built in \(place): only routers and assembly build screens",
                        rule: id))
            }
        }
        return found
    }

    private static let declarationKeywords: Set<String> = [
        "class", "struct", "enum", "actor", "extension", "protocol", "typealias", "func",
        "var", "let", "case", "import",
    ]

    private func isScreenInitializerCall(
        at index: Int, in tokens: [Token], _ configuration: LintConfiguration
    ) -> Bool {
        let name = tokens[index].text
        guard configuration.screenTypeSuffixes.contains(where: { name.hasSuffix($0) }) else {
            return false
        }
        // NB: a type's name starts with a capital; `presentArticlesScreen(in:)` is a call
        // of a method, which builds nothing.
        guard name.first?.isUppercase == true else { return false }
        if index > 0 {
            let previous = tokens[index - 1]
            if previous.text.hasSuffix(".") { return false }  // a member, not a type
            if previous.kind == .identifier, Self.declarationKeywords.contains(previous.text) {
                return false
            }
        }
        guard index + 1 < tokens.count else { return false }
        if tokens[index + 1].isPunctuation("(") { return true }
        // `Screen.init(`
        return index + 3 < tokens.count && tokens[index + 1].isPunctuation(".")
            && tokens[index + 2].isIdentifier("init") && tokens[index + 3].isPunctuation("(")
    }
}
