import Dispatch

extension Recorder {
    /// The one waiter: suspends until `isSatisfied` holds for the recording, or fails the
    /// test after `timeout` seconds with what was recorded then.
    ///
    /// Nothing sleeps or polls: a change resumes the waiter (``mutate(_:)``), a one-shot
    /// timer ends it at the deadline, and `received` describes the very recording that did
    /// not satisfy the condition. Cancelling the awaiting task ends the wait quietly.
    func wait(
        for what: String,
        timeout: Double,
        at location: TestLocation,
        until isSatisfied: @escaping @Sendable (Recording<Element, Extra>) -> Bool,
        received: @escaping @Sendable (Recording<Element, Extra>) -> String
    ) async -> Bool {
        let id = withLock { $0.waiters.makeID() }
        let receivedAtDeadline = LockedState<String?>(nil)
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
                // The timer keeps only the locked state alive (not the double that owns
                // it), and only until the deadline.
                let storage = storage
                DispatchQueue.global().asyncAfter(deadline: .now() + max(0, timeout)) {
                    let (expired, description) = storage.withLock { state in
                        guard let expired = state.waiters.remove(id) else {
                            return (CheckedContinuation<Bool, Never>?.none, String?.none)
                        }
                        return (expired, received(state))
                    }
                    guard let expired else { return }
                    receivedAtDeadline.withLock { $0 = description }
                    expired.resume(returning: false)
                }
            }
        } onCancel: {
            withLock { $0.waiters.markCancelled(id) }?.resume(returning: false)
        }
        context.flush()
        guard !satisfied, let description = receivedAtDeadline.withLock({ $0 }),
            !Task.isCancelled
        else { return satisfied }
        fail("timed out after \(timeout) s waiting for \(what)\(description)", at: location)
        return false
    }
}
