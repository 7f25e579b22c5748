extension UseCaseStub {
    /// Completes the oldest pending execution (not of a ``Behavior/never`` stub) with
    /// `result`; with none, the test fails.
    ///
    /// - Returns: Whether the outcome was delivered.
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
        return deliver(result, to: nil, at: location)
    }

    /// Completes execution `index` (0 for the first `execute`) with `result`.
    ///
    /// Completing a cancelled execution delivers nothing and returns `false`, as a real use
    /// case drops its outcome after ``cancel()``. Completing one that does not exist, already
    /// completed, or belongs to a ``Behavior/never`` stub fails the test.
    ///
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
        return deliver(result, to: index, at: location)
    }

    /// Completes every pending execution (not of a ``Behavior/never`` stub) with `result`.
    ///
    /// - Parameter result: The outcome to deliver to each.
    /// - Returns: How many outcomes were delivered.
    @discardableResult
    public func completeAll(with result: Result<Success, Failure>) -> Int {
        context.flush()
        let indices = recorder.withLock { state in
            state.elements.indices.filter { state[$0].isCompletable }
        }
        return indices.count(where: {
            (try? claimAndDeliver(result, to: $0, allowNever: false).get()) != nil
        })
    }

    private func deliver(
        _ result: Result<Success, Failure>, to index: Int?, at location: TestLocation
    ) -> Bool {
        guard case .failure(let refusal) = claimAndDeliver(result, to: index, allowNever: false)
        else { return true }
        let execution = index.map { "execution #\($0)" } ?? "the oldest pending execution"
        let message: String
        switch refusal {
        case .notPending(.cancelled):
            return false
        case .notPending(let status):
            message = "\(execution) is \(status), it cannot complete again."
        case .neverCompletes:
            message =
                "\(execution) was started with behavior .never and cannot be completed; "
                + "use .deferred instead."
        case .noSuchExecution:
            message = "there is no \(execution) (\(summary))."
        case .nothingPending:
            message = "complete(with:) found no pending execution (\(summary))."
        }
        recorder.fail(message, at: location)
        return false
    }

    private var summary: String {
        let executions = executions
        guard !executions.isEmpty else { return "no executions" }
        return executions.map { "#\($0.index) \($0.status)" }.joined(separator: ", ")
    }
}
