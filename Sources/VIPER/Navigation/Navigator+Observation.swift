extension Navigator {
    /// Calls `handler` after every committed change, on the main actor.
    ///
    /// Handlers run in the order they were added, after lifecycle callbacks. Navigating
    /// from a handler throws ``NavigationError/Reason/reentrant``. Nothing is allocated
    /// for changes while no observer is registered.
    ///
    /// ```swift
    /// let token = navigator.addObserver { change in adapter.apply(change.diff) }
    /// ```
    ///
    /// - Parameter handler: Receives the old state, the new state and the cause.
    /// - Returns: A token for ``remove(_:)``.
    @discardableResult
    public func addObserver(_ handler: @escaping @MainActor (NavigationChange) -> Void)
        -> NavigationToken
    {
        let token = makeToken()
        observers.append((token, handler))
        countWatchers()
        return token
    }

    /// An asynchronous sequence of every change committed after this call.
    ///
    /// The stream buffers without limit and ends when the navigator is released or the
    /// consuming task is cancelled.
    ///
    /// ```swift
    /// for await change in navigator.changes() { print(change) }
    /// ```
    ///
    /// - Returns: The stream of changes.
    public func changes() -> AsyncStream<NavigationChange> {
        let (stream, continuation) = AsyncStream<NavigationChange>.makeStream()
        streams.append((makeToken(), continuation))
        countWatchers()
        return stream
    }

    /// Adds a guard that sees every proposed change before it commits.
    ///
    /// Guards run in the order they were added; the first that does not allow decides.
    /// Then screens that the change removes and that adopt ``ScreenGuard`` are asked.
    ///
    /// - Parameter decide: Allows, vetoes or redirects the proposed change.
    /// - Returns: A token for ``remove(_:)``.
    @discardableResult
    public func addGuard(
        _ decide: @escaping @MainActor (NavigationChange) -> NavigationGuardDecision
    ) -> NavigationToken {
        let token = makeToken()
        guards.append((token, decide))
        countWatchers()
        return token
    }

    /// Removes an observer or a guard; does nothing for an unknown token.
    ///
    /// - Parameter token: What ``addObserver(_:)`` or ``addGuard(_:)`` returned.
    public func remove(_ token: NavigationToken) {
        observers.removeAll { $0.token == token }
        guards.removeAll { $0.token == token }
        countWatchers()
    }

    func countWatchers() {
        watcherCount = observers.count + streams.count + guards.count
        core.guardCount = guards.count
    }

    func makeToken() -> NavigationToken {
        defer { nextToken += 1 }
        return NavigationToken(rawValue: nextToken)
    }

    func publish(_ change: NavigationChange) {
        for observer in observers { observer.handler(change) }
        if !streams.isEmpty {
            streams.removeAll { stream in
                if case .terminated = stream.continuation.yield(change) { return true }
                return false
            }
            countWatchers()
        }
    }
}
