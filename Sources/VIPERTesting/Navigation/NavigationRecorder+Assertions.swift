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
        assertAll(
            expected.map { $0.recordedCall.description },
            matches: { actions in actions == expected },
            lineMatches: { $0.description == $1 },
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
        assertAll(
            patterns,
            matches: { actions in Self.matches(patterns, actions) },
            lineMatches: { $0.matches($1) },
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
        assertNext(
            expected.map { $0.recordedCall.description },
            matches: { actions in actions == expected },
            lineMatches: { $0.description == $1 },
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
        assertNext(
            patterns,
            matches: { actions in Self.matches(patterns, actions) },
            lineMatches: { $0.matches($1) },
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
        context.flush()
        let unverified = storage.withLock { $0.changes[$0.verifiedCount...] }
        guard !unverified.isEmpty else { return true }
        fail(
            "\(unverified.count) change(s) were never verified:\n"
                + LineDiff.list(Array(unverified)),
            at: TestLocation(fileID: fileID, filePath: filePath, line: line, column: column))
        return false
    }

    // MARK: Internals

    private func assertAll(
        _ expected: [String],
        matches: ([NavigationAction]) -> Bool,
        lineMatches: (RecordedCall, String) -> Bool,
        at location: TestLocation
    ) -> Bool {
        context.flush()
        let (held, changes) = storage.withLock { state -> (Bool, [NavigationChange]) in
            let held = matches(state.changes.map(\.action))
            if held { state.verifiedCount = state.changes.count }
            return (held, state.changes)
        }
        guard !held else { return true }
        fail(
            "actions differ (- expected, + received):\n"
                + LineDiff.render(
                    expected: expected, received: changes.map(\.action.recordedCall),
                    matches: lineMatches)
                + "\nhistory:\n" + LineDiff.list(changes),
            at: location)
        return false
    }

    private func assertNext(
        _ expected: [String],
        matches: ([NavigationAction]) -> Bool,
        lineMatches: (RecordedCall, String) -> Bool,
        at location: TestLocation
    ) -> Bool {
        context.flush()
        let (held, unverified) = storage.withLock { state -> (Bool, [NavigationChange]) in
            let unverified = Array(state.changes[state.verifiedCount...])
            let window = unverified.prefix(expected.count).map(\.action)
            guard window.count == expected.count, matches(window) else {
                return (false, unverified)
            }
            state.verifiedCount += expected.count
            return (true, [])
        }
        guard !held else { return true }
        fail(
            "next unverified actions differ (- expected, + received):\n"
                + LineDiff.render(
                    expected: expected, received: unverified.map(\.action.recordedCall),
                    matches: lineMatches)
                + "\nunverified history:\n" + LineDiff.list(unverified),
            at: location)
        return false
    }

    static func matches(_ patterns: [String], _ actions: [NavigationAction]) -> Bool {
        patterns.count == actions.count
            && zip(actions, patterns).allSatisfy { $0.recordedCall.matches($1) }
    }

    func fail(_ message: String, at location: TestLocation) {
        context.report("NavigationRecorder: " + message, at: location)
    }
}
