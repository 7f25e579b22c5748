extension Navigator {
    /// Asserts that an alert or a confirmation dialog is up with `title` and the labels
    /// `buttons` in order (unchecked when `nil`), and returns it so that the test can tap one:
    /// `navigator.assertAlert(title: "Delete?", buttons: ["Delete", "Cancel"]).tap("Delete")`.
    ///
    /// - Returns: The alert, to tap a button of; its taps do nothing when the assertion failed.
    @discardableResult
    public func assertAlert(
        title: String,
        buttons: [String]? = nil,
        fileID: String = #fileID,
        filePath: StaticString = #filePath,
        line: UInt = #line,
        column: UInt = #column
    ) -> AlertUnderTest {
        let alert = state.alert.flatMap { alert in
            alert.title == title && (buttons == nil || alert.buttons.map(\.label) == buttons)
                ? alert : nil
        }
        concludeAssertion(alert != nil, fileID, filePath, line, column) {
            let expected =
                "alert \"\(title)\""
                + (buttons.map { " [" + $0.joined(separator: ", ") + "]" } ?? "")
            let up = state.alert.map { "up: \($0)" } ?? "no alert is up; state: \(state)"
            return "Navigator: expected \(expected);\n\(up)"
        }
        return AlertUnderTest(navigator: self, alert: alert)
    }
}

/// The alert `Navigator.assertAlert(title:buttons:)` found, to tap a button as the user would.
@MainActor
public struct AlertUnderTest {
    let navigator: Navigator

    /// The alert that is up, or `nil` when the assertion failed.
    public let alert: ShownAlert?

    /// Taps the button labelled `label`: the alert goes, and its result is that button's action.
    ///
    /// A missing button or a refused tap fails the test.
    public func tap(
        _ label: String,
        fileID: String = #fileID,
        filePath: StaticString = #filePath,
        line: UInt = #line,
        column: UInt = #column
    ) {
        let location = TestLocation(fileID: fileID, filePath: filePath, line: line, column: column)
        guard let alert else { return }
        guard let index = alert.buttons.firstIndex(where: { $0.label == label }) else {
            TestContext().report("Navigator: no button \"\(label)\" in \(alert)", at: location)
            return
        }
        do {
            try navigator.platformDidChoose(button: index, inAlert: alert.id)
        } catch {
            TestContext().report("Navigator: tapping \"\(label)\" failed: \(error)", at: location)
        }
    }
}
