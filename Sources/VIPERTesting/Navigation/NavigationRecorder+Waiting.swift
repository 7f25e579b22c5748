import Foundation

extension NavigationRecorder {
    /// Suspends until the recorder holds at least `count` changes.
    ///
    /// Use it when the presenter navigates later, after an interactor finishes:
    ///
    /// ```swift
    /// presenter.didTapLogIn()
    /// interactor.complete(with: .success(user))
    /// await history.wait(forChangeCount: 1)
    /// history.assertActions([.push(ScreenType(HomeScreen.self))])
    /// ```
    ///
    /// Nothing sleeps or polls; a `@MainActor` test suspends here and lets the navigator
    /// commit. On timeout the test fails with the changes recorded by then; cancelling the
    /// awaiting task ends the wait quietly. The timeout only bounds a failing test, so the
    /// default is generous.
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
