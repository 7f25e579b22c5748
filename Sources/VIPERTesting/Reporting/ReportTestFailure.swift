/// Fails the running test with `message`, under whichever framework runs it.
///
/// Use it in hand-written doubles and helpers: the failure goes to exactly one framework
/// (see ``TestFramework``), at the location passed in, so pass your own caller's through.
///
/// ```swift
/// func assertShowsError(_ view: WeatherListViewSpy,
///                       fileID: String = #fileID, filePath: StaticString = #filePath,
///                       line: UInt = #line, column: UInt = #column) {
///     if view.alerts.isEmpty {
///         reportTestFailure("no alert shown",
///                           fileID: fileID, filePath: filePath, line: line, column: column)
///     }
/// }
/// ```
///
/// - Parameters:
///   - message: What went wrong, shown in the test report.
///   - fileID: The file ID of the caller.
///   - filePath: The file path of the caller.
///   - line: The line of the caller.
///   - column: The column of the caller.
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
