import Testing
import VIPERTesting

@MainActor
@Suite struct AlertAssertionsTests {
    @Test func assertAlertPassesAndTapDeliversTheButtonsAction() throws {
        let navigator = try navigatorWithHome()
        var answers: [Answer?] = []
        try navigator.showAlert(confirm) { answers.append($0) }
        navigator.assertAlert(title: "Delete?", buttons: ["Delete", "Cancel"]).tap("Delete")
        #expect(answers == [.delete])
        #expect(navigator.state.alert == nil)
    }

    @Test func aTapIsRecordedAsAChoiceAndTheSystemTakingItDownAsADismissal() throws {
        let navigator = try navigatorWithHome()
        let history = NavigationRecorder(navigator)
        let tapped = try navigator.showAlert(confirm) { _ in }
        navigator.assertAlert(title: "Delete?").tap("Cancel")
        let dismissed = try navigator.showAlert(confirm) { _ in }
        try navigator.platformDidDismiss(layerShowing: dismissed)
        history.assertActions([
            "present", "platformDidChoose(button: 1, inAlert: \(tapped))",
            "present", "platformDidDismiss(layerShowing: \(dismissed))",
        ])
    }

    @Test func assertAlertFailsShowingTheAlertThatIsUp() throws {
        let navigator = try navigatorWithHome()
        var answers: [Answer?] = []
        try navigator.showAlert(confirm) { answers.append($0) }
        expectIssue(containing: "up: alert #2 \"Delete?\" [Delete (destructive), Cancel (cancel)]")
        {
            navigator.assertAlert(title: "Discard?").tap("Delete")
        }
        expectIssue(containing: "expected alert \"Delete?\" [Cancel]") {
            navigator.assertAlert(title: "Delete?", buttons: ["Cancel"])
        }
        #expect(answers.isEmpty)
    }

    @Test func assertAlertFailsWhenNoAlertIsUp() throws {
        let navigator = try navigatorWithHome()
        expectIssue(containing: "no alert is up; state: [#1 HomeScreen]", atLine: #line + 1) {
            navigator.assertAlert(title: "Delete?")
        }
    }

    @Test func tappingAMissingButtonFailsAndLeavesTheAlertUp() throws {
        let navigator = try navigatorWithHome()
        try navigator.showAlert(confirm) { _ in }
        expectIssue(containing: "no button \"Keep\" in alert #2") {
            navigator.assertAlert(title: "Delete?").tap("Keep")
        }
        #expect(navigator.state.alert != nil)
    }
}

// MARK: - Fixtures

enum Answer: Hashable, Sendable {
    case delete
    case cancel
}

let confirm = NavigationAlert(
    title: "Delete?",
    buttons: [
        AlertButton("Delete", role: .destructive, action: Answer.delete),
        AlertButton("Cancel", role: .cancel, action: Answer.cancel),
    ])

@MainActor
func navigatorWithHome() throws -> Navigator {
    let navigator = Navigator()
    try navigator.push(.screen(HomeScreen.self, input: ()))
    return navigator
}
