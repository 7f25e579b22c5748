extension UseCaseStub {
    /// Asserts that no execution (but those of a ``Behavior/never`` stub) still waits for an
    /// outcome, as TCA's `TestStore` insists that no effect runs when a test ends.
    ///
    /// - Returns: Whether the assertion held.
    @discardableResult
    public func assertNoPendingExecutions(
        fileID: String = #fileID,
        filePath: StaticString = #filePath,
        line: UInt = #line,
        column: UInt = #column
    ) -> Bool {
        context.flush()
        let pending = recorder.withLock { state in
            state.elements.indices.filter { state[$0].isCompletable }
        }
        guard !pending.isEmpty else { return true }
        recorder.fail(
            "\(pending.count) execution(s) still pending: "
                + pending.map { "#\($0)" }.joined(separator: ", ")
                + ". Complete or cancel them, or use .never for work that never ends.",
            at: TestLocation(fileID: fileID, filePath: filePath, line: line, column: column)
        )
        return false
    }
}
