import XCTest

extension XCTestCase {
    /// Fails this test, at this call, if `objects` are still alive when it tears down.
    ///
    /// The check runs after the test method returned and released its locals.
    public func trackForLeaks(
        _ objects: AnyObject...,
        fileID: String = #fileID,
        filePath: StaticString = #filePath,
        line: UInt = #line,
        column: UInt = #column
    ) {
        let tracker = LeakTracker()
        for object in objects {
            tracker.track(object, fileID: fileID, filePath: filePath, line: line, column: column)
        }
        addTeardownBlock {
            tracker.assertAllDeallocated(
                fileID: fileID, filePath: filePath, line: line, column: column)
        }
    }
}
