import Foundation
import Testing
import VIPERLayerLint

/// The layer rules as part of `swift test`: the same checks `swift package viper-lint` runs.
@Suite struct LayerRulesTests {
    @Test func everyModuleKeepsItsLayers() throws {
        let package = URL(fileURLWithPath: #filePath)
            .deletingLastPathComponent().deletingLastPathComponent().deletingLastPathComponent()

        let diagnostics = try LayerLinter.lint(packageAt: package.path)

        #expect(diagnostics.isEmpty, "\(diagnostics.map(\.description))")
    }
}
