/// Callers suspended until a ``Recording`` satisfies their condition.
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

    /// Reserves the identity of a waiter that is about to register.
    mutating func makeID() -> UInt64 {
        nextID &+= 1
        return nextID
    }

    /// Registers waiter `id`; `false` when it was cancelled before it could register.
    mutating func add(
        _ id: UInt64,
        isSatisfied: @escaping @Sendable (State) -> Bool,
        continuation: CheckedContinuation<Bool, Never>
    ) -> Bool {
        if cancelledEarly.remove(id) != nil { return false }
        entries[id] = Entry(isSatisfied: isSatisfied, continuation: continuation)
        return true
    }

    /// Removes waiter `id` and returns its continuation, if it is still waiting.
    mutating func remove(_ id: UInt64) -> CheckedContinuation<Bool, Never>? {
        entries.removeValue(forKey: id)?.continuation
    }

    /// Removes waiter `id` for cancellation, or remembers that it must not register.
    mutating func markCancelled(_ id: UInt64) -> CheckedContinuation<Bool, Never>? {
        if let continuation = remove(id) { return continuation }
        cancelledEarly.insert(id)
        return nil
    }

    /// Removes the waiters that `state` satisfies and returns their continuations.
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
