extension NavigationRecorder {
    /// Asserts that the recorded history is exactly these actions, in this order.
    ///
    /// Actions compare with `==`, so screen types, styles and identities must all match.
    /// On a mismatch the failure shows a diff, then every change with its states:
    ///
    /// ```
    /// NavigationRecorder: actions differ (- expected, + received):
    ///   push(WeatherDetailScreen)
    /// - present(CityPickerScreen, style: sheet)
    /// + present(CityPickerScreen, style: fullScreenCover)
    /// ```
    ///
    /// Every change is marked verified when the assertion holds.
    ///
    /// - Parameters:
    ///   - expected: The expected action of each change, oldest first.
    ///   - fileID: The file ID of the caller.
    ///   - filePath: The file path of the caller.
    ///   - line: The line of the caller.
    ///   - column: The column of the caller.
    /// - Returns: Whether the assertion held.
    /// - Complexity: O(*n* × *m*) on mismatch, for the diff; O(*n*) otherwise.
    @discardableResult
    public func assertActions(
        _ expected: [NavigationAction],
        fileID: String = #fileID,
        filePath: StaticString = #filePath,
        line: UInt = #line,
        column: UInt = #column
    ) -> Bool {
        assertActions(
            expected.map(\.recordedCall.description), next: false, exact: true,
            matches: { $0.action == expected[$1] },
            at: TestLocation(fileID: fileID, filePath: filePath, line: line, column: column))
    }

    /// Asserts that the recorded history matches these patterns, one per change, in order.
    ///
    /// A pattern is the whole line of an action as failures show it, such as
    /// `push(WeatherDetailScreen)` or `present(CityPickerScreen, style: sheet)`, or just its
    /// name, such as `push`, `pop` (which also matches `pop(to:)`), `present`, `dismiss`,
    /// `open` (a deep link), `batch` or `redirected` (see ``RecordedCall/matches(_:)``).
    ///
    /// ```swift
    /// history.assertActions(["push(WeatherDetailScreen)", "present"])
    /// ```
    ///
    /// Every change is marked verified when the assertion holds.
    ///
    /// - Parameters:
    ///   - patterns: One pattern per expected change, oldest first.
    ///   - fileID: The file ID of the caller.
    ///   - filePath: The file path of the caller.
    ///   - line: The line of the caller.
    ///   - column: The column of the caller.
    /// - Returns: Whether the assertion held.
    /// - Complexity: O(*n* × *m*) on mismatch, for the diff; O(*n*) otherwise.
    @discardableResult
    public func assertActions(
        _ patterns: [String],
        fileID: String = #fileID,
        filePath: StaticString = #filePath,
        line: UInt = #line,
        column: UInt = #column
    ) -> Bool {
        assertActions(
            patterns, next: false, matches: { $0.action.recordedCall.matches(patterns[$1]) },
            at: TestLocation(fileID: fileID, filePath: filePath, line: line, column: column))
    }

    /// Asserts that the oldest unverified changes have exactly these actions, and verifies
    /// them.
    ///
    /// Step through a test, asserting what the navigator did since the last check:
    ///
    /// ```swift
    /// presenter.didSelectRow(at: 1)
    /// history.assertNextActions([.push(ScreenType(WeatherDetailScreen.self))])
    /// presenter.didTapBack()
    /// history.assertNextActions([.pop])
    /// history.assertNoUnverifiedChanges()
    /// ```
    ///
    /// - Parameters:
    ///   - expected: The expected actions of the next unverified changes, oldest first.
    ///   - fileID: The file ID of the caller.
    ///   - filePath: The file path of the caller.
    ///   - line: The line of the caller.
    ///   - column: The column of the caller.
    /// - Returns: Whether the assertion held.
    /// - Complexity: O(*n*) in the number of changes.
    @discardableResult
    public func assertNextActions(
        _ expected: [NavigationAction],
        fileID: String = #fileID,
        filePath: StaticString = #filePath,
        line: UInt = #line,
        column: UInt = #column
    ) -> Bool {
        assertActions(
            expected.map(\.recordedCall.description), next: true, exact: true,
            matches: { $0.action == expected[$1] },
            at: TestLocation(fileID: fileID, filePath: filePath, line: line, column: column))
    }

    /// Asserts that the oldest unverified changes match these patterns, and verifies them.
    ///
    /// Patterns are written as for `assertActions(_:)` with strings: a whole line or a name.
    ///
    /// - Parameters:
    ///   - patterns: One pattern per expected change, oldest first.
    ///   - fileID: The file ID of the caller.
    ///   - filePath: The file path of the caller.
    ///   - line: The line of the caller.
    ///   - column: The column of the caller.
    /// - Returns: Whether the assertion held.
    /// - Complexity: O(*n*) in the number of changes.
    @discardableResult
    public func assertNextActions(
        _ patterns: [String],
        fileID: String = #fileID,
        filePath: StaticString = #filePath,
        line: UInt = #line,
        column: UInt = #column
    ) -> Bool {
        assertActions(
            patterns, next: true, matches: { $0.action.recordedCall.matches(patterns[$1]) },
            at: TestLocation(fileID: fileID, filePath: filePath, line: line, column: column))
    }

    /// Asserts that every recorded change was verified by an earlier assertion.
    ///
    /// Use it at the end of a test to make sure the presenter navigated nowhere the test
    /// did not look at.
    ///
    /// - Parameters:
    ///   - fileID: The file ID of the caller.
    ///   - filePath: The file path of the caller.
    ///   - line: The line of the caller.
    ///   - column: The column of the caller.
    /// - Returns: Whether the assertion held.
    /// - Complexity: O(*n*) in the number of changes.
    @discardableResult
    public func assertNoUnverifiedChanges(
        fileID: String = #fileID,
        filePath: StaticString = #filePath,
        line: UInt = #line,
        column: UInt = #column
    ) -> Bool {
        recorder.assertNoUnverified(
            "change",
            at: TestLocation(fileID: fileID, filePath: filePath, line: line, column: column))
    }

    private func assertActions(
        _ expected: [String], next: Bool, exact: Bool = false,
        matches: (NavigationChange, Int) -> Bool, at location: TestLocation
    ) -> Bool {
        recorder.assertSequence(
            expected, next: next, noun: "actions", exact: exact, line: \.action.recordedCall,
            history: true, matches: matches, at: location)
    }
}
