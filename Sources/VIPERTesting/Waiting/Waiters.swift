import Dispatch

/// The state of a double that callers can await: it keeps its own waiters.
///
/// The waiters live inside the same locked state as what they wait for, so a change and
/// the check of every waiter happen under one lock and no change can slip between a
/// waiter's first check and its registration.
protocol AwaitableState: Sendable {
    /// The callers suspended until this state satisfies their condition.
    var waiters: Waiters<Self> { get set }
}

/// Callers suspended until a locked state satisfies their condition.
struct Waiters<State>: Sendable {
    private struct Entry: Sendable {
        let isSatisfied: @Sendable (State) -> Bool
        let continuation: CheckedContinuation<Bool, Never>
    }

    private var nextID: UInt64 = 0
    private var entries: [UInt64: Entry] = [:]
    private var cancelledEarly: Set<UInt64> = []

    /// Creates an empty list.
    init() {}

    fileprivate mutating func makeID() -> UInt64 {
        nextID &+= 1
        return nextID
    }

    fileprivate mutating func add(
        _ id: UInt64,
        isSatisfied: @escaping @Sendable (State) -> Bool,
        continuation: CheckedContinuation<Bool, Never>
    ) -> Bool {
        if cancelledEarly.remove(id) != nil { return false }
        entries[id] = Entry(isSatisfied: isSatisfied, continuation: continuation)
        return true
    }

    fileprivate mutating func remove(_ id: UInt64) -> CheckedContinuation<Bool, Never>? {
        entries.removeValue(forKey: id)?.continuation
    }

    fileprivate mutating func markCancelled(_ id: UInt64) -> CheckedContinuation<Bool, Never>? {
        if let continuation = remove(id) { return continuation }
        cancelledEarly.insert(id)
        return nil
    }

    /// Removes the waiters that `state` satisfies and returns their continuations.
    ///
    /// Call it inside the lock after every change, and resume the returned continuations
    /// with `true` after leaving the lock.
    ///
    /// - Complexity: O(*n*) in the number of waiters.
    mutating func takeSatisfied(by state: State) -> [CheckedContinuation<Bool, Never>] {
        guard !entries.isEmpty else { return [] }
        var satisfied: [CheckedContinuation<Bool, Never>] = []
        for (id, entry) in entries where entry.isSatisfied(state) {
            entries[id] = nil
            satisfied.append(entry.continuation)
        }
        return satisfied
    }
}

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
