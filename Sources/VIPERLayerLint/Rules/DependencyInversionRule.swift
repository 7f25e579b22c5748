/// A protocol inverts a dependency only when it belongs to the target that uses it.
///
/// When an interactor in target `Domain` uses a protocol that a type in another target
/// (`Data`) conforms to, the protocol must be declared in `Domain`: then `Data` depends on
/// `Domain`, and the business logic depends on nothing below it. A `ForecastGateway`
/// declared in `Data`, beside the `CoreDataForecastGateway` that conforms to it, inverts
/// nothing: `Domain` still depends on `Data`. Targets are the folders under `Sources/`.
package struct DependencyInversionRule: LayerRule {
    package let id = "dependency-inversion"
    package let summary =
        "A protocol that an interactor uses and another target implements is declared in the interactor's target."

    package init() {}

    package func check(package files: [SourceFile], configuration: LintConfiguration)
        -> [LintDiagnostic]
    {
        let declarations = files.map { TypeDeclarations($0.tokens) }
        // Protocol name -> the targets with a type that conforms to it.
        var implementers: [String: Set<String>] = [:]
        for (file, declared) in zip(files, declarations) {
            guard let target = file.target else { continue }
            for declaration in declared.all where declaration.keyword != "protocol" {
                for name in declaration.conformances {
                    implementers[name, default: []].insert(target)
                }
            }
        }
        // Protocol name -> the targets whose interactors name it.
        var users: [String: Set<String>] = [:]
        for file in files where file.role == .interactor {
            guard let target = file.target else { continue }
            for token in file.tokens where token.kind == .identifier {
                users[token.text, default: []].insert(target)
            }
        }
        var found: [LintDiagnostic] = []
        for (file, declared) in zip(files, declarations) {
            guard let owner = file.target else { continue }
            for declaration in declared.all where declaration.keyword == "protocol" {
                let name = declaration.name.text
                let implementing = implementers[name, default: []]
                let using = users[name, default: []].filter { user in
                    user != owner && implementing.contains { $0 != user }
                }
                guard let user = using.sorted().first,
                    let implementer = implementing.filter({ $0 != user }).sorted().first
                else { continue }
                found.append(
                    file.diagnostic(
                        at: declaration.name,
                        "protocol \(name) is used by interactors of target \(user) and implemented in target \(implementer), but declared in target \(owner): declare it in \(user), the target that uses it, so that \(implementer) depends on \(user) and not the other way round",
                        rule: id))
            }
        }
        return found
    }
}
