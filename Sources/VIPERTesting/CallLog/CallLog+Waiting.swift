import Foundation

extension CallLog {
    /// Suspends until the log holds at least `count` calls matching `pattern` (every call when
    /// `nil`), for at most `timeout` seconds: for work that finishes later, such as an
    /// interactor on a background queue.
    ///
    /// Nothing sleeps or polls. On timeout the test fails with the calls received by then;
    /// cancelling the awaiting task ends the wait quietly. The timeout only bounds a failing
    /// test, so the default is generous.
    ///
    /// - Returns: Whether the calls arrived in time.
    @discardableResult
    public func wait(
        forCount count: Int,
        matching pattern: String? = nil,
        timeout: TimeInterval = 30,
        fileID: String = #fileID,
        filePath: StaticString = #filePath,
        line: UInt = #line,
        column: UInt = #column
    ) async -> Bool {
        let what = pattern.map { " matching `\($0)`" } ?? ""
        return await recorder.wait(
            for: "\(count) call(s)\(what)", timeout: timeout,
            at: TestLocation(fileID: fileID, filePath: filePath, line: line, column: column),
            until: { Self.count(in: $0.elements, matching: pattern) >= count },
            received: {
                "; received \(Self.count(in: $0.elements, matching: pattern)):\n"
                    + LineDiff.list($0.elements)
            })
    }

    private static func count(in calls: [RecordedCall], matching pattern: String?) -> Int {
        guard let pattern else { return calls.count }
        return calls.reduce(0) { $0 + ($1.matches(pattern) ? 1 : 0) }
    }
}
