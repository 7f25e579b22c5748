/// A `NavigationRoute` states its encoding's version as `restorationVersion`.
///
/// `NavigationRoute.restorationVersion` has a default (1), so a route type that declares
/// its version under another name (`static let version = 2`, `schemaVersion`) or as an
/// instance property compiles, keeps writing version 1, and its migrations never run. In a
/// file that makes a type conform to `NavigationRoute`, a property of that type whose name
/// contains `version` must be `static var restorationVersion: Int`.
package struct RouteRestorationVersionRule: LayerRule {
    package let id = "route-restoration-version"
    package let summary = "A NavigationRoute's version is static var restorationVersion: Int."

    package init() {}

    package func check(_ file: SourceFile, configuration: LintConfiguration) -> [LintDiagnostic] {
        let declarations = TypeDeclarations(file.tokens)
        var found: [LintDiagnostic] = []
        for route in declarations.conformers(to: "NavigationRoute").sorted() {
            for member in declarations.members(of: route) where member.keyword != "func" {
                let name = member.name.text
                guard name.lowercased().contains("version") else { continue }
                if name == "restorationVersion", member.isStatic { continue }
                let written = "\(member.isStatic ? "static " : "")\(member.keyword) \(name)"
                found.append(
                    file.diagnostic(
                        at: member.name,
                        "\(route) declares \(written), which NavigationRoute never reads: restoration data records restorationVersion (still 1, so migrations never run); write static var restorationVersion: Int { 2 }",
                        rule: id))
            }
        }
        return found.sorted { ($0.line, $0.column) < ($1.line, $1.column) }
    }
}
