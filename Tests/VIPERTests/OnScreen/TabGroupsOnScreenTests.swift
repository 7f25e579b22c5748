import Testing
import VIPER
import VIPERTesting

// Tab groups on screen: the container follows the tree, reports the user's customisation
// and the sidebar, and a container left showing what the state refused is rebuilt.

@MainActor
@Suite struct TabGroupsOnScreenTests {
    @Test func theSidebarAndTheUsersCustomisationAreReportedAndNeedNoCommand() throws {
        let (navigator, container, reconciler) = try makeGroupedTabs()
        let commands = reconciler.commandCount

        #expect(container.showSidebar(true))
        #expect(container.customizeTabs(["inbox", "sent", "drafts"], hidden: ["drafts"]))
        container.settle()

        guard case .tabs(let tabs, "inbox", true) = navigator.state.layers[0].content else {
            Issue.record("the sidebar was not reported")
            return
        }
        #expect(tabs.map(\.tag) == ["inbox", "sent", "drafts"])
        #expect(tabs.map(\.isHidden) == [false, false, true])
        #expect(reconciler.commandCount == commands)
        container.assertShows(navigator)
    }

    @Test func aCustomisationTheStateRefusesIsUndoneOnScreen() throws {
        let (navigator, container, _) = try makeGroupedTabs()
        let before = navigator.state
        // Parts the group "mail": the navigator refuses, the container shows the state again.
        #expect(container.customizeTabs(["drafts", "inbox", "sent"], hidden: []))
        container.settle()
        #expect(navigator.state == before)
        container.assertShows(navigator)
    }

    @Test func aRegroupingFromCodeShowsTheNewTree() throws {
        let (navigator, container, _) = try makeGroupedTabs()
        try navigator.setLayout(
            .tabs(
                [
                    .init("inbox", in: ["mail"], [.existing(navigator.state.entries[0].id)]),
                    .init("drafts", in: ["mail"], [.existing(navigator.state.entries[1].id)]),
                    .init("sent", [.existing(navigator.state.entries[2].id)]),
                ], selected: "sent"))
        container.settle()
        #expect(container.shownLayers[0].description.contains("mail/inbox"))
        container.assertShows(navigator)
    }

    private func makeGroupedTabs() throws
        -> (Navigator, SimulatedNavigationContainer, NavigationReconciler)
    {
        let (navigator, container, reconciler) = makeScreen()
        try navigator.setLayout(
            .tabs(
                [
                    .init("inbox", [.screen(PlainScreen.self, dependency: "i")]),
                    .init("drafts", in: ["mail"], [.screen(PlainScreen.self, dependency: "d")]),
                    .init("sent", in: ["mail"], [.screen(PlainScreen.self, dependency: "s")]),
                ], selected: "inbox"))
        container.settle()
        return (navigator, container, reconciler)
    }
}
