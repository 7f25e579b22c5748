import XCTest

@testable import VIPERTesting

/// The alert assertion under XCTest: it fails through `XCTFail` (captured here) with the
/// caller's line, and its tap answers the alert.
final class AlertAssertionsXCTests: FailureCapturingTestCase {
    @MainActor
    func testAssertAlertPassesTapsAndFailsShowingTheAlertThatIsUp() async throws {
        let navigator = try navigatorWithHome()
        var answers: [Answer?] = []
        try navigator.showAlert(confirm) { answers.append($0) }
        expectFailure(containing: "up: alert #2 \"Delete?\"", atLine: #line + 1) {
            navigator.assertAlert(title: "Discard?")
        }
        navigator.assertAlert(title: "Delete?", buttons: ["Delete", "Cancel"]).tap("Cancel")
        XCTAssertEqual(answers, [.cancel])
    }
}
