extension CallLog {
    /// Asserts that the log holds exactly the calls `expected`, in this order, and verifies
    /// them.
    ///
    /// Each expected line is a pattern (see ``RecordedCall/matches(_:)``). On a mismatch the
    /// failure shows a diff, such as `- view.showForecasts` then `+ view.showError(offline)`.
    ///
    /// - Returns: Whether the assertion held.
    @discardableResult
    public func assertCalls(
        _ expected: [String],
        fileID: String = #fileID,
        filePath: StaticString = #filePath,
        line: UInt = #line,
        column: UInt = #column
    ) -> Bool {
        recorder.assertSequence(
            expected, next: false, noun: "calls", line: { $0 },
            matches: { $0.matches(expected[$1]) },
            at: TestLocation(fileID: fileID, filePath: filePath, line: line, column: column))
    }

    /// Asserts that the oldest unverified calls are exactly `expected`, and verifies them, as
    /// TCA's `TestStore.receive` steps through a test.
    ///
    /// - Returns: Whether the assertion held.
    @discardableResult
    public func assertNextCalls(
        _ expected: [String],
        fileID: String = #fileID,
        filePath: StaticString = #filePath,
        line: UInt = #line,
        column: UInt = #column
    ) -> Bool {
        recorder.assertSequence(
            expected, next: true, noun: "calls", line: { $0 },
            matches: { $0.matches(expected[$1]) },
            at: TestLocation(fileID: fileID, filePath: filePath, line: line, column: column))
    }

    /// Asserts that calls matching the patterns `expected` happened in this order, with any
    /// other calls around them, and verifies the matched calls.
    ///
    /// - Returns: Whether the assertion held.
    @discardableResult
    public func assertOrder(
        _ expected: [String],
        fileID: String = #fileID,
        filePath: StaticString = #filePath,
        line: UInt = #line,
        column: UInt = #column
    ) -> Bool {
        recorder.context.flush()
        let outcome = recorder.withLock { state -> (matched: Int, calls: [RecordedCall]) in
            let matched = state.subsequence(matching: expected.count) { $0.matches(expected[$1]) }
            if matched.count == expected.count { state.verify(matched) }
            return (matched.count, state.elements)
        }
        guard outcome.matched < expected.count else { return true }
        recorder.fail(
            "expected calls in the order\n\(expected.map { "  \($0)" }.joined(separator: "\n"))\n"
                + "but found no `\(expected[outcome.matched])` after the calls before it; "
                + "received:\n"
                + LineDiff.list(outcome.calls),
            at: TestLocation(fileID: fileID, filePath: filePath, line: line, column: column))
        return false
    }

    /// Asserts that `pattern` (a whole line, a name, or a receiver; see
    /// ``RecordedCall/matches(_:)``) matches exactly `times` calls, and verifies them.
    ///
    /// - Returns: Whether the assertion held.
    @discardableResult
    public func assertCalled(
        _ pattern: String,
        times: Int = 1,
        fileID: String = #fileID,
        filePath: StaticString = #filePath,
        line: UInt = #line,
        column: UInt = #column
    ) -> Bool {
        recorder.context.flush()
        let outcome = recorder.withLock { state -> (count: Int, calls: [RecordedCall]) in
            let indices = state.elements.indices.filter { state[$0].matches(pattern) }
            if indices.count == times { state.verify(indices) }
            return (indices.count, state.elements)
        }
        guard outcome.count != times else { return true }
        recorder.fail(
            "expected \(times) call(s) matching `\(pattern)`, received \(outcome.count):\n"
                + LineDiff.list(outcome.calls),
            at: TestLocation(fileID: fileID, filePath: filePath, line: line, column: column))
        return false
    }

    /// Asserts that every recorded call was verified by an earlier assertion.
    ///
    /// - Returns: Whether the assertion held.
    @discardableResult
    public func assertNoUnverifiedCalls(
        fileID: String = #fileID,
        filePath: StaticString = #filePath,
        line: UInt = #line,
        column: UInt = #column
    ) -> Bool {
        recorder.assertNoUnverified(
            "call", at: TestLocation(fileID: fileID, filePath: filePath, line: line, column: column)
        )
    }
}
