import Foundation

extension NavigationRecorder {
    /// Suspends until the recorder holds at least `count` changes.
    ///
    /// Use it when the presenter navigates later, after an interactor finishes on another
    /// queue:
    ///
    /// ```swift
    /// presenter.didTapLogIn()
    /// interactor.complete(with: .success(user))   // the presenter routes on the main actor
    /// await history.wait(forChangeCount: 1)
    /// history.assertActions([.push(ScreenType(HomeScreen.self))])
    /// ```
    ///
    /// It is built on continuations: each recorded change resumes the waiters it
    /// satisfies, and a one-shot timer handles the deadline, so nothing sleeps or polls.
    /// The navigator commits on the main actor, so await from a task that leaves it free
    /// (a `@MainActor` test suspends here and lets the change happen). On timeout the test
    /// fails with the changes recorded when the deadline passed. Cancelling the awaiting task ends the
    /// wait quietly with `false`.
    ///
    /// The timeout counts while the main actor is busy elsewhere (with other tests, under
    /// a sanitizer), so be generous: a wait whose navigation comes returns at once.
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
