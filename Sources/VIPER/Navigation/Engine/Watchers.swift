/// The navigator's observers, change streams, guards and refusal observers, each under the
/// token that removes it: bookkeeping beside the machine, not part of a transaction's
/// phase, held privately by the engine, its only caller.
struct Watchers {
    typealias Observer = @MainActor (NavigationChange) -> Void
    typealias Stream = AsyncStream<NavigationChange>.Continuation
    typealias Guard = @MainActor (NavigationChange) -> NavigationGuardDecision
    typealias RefusalObserver = @MainActor (NavigationError) -> Void

    private(set) var observers: [(token: NavigationToken, handler: Observer)] = []
    private(set) var streams: [(token: NavigationToken, continuation: Stream)] = []
    private(set) var guards: [(token: NavigationToken, handler: Guard)] = []
    private(set) var refusalObservers: [(token: NavigationToken, handler: RefusalObserver)] = []
    private var nextToken: UInt64 = 1

    /// What a navigator can be watched by.
    enum Watcher {
        case observer(Observer)
        case stream(Stream)
        case `guard`(Guard)
        case refusalObserver(RefusalObserver)
    }

    /// Adds `watcher` last in its list, under a new token.
    mutating func add(_ watcher: Watcher) -> NavigationToken {
        let token = NavigationToken(rawValue: nextToken)
        nextToken += 1
        switch watcher {
        case .observer(let handler): observers.append((token, handler))
        case .stream(let continuation): streams.append((token, continuation))
        case .guard(let decide): guards.append((token, decide))
        case .refusalObserver(let handler): refusalObservers.append((token, handler))
        }
        return token
    }

    /// Removes the observer, guard or refusal observer of `token`.
    ///
    /// - Returns: What it removed, for the caller to release after the engine's step: a
    ///   closure may hold the last reference to an object whose `deinit` navigates.
    mutating func remove(_ token: NavigationToken) -> [Any] {
        let removed = [
            Self.take(token, from: &observers), Self.take(token, from: &guards),
            Self.take(token, from: &refusalObservers),
        ]
        return removed.compactMap { $0 }
    }

    private static func take<Handler>(
        _ token: NavigationToken, from list: inout [(token: NavigationToken, handler: Handler)]
    ) -> Any? {
        list.firstIndex { $0.token == token }.map { list.remove(at: $0) }
    }

    /// Drops the streams whose consumers ended.
    mutating func removeStreams(_ tokens: [NavigationToken]) {
        streams.removeAll { tokens.contains($0.token) }
    }
}
