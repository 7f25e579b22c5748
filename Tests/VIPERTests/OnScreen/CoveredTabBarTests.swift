import Testing
import VIPER
import VIPERTesting

/// A presented layer covers the tab bar under it (UIKit presents it from the tab bar
/// controller): no tab tap and no tab-view pick reaches the navigator until it is gone.
@MainActor
@Suite struct CoveredTabBarTests {
    @Test func noTabTapOrPickReachesTheNavigatorWhileASheetCoversTheTabBar() throws {
        let (navigator, container, reconciler) = try makeInboxAndOutboxTabs()
        // Two screens in the selected tab, so a tap on it would pop.
        try navigator.push(.screen(PlainScreen.self, dependency: "mail 2"))
        try navigator.present(.screen(PlainScreen.self, dependency: "rating"))
        #expect(container.settle())
        #expect(reconciler.isSettled)
        let covered = navigator.state
        var changes: [NavigationChange] = []
        navigator.addObserver { changes.append($0) }

        // The reconciler's answer, which the tab bar controller's delegate asks.
        #expect(!reconciler.allowsUserSelect(.outbox, inLayer: 0))
        #expect(!reconciler.allowsUserSelect(.inbox, inLayer: 0))
        // A tab view's binding, which switches first and asks afterwards.
        #expect(!reconciler.containerDidPick(.outbox, inLayer: 0))
        // The simulated container's tab bar and tab view.
        #expect(!container.tapTab(.outbox))
        #expect(!container.tapTab(.inbox))
        #expect(!container.pickTab(.outbox))
        #expect(container.settle())

        #expect(changes.isEmpty)
        #expect(navigator.state == covered)
        #expect(container.shownLayers[0].selectedTab == .inbox)
        container.assertShows(navigator)

        // Once the sheet is gone, the same tap goes through.
        try navigator.dismiss()
        #expect(container.settle())
        #expect(reconciler.allowsUserSelect(.outbox, inLayer: 0))
        #expect(container.tapTab(.outbox))
        #expect(navigator.state.layers[0].selectedTab == .outbox)
    }
}
