extension Navigator {
    /// Calls `handler` with every committed change (old state, new state, cause), after the
    /// lifecycle callbacks, in the order handlers were added; navigating from it is
    /// ``NavigationError/Reason/reentrant``, and its cost does not grow with the depth.
    ///
    /// - Returns: A token for ``remove(_:)``.
    @discardableResult
    public func addObserver(_ handler: @escaping @MainActor (NavigationChange) -> Void)
        -> NavigationToken
    {
        engine.add(.observer(handler))
    }

    /// An unbounded stream of every change committed after this call; it ends when the
    /// navigator is released or the consuming task is cancelled.
    public func changes() -> AsyncStream<NavigationChange> {
        let (stream, continuation) = AsyncStream<NavigationChange>.makeStream()
        _ = engine.add(.stream(continuation))
        return stream
    }

    /// Adds a guard, `decide`, that allows, vetoes or redirects every proposed change: the
    /// first guard that does not allow decides, then the leaving ``ScreenGuard``s.
    ///
    /// - Returns: A token for ``remove(_:)``.
    @discardableResult
    public func addGuard(
        _ decide: @escaping @MainActor (NavigationChange) -> NavigationGuardDecision
    ) -> NavigationToken {
        engine.add(.guard(decide))
    }

    /// Calls `handler` with every ``NavigationError`` this navigator, or a handle of one of
    /// its screens, throws: once each, caught or not, in order.
    ///
    /// It runs once the state is put back and the navigator idle; it may navigate.
    ///
    /// - Returns: A token for ``remove(_:)``.
    @discardableResult
    public func addRefusalObserver(_ handler: @escaping @MainActor (NavigationError) -> Void)
        -> NavigationToken
    {
        engine.add(.refusalObserver(handler))
    }

    /// Removes what `token` names (an observer, a refusal observer or a guard); does
    /// nothing for an unknown token.
    public func remove(_ token: NavigationToken) {
        // The closure is dropped after the engine's step: it may hold the last reference
        // to an object whose `deinit` navigates.
        let removed = engine.removeWatcher(token)
        withExtendedLifetime(removed) {}
    }

    /// Tells observers, then streams, about a committed change.
    func publish(_ change: NavigationChange) {
        for observer in engine.watchers.observers { observer.handler(change) }
        var ended: [NavigationToken] = []
        for stream in engine.streams {
            if case .terminated = stream.continuation.yield(change) { ended.append(stream.token) }
        }
        if !ended.isEmpty { engine.removeStreams(ended) }
    }

    /// Reports `error` unless an operation it passed through did, and returns it marked,
    /// to throw; while a change is open the report waits in ``pendingRefusals``.
    func refused(_ error: NavigationError) -> NavigationError {
        guard !error.isReported else { return error }
        var error = error
        error.isReported = true
        guard !engine.watchers.refusalObservers.isEmpty else { return error }
        pendingRefusals.append(error)
        if engine.isIdle { reportPendingRefusals() }
        return error
    }

    /// Tells the refusal observers about the pending refusals, in order.
    func reportPendingRefusals() {
        while !pendingRefusals.isEmpty, engine.isIdle {
            let error = pendingRefusals.removeFirst()
            for observer in engine.watchers.refusalObservers { observer.handler(error) }
        }
    }

    /// Runs a public operation, reporting the refusal it throws.
    func reportingRefusal<Value>(_ body: () throws(NavigationError) -> Value)
        throws(NavigationError) -> Value
    {
        do {
            return try body()
        } catch {
            throw refused(error)
        }
    }
}
