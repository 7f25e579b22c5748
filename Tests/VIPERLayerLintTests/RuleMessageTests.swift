import Testing

@testable import VIPERLayerLint

/// The newer rules' messages name the right spelling, or the target that should own a
/// protocol, so a user can fix the near-miss from the message alone.
@Suite struct RuleMessageTests {
    @Test func aProtocolDeclaredBesideItsImplementationNamesTheInteractorsTarget() throws {
        let folder = LayerRuleFixtureTests.fixtures("dependency-inversion", "failing")
        let found = try LayerLinter(configuration: .default).lint(paths: [folder], root: folder)

        #expect(
            found.map(\.message) == [
                "protocol DataGateway is used by interactors of target Domain and implemented in target Data, but declared in target Data: declare it in Domain, the target that uses it, so that Data depends on Domain and not the other way round"
            ])
    }

    @Test(arguments: [
        ("func screenWillAppear() {}", "screenWillAppear()", "write screenDidAppear()"),
        (
            "func screenDidDisappear() {}", "screenDidDisappear()",
            "write screenDidDisappear(_ disappearance: ScreenDisappearance)"
        ),
        (
            "func screenDidLoad(animated: Bool) {}", "screenDidLoad(animated:)",
            "write screenDidLoad()"
        ),
        ("func viewDidLoad() {}", "viewDidLoad()", "write screenDidLoad()"),
        ("func viewWillAppear() {}", "viewWillAppear()", "write screenDidAppear()"),
        ("func viewDidAppear(_ animated: Bool) {}", "viewDidAppear(_:)", "write screenDidAppear()"),
        (
            "func viewWillDisappear() {}", "viewWillDisappear()",
            "write screenDidDisappear(_ disappearance: ScreenDisappearance)"
        ),
        (
            "func viewDidDisappear(_ animated: Bool) {}", "viewDidDisappear(_:)",
            "write screenDidDisappear(_ disappearance: ScreenDisappearance)"
        ),
    ])
    func aMisspeltLifecycleCallbackIsToldTheRightSpelling(
        method: String, shown: String, fix: String
    ) throws {
        let source = "final class S: ScreenLifecycle {\n    \(method)\n}\n"
        let found = LayerLinter(configuration: .default).lint(source: source, path: "S.swift")

        let message = try #require(found.first?.message)
        #expect(found.count == 1)
        #expect(message.hasPrefix("ScreenLifecycle never calls \(shown) on S"))
        #expect(message.hasSuffix(fix))
    }

    @Test func aUIKitNameIsToldItIsUIKitsAndNeverCalled() throws {
        let source = "final class S: ScreenLifecycle {\n    func viewWillAppear() {}\n}\n"
        let found = LayerLinter(configuration: .default).lint(source: source, path: "S.swift")

        let message = try #require(found.first?.message)
        #expect(message.contains("viewWillAppear() is UIKit's name"))
        #expect(message.contains("S is no view controller"))
    }

    @Test func aViewControllersOverridesAreUIKitsAndPass() {
        let source = """
            extension DetailViewController: ScreenLifecycle {
                override func viewWillAppear(_ animated: Bool) {}
                func screenDidAppear() {}
            }
            """
        #expect(LayerLinter(configuration: .default).lint(source: source, path: "S.swift").isEmpty)
    }

    @Test func aMethodWhoseNameEndsInScreenIsNoScreenBeingBuilt() {
        let source = """
            final class ArticlesPresenter {
                func didLoad() {
                    presentArticlesScreen(in: window)
                    showDetailViewController(item)
                }
            }
            """
        let found = LayerLinter(configuration: .default).lint(
            source: source, path: "Articles/ArticlesPresenter.swift")
        #expect(found.map(\.message) == [])
    }

    @Test func aScreenTypeBuiltInAPresenterIsStillFlagged() {
        let source = "final class P {\n    func f() { _ = ArticlesScreen(in: window) }\n}\n"
        let found = LayerLinter(configuration: .default).lint(
            source: source, path: "Articles/ArticlesPresenter.swift")
        #expect(found.map(\.ruleID) == ["screen-built-outside-router"])
    }

    @Test func aLifecycleScreenWithTheRightCallbacksPasses() {
        let source = """
            final class S {}
            extension S: ScreenLifecycle {
                func screenDidLoad() {}
                func screenDidAppear() {}
                func screenDidDisappear(_ disappearance: ScreenDisappearance) {}
            }
            """
        #expect(LayerLinter(configuration: .default).lint(source: source, path: "S.swift").isEmpty)
    }

    @Test func aTrackedUseCasesOwnCancelIsToldToUseCancelWork() throws {
        let source = """
            final class Load: VIPER.TrackedUseCase {
                let executions = ExecutionTracker()
                func cancel() {}
            }
            """
        let found = LayerLinter(configuration: .default).lint(source: source, path: "Load.swift")

        let message = try #require(found.first?.message)
        #expect(found.map(\.ruleID) == ["tracked-use-case-cancel"])
        #expect(message.hasSuffix("delete it and stop the work in cancelWork()"))
    }

    @Test func aRouteVersionUnderAnotherNameIsToldTheRequirementsName() throws {
        let source = """
            enum AppRoute: Hashable, NavigationRoute {
                case list
                static let schemaVersion = 2
            }
            """
        let found = LayerLinter(configuration: .default).lint(source: source, path: "R.swift")

        let message = try #require(found.first?.message)
        #expect(found.map(\.ruleID) == ["route-restoration-version"])
        #expect(message.hasPrefix("AppRoute declares static let schemaVersion"))
        #expect(message.hasSuffix("write static var restorationVersion: Int { 2 }"))
    }
}
