/// The one sequence-assertion core: a ``Recording`` under a lock, and the test it reports
/// to.
final class Recorder<Element: Sendable, Extra: Sendable>: Sendable {
    let storage: LockedState<Recording<Element, Extra>>
    /// The test that created the double, which its failures go to.
    let context = TestContext()
    /// Starts every failure message, such as `CallLog: `.
    private let prefix: String

    init(_ extra: Extra, prefix: String) {
        self.storage = LockedState(Recording(extra))
        self.prefix = prefix
    }

    /// Every element recorded so far, oldest first.
    var elements: [Element] { storage.withLock { $0.elements } }

    func withLock<Value>(_ body: (inout Recording<Element, Extra>) -> Value) -> Value {
        storage.withLock(body)
    }

    /// Applies `change` and resumes every waiter the new recording satisfies.
    @discardableResult
    func mutate<Value>(_ change: (inout Recording<Element, Extra>) -> Value) -> Value {
        let (result, satisfied) = storage.withLock { state in
            let result = change(&state)
            return (result, state.waiters.takeSatisfied(by: state))
        }
        for continuation in satisfied { continuation.resume(returning: true) }
        return result
    }

    func append(_ element: Element) {
        mutate { $0.append(element) }
    }

    func fail(_ message: String, at location: TestLocation) {
        context.report(prefix + message, at: location)
    }

    /// Asserts that the elements (or the oldest unverified ones, with `next`) match
    /// `expected` one to one, and verifies them; on a mismatch fails with a diff of their
    /// lines, then, with `history`, the elements themselves.
    @discardableResult
    func assertSequence(
        _ expected: [String], next: Bool, noun: String, exact: Bool = false,
        line: (Element) -> RecordedCall, history: Bool = false,
        matches: (Element, Int) -> Bool, at location: TestLocation
    ) -> Bool {
        context.flush()
        let mismatch = storage.withLock { state -> [Element]? in
            guard let matched = state.indices(matching: expected.count, next: next, matches)
            else { return next ? state.unverified : state.elements }
            state.verify(matched)
            return nil
        }
        guard let received = mismatch else { return true }
        let unverified = next ? "unverified " : ""
        fail(
            (next ? "next unverified " : "") + "\(noun) differ (- expected, + received):\n"
                + LineDiff.render(expected: expected, received: received.map(line), exact: exact)
                + (history ? "\n\(unverified)history:\n" + LineDiff.list(received) : ""),
            at: location)
        return false
    }

    /// Asserts that every element was verified by an earlier assertion.
    @discardableResult
    func assertNoUnverified(_ noun: String, at location: TestLocation) -> Bool {
        context.flush()
        let unverified = storage.withLock { $0.unverified }
        guard !unverified.isEmpty else { return true }
        fail(
            "\(unverified.count) \(noun)(s) were never verified:\n" + LineDiff.list(unverified),
            at: location)
        return false
    }
}
