extension Navigator {
    /// Pops the top screen of the stack at `placement` (a ``NavigationPlacement``).
    ///
    /// - Returns: The identity of the removed screen.
    /// - Throws: ``NavigationError/Reason/emptyStack`` when the stack has only its first
    ///   screen.
    @discardableResult
    public func pop(in placement: NavigationPlacement = .current) throws(NavigationError)
        -> NavigationEntryID
    {
        try transact(.pop) { () throws(NavigationError) in
            // A pop that stages removed an entry, whose identity `stage` returns.
            try engine.stage(.pop(in: placement)) ?? NavigationEntryID(0)
        }
    }

    /// Pops back to the screen `id`, dismissing every layer above it and selecting its
    /// tab; in an expanded split only its column is popped (see ``NavigationSplit``).
    ///
    /// - Throws: ``NavigationError/Reason/notShown(_:)``.
    public func pop(to id: NavigationEntryID) throws(NavigationError) {
        try transact(.popTo(id), staging: .popTo(id))
    }

    /// Pops the stack at `placement` to its first screen; throws
    /// ``NavigationError/Reason/invalidContainer(layer:_:)`` for a placement the top layer
    /// does not have.
    public func popToRoot(in placement: NavigationPlacement = .current) throws(NavigationError) {
        try transact(.popToRoot, staging: .popToRoot(in: placement))
    }

    /// Replaces the stack at `placement` with `stack`, bottom first, keeping the screens
    /// named with ``Destination/existing(_:)``.
    ///
    /// On a split's secondary column it does what UIKit's `showDetailViewController` does.
    ///
    /// - Throws: ``NavigationError/Reason/notShown(_:)`` when an existing screen is not
    ///   in that stack, ``NavigationError/Reason/duplicateEntry(_:)`` when one is named
    ///   twice, or ``NavigationError/Reason/emptyStack`` for an empty presented stack, tab,
    ///   primary column or collapsed split.
    public func setStack(_ stack: [Destination<Any>], in placement: NavigationPlacement = .current)
        throws(NavigationError)
    {
        let resolved = try reportingRefusal { () throws(NavigationError) in
            try resolvedBeforeStaging(stack, for: .setStack)
        }
        try transact(.setStack) { () throws(NavigationError) in
            let layers = engine.state.layers
            try engine.state.requireStack(placement, as: .setStack)
            let top = layers[layers.count - 1].stack(placement) ?? []
            var building: [(ScreenReservation, Destination<Any>, NavigationEntryID?)] = []
            // The first built screen's requester is what a push onto the emptied stack
            // would go over: the top of the column before it, or of the layer below.
            let entries = try stageStack(
                resolved, as: .setStack,
                over: Self.requesterOfFirst(in: placement, of: engine.state),
                building: &building
            ) { id throws(NavigationError) in
                guard let kept = top.first(where: { $0.id == id }) else {
                    throw NavigationError(.setStack, .notShown(id))
                }
                return kept
            }
            try engine.stage(.setStack(entries, in: placement))
            for (reservation, destination, requester) in building {
                build(destination, as: reservation, requester: requester)
            }
        }
    }

    /// Resolves the destinations of a new stack or layout before its change begins: route
    /// tables and screens' own routes are user code, which runs before anything is staged.
    func resolvedBeforeStaging(_ destinations: [Destination<Any>], for action: NavigationAction)
        throws(NavigationError) -> [Destination<Any>]
    {
        try destinations.map { destination throws(NavigationError) in
            var resolved = try destination.resolved(for: action)
            resolved.recordedRoute = restorationRoute(of: resolved)
            return resolved
        }
    }

    /// The entries of one new stack, bottom first, for `setStack` and `setLayout`: an
    /// existing screen's entry comes from `kept`; any other is reserved and listed in
    /// `building`, with the entry below it (`first` at the bottom) as its requester.
    func stageStack(
        _ destinations: [Destination<Any>], as action: NavigationAction,
        over first: NavigationEntryID?,
        building: inout [(ScreenReservation, Destination<Any>, NavigationEntryID?)],
        keeping kept: (NavigationEntryID) throws(NavigationError) -> NavigationEntry
    ) throws(NavigationError) -> [NavigationEntry] {
        var entries: [NavigationEntry] = []
        var requester = first
        for destination in destinations {
            switch destination.kind {
            case .existing(let id):
                entries.append(try kept(id))
            case .build(let screen, _), .route(let screen, _):
                let reservation = try engine.reserve(for: action)
                entries.append(
                    NavigationEntry(
                        id: reservation.id, screen: screen, route: destination.recordedRoute,
                        requester: requester, transition: destination.transition))
                building.append((reservation, destination, requester))
            }
            requester = entries[entries.count - 1].id
        }
        return entries
    }

    /// The requester of the first screen of a stack `setStack` builds.
    static func requesterOfFirst(in placement: NavigationPlacement, of state: NavigationState)
        -> NavigationEntryID?
    {
        let layers = state.layers
        let below = layers.count > 1 ? layers[layers.count - 2].top?.id : nil
        guard case .split(let split) = layers[layers.count - 1].content else { return below }
        switch placement {
        case .column(.secondary), .current:
            if case .current = placement, split.isCollapsed { return below }
            return (split.supplementary?.last ?? split.primary.last)?.id
        case .column(.supplementary): return split.primary.last?.id
        default: return below
        }
    }
}
