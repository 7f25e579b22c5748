/// Fails the current Swift Testing test, at this call, if `objects` are still alive when it
/// ends; needs the `.checksForLeaks` trait on the test or its suite.
public func trackForLeaks(
    _ objects: AnyObject...,
    fileID: String = #fileID,
    filePath: StaticString = #filePath,
    line: UInt = #line,
    column: UInt = #column
) {
    guard let tracker = LeakTracker.current else {
        reportTestFailure(
            "trackForLeaks(_:) needs the .checksForLeaks trait on the test or its suite, "
                + "which checks the objects when the test ends (in an XCTestCase, call "
                + "self.trackForLeaks(_:)).",
            fileID: fileID, filePath: filePath, line: line, column: column
        )
        return
    }
    for object in objects {
        tracker.track(object, fileID: fileID, filePath: filePath, line: line, column: column)
    }
}
