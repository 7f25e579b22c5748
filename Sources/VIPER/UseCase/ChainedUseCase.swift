extension UseCase {
    /// Returns a use case that runs this one, then feeds its success value to `next`.
    ///
    /// A failure of either stage ends the chain with that failure. Cancelling the chain
    /// cancels both stages, and no stage starts or delivers after ``cancel()`` returns.
    ///
    /// ```swift
    /// let signInAndLoad = signIn.then(loadProfile)   // Credentials -> Profile
    /// ```
    ///
    /// - Parameter next: The use case that takes this one's success value as input.
    /// - Returns: The chained use case.
    public func then<Next: UseCase>(_ next: Next) -> ChainedUseCase<Self, Next>
    where Next.Parameters == Success, Next.Failure == Failure {
        ChainedUseCase(first: self, second: next)
    }
}

/// Two use cases run one after the other: see ``UseCase/then(_:)``.
///
/// The chain owns its stages: cancelling it cancels every execution of both.
public final class ChainedUseCase<First: UseCase, Second: UseCase>: UseCase
where Second.Parameters == First.Success, Second.Failure == First.Failure {
    /// The input of the first stage.
    public typealias Parameters = First.Parameters
    /// The success value of the second stage.
    public typealias Success = Second.Success
    /// The failure of either stage.
    public typealias Failure = First.Failure

    private let first: First
    private let second: Second
    private let tracker = ExecutionTracker()

    fileprivate init(first: First, second: Second) {
        self.first = first
        self.second = second
    }

    /// Starts one execution of the chain.
    ///
    /// - Parameters:
    ///   - parameters: The input of the first stage.
    ///   - completion: Called at most once with the outcome of the last stage that ran.
    public func execute(_ parameters: Parameters, completion: UseCaseCompletion<Success, Failure>?)
    {
        run(parameters) { tracker, id, result in
            tracker.deliver(id) { completion?(result) }
        }
    }

    /// Starts one execution of the chain and delivers its outcome on the main actor.
    ///
    /// - Parameters:
    ///   - parameters: The input of the first stage.
    ///   - completion: Called at most once, on the main actor.
    @MainActor
    public func executeOnMainActor(
        _ parameters: Parameters,
        completion: @escaping @MainActor (Result<Success, Failure>) -> Void
    ) {
        run(parameters) { tracker, id, result in
            tracker.deliverOnMainActor(id) { completion(result) }
        }
    }

    /// Runs one execution of the chain and returns the last stage's value.
    ///
    /// - Parameter parameters: The input of the first stage.
    /// - Returns: The value of the second stage.
    /// - Throws: `Failure` of either stage, or `CancellationError`.
    public func execute(_ parameters: Parameters) async throws -> Success {
        let tracker = tracker
        let id = tracker.begin()
        return try await withTaskCancellationHandler {
            do {
                let intermediate = try await first.execute(parameters)
                guard tracker.isLive(id) else { throw CancellationError() }
                let value = try await second.execute(intermediate)
                guard tracker.deliver(id, {}) else { throw CancellationError() }
                return value
            } catch {
                tracker.cancel(id)
                throw error
            }
        } onCancel: {
            tracker.cancel(id)
        }
    }

    /// Cancels every execution of the chain and of both stages.
    ///
    /// After this returns, no completion of an earlier execution runs and no second stage
    /// of one starts.
    public func cancel() {
        tracker.cancelAll()
        first.cancel()
        second.cancel()
    }

    private func run(
        _ parameters: Parameters,
        deliver:
            @escaping @Sendable (ExecutionTracker, ExecutionTracker.ID, Result<Success, Failure>)
            -> Void
    ) {
        let tracker = tracker
        let second = second
        let id = tracker.begin()
        first.execute(parameters) { result in
            switch result {
            case .failure(let error):
                deliver(tracker, id, .failure(error))
            case .success(let intermediate):
                guard tracker.isLive(id) else { return }
                second.execute(intermediate) { deliver(tracker, id, $0) }
            }
        }
    }
}
