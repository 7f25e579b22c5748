extension Navigator {
    /// Calls `handler` after every committed change, on the main actor.
    ///
    /// Handlers run in the order they were added, after lifecycle callbacks. Navigating
    /// from a handler throws ``NavigationError/Reason/reentrant``. Nothing is allocated
    /// for changes while no observer is registered, and reporting a change costs the
    /// same at any depth of the stack.
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
        engine.addObserver(handler)
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
        engine.addStream(continuation)
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
        engine.addGuard(decide)
    }

    /// Removes an observer or a guard; does nothing for an unknown token.
    ///
    /// - Parameter token: What ``addObserver(_:)`` or ``addGuard(_:)`` returned.
    public func remove(_ token: NavigationToken) {
        // NB: the removed closure is dropped here, after the engine's step: it may hold
        // the last reference to an object whose `deinit` navigates.
        let removed = engine.removeWatcher(token)
        withExtendedLifetime(removed) {}
    }

    /// Tells observers, then streams, about a committed change.
    func publish(_ change: NavigationChange) {
        for observer in engine.observers { observer.handler(change) }
        let streams = engine.streams
        guard !streams.isEmpty else { return }
        var ended: [NavigationToken] = []
        for stream in streams {
            if case .terminated = stream.continuation.yield(change) { ended.append(stream.token) }
        }
        if !ended.isEmpty { engine.removeStreams(ended) }
    }
}
