import Foundation

extension Navigator {
    /// Suspends until the visible screen is a `Screen`, for at most `timeout` seconds, and
    /// returns it.
    ///
    /// It returns at once when the screen is on top, and otherwise checks each committed
    /// change; nothing sleeps or polls, and the main actor stays free. On timeout the test
    /// fails with the state; cancelling the awaiting task ends the wait quietly.
    ///
    /// - Returns: The visible screen, or `nil` on timeout or cancellation.
    @discardableResult
    public func wait<Screen>(
        forTop type: Screen.Type,
        timeout: TimeInterval = 30,
        fileID: String = #fileID,
        filePath: StaticString = #filePath,
        line: UInt = #line,
        column: UInt = #column
    ) async -> Screen? {
        let expected = ScreenType(type)
        let arrived = await wait(
            until: "\(expected) on top", timeout: timeout, fileID: fileID, filePath: filePath,
            line: line, column: column
        ) { $0.top?.screen == expected }
        guard arrived, let top = state.top else { return nil }
        return screen(type, for: top.id)
    }

    /// Suspends until the navigator's state satisfies `condition` (called on any thread), as
    /// `wait(forTop:)` does; a timeout's failure names `description`:
    /// `await navigator.wait(until: "the picker is dismissed") { $0.presented.isEmpty }`.
    ///
    /// - Returns: Whether the condition held in time.
    @discardableResult
    public func wait(
        until description: String,
        timeout: TimeInterval = 30,
        fileID: String = #fileID,
        filePath: StaticString = #filePath,
        line: UInt = #line,
        column: UInt = #column,
        _ condition: @escaping @Sendable (NavigationState) -> Bool
    ) async -> Bool {
        let states = Recorder<NavigationState, Void>((), prefix: "Navigator: ")
        states.append(state)
        let token = addObserver { change in states.append(change.new) }
        defer { remove(token) }
        return await states.wait(
            for: description, timeout: timeout,
            at: TestLocation(fileID: fileID, filePath: filePath, line: line, column: column),
            until: { condition($0.elements[$0.elements.count - 1]) },
            received: { "\nstate: \($0.elements[$0.elements.count - 1])" })
    }
}
