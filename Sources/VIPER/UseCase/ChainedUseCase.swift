extension UseCase {
    /// Returns a use case that runs this one, then feeds its success value to `next`.
    ///
    /// A failure of either stage ends the chain; cancelling it cancels both stages, and no
    /// stage starts after ``cancel()`` returns.
    public func then<Next: UseCase>(_ next: Next) -> ChainedUseCase<Self, Next>
    where Next.Parameters == Success, Next.Failure == Failure {
        ChainedUseCase(first: self, second: next)
    }
}

/// Two use cases run one after the other: see ``UseCase/then(_:)``.
public final class ChainedUseCase<First: UseCase, Second: UseCase>: TrackedUseCase
where Second.Parameters == First.Success, Second.Failure == First.Failure {
    /// The input of the first stage.
    public typealias Parameters = First.Parameters
    /// The success value of the second stage.
    public typealias Success = Second.Success
    /// The failure of either stage.
    public typealias Failure = First.Failure

    /// The bookkeeping of the chain's executions.
    public let executions = ExecutionTracker()
    private let first: First
    private let second: Second

    fileprivate init(first: First, second: Second) {
        self.first = first
        self.second = second
    }

    /// Runs the first stage, then the second: see ``UseCase/then(_:)``.
    public func perform(
        _ parameters: Parameters, completion: @escaping UseCaseCompletion<Success, Failure>
    ) {
        let executions = executions
        let second = second
        let id = executions.begin()
        first.execute(parameters) { result in
            switch result {
            case .failure(let error):
                executions.deliver(id) { completion(.failure(error)) }
            case .success(let intermediate):
                guard executions.isLive(id) else { return }
                second.execute(intermediate) { result in
                    executions.deliver(id) { completion(result) }
                }
            }
        }
    }

    /// Cancels every execution of both stages; ``UseCase/cancel()`` calls it.
    public func cancelWork() {
        first.cancel()
        second.cancel()
    }
}
