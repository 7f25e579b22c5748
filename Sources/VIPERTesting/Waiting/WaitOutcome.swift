/// How a wait on a double's state ended.
enum WaitOutcome<Observed: Sendable>: Sendable {
    /// The condition held.
    case satisfied
    /// The deadline passed first. `observed` was taken from the state at that moment,
    /// inside the lock that ended the wait, so a failure message says what the wait saw
    /// rather than what arrived while the message was being written.
    case timedOut(observed: Observed)
    /// The awaiting task was cancelled first.
    case cancelled
}

extension WaitOutcome {
    /// Whether the condition held.
    var isSatisfied: Bool {
        if case .satisfied = self { return true }
        return false
    }
}
