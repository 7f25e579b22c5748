import Testing
import VIPER
import VIPERTesting

/// The width changes under an alert (an iPad rotated, a multitasking resize): UIKit keeps
/// a presented alert through a size change, so the alert stays up, unanswered, in the
/// state and on screen; only the split's collapse changes.
@MainActor
@Suite struct AlertThroughWidthChangeTests {
    @Test(arguments: [false, true])
    func collapsingAndExpandingTheSplitKeepsTheAlertUpAndUnanswered(hostile: Bool) throws {
        let (navigator, container, reconciler) = makeScreen()
        container.makeHostile(hostile)
        try navigator.setLayout(
            .split(
                primary: [.screen(PlainScreen.self, dependency: "books")],
                secondary: [.screen(PlainScreen.self, dependency: "book 1")]))
        var answers: [Choice?] = []
        let alert = try navigator.showAlert(deleteAlert) { answers.append($0) }
        #expect(container.settle())
        #expect(container.shownAlert?.id == alert)
        let commandsBefore = container.performedCommands.count

        #expect(container.collapseSplit())
        #expect(container.settle())
        #expect(navigator.state.layers[0].split?.isCollapsed == true)
        #expect(navigator.state.alert?.id == alert)
        #expect(container.shownAlert?.id == alert)
        #expect(answers.isEmpty)

        #expect(container.expandSplit())
        #expect(container.settle())
        #expect(navigator.state.layers[0].split?.isCollapsed == false)
        #expect(navigator.state.alert?.id == alert)
        #expect(container.shownAlert?.id == alert)
        #expect(answers.isEmpty)
        // Nothing was sent: the alert was never taken off screen.
        #expect(container.performedCommands.count == commandsBefore)
        #expect(container.violations.isEmpty)
        #expect(reconciler.isSettled)

        // The user still answers it.
        #expect(container.tapAlertButton("Delete"))
        #expect(container.settle())
        #expect(answers == [.delete])
        #expect(navigator.state.alert == nil)
    }
}
