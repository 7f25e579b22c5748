extension CallLog {
    /// Asserts that the log holds exactly these calls, in this order.
    ///
    /// Each expected line is a pattern (see ``RecordedCall/matches(_:)``): the whole line to
    /// check the arguments, or just the name. On a mismatch the failure shows a diff:
    ///
    /// ```
    /// CallLog: calls differ (- expected, + received):
    ///   interactor.execute(Tokyo)
    /// - view.showForecasts
    /// + view.showError(offline)
    /// ```
    ///
    /// Every call is marked verified when the assertion holds.
    ///
    /// - Parameters:
    ///   - expected: One pattern per expected call.
    ///   - fileID: The file ID of the caller.
    ///   - filePath: The file path of the caller.
    ///   - line: The line of the caller.
    ///   - column: The column of the caller.
    /// - Returns: Whether the assertion held.
    /// - Complexity: O((*n* + *m*) · *d*) on mismatch, for a diff of *d* changes; O(*n*)
    ///   otherwise.
    @discardableResult
    public func assertCalls(
        _ expected: [String],
        fileID: String = #fileID,
        filePath: StaticString = #filePath,
        line: UInt = #line,
        column: UInt = #column
    ) -> Bool {
        context.flush()
        let outcome = storage.withLock { state -> (held: Bool, calls: [RecordedCall]) in
            let calls = state.entries.map(\.call)
            guard Self.matchesExactly(expected, calls) else { return (false, calls) }
            for index in state.entries.indices { state.entries[index].isVerified = true }
            return (true, calls)
        }
        guard !outcome.held else { return true }
        fail(
            "calls differ (- expected, + received):\n"
                + LineDiff.render(expected: expected, received: outcome.calls),
            fileID, filePath, line, column
        )
        return false
    }

    /// Asserts that the oldest unverified calls are exactly these, and verifies them.
    ///
    /// This reads like TCA's `TestStore.receive`: step through a test, asserting what
    /// happened since the last check, then finish with
    /// ``assertNoUnverifiedCalls(fileID:filePath:line:column:)``.
    ///
    /// ```swift
    /// presenter.viewDidLoad()
    /// log.assertNextCalls(["interactor.execute(Tokyo)"])
    /// interactor.complete(with: .success(forecasts))
    /// log.assertNextCalls(["view.showForecasts"])
    /// log.assertNoUnverifiedCalls()
    /// ```
    ///
    /// - Parameters:
    ///   - expected: One pattern per expected call.
    ///   - fileID: The file ID of the caller.
    ///   - filePath: The file path of the caller.
    ///   - line: The line of the caller.
    ///   - column: The column of the caller.
    /// - Returns: Whether the assertion held.
    /// - Complexity: O(*n*) in the number of calls.
    @discardableResult
    public func assertNextCalls(
        _ expected: [String],
        fileID: String = #fileID,
        filePath: StaticString = #filePath,
        line: UInt = #line,
        column: UInt = #column
    ) -> Bool {
        context.flush()
        let outcome = storage.withLock { state -> (held: Bool, window: [RecordedCall]) in
            let unverified = state.entries.indices.filter { !state.entries[$0].isVerified }
            let window = Array(unverified.prefix(expected.count))
            let calls = window.map { state.entries[$0].call }
            guard Self.matchesExactly(expected, calls) else {
                return (false, unverified.map { state.entries[$0].call })
            }
            for index in window { state.entries[index].isVerified = true }
            return (true, calls)
        }
        guard !outcome.held else { return true }
        fail(
            "next unverified calls differ (- expected, + received):\n"
                + LineDiff.render(expected: expected, received: outcome.window),
            fileID, filePath, line, column
        )
        return false
    }

    /// Asserts that calls matching these patterns happened in this relative order.
    ///
    /// Other calls may come before, between and after them: this checks ORDER across
    /// doubles ("the view showed the spinner before the interactor ran, and the router
    /// moved only after the view updated") without spelling out every call. The matched
    /// calls are marked verified when the assertion holds.
    ///
    /// - Parameters:
    ///   - expected: Patterns in the order their calls must have happened.
    ///   - fileID: The file ID of the caller.
    ///   - filePath: The file path of the caller.
    ///   - line: The line of the caller.
    ///   - column: The column of the caller.
    /// - Returns: Whether the assertion held.
    /// - Complexity: O(*n*) in the number of calls.
    @discardableResult
    public func assertOrder(
        _ expected: [String],
        fileID: String = #fileID,
        filePath: StaticString = #filePath,
        line: UInt = #line,
        column: UInt = #column
    ) -> Bool {
        context.flush()
        let outcome = storage.withLock { state -> (missing: String?, calls: [RecordedCall]) in
            var matched: [Int] = []
            var next = 0
            for pattern in expected {
                while next < state.entries.count, !state.entries[next].call.matches(pattern) {
                    next += 1
                }
                guard next < state.entries.count else {
                    return (pattern, state.entries.map(\.call))
                }
                matched.append(next)
                next += 1
            }
            for index in matched { state.entries[index].isVerified = true }
            return (nil, [])
        }
        guard let missing = outcome.missing else { return true }
        fail(
            "expected calls in the order\n\(expected.map { "  \($0)" }.joined(separator: "\n"))\n"
                + "but found no `\(missing)` after the calls before it; received:\n"
                + LineDiff.list(outcome.calls),
            fileID, filePath, line, column
        )
        return false
    }

    /// Asserts that `pattern` matches exactly `times` calls, and verifies them.
    ///
    /// - Parameters:
    ///   - pattern: A whole line, a name, or a receiver (see ``RecordedCall/matches(_:)``).
    ///   - times: The expected number of matching calls.
    ///   - fileID: The file ID of the caller.
    ///   - filePath: The file path of the caller.
    ///   - line: The line of the caller.
    ///   - column: The column of the caller.
    /// - Returns: Whether the assertion held.
    /// - Complexity: O(*n*) in the number of calls.
    @discardableResult
    public func assertCalled(
        _ pattern: String,
        times: Int = 1,
        fileID: String = #fileID,
        filePath: StaticString = #filePath,
        line: UInt = #line,
        column: UInt = #column
    ) -> Bool {
        context.flush()
        let outcome = storage.withLock { state -> (count: Int, calls: [RecordedCall]) in
            let indices = state.entries.indices.filter { state.entries[$0].call.matches(pattern) }
            if indices.count == times {
                for index in indices { state.entries[index].isVerified = true }
            }
            return (indices.count, state.entries.map(\.call))
        }
        guard outcome.count != times else { return true }
        fail(
            "expected \(times) call(s) matching `\(pattern)`, received \(outcome.count):\n"
                + LineDiff.list(outcome.calls),
            fileID, filePath, line, column
        )
        return false
    }

    /// Asserts that every recorded call was verified by an earlier assertion.
    ///
    /// Use it at the end of a test to make sure the presenter did nothing the test did not
    /// look at. A log created with `exhaustive: true` runs the same check when it is
    /// deinitialised.
    ///
    /// - Parameters:
    ///   - fileID: The file ID of the caller.
    ///   - filePath: The file path of the caller.
    ///   - line: The line of the caller.
    ///   - column: The column of the caller.
    /// - Returns: Whether the assertion held.
    /// - Complexity: O(*n*) in the number of calls.
    @discardableResult
    public func assertNoUnverifiedCalls(
        fileID: String = #fileID,
        filePath: StaticString = #filePath,
        line: UInt = #line,
        column: UInt = #column
    ) -> Bool {
        context.flush()
        let unverified = storage.withLock { $0.entries.filter { !$0.isVerified }.map(\.call) }
        guard !unverified.isEmpty else { return true }
        fail(
            "\(unverified.count) call(s) were never verified:\n" + LineDiff.list(unverified),
            fileID, filePath, line, column
        )
        return false
    }

    private static func matchesExactly(_ expected: [String], _ calls: [RecordedCall]) -> Bool {
        expected.count == calls.count && zip(calls, expected).allSatisfy { $0.matches($1) }
    }

    func fail(
        _ message: String,
        _ fileID: String,
        _ filePath: StaticString,
        _ line: UInt,
        _ column: UInt
    ) {
        context.report(
            "CallLog: " + message,
            at: TestLocation(fileID: fileID, filePath: filePath, line: line, column: column)
        )
    }
}
