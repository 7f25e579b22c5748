import Foundation
import Testing
import VIPERTesting

@MainActor
@Suite struct NavigatorTreeAssertionsTests {
    @Test func selectedTabAndATabsStackPassWhenTheTreeHolds() throws {
        let navigator = try tabbed()
        #expect(navigator.assertSelectedTab("home"))
        #expect(navigator.assertStack([HomeScreen.self]))
        #expect(navigator.assertStack([ItemScreen.self, ItemScreen.self], in: .tab("items")))
    }

    @Test func selectedTabFailsNamingTheSelectedOneAtTheCallersLine() throws {
        let navigator = try tabbed()
        expectIssue(
            containing:
                "expected tab \"items\" selected in layer 0 (root), but tab \"home\" is selected",
            atLine: #line + 2
        ) {
            navigator.assertSelectedTab("items")
        }
        let stack = Navigator()
        try stack.push(.screen(HomeScreen.self, input: ()))
        expectIssue(containing: "expected tab \"home\" selected, but no layer has tabs") {
            stack.assertSelectedTab("home")
        }
    }

    @Test func selectedTabFindsTheTabsUnderAPresentedSheet() throws {
        let navigator = try tabbed()
        try navigator.present(.screen(PickerScreen.self, input: ["red"]))
        #expect(navigator.assertSelectedTab("home"))
        expectIssue(containing: "expected tab \"items\" selected in layer 0 (root)") {
            navigator.assertSelectedTab("items")
        }
    }

    @Test func aTabsStackFailsWithADiffOrWhenTheLayerHasNoSuchTab() throws {
        let navigator = try tabbed()
        expectIssue(
            containing:
                "tab(items) stack (root) differs (- expected, + received; bottom first):\n  ItemScreen\n+ ItemScreen"
        ) {
            navigator.assertStack([ItemScreen.self], in: .tab("items"))
        }
        expectIssue(containing: "the top layer (root) has no tab(nope) stack") {
            navigator.assertStack([ItemScreen.self], in: .tab("nope"))
        }
    }

    // MARK: - Fixtures

    private func tabbed() throws -> Navigator {
        let navigator = Navigator()
        try navigator.setLayout(
            .tabs(
                [
                    .init("home", [.screen(HomeScreen.self, input: ())]),
                    .init(
                        "items",
                        [
                            .screen(ItemScreen.self, dependency: 1),
                            .screen(ItemScreen.self, dependency: 2),
                        ]),
                ], selected: "home"))
        return navigator
    }
}
