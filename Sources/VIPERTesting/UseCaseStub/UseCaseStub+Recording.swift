import Foundation

extension UseCaseStub {
    /// The parameters of every execution, oldest first.
    public var parameters: [Parameters] {
        recorder.withLock { $0.elements.map(\.parameters) }
    }

    /// How many executions were started.
    public var executeCount: Int {
        recorder.withLock { $0.elements.count }
    }

    /// How many times ``cancel()`` was called.
    public var cancelCount: Int {
        recorder.withLock { $0.extra.cancelCount }
    }

    /// How many executions wait for an outcome.
    public var pendingCount: Int {
        recorder.withLock { $0.elements.reduce(0) { $0 + ($1.status == .pending ? 1 : 0) } }
    }

    /// Every execution with its parameters and status, oldest first.
    public var executions: [Execution] {
        recorder.withLock { state in
            state.elements.enumerated().map {
                Execution(
                    index: $0.offset, parameters: $0.element.parameters, status: $0.element.status)
            }
        }
    }

    /// Suspends until at least `count` executions have started, for at most `timeout` seconds,
    /// as
    /// ``CallLog/wait(forCount:matching:timeout:fileID:filePath:line:column:)`` waits for calls.
    ///
    /// - Returns: Whether the executions started in time.
    @discardableResult
    public func wait(
        forExecuteCount count: Int,
        timeout: TimeInterval = 30,
        fileID: String = #fileID,
        filePath: StaticString = #filePath,
        line: UInt = #line,
        column: UInt = #column
    ) async -> Bool {
        await recorder.wait(
            for: "\(count) execution(s)", timeout: timeout,
            at: TestLocation(fileID: fileID, filePath: filePath, line: line, column: column),
            until: { $0.elements.count >= count },
            received: { "; received \($0.elements.count): \($0.elements.map(\.parameters))" })
    }
}
