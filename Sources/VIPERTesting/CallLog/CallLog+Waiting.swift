import Foundation

extension CallLog {
    /// Suspends until the log holds at least `count` calls matching `pattern`.
    ///
    /// Use it when the presenter's work finishes later (an interactor on a background
    /// queue, a main-actor hop):
    ///
    /// ```swift
    /// presenter.viewDidLoad()
    /// await log.wait(forCount: 1, matching: "view")
    /// log.assertCalls(["interactor.execute(Tokyo)", "view.showForecasts"])
    /// ```
    ///
    /// It is built on continuations: each recorded call resumes the waiters it satisfies
    /// directly, and a one-shot timer handles the deadline, so nothing sleeps or polls.
    /// On timeout the test fails with the calls that were received. Cancelling the
    /// awaiting task ends the wait quietly with `false`.
    ///
    /// - Parameters:
    ///   - count: The number of matching calls to wait for.
    ///   - pattern: A whole line, a name, or a receiver (see ``RecordedCall/matches(_:)``);
    ///     `nil` counts every call.
    ///   - timeout: How many seconds to wait before failing.
    ///   - fileID: The file ID of the caller.
    ///   - filePath: The file path of the caller.
    ///   - line: The line of the caller.
    ///   - column: The column of the caller.
    /// - Returns: Whether the calls arrived in time.
    @discardableResult
    public func wait(
        forCount count: Int,
        matching pattern: String? = nil,
        timeout: TimeInterval = 1,
        fileID: String = #fileID,
        filePath: StaticString = #filePath,
        line: UInt = #line,
        column: UInt = #column
    ) async -> Bool {
        let arrived = await storage.waitUntil(timeout: timeout) { state in
            Self.count(in: state, matching: pattern) >= count
        }
        context.flush()
        guard !arrived, !Task.isCancelled else { return arrived }
        let received = calls
        let what = pattern.map { " matching `\($0)`" } ?? ""
        fail(
            "timed out after \(timeout) s waiting for \(count) call(s)\(what); "
                + "received \(received.filter { pattern.map($0.matches) ?? true }.count):\n"
                + LineDiff.list(received),
            fileID, filePath, line, column
        )
        return false
    }

    private static func count(in state: State, matching pattern: String?) -> Int {
        guard let pattern else { return state.entries.count }
        return state.entries.reduce(0) { $0 + ($1.call.matches(pattern) ? 1 : 0) }
    }
}
