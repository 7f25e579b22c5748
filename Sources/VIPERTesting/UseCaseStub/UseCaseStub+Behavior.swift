extension UseCaseStub {
    /// How a ``UseCaseStub`` answers its executions.
    public enum Behavior: Sendable {
        /// Every execution completes with this result before `execute` returns.
        case immediate(Result<Success, Failure>)
        /// Each execution takes the next result, in order; one that finds the queue empty fails
        /// the test and stays pending.
        case queue([Result<Success, Failure>])
        /// Every execution waits until the test completes it with
        /// ``UseCaseStub/complete(with:fileID:filePath:line:column:)`` or
        /// ``UseCaseStub/complete(at:with:fileID:filePath:line:column:)``.
        case deferred
        /// No execution ever completes (cancelling still resumes `execute(_:)`'s callers).
        case never
        /// Every execution completes at once with what `body` returns for its parameters.
        case handler(@Sendable (Parameters) -> Result<Success, Failure>)
    }

    /// One execution a ``UseCaseStub`` received.
    public struct Execution: Sendable {
        /// Where an execution stands.
        public enum Status: Sendable, Hashable {
            /// Started and not finished.
            case pending
            /// Its outcome was delivered (or handed to the main actor for delivery).
            case completed
            /// Cancelled before it completed; its outcome will never be delivered.
            case cancelled
        }

        /// The position of this execution among all executions, from 0.
        public let index: Int
        /// What it was started with.
        public let parameters: Parameters
        /// Where it stands.
        public let status: Status
    }
}

extension UseCaseStub.Execution: Equatable where Parameters: Equatable {}
