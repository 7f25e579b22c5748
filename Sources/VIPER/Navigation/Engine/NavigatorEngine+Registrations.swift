// The engine's registration events: result receivers of live screens, and the
// observers, streams and guards of the navigator.

extension NavigatorEngine {
    // MARK: Registering results

    /// Registers a result receiver for the screen object `serial` names (or whatever
    /// screen shows `id`, when `serial` is `nil`), or for the screen being built.
    ///
    /// - Returns: Whether it registered (`false` when that screen is neither shown nor
    ///   being built), and the receiver it replaced, for the caller to drop after this
    ///   step.
    mutating func register(
        _ receiver: any ResultReceiving, for child: ScreenType, by id: NavigationEntryID,
        serial: UInt64?
    ) -> (registered: Bool, replaced: (any ResultReceiving)?) {
        var owner: UInt64
        // NB: checked first, without searching the live screens: while a screen is built
        // its handle is not among them yet (a search from the end would scan them all, for
        // every registering screen of a restored stack), and any other handle of this
        // transaction names a screen it built, which is live or about to be.
        if let serial, phase == .building, serial >= transaction.firstSerial {
            owner = serial
        } else if let index = screens.lastIndex(of: id),
            serial == nil || serial == screens.records[index].serial
        {
            owner = screens.records[index].serial
        } else {
            return (false, nil)
        }
        let replaced = receivers.receiver(of: owner, for: child)
        receivers.set(receiver, for: child, by: owner)
        return (true, replaced)
    }

    // MARK: Watchers

    /// Adds an observer of committed changes.
    mutating func addObserver(_ handler: @escaping @MainActor (NavigationChange) -> Void)
        -> NavigationToken
    {
        let token = watchers.makeToken()
        watchers.observers.append((token, handler))
        return token
    }

    /// Adds a stream of committed changes.
    mutating func addStream(_ continuation: AsyncStream<NavigationChange>.Continuation) {
        let token = watchers.makeToken()
        watchers.streams.append((token, continuation))
    }

    /// Adds an observer of refused navigations.
    mutating func addRefusalObserver(_ handler: @escaping @MainActor (NavigationError) -> Void)
        -> NavigationToken
    {
        let token = watchers.makeToken()
        watchers.refusalObservers.append((token, handler))
        return token
    }

    /// Adds a guard of proposed changes.
    mutating func addGuard(
        _ decide: @escaping @MainActor (NavigationChange) -> NavigationGuardDecision
    ) -> NavigationToken {
        let token = watchers.makeToken()
        watchers.guards.append((token, decide))
        return token
    }

    /// Removes the observer or guard of `token`.
    ///
    /// - Returns: What it removed, for the caller to drop after this step.
    mutating func removeWatcher(_ token: NavigationToken) -> NavigationWatchers {
        watchers.remove(token)
    }

    /// Removes the streams whose consumers have gone.
    mutating func removeStreams(_ tokens: [NavigationToken]) {
        watchers.streams.removeAll { tokens.contains($0.token) }
    }
}
