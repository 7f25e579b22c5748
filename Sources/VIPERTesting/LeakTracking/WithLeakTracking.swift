/// Runs `body` with a ``LeakTracker`` and asserts that everything it tracked is gone after.
///
/// - Returns: What `body` returns.
/// - Throws: What `body` throws; the check runs either way.
public func withLeakTracking<Value>(
    fileID: String = #fileID,
    filePath: StaticString = #filePath,
    line: UInt = #line,
    column: UInt = #column,
    _ body: (LeakTracker) throws -> Value
) rethrows -> Value {
    let tracker = LeakTracker()
    defer {
        tracker.assertAllDeallocated(fileID: fileID, filePath: filePath, line: line, column: column)
    }
    return try body(tracker)
}

/// The `async` form of ``withLeakTracking(fileID:filePath:line:column:_:)``; `body` runs on
/// the `isolation` actor, the caller's by default.
///
/// - Returns: What `body` returns.
/// - Throws: What `body` throws; the check runs either way.
public func withLeakTracking<Value>(
    isolation: isolated (any Actor)? = #isolation,
    fileID: String = #fileID,
    filePath: StaticString = #filePath,
    line: UInt = #line,
    column: UInt = #column,
    _ body: (LeakTracker) async throws -> sending Value
) async rethrows -> sending Value {
    let tracker = LeakTracker()
    defer {
        tracker.assertAllDeallocated(fileID: fileID, filePath: filePath, line: line, column: column)
    }
    return try await body(tracker)
}
