import Foundation

extension UseCaseStub {
    /// What to do with a new execution once it is recorded.
    private enum Plan {
        case now(Result<Success, Failure>)
        case compute(@Sendable (Parameters) -> Result<Success, Failure>)
        case hold
        case exhausted
    }

    /// Why an outcome was not delivered to an execution.
    enum Refusal: Error {
        case notPending(Execution.Status)
        case neverCompletes
        case noSuchExecution
        case nothingPending
    }

    /// Which execution an outcome goes to.
    enum Target {
        /// Execution `index`, whatever its state.
        case index(Int)
        /// The oldest pending execution that may be completed.
        case oldestPending
    }

    /// Records a new execution and answers it as ``behavior-swift.property`` says.
    ///
    /// - Parameters:
    ///   - parameters: The input of the execution.
    ///   - deliver: Hands an outcome to the caller; `false` when it was dropped.
    ///   - cancelled: Whether the caller was cancelled before it started.
    /// - Returns: The index of the new execution.
    @discardableResult
    func start(
        _ parameters: Parameters,
        deliver: @escaping Deliver,
        cancelled: Bool = false
    ) -> Int {
        let (index, plan) = recorder.mutate { state -> (Int, Plan) in
            var record = Record(parameters: parameters, deliver: deliver)
            let plan: Plan
            switch state.extra.behavior {
            case .immediate(let result):
                plan = .now(result)
            case .queue(var results):
                if results.isEmpty {
                    plan = .exhausted
                } else {
                    plan = .now(results.removeFirst())
                    state.extra.behavior = .queue(results)
                }
            case .deferred:
                plan = .hold
            case .never:
                plan = .hold
                record.completesNever = true
            case .handler(let body):
                plan = .compute(body)
            }
            if cancelled {
                record.status = .cancelled
                record.deliver = nil
            }
            state.append(record)
            return (state.elements.count - 1, plan)
        }
        record(execute: parameters)
        guard !cancelled else { return index }
        switch plan {
        case .now(let result):
            finish(index, with: result)
        case .compute(let body):
            finish(index, with: body(parameters))
        case .hold:
            break
        case .exhausted:
            context.report(
                "UseCaseStub `\(name)` (created here): execution #\(index) found no queued "
                    + "result left; it stays pending until the test completes it.",
                at: creation
            )
        }
        return index
    }

    /// Delivers `result` to execution `index` if it is still pending.
    ///
    /// - Parameters:
    ///   - index: The execution to complete.
    ///   - result: Its outcome.
    ///   - allowNever: Whether an execution of a ``Behavior/never`` stub may complete.
    /// - Returns: `nil` when delivered, or why not.
    @discardableResult
    func finish(
        _ index: Int, with result: Result<Success, Failure>, allowNever: Bool = true
    ) -> Refusal? {
        switch claimAndDeliver(.index(index), with: result, allowNever: allowNever) {
        case .success: nil
        case .failure(let refusal): refusal
        }
    }

    /// Picks the execution `target` names, claims it, and delivers `result` to it.
    ///
    /// NB: the pick and the claim happen in one critical section. Picking under one lock
    /// and claiming under another let two threads pick the same oldest execution: one
    /// delivered, the other reported "cannot complete again" and left its execution
    /// pending.
    ///
    /// - Returns: The index of the execution that received `result`, or why none did.
    func claimAndDeliver(
        _ target: Target, with result: Result<Success, Failure>, allowNever: Bool
    ) -> Result<Int, Refusal> {
        let claim = recorder.mutate { state -> Result<(Int, Deliver), Refusal> in
            let index: Int
            switch target {
            case .index(let requested):
                guard state.elements.indices.contains(requested) else {
                    return .failure(.noSuchExecution)
                }
                index = requested
            case .oldestPending:
                guard
                    let oldest = state.elements.firstIndex(where: {
                        $0.status == .pending && !$0.completesNever
                    })
                else { return .failure(.nothingPending) }
                index = oldest
            }
            let record = state[index]
            if record.completesNever, !allowNever { return .failure(.neverCompletes) }
            guard record.status == .pending, let deliver = record.deliver else {
                return .failure(.notPending(record.status))
            }
            state[index].status = .completed
            state[index].deliver = nil
            return .success((index, deliver))
        }
        switch claim {
        case .failure(let refusal):
            return .failure(refusal)
        case .success((let index, let deliver)):
            if deliver(result, index) { return .success(index) }
            recorder.mutate { $0[index].status = .cancelled }
            return .failure(.notPending(.cancelled))
        }
    }

    /// Marks execution `index` cancelled unless it already finished.
    func markCancelled(_ index: Int) {
        recorder.mutate { state in
            guard state[index].status == .pending else { return }
            state[index].status = .cancelled
            state[index].deliver = nil
        }
    }

    /// Marks execution `index` cancelled after a delivery on its way was dropped.
    func markDropped(_ index: Int) {
        recorder.mutate { $0[index].status = .cancelled }
    }

    private func record(execute parameters: Parameters) {
        guard let log else { return }
        if Parameters.self == Void.self {
            log.record("\(name).execute")
        } else {
            log.record("\(name).execute", parameters)
        }
    }
}
