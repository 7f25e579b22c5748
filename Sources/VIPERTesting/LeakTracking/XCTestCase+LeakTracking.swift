import XCTest

extension XCTestCase {
    /// Fails this test if `objects` are still alive when it tears down.
    ///
    /// The check runs after the test method returned and released its locals.
    ///
    /// - Parameters:
    ///   - objects: The objects that must be deallocated by tear-down.
    ///   - fileID: The file ID of the caller.
    ///   - filePath: The file path of the caller.
    ///   - line: The line of the caller.
    ///   - column: The column of the caller.
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
