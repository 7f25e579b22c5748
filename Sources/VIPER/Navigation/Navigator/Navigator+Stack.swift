// The operations on a stack of the top layer: pop and set it (push is in
// Navigator+Showing.swift).

extension Navigator {
    /// Pops the top screen of a stack of the top layer.
    ///
    /// - Parameter placement: The stack: the current one (the selected tab's, a split's
    ///   secondary column or, collapsed, its combined stack), a named tab, or a column.
    /// - Returns: The identity of the removed screen.
    /// - Throws: ``NavigationError/Reason/emptyStack`` when the stack has only its first
    ///   screen (use ``dismiss()`` for a presented one),
    ///   ``NavigationError/Reason/invalidContainer(layer:_:)`` when the top layer has no
    ///   such stack.
    @discardableResult
    public func pop(in placement: NavigationPlacement = .current) throws(NavigationError)
        -> NavigationEntryID
    {
        try transact(.pop) { navigator throws(NavigationError) in
            // A pop always removes an entry, whose identity `stage` returns.
            try navigator.engine.stage(.pop(in: placement)) ?? NavigationEntryID(0)
        }
    }

    /// Pops back to a screen, dismissing every layer above it and selecting its tab.
    ///
    /// Does nothing when the screen is already visible. In an expanded split only the
    /// screen's column is popped; collapsed, the combined stack (see
    /// ``NavigationSplit``).
    ///
    /// - Parameter id: The screen to make visible.
    /// - Throws: ``NavigationError/Reason/notShown(_:)`` when it is not shown.
    /// - Complexity: O(*n*), where *n* is the number of entries.
    public func pop(to id: NavigationEntryID) throws(NavigationError) {
        try transact(.popTo(id)) { navigator throws(NavigationError) -> Void in
            try navigator.engine.stage(.popTo(id))
        }
    }

    /// Pops a stack of the top layer to its first screen; does nothing when it has only
    /// one.
    ///
    /// - Parameter placement: The stack, as for ``pop(in:)``.
    /// - Throws: ``NavigationError/Reason/invalidContainer(layer:_:)`` when the top layer
    ///   has no such stack, ``NavigationError/Reason/reentrant`` or a guard's refusal.
    /// - Complexity: O(*k*), where *k* is the number of removed screens.
    public func popToRoot(in placement: NavigationPlacement = .current) throws(NavigationError) {
        try transact(.popToRoot) { navigator throws(NavigationError) -> Void in
            try navigator.engine.stage(.popToRoot(in: placement))
        }
    }

    /// Replaces a stack of the top layer, keeping the screens named with
    /// ``Destination/existing(_:)``.
    ///
    /// Replacing a split's secondary column is what UIKit's `showDetailViewController`
    /// does:
    ///
    /// ```swift
    /// try navigator.setStack([.screen(NoteScreen.self, input: note)], in: .column(.secondary))
    /// ```
    ///
    /// - Parameters:
    ///   - stack: The new stack, bottom first.
    ///   - placement: The stack, as for ``pop(in:)``.
    /// - Throws: ``NavigationError/Reason/notShown(_:)`` when an existing screen is not
    ///   in that stack, ``NavigationError/Reason/duplicateEntry(_:)`` when one is named
    ///   twice, ``NavigationError/Reason/emptyStack`` for an empty presented stack, tab,
    ///   primary column or collapsed split,
    ///   ``NavigationError/Reason/invalidContainer(layer:_:)`` when the top layer has no
    ///   such stack.
    /// - Complexity: O(*n* + *m*), plus building the new screens.
    public func setStack(_ stack: [Destination], in placement: NavigationPlacement = .current)
        throws(NavigationError)
    {
        let resolved = try reportingRefusal { () throws(NavigationError) in
            try resolvedBeforeStaging(stack, for: .setStack)
        }
        try transact(.setStack) { _ throws(NavigationError) in
            let layers = engine.state.layers
            try engine.state.requireStack(placement, as: .setStack)
            let top = layers[layers.count - 1].stack(placement) ?? []
            var building: [(ScreenReservation, Destination, NavigationEntryID?)] = []
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

    /// Resolves the destinations of a new stack or layout before its change begins.
    ///
    /// Route tables and screens' own routes are user code: they run here, before the
    /// transaction stages anything.
    ///
    /// - Throws: What resolving a destination throws (an unknown route).
    func resolvedBeforeStaging(_ destinations: [Destination], for action: NavigationAction)
        throws(NavigationError) -> [Destination]
    {
        var resolved: [Destination] = []
        resolved.reserveCapacity(destinations.count)
        for destination in destinations {
            var destination = try destination.resolved(for: action)
            destination.recordedRoute = restorationRoute(of: destination)
            resolved.append(destination)
        }
        return resolved
    }

    /// Stages the entries of one new stack, bottom first, for `setStack` and `setLayout`:
    /// a screen named with ``Destination/existing(_:)`` is taken from `kept`, any other is
    /// reserved and listed in `building`, to be built once the change is staged.
    ///
    /// A built screen's requester is the entry below it in the new stack; the bottom
    /// one's is `first`.
    ///
    /// - Parameters:
    ///   - destinations: The resolved destinations, bottom first.
    ///   - action: The change, for the engine's reservations.
    ///   - first: The requester of a built screen at the bottom of the stack.
    ///   - building: Where each reserved screen is listed with its requester.
    ///   - kept: Finds the entry of an existing screen, or throws the change's refusal.
    /// - Returns: The stack's entries.
    func stageStack(
        _ destinations: [Destination], as action: NavigationAction, over first: NavigationEntryID?,
        building: inout [(ScreenReservation, Destination, NavigationEntryID?)],
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
                        requester: requester))
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
