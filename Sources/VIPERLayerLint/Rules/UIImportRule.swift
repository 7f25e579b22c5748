/// Only View and Router files import UIKit, SwiftUI or AppKit.
///
/// Checks files with a role other than view, router and entity (entities have their own
/// rule, ``EntityImportRule``); a file with no role is not checked, because an app's
/// delegate or a design-system file may import UIKit and is no VIPER part.
package struct UIImportRule: LayerRule {
    package let id = "ui-import-outside-view"
    package let summary = "Only View and Router files import a UI framework."

    package init() {}

    package func check(_ file: SourceFile, configuration: LintConfiguration) -> [LintDiagnostic] {
        guard let role = file.role, !role.mayImportUI, role != .entity else { return [] }
        return file.imports.filter { configuration.uiFrameworks.contains($0.module) }.map {
            file.diagnostic(
                at: $0.keyword,
                "\(role.rawValue) file imports \($0.module): only View and Router files may import a UI framework",
                rule: id)
        }
    }
}
