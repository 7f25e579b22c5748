/// Who watches a navigator: observers and streams hear committed changes, guards decide
/// on proposed ones.
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
    private var nextToken: UInt64 = 1

    /// Whether a committed change must be reported.
    var isObserved: Bool { !observers.isEmpty || !streams.isEmpty }

    mutating func makeToken() -> NavigationToken {
        defer { nextToken += 1 }
        return NavigationToken(rawValue: nextToken)
    }
}
