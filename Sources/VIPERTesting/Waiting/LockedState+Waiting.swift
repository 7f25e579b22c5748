import Dispatch

extension LockedState where State: AwaitableState {
    /// Suspends until `isSatisfied` holds for the state, or `timeout` seconds pass.
    ///
    /// Returns at once when the condition already holds. Nothing sleeps or polls: a
    /// change resumes the waiter directly, and a one-shot timer resumes it at the
    /// deadline. The check, the registration, every change and the timer's removal of the
    /// waiter happen under the state's lock, so no change can slip between them (no lost
    /// wake-up), and on timeout `observe` reads the very state that did not satisfy the
    /// condition.
    ///
    /// - Parameters:
    ///   - timeout: How many seconds to wait.
    ///   - observe: What to report on timeout; called with the state inside the lock.
    ///   - isSatisfied: The condition; called inside the lock with the current state,
    ///     then with the state after each change.
    /// - Returns: Whether the condition held, or what was observed when the deadline
    ///   passed, or that the awaiting task was cancelled.
    func waitUntil<Observed: Sendable>(
        timeout: Double,
        observing observe: @escaping @Sendable (State) -> Observed,
        until isSatisfied: @escaping @Sendable (State) -> Bool
    ) async -> WaitOutcome<Observed> {
        let id = withLock { $0.waiters.makeID() }
        let observedAtDeadline = LockedState<Observed?>(nil)
        let satisfied = await withTaskCancellationHandler {
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
                    let (expired, observed) = self.withLock { state in
                        guard let expired = state.waiters.remove(id) else {
                            return (CheckedContinuation<Bool, Never>?.none, Observed?.none)
                        }
                        return (expired, observe(state))
                    }
                    guard let expired else { return }
                    observedAtDeadline.withLock { $0 = observed }
                    expired.resume(returning: false)
                }
            }
        } onCancel: {
            withLock { $0.waiters.markCancelled(id) }?.resume(returning: false)
        }
        if satisfied { return .satisfied }
        if let observed = observedAtDeadline.withLock({ $0 }) {
            return .timedOut(observed: observed)
        }
        return .cancelled
    }

    /// Applies `change` to the state and resumes every waiter the new state satisfies.
    ///
    /// - Returns: What `change` returns.
    @discardableResult
    func mutateAndNotify<Value>(_ change: (inout State) -> Value) -> Value {
        let (result, satisfied) = withLock { state in
            let result = change(&state)
            return (result, state.waiters.takeSatisfied(by: state))
        }
        for continuation in satisfied { continuation.resume(returning: true) }
        return result
    }
}
