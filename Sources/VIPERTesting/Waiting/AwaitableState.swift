/// The state of a double that callers can await: it keeps its own waiters.
///
/// The waiters live inside the same locked state as what they wait for, so a change and
/// the check of every waiter happen under one lock and no change can slip between a
/// waiter's first check and its registration.
protocol AwaitableState: Sendable {
    /// The callers suspended until this state satisfies their condition.
    var waiters: Waiters<Self> { get set }
}
