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

    /// Calls `handler` with every navigation this navigator refuses, once each, on the
    /// main actor: the one place where no refusal is lost.
    ///
    /// Every ``NavigationError`` that an operation of this navigator, or of a
    /// ``NavigationHandle`` of one of its screens, throws reaches the handlers, whether
    /// the caller catches it, rethrows it or drops it with `try?`: a refused step of a
    /// ``batch(_:)`` (and then the batch, which throws the same error, is not reported
    /// again), a guard's veto, a re-entrant call, a refused platform change, deep link,
    /// restoration or ``restorationData(_:)``. The only refusal no navigator can report
    /// is that of a handle whose navigator was released.
    ///
    /// A refusal is reported after the refused operation has put everything back, once
    /// the navigator is idle: a refusal made while a change was open (a step of a batch,
    /// a navigation from a guard, a factory or a change observer) is reported when that
    /// change has committed or been refused, in the order they happened. Handlers run in
    /// the order they were added; a handler may navigate.
    ///
    /// ```swift
    /// navigator.addRefusalObserver { error in
    ///     logger.error("navigation refused: \(error)")
    /// }
    /// ```
    ///
    /// - Parameter handler: Receives the refusal: what was asked and why not.
    /// - Returns: A token for ``remove(_:)``.
    @discardableResult
    public func addRefusalObserver(_ handler: @escaping @MainActor (NavigationError) -> Void)
        -> NavigationToken
    {
        engine.addRefusalObserver(handler)
    }

    /// Removes an observer, a refusal observer or a guard; does nothing for an unknown
    /// token.
    ///
    /// - Parameter token: What ``addObserver(_:)``, ``addRefusalObserver(_:)`` or
    ///   ``addGuard(_:)`` returned.
    public func remove(_ token: NavigationToken) {
        // The removed closure is dropped here, after the engine's step: it may hold
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

    /// Reports `error` to the refusal observers, unless an operation it passed through
    /// already did; returns it marked as reported, for the caller to throw.
    ///
    /// While a change is open the report waits in ``pendingRefusals`` for
    /// ``reportPendingRefusals()``: no user code runs inside the change.
    func refused(_ error: NavigationError) -> NavigationError {
        guard !error.isReported else { return error }
        var error = error
        error.isReported = true
        guard !engine.refusalObservers.isEmpty else { return error }
        pendingRefusals.append(error)
        if engine.isIdle { reportPendingRefusals() }
        return error
    }

    /// Tells the refusal observers about the refusals made while the change that just
    /// ended was open, in order.
    func reportPendingRefusals() {
        while !pendingRefusals.isEmpty, engine.isIdle {
            let error = pendingRefusals.removeFirst()
            for observer in engine.refusalObservers { observer.handler(error) }
        }
    }

    /// Runs a public operation, reporting the refusal it throws (see ``refused(_:)``).
    func reportingRefusal<Value>(_ body: () throws(NavigationError) -> Value)
        throws(NavigationError) -> Value
    {
        do {
            return try body()
        } catch {
            throw refused(error)
        }
    }

    /// Runs a public asynchronous operation, reporting the refusal it throws.
    func reportingAsyncRefusal<Value>(_ body: () async throws(NavigationError) -> Value)
        async throws(NavigationError) -> Value
    {
        do {
            return try await body()
        } catch {
            throw refused(error)
        }
    }
}
