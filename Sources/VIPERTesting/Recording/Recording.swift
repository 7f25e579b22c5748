/// What a double recorded, oldest first, which of it assertions verified, and the callers
/// waiting for more: the state behind ``CallLog``, ``NavigationRecorder`` and
/// ``UseCaseStub``, kept in one lock by a ``Recorder``.
///
/// The waiters live under the same lock as what they wait for, so no change slips between
/// a waiter's first check and its registration.
struct Recording<Element: Sendable, Extra: Sendable>: Sendable {
    /// The recorded elements, oldest first.
    private(set) var elements: [Element] = []
    private var isVerified: [Bool] = []
    /// The rest of the double's state, changed under the same lock.
    var extra: Extra
    var waiters = Waiters<Self>()

    init(_ extra: Extra) {
        self.extra = extra
    }

    subscript(index: Int) -> Element {
        get { elements[index] }
        set { elements[index] = newValue }
    }

    mutating func append(_ element: Element) {
        elements.append(element)
        isVerified.append(false)
    }

    mutating func removeAll() {
        elements.removeAll()
        isVerified.removeAll()
    }

    /// The indices of the elements no assertion verified yet, oldest first.
    var unverifiedIndices: [Int] { elements.indices.filter { !isVerified[$0] } }

    /// The elements no assertion verified yet, oldest first.
    var unverified: [Element] { unverifiedIndices.map { elements[$0] } }

    mutating func verify(_ indices: some Sequence<Int>) {
        for index in indices { isVerified[index] = true }
    }

    mutating func verifyAll() {
        verify(elements.indices)
    }

    /// The indices of the elements that match `count` expectations one to one, in order:
    /// all of them, or the oldest unverified ones when `next` is set; `nil` when they
    /// do not.
    func indices(
        matching count: Int, next: Bool, _ matches: (Element, Int) -> Bool
    ) -> [Int]? {
        let candidates = next ? Array(unverifiedIndices.prefix(count)) : Array(elements.indices)
        guard candidates.count == count else { return nil }
        for (expectation, index) in candidates.enumerated()
        where !matches(elements[index], expectation) {
            return nil
        }
        return candidates
    }

    /// The indices of the first elements that match the expectations in their order, with
    /// anything around them, up to the first expectation no later element matches.
    func subsequence(matching count: Int, _ matches: (Element, Int) -> Bool) -> [Int] {
        var matched: [Int] = []
        var next = 0
        while matched.count < count {
            while next < elements.count, !matches(elements[next], matched.count) { next += 1 }
            guard next < elements.count else { break }
            matched.append(next)
            next += 1
        }
        return matched
    }
}
