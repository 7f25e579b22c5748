// The operations on the top stack: pop and set it (push is in Navigator+Showing.swift).

extension Navigator {
    /// Pops the top screen of the top stack.
    ///
    /// - Returns: The identity of the removed screen.
    /// - Throws: ``NavigationError/Reason/emptyStack`` when the top stack has only its
    ///   first screen (use ``dismiss()`` for a presented one).
    @discardableResult
    public func pop() throws(NavigationError) -> NavigationEntryID {
        try transact(.pop) { () throws(NavigationError) in try engine.stagePop() }
    }

    /// Pops back to a screen, dismissing every layer above it.
    ///
    /// Does nothing when the screen is already visible.
    ///
    /// - Parameter id: The screen to make visible.
    /// - Throws: ``NavigationError/Reason/notShown(_:)`` when it is not shown.
    /// - Complexity: O(*n*), where *n* is the number of entries.
    public func pop(to id: NavigationEntryID) throws(NavigationError) {
        try transact(.popTo(id)) { () throws(NavigationError) in
            try engine.stage { state, journal throws(NavigationError) in
                try state.pop(to: id, recording: &journal)
            }
        }
    }

    /// Pops the top stack to its first screen; does nothing when it has only one.
    ///
    /// - Throws: ``NavigationError/Reason/reentrant`` or a guard's refusal.
    /// - Complexity: O(*k*), where *k* is the number of removed screens.
    public func popToRoot() throws(NavigationError) {
        try transact(.popToRoot) { () throws(NavigationError) in
            try engine.stage { state, journal in state.popToRoot(recording: &journal) }
        }
    }

    /// Replaces the top stack, keeping the screens named with ``Destination/existing(_:)``.
    ///
    /// - Parameter stack: The new stack, bottom first.
    /// - Throws: ``NavigationError/Reason/notShown(_:)`` when an existing screen is not
    ///   in the top stack, ``NavigationError/Reason/duplicateEntry(_:)`` when one is named
    ///   twice, ``NavigationError/Reason/emptyStack`` for an empty presented stack.
    /// - Complexity: O(*n* + *m*), plus building the new screens.
    public func setStack(_ stack: [Destination]) throws(NavigationError) {
        // NB: route tables and screens' own routes are user code: they run before the
        // transaction stages anything.
        var resolved: [Destination] = []
        resolved.reserveCapacity(stack.count)
        for destination in stack {
            var destination = try destination.resolved(for: .setStack)
            destination.recordedRoute = restorationRoute(of: destination)
            resolved.append(destination)
        }
        try transact(.setStack) { () throws(NavigationError) in
            let layers = engine.state.layers
            let top = layers[layers.count - 1].entries
            var entries: [NavigationEntry] = []
            var building: [(ScreenReservation, Destination, NavigationEntryID?)] = []
            // NB: a built screen's requester is the entry below it in the new stack; the
            // first one's is the top of the layer below, if any.
            var below = layers.count > 1 ? layers[layers.count - 2].entries.last?.id : nil
            for destination in resolved {
                switch destination.kind {
                case .existing(let id):
                    guard let kept = top.first(where: { $0.id == id }) else {
                        throw NavigationError(.setStack, .notShown(id))
                    }
                    entries.append(kept)
                case .build(let screen, _), .route(let screen, _):
                    let reservation = try engine.reserve(for: .setStack)
                    entries.append(
                        NavigationEntry(
                            id: reservation.id, screen: screen, route: destination.recordedRoute,
                            requester: below))
                    building.append((reservation, destination, below))
                case .alert:
                    // NB: only a `Destination.Returning` carries an alert; none gets here.
                    continue
                }
                below = entries[entries.count - 1].id
            }
            try engine.stage { state, journal throws(NavigationError) in
                try state.setStack(entries, recording: &journal)
            }
            for (reservation, destination, requester) in building {
                build(destination, as: reservation, requester: requester)
            }
        }
    }
}
