/// Fails the running test with `message` under whichever framework runs it (see
/// ``TestFramework``), for hand-written doubles and helpers.
///
/// Pass your own caller's location through, so the failure points at the test.
public func reportTestFailure(
    _ message: String,
    fileID: String = #fileID,
    filePath: StaticString = #filePath,
    line: UInt = #line,
    column: UInt = #column
) {
    TestContext().report(
        message,
        at: TestLocation(fileID: fileID, filePath: filePath, line: line, column: column)
    )
}
