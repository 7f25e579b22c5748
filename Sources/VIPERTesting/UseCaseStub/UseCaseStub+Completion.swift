extension UseCaseStub {
    /// Completes the oldest pending execution with `result`.
    ///
    /// Executions of a ``Behavior/never`` stub are skipped. With no execution to complete
    /// the test fails (and nothing crashes).
    ///
    /// - Parameters:
    ///   - result: The outcome to deliver.
    ///   - fileID: The file ID of the caller.
    ///   - filePath: The file path of the caller.
    ///   - line: The line of the caller.
    ///   - column: The column of the caller.
    /// - Returns: Whether the outcome was delivered.
    /// - Complexity: O(*n*) in the number of executions.
    @discardableResult
    public func complete(
        with result: Result<Success, Failure>,
        fileID: String = #fileID,
        filePath: StaticString = #filePath,
        line: UInt = #line,
        column: UInt = #column
    ) -> Bool {
        context.flush()
        let location = TestLocation(fileID: fileID, filePath: filePath, line: line, column: column)
        return deliver(result, to: .oldestPending, at: location)
    }

    /// Completes execution `index` (0 for the first `execute`) with `result`.
    ///
    /// Completing an execution that was cancelled delivers nothing and returns `false`,
    /// just as a real use case drops its outcome after ``cancel()``: use it to show that
    /// the presenter ignores late results. Completing an execution that does not exist,
    /// already completed, or belongs to a ``Behavior/never`` stub fails the test.
    ///
    /// - Parameters:
    ///   - index: The position of the execution, from 0.
    ///   - result: The outcome to deliver.
    ///   - fileID: The file ID of the caller.
    ///   - filePath: The file path of the caller.
    ///   - line: The line of the caller.
    ///   - column: The column of the caller.
    /// - Returns: Whether the outcome was delivered.
    @discardableResult
    public func complete(
        at index: Int,
        with result: Result<Success, Failure>,
        fileID: String = #fileID,
        filePath: StaticString = #filePath,
        line: UInt = #line,
        column: UInt = #column
    ) -> Bool {
        context.flush()
        let location = TestLocation(fileID: fileID, filePath: filePath, line: line, column: column)
        return deliver(result, to: .index(index), at: location)
    }

    /// Completes every pending execution with `result`, oldest first.
    ///
    /// Executions of a ``Behavior/never`` stub are skipped.
    ///
    /// - Parameter result: The outcome to deliver to each.
    /// - Returns: How many outcomes were delivered.
    /// - Complexity: O(*n*) in the number of executions.
    @discardableResult
    public func completeAll(with result: Result<Success, Failure>) -> Int {
        context.flush()
        let indices = recorder.withLock { state in
            state.elements.indices.filter {
                state[$0].status == .pending && !state[$0].completesNever
            }
        }
        return indices.reduce(0) {
            $0 + (finish($1, with: result, allowNever: false) == nil ? 1 : 0)
        }
    }

    private func deliver(
        _ result: Result<Success, Failure>, to target: Target, at location: TestLocation
    ) -> Bool {
        let refusal: Refusal
        switch claimAndDeliver(target, with: result, allowNever: false) {
        case .success:
            return true
        case .failure(let reason):
            refusal = reason
        }
        let execution: String
        switch target {
        case .index(let index): execution = "execution #\(index)"
        case .oldestPending: execution = "the oldest pending execution"
        }
        switch refusal {
        case .notPending(.cancelled):
            return false
        case .notPending(let status):
            recorder.fail(
                "\(execution) is \(status), it cannot complete again.",
                at: location
            )
        case .neverCompletes:
            recorder.fail(
                "\(execution) was started with behavior "
                    + ".never and cannot be completed; use .deferred instead.",
                at: location
            )
        case .noSuchExecution:
            recorder.fail(
                "there is no \(execution) (\(summary)).",
                at: location
            )
        case .nothingPending:
            recorder.fail(
                "complete(with:) found no pending execution "
                    + "(\(summary)).",
                at: location
            )
        }
        return false
    }

    private var summary: String {
        let executions = executions
        guard !executions.isEmpty else { return "no executions" }
        return executions.map { "#\($0.index) \($0.status)" }.joined(separator: ", ")
    }
}
