import Foundation
import Testing

@testable import VIPERLayerLint

/// The config file: defaults, overrides, and a clear error for anything it cannot mean.
@Suite struct LintConfigurationTests {
    @Test func defaultRolesFollowTheGeneratorsFileNames() {
        let configuration = LintConfiguration.default
        #expect(configuration.role(ofFileAt: "Sources/App/Login/LoginRouter.swift") == .router)
        #expect(configuration.role(ofFileAt: "Sources/App/Login/LoginAssembly.swift") == .assembly)
        #expect(
            configuration.role(ofFileAt: "Sources/App/Login/LoginPresenter.swift") == .presenter)
        #expect(
            configuration.role(ofFileAt: "Sources/App/Login/LoginInteractor.swift") == .interactor)
        #expect(
            configuration.role(ofFileAt: "Sources/App/Login/LoginContracts.swift") == .contracts)
        #expect(configuration.role(ofFileAt: "Sources/App/Login/LoginScreen.swift") == .view)
        #expect(
            configuration.role(ofFileAt: "Sources/App/Login/LoginViewController.swift") == .view)
        #expect(configuration.role(ofFileAt: "Sources/App/Entity/User.swift") == .entity)
        #expect(configuration.role(ofFileAt: "Sources/App/Entity/UserView.swift") == .entity)
        #expect(configuration.role(ofFileAt: "Sources/App/AppDelegate.swift") == nil)
    }

    @Test func aFileOverridesOnlyTheKeysItSets() throws {
        let json = #"{"roles": {"view": ["*Page.swift"]}, "disabledRules": ["entity-ui-import"]}"#
        let configuration = try LintConfiguration.decode(Data(json.utf8))
        #expect(configuration.role(ofFileAt: "App/LoginPage.swift") == .view)
        #expect(configuration.role(ofFileAt: "App/LoginScreen.swift") == nil)
        #expect(configuration.role(ofFileAt: "App/LoginRouter.swift") == .router)
        #expect(configuration.disabledRules == ["entity-ui-import"])
        #expect(configuration.uiFrameworks == LintConfiguration.default.uiFrameworks)
    }

    @Test func excludedFilesAreNotChecked() throws {
        let configuration = try LintConfiguration.decode(
            Data(#"{"exclude": ["**/Legacy/*"]}"#.utf8))
        #expect(configuration.excludes("Sources/App/Legacy/OldPresenter.swift"))
        #expect(!configuration.excludes("Sources/App/Login/LoginPresenter.swift"))
    }

    @Test func uiFrameworksAndScreenSuffixesAreConfigurable() throws {
        let json = #"{"uiFrameworks": ["WatchKit"], "screenTypeSuffixes": ["Page"]}"#
        let linter = LayerLinter(configuration: try LintConfiguration.decode(Data(json.utf8)))
        let source = "import WatchKit\nimport UIKit\nlet p = LoginPage()\nlet s = LoginScreen()"
        let found = linter.lint(source: source, path: "LoginPresenter.swift")
        #expect(
            found.map { "\($0.line):\($0.ruleID)" } == [
                "1:ui-import-outside-view", "3:screen-built-outside-router",
            ])
    }

    @Test(arguments: [
        (#"{"roles": {"widget": ["*.swift"]}}"#, "unknown role \"widget\""),
        (#"{"disabledRules": ["no-such-rule"]}"#, "unknown rule \"no-such-rule\""),
        (#"{"rules": []}"#, "unknown key \"rules\""),
        (#"{"exclude": "Legacy"}"#, "\"exclude\""),
        (#"{"roles": "#, "not valid JSON"),
    ])
    func malformedConfigurationsAreRefusedWithTheReason(json: String, reason: String) {
        #expect {
            try LintConfiguration.decode(Data(json.utf8))
        } throws: { error in
            guard case LintError.invalidConfiguration(let message) = error else { return false }
            return message.contains(reason)
        }
    }

    @Test func patternsMatchNamesOrPathEnds() {
        #expect(PathPattern("*Router.swift").matches("A/B/LoginRouter.swift"))
        #expect(!PathPattern("*Router.swift").matches("A/LoginRouter.swift/x.swift"))
        #expect(PathPattern("Entity/*").matches("Sources/Entity/User.swift"))
        #expect(!PathPattern("Entity/*").matches("Sources/Entity/Sub/User.swift"))
        #expect(PathPattern("Entity/**").matches("Sources/Entity/Sub/User.swift"))
        #expect(PathPattern("Login?.swift").matches("Login1.swift"))
        #expect(!PathPattern("Login?.swift").matches("Login.swift"))
    }

    @Test func diagnosticsPrintAsCompilerErrors() {
        let diagnostic = LintDiagnostic(
            path: "/p/A.swift", line: 3, column: 7, message: "m", ruleID: "r")
        #expect(diagnostic.description == "/p/A.swift:3:7: error: m [r]")
    }

    @Test func aPackageIsLintedUnderItsOwnConfigFile() throws {
        let folder = NSTemporaryDirectory() + "viper-lint-\(UUID().uuidString)"
        defer { try? FileManager.default.removeItem(atPath: folder) }
        try FileManager.default.createDirectory(
            atPath: folder + "/Sources/App/Login", withIntermediateDirectories: true)
        let presenter = "import UIKit\nfinal class LoginPresenter { var view: LoginView? }\n"
        try Data(presenter.utf8).write(
            to: URL(fileURLWithPath: folder + "/Sources/App/Login/LoginPresenter.swift"))

        let withDefaults = try LayerLinter.lint(packageAt: folder)
        #expect(withDefaults.map(\.ruleID) == ["ui-import-outside-view", "presenter-weak-view"])

        let config = #"{"disabledRules": ["presenter-weak-view"]}"#
        try Data(config.utf8).write(to: URL(fileURLWithPath: folder + "/.viper-lint.json"))
        let configured = try LayerLinter.lint(packageAt: folder)
        #expect(configured.map(\.ruleID) == ["ui-import-outside-view"])
        #expect(configured.first?.path == folder + "/Sources/App/Login/LoginPresenter.swift")

        try Data("{".utf8).write(to: URL(fileURLWithPath: folder + "/.viper-lint.json"))
        #expect {
            try LayerLinter.lint(packageAt: folder)
        } throws: { error in
            guard case LintError.invalidConfiguration(let message) = error else { return false }
            return message.hasPrefix(folder + "/.viper-lint.json: not valid JSON")
        }
    }

    @Test func everyRuleIsNamedForTheConfiguration() {
        #expect(
            LintConfiguration.ruleIdentifiers == [
                "ui-import-outside-view", "entity-ui-import", "screen-built-outside-router",
                "presenter-weak-view", "dependency-inversion", "lifecycle-callback-name",
                "tracked-use-case-cancel", "route-restoration-version",
            ])
    }

    @Test func aMissingPathIsAnErrorNotAnEmptyReport() {
        #expect(throws: LintError.self) {
            try LayerLinter(configuration: .default).lint(paths: ["/no/such/folder"], root: "/")
        }
    }
}
