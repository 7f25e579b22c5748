extension NavigationRecorder {
    /// Asserts that the recorded history is exactly the actions `expected`, oldest first, and
    /// verifies them.
    ///
    /// Actions compare with `==`. On a mismatch the failure shows a diff of the actions, then
    /// every change with its states.
    ///
    /// - Returns: Whether the assertion held.
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

    /// Asserts that the recorded history matches `patterns`, one per change, oldest first, and
    /// verifies them.
    ///
    /// A pattern is an action's whole line as failures show it (`push(WeatherDetailScreen)`) or
    /// its name (`push`, `pop`, `present`, `dismiss`, `open`, `batch`, `redirected`).
    ///
    /// - Returns: Whether the assertion held.
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

    /// Asserts that the oldest unverified changes have exactly the actions `expected`, and
    /// verifies them.
    ///
    /// - Returns: Whether the assertion held.
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

    /// Asserts that the oldest unverified changes match `patterns`, and verifies them.
    ///
    /// - Returns: Whether the assertion held.
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
    /// - Returns: Whether the assertion held.
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
