extension UseCaseStub {
    /// How a new execution is answered once it is recorded.
    private enum Answer {
        case now(@Sendable (Parameters) -> Result<Success, Failure>)
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

    /// Records a new execution and answers it as ``behavior-swift.property`` says.
    @discardableResult
    func start(
        _ parameters: Parameters, deliver: @escaping Deliver, cancelled: Bool = false
    ) -> Int {
        let (index, answer) = recorder.mutate { state -> (Int, Answer) in
            var record = Record(parameters: parameters, deliver: cancelled ? nil : deliver)
            let answer: Answer
            switch state.extra.behavior {
            case .immediate(let result):
                answer = .now { _ in result }
            case .queue(var results) where !results.isEmpty:
                let next = results.removeFirst()
                state.extra.behavior = .queue(results)
                answer = .now { _ in next }
            case .queue:
                answer = .exhausted
            case .deferred:
                answer = .hold
            case .never:
                answer = .hold
                record.completesNever = true
            case .handler(let body):
                answer = .now(body)
            }
            if cancelled { record.status = .cancelled }
            state.append(record)
            return (state.elements.count - 1, answer)
        }
        if let log {
            if Parameters.self == Void.self {
                log.record("\(name).execute")
            } else {
                log.record("\(name).execute", parameters)
            }
        }
        guard !cancelled else { return index }
        switch answer {
        case .now(let body):
            _ = claimAndDeliver(body(parameters), to: index, allowNever: true)
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

    /// Claims execution `index` (the oldest completable one when `nil`) and delivers
    /// `result` to it.
    ///
    /// The pick and the claim share one lock, so two threads never claim the same execution.
    func claimAndDeliver(
        _ result: Result<Success, Failure>, to requested: Int?, allowNever: Bool
    ) -> Result<Int, Refusal> {
        let claim = recorder.mutate { state -> Result<(Int, Deliver), Refusal> in
            let index: Int
            if let requested {
                guard state.elements.indices.contains(requested) else {
                    return .failure(.noSuchExecution)
                }
                index = requested
            } else {
                guard let oldest = state.elements.firstIndex(where: \.isCompletable) else {
                    return .failure(.nothingPending)
                }
                index = oldest
            }
            if state[index].completesNever, !allowNever { return .failure(.neverCompletes) }
            guard state[index].status == .pending, let deliver = state[index].deliver else {
                return .failure(.notPending(state[index].status))
            }
            state[index].status = .completed
            state[index].deliver = nil
            return .success((index, deliver))
        }
        guard case .success((let index, let deliver)) = claim else {
            return claim.map(\.0)
        }
        if deliver(result, index) { return .success(index) }
        markDropped(index)
        return .failure(.notPending(.cancelled))
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
}
