/// Who watches a navigator: observers and streams hear committed changes, guards decide
/// on proposed ones, refusal observers hear refused ones.
@MainActor
struct NavigationWatchers {
    var observers: [(token: NavigationToken, handler: @MainActor (NavigationChange) -> Void)] =
        []
    var streams:
        [(token: NavigationToken, continuation: AsyncStream<NavigationChange>.Continuation)] =
            []
    var guards:
        [(token: NavigationToken, decide: @MainActor (NavigationChange) -> NavigationGuardDecision)] =
            []
    var refusalObservers:
        [(token: NavigationToken, handler: @MainActor (NavigationError) -> Void)] = []
    private var nextToken: UInt64 = 1

    /// Whether a committed change must be reported.
    var isObserved: Bool { !observers.isEmpty || !streams.isEmpty }

    mutating func makeToken() -> NavigationToken {
        defer { nextToken += 1 }
        return NavigationToken(rawValue: nextToken)
    }

    /// Removes the observer, refusal observer or guard of `token`.
    ///
    /// - Returns: What it removed, so that the caller drops the closures (and whatever
    ///   they hold the last reference to) after the engine's step.
    mutating func remove(_ token: NavigationToken) -> NavigationWatchers {
        var removed = NavigationWatchers()
        if let index = observers.firstIndex(where: { $0.token == token }) {
            removed.observers.append(observers.remove(at: index))
        }
        if let index = guards.firstIndex(where: { $0.token == token }) {
            removed.guards.append(guards.remove(at: index))
        }
        if let index = refusalObservers.firstIndex(where: { $0.token == token }) {
            removed.refusalObservers.append(refusalObservers.remove(at: index))
        }
        return removed
    }
}
