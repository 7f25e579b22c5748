import Foundation

extension NavigationRecorder {
    /// Suspends until the recorder holds at least `count` changes, as
    /// ``CallLog/wait(forCount:matching:timeout:fileID:filePath:line:column:)`` waits for calls.
    ///
    /// A `@MainActor` test suspends here and lets the navigator commit.
    ///
    /// - Parameters:
    ///   - count: The number of changes to wait for, counted from the recorder's creation.
    ///   - timeout: How many seconds to wait before failing.
    ///   - fileID: The file ID of the caller.
    ///   - filePath: The file path of the caller.
    ///   - line: The line of the caller.
    ///   - column: The column of the caller.
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
