import Foundation

extension NavigationRecorder {
    /// Suspends until the recorder holds at least `count` changes since its creation, for at
    /// most `timeout` seconds, as
    /// ``CallLog/wait(forCount:matching:timeout:fileID:filePath:line:column:)`` waits for calls.
    ///
    /// A `@MainActor` test suspends here and lets the navigator commit.
    ///
    /// - Returns: Whether the changes arrived in time.
    @discardableResult
    public func wait(
        forChangeCount count: Int,
        timeout: TimeInterval = 30,
        fileID: String = #fileID,
        filePath: StaticString = #filePath,
        line: UInt = #line,
        column: UInt = #column
    ) async -> Bool {
        await recorder.wait(
            for: "\(count) change(s)", timeout: timeout,
            at: TestLocation(fileID: fileID, filePath: filePath, line: line, column: column),
            until: { $0.elements.count >= count },
            received: { "; received \($0.elements.count):\n" + LineDiff.list($0.elements) })
    }
}
