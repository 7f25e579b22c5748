/// Entities import no UI framework: they are plain data.
package struct EntityImportRule: LayerRule {
    package let id = "entity-ui-import"
    package let summary = "Entity files import no UI framework."

    package init() {}

    package func check(_ file: SourceFile, configuration: LintConfiguration) -> [LintDiagnostic] {
        guard file.role == .entity else { return [] }
        return file.imports.filter { configuration.uiFrameworks.contains($0.module) }.map {
            file.diagnostic(
                at: $0.keyword,
                "entity file imports \($0.module): entities are plain data and import no UI framework",
                rule: id)
        }
    }
}
