/// What one execution of a use case, or its direct equivalent, came to.
///
/// Successes compare by value; failures by how they print (`String(reflecting:)`), since
/// errors are not `Equatable`.
enum DispatchOutcome<Success: Equatable & Sendable>: Equatable, Sendable,
    CustomStringConvertible
{
    /// The call returned `value`.
    case success(Success)
    /// The call failed with an error that prints as the text.
    case failure(String)
    /// The call did not finish within the check's deadline (in seconds).
    case timedOut(Double)
    /// A completion ran more than once (the count).
    case completedTimes(Int)

    /// Turns a result into an outcome.
    init(_ result: Result<Success, any Error>) {
        switch result {
        case .success(let value): self = .success(value)
        case .failure(let error): self = .failure(String(reflecting: error))
        }
    }

    /// The outcome, for a refusal message.
    var description: String {
        switch self {
        case .success(let value): "success(\(value))"
        case .failure(let error): "failure(\(error))"
        case .timedOut(let seconds): "no result within \(seconds.fixed(1)) s"
        case .completedTimes(let count): "a completion that ran \(count) times"
        }
    }
}
