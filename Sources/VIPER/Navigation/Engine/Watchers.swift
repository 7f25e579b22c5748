/// The navigator's observers, change streams, guards and refusal observers, each under the
/// token that removes it.
///
/// Bookkeeping beside the machine, not part of a transaction's phase: the engine holds it
/// privately and is its only caller, and nothing outside this type changes its lists.
struct Watchers {
    typealias Observer = @MainActor (NavigationChange) -> Void
    typealias Stream = AsyncStream<NavigationChange>.Continuation
    typealias Guard = @MainActor (NavigationChange) -> NavigationGuardDecision
    typealias RefusalObserver = @MainActor (NavigationError) -> Void

    private(set) var observers: [(token: NavigationToken, handler: Observer)] = []
    private(set) var streams: [(token: NavigationToken, continuation: Stream)] = []
    private(set) var guards: [(token: NavigationToken, decide: Guard)] = []
    private(set) var refusalObservers: [(token: NavigationToken, handler: RefusalObserver)] = []
    private var nextToken: UInt64 = 1

    mutating func add(observer handler: @escaping Observer) -> NavigationToken {
        let token = makeToken()
        observers.append((token, handler))
        return token
    }

    mutating func add(stream continuation: Stream) {
        streams.append((makeToken(), continuation))
    }

    mutating func add(guard decide: @escaping Guard) -> NavigationToken {
        let token = makeToken()
        guards.append((token, decide))
        return token
    }

    mutating func add(refusalObserver handler: @escaping RefusalObserver) -> NavigationToken {
        let token = makeToken()
        refusalObservers.append((token, handler))
        return token
    }

    /// Removes the observer, guard or refusal observer of `token`.
    ///
    /// - Returns: What it removed, for the caller to release after the engine's step: a
    ///   closure may hold the last reference to an object whose `deinit` navigates.
    mutating func remove(_ token: NavigationToken) -> [Any] {
        var removed: [Any] = []
        if let index = observers.firstIndex(where: { $0.token == token }) {
            removed.append(observers.remove(at: index))
        }
        if let index = guards.firstIndex(where: { $0.token == token }) {
            removed.append(guards.remove(at: index))
        }
        if let index = refusalObservers.firstIndex(where: { $0.token == token }) {
            removed.append(refusalObservers.remove(at: index))
        }
        return removed
    }

    /// Drops the streams whose consumers ended.
    mutating func removeStreams(_ tokens: [NavigationToken]) {
        streams.removeAll { tokens.contains($0.token) }
    }

    private mutating func makeToken() -> NavigationToken {
        defer { nextToken += 1 }
        return NavigationToken(rawValue: nextToken)
    }
}
