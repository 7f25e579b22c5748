import Testing
import VIPER
import VIPERTesting

/// The simulated container's tab bar and split view rules, without a navigator.
@MainActor
@Suite struct SimulatedContainerTabsTests {
    @Test func aTabOrColumnTheLayerDoesNotHaveIsRefused() {
        let container = SimulatedNavigationContainer()
        container.perform(.setContent(layer: 0, tabs(selected: "a")), animated: false) {}
        container.settle()
        container.perform(.select(layer: 0, tab: "c"), animated: false) {}
        container.perform(
            .setStack(layer: 0, in: .column(.secondary), entries: [tabScreen(9)]), animated: false
        ) {}
        #expect(
            container.violations.map(\.problem) == [
                .noSuchStack(0, .tab("c")), .noSuchStack(0, .column(.secondary)),
            ])
        #expect(container.shownLayers[0].selectedTab == "a")
    }

    @Test func aScreenAlreadyInAnotherTabIsRefusedAsShownTwice() {
        let container = SimulatedNavigationContainer()
        container.perform(.setContent(layer: 0, tabs(selected: "a")), animated: false) {}
        container.settle()
        container.perform(
            .setStack(layer: 0, in: .tab("b"), entries: [tabScreen(2), tabScreen(1)]),
            animated: false
        ) {}
        #expect(container.violations.map(\.problem) == [.screenShownTwice(NavigationEntryID(1))])
    }

    @Test func selectingATabIsOneUnanimatedTransitionThatSwitchesTheVisibleScreen() {
        let container = SimulatedNavigationContainer()
        container.callsScreenCode = true
        container.perform(.setContent(layer: 0, tabs(selected: "a")), animated: false) {}
        container.settle()
        container.viewEvents = []
        container.perform(.select(layer: 0, tab: "b"), animated: false) {}
        #expect(container.shownLayers[0].selectedTab == "b")
        #expect(
            container.viewEvents == [
                .didLoad(NavigationEntryID(2)), .willDisappear(NavigationEntryID(1)),
                .willAppear(NavigationEntryID(2)), .didDisappear(NavigationEntryID(1)),
                .didAppear(NavigationEntryID(2)),
            ])
    }

    @Test func withoutAReconcilerNoTabTapAndNoCollapseOfAStack() {
        let container = SimulatedNavigationContainer()
        container.perform(.setContent(layer: 0, tabs(selected: "a")), animated: false) {}
        container.settle()
        #expect(!container.tapTab("b"))
        #expect(!container.collapseSplit())
    }
}

// MARK: - Fixtures

private func tabScreen(_ raw: UInt64) -> NavigationEntry {
    NavigationEntry(id: NavigationEntryID(raw), screen: ScreenType(TabScreen.self))
}

private func tabs(selected: NavigationTabTag) -> NavigationLayer.Content {
    .tabs(
        [NavigationTab("a", entries: [tabScreen(1)]), NavigationTab("b", entries: [tabScreen(2)])],
        selected: selected)
}

@MainActor
private final class TabScreen {}
