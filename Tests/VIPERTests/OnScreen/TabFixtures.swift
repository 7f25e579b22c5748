import VIPER
import VIPERTesting

// Tabs the on-screen tests share: two tabs with one screen each, shown and settled.

extension NavigationTabTag {
    static let inbox: Self = "inbox"
    static let outbox: Self = "outbox"
}

/// A navigator rooted in the inbox and outbox tabs, on a settled simulated container.
@MainActor
func makeInboxAndOutboxTabs() throws
    -> (Navigator, SimulatedNavigationContainer, NavigationReconciler)
{
    let (navigator, container, reconciler) = makeScreen()
    try navigator.setLayout(
        .tabs(
            [
                .init(.inbox, [.screen(PlainScreen.self, dependency: "mail 1")]),
                .init(.outbox, [.screen(PlainScreen.self, dependency: "sent 1")]),
            ], selected: .inbox))
    container.settle()
    return (navigator, container, reconciler)
}
