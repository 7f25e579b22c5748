import Dispatch

extension LockedState where State: AwaitableState {
    /// Suspends until `isSatisfied` holds for the state, or `timeout` seconds pass.
    ///
    /// Returns at once when the condition already holds. Nothing sleeps or polls: a
    /// change resumes the waiter directly, and a one-shot timer resumes it at the
    /// deadline. Cancelling the awaiting task resumes it with `false`.
    ///
    /// - Returns: `true` when the condition held, `false` on timeout or cancellation.
    func waitUntil(
        timeout: Double,
        _ isSatisfied: @escaping @Sendable (State) -> Bool
    ) async -> Bool {
        let id = withLock { $0.waiters.makeID() }
        return await withTaskCancellationHandler {
            await withCheckedContinuation { (continuation: CheckedContinuation<Bool, Never>) in
                let outcome = withLock { state -> Bool? in
                    if isSatisfied(state) { return true }
                    let added = state.waiters.add(
                        id, isSatisfied: isSatisfied, continuation: continuation)
                    return added ? nil : false
                }
                if let outcome {
                    continuation.resume(returning: outcome)
                    return
                }
                let deadline = DispatchTime.now() + max(0, timeout)
                // NB: the timer keeps only the locked state alive (not the double that owns
                // it), and only until the deadline.
                DispatchQueue.global().asyncAfter(deadline: deadline) {
                    withLock { $0.waiters.remove(id) }?.resume(returning: false)
                }
            }
        } onCancel: {
            withLock { $0.waiters.markCancelled(id) }?.resume(returning: false)
        }
    }

    /// Applies `change` to the state and resumes every waiter the new state satisfies.
    ///
    /// - Returns: What `change` returns.
    @discardableResult
    func mutateAndNotify<Result>(_ change: (inout State) -> Result) -> Result {
        let (result, satisfied) = withLock { state in
            let result = change(&state)
            return (result, state.waiters.takeSatisfied(by: state))
        }
        for continuation in satisfied { continuation.resume(returning: true) }
        return result
    }
}
