/// Fails the running test with `message`, under whichever framework runs it.
///
/// Use it in hand-written doubles and helpers so they work under Swift Testing and
/// XCTest alike. The failure goes to exactly one framework (see ``TestFramework``) and
/// points at the caller's file and line; pass your own caller's location through to
/// point at the test instead of the helper.
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
/// Called on a thread where no Swift Testing test is current, the failure goes to the
/// Swift Testing run as a whole when the process runs Swift Testing, and to the running
/// `XCTestCase` otherwise. Doubles of this module do better: they remember their test.
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
