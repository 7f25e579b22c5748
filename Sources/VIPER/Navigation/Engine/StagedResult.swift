/// A screen's result as a slot holds it: staged by `finish`, handed out at most once.
///
/// Both slots (``ResultSlot`` and ``RequesterSlot``) keep their exactly-once promise
/// through it: ``take()`` gives the staged value, or "no result", the first time and
/// never again; a rolled-back change ``discard()``s what it staged; a refused navigation
/// ``cancel()``s the slot without delivering.
struct StagedResult<Value> {
    private var staged: Value?
    /// Whether the result was handed out or cancelled.
    private(set) var isDelivered = false

    /// Stages the value a `finish` hands back.
    mutating func stage(_ value: Value) {
        staged = value
    }

    /// The result to deliver (the staged value, or `nil` for "no result"); `nil` when it
    /// was delivered or cancelled already.
    mutating func take() -> Value?? {
        guard !isDelivered else { return nil }
        isDelivered = true
        defer { staged = nil }
        return .some(staged)
    }

    /// Forgets a value staged by a change that was rolled back.
    mutating func discard() {
        staged = nil
    }

    /// Marks the result delivered without handing it out.
    mutating func cancel() {
        isDelivered = true
        staged = nil
    }
}
