import Testing
import VIPER

@MainActor
@Suite struct NavigatorAlertWidthChangeTests {
    /// Without a screen: the navigator records the width change and keeps the alert.
    @Test func aPlatformCollapseIsNotANavigationThatDismissesTheAlert() throws {
        let navigator = Navigator()
        try navigator.setLayout(
            .split(
                primary: [.screen(PlainScreen.self, dependency: "books")],
                secondary: [.screen(PlainScreen.self, dependency: "book 1")]))
        var answers: [Choice?] = []
        let alert = try navigator.showAlert(deleteAlert) { answers.append($0) }
        var actions: [NavigationAction] = []
        navigator.addObserver { actions.append($0.action) }
        let side = navigator.state.layers[0].allEntries[0].id
        try navigator.platformDidCollapse(splitShowing: side)
        try navigator.platformDidExpand(splitShowing: side)
        #expect(navigator.state.alert?.id == alert)
        #expect(answers.isEmpty)
        #expect(
            actions == [
                .platformCollapse(side, isCollapsed: true),
                .platformCollapse(side, isCollapsed: false),
            ])
        // A real navigation still dismisses it first.
        try navigator.push(.screen(PlainScreen.self, dependency: "book 2"))
        #expect(navigator.state.alert == nil)
        #expect(answers == [nil])
    }
}
