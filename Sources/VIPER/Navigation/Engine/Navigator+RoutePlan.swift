// How a whole target given by routes is applied: plan against the current state, resolve
// only the routes the plan builds, then commit the plan in one transaction. The sync calls
// (Navigator+Routes) and the async ones (Navigator+AsyncRoutes) share the plan and the
// commit; only their resolve loops differ.

/// A whole-state change described by routes, planned before any route is resolved.
struct RoutePlan<Route: NavigationRoute> {
    /// The shape of the change; what the commit needs besides the destinations.
    var layout: RouteLayout
    /// The routes to resolve, in the order the commit takes their destinations.
    var pending: [Route]

    var action: NavigationAction { layout.action }
}

/// The shape of a planned change: its layers, which screens it keeps, what it restores.
///
/// NB: not generic over the route type, so the commit is compiled once and runs without
/// looking up generic metadata: unspecialised generic code over arrays of tuples of
/// routes spent a fifth of a deep link's time in the runtime's metadata caches.
struct RouteLayout {
    /// One layer of the target.
    struct Layer {
        /// The layer's style; `nil` for the root layer.
        var style: PresentationStyle?
        /// How many screens the layer shows.
        var count: Int
        /// How many of its first screens the current state already shows.
        var kept: Int
    }

    /// What was asked.
    let action: NavigationAction
    /// For a restoration: the archived identities and the archive's next identity.
    let restoring: RouteRestoration?
    /// The target's layers, root first.
    var layers: [Layer]
    /// The engine's commit count when the plan was made; another commit supersedes it.
    let commitCount: UInt64
}

/// What a restoration keeps from its archive.
struct RouteRestoration {
    /// The archived identity of every entry, layer by layer.
    var identities: [[NavigationEntryID]]
    /// The archived requester (`resultTo`) of every entry, layer by layer.
    var requesters: [[NavigationEntryID?]]
    /// The archive's next identity: none below it is issued after the restore.
    var next: NavigationEntryID
}

extension Navigator {
    /// Plans `target` against the current state: the screens at its start whose routes
    /// match (same layer, same position) are kept; the rest will be built.
    ///
    /// - Parameter restoring: The archive's identities; `nil` keeps matching screens.
    ///   A restoration keeps none: it rebuilds every screen under its archived identity.
    func plan<Route>(
        _ target: RouteState<Route>, as action: NavigationAction, restoring: RouteRestoration?
    ) -> RoutePlan<Route> {
        let layerCount = target.presented.count + 1
        var layers: [RouteLayout.Layer] = []
        layers.reserveCapacity(layerCount)
        var pending: [Route] = []
        var reusing = restoring == nil
        var index = 0
        while index < layerCount {
            let routes = index == 0 ? target.root : target.presented[index - 1].routes
            let style = index == 0 ? nil : target.presented[index - 1].style
            var kept = 0
            if reusing && index < engine.state.layers.count
                && engine.state.layers[index].style == style
            {
                let old = engine.state.layers[index].entries
                while kept < routes.count, kept < old.count,
                    let route = old[kept].route?.as(Route.self), route == routes[kept]
                {
                    kept += 1
                }
                reusing = kept == routes.count && kept == old.count
            } else {
                reusing = false
            }
            var position = kept
            while position < routes.count {
                pending.append(routes[position])
                position += 1
            }
            layers.append(RouteLayout.Layer(style: style, count: routes.count, kept: kept))
            index += 1
        }
        return RoutePlan(
            layout: RouteLayout(
                action: action, restoring: restoring, layers: layers,
                commitCount: engine.commitCount),
            pending: pending)
    }

    /// Whether a plan may still commit: its task is not cancelled and no other change
    /// committed since it was made.
    ///
    /// - Throws: ``NavigationError/Reason/cancelled`` or
    ///   ``NavigationError/Reason/superseded``.
    func check(_ layout: RouteLayout, cancelled: Bool) throws(NavigationError) {
        if cancelled { throw NavigationError(layout.action, .cancelled) }
        if engine.commitCount != layout.commitCount {
            throw NavigationError(layout.action, .superseded)
        }
    }

    /// Applies a planned change in one transaction, with a destination for each of its
    /// pending routes, in order.
    func commit(_ layout: RouteLayout, building destinations: [Destination])
        throws(NavigationError)
    {
        let action = layout.action
        try check(layout, cancelled: false)
        try transact(action) { () throws(NavigationError) in
            if let restoring = layout.restoring {
                // NB: before any screen is built, so code that navigates from a factory,
                // a guard or a result receiver gets an identity after the archive's.
                engine.reserveIdentities(below: restoring.next)
            }
            var newLayers: [NavigationLayer] = []
            newLayers.reserveCapacity(layout.layers.count)
            var kept = Set<NavigationEntryID>()
            var building: [(ScreenReservation, Destination, NavigationEntryID?)] = []
            building.reserveCapacity(destinations.count)
            var next = 0
            var index = 0
            while index < layout.layers.count {
                let layer = layout.layers[index]
                var entries: [NavigationEntry] = []
                entries.reserveCapacity(layer.count)
                // NB: a built screen's requester is the entry below it in the new state
                // (restored: the archived one); a kept screen keeps its own.
                var below = newLayers.last?.entries.last?.id
                var position = 0
                while position < layer.kept {
                    let entry = engine.state.layers[index].entries[position]
                    entries.append(entry)
                    kept.insert(entry.id)
                    below = entry.id
                    position += 1
                }
                while position < layer.count {
                    let destination = destinations[next]
                    next += 1
                    if case .existing(let id) = destination.kind {
                        guard let entry = engine.state[id], kept.insert(id).inserted else {
                            throw NavigationError(
                                action,
                                engine.state.contains(id) ? .duplicateEntry(id) : .notShown(id))
                        }
                        entries.append(entry)
                        below = id
                        position += 1
                        continue
                    }
                    let reservation: ScreenReservation
                    if let restoring = layout.restoring {
                        reservation = engine.reserve(
                            restored: restoring.identities[index][position])
                    } else {
                        reservation = try engine.reserve(for: action)
                    }
                    var requester = below
                    if let restoring = layout.restoring {
                        requester = restoring.requesters[index][position]
                    }
                    entries.append(
                        NavigationEntry(
                            id: reservation.id, screen: destination.screenType,
                            route: destination.route, requester: requester))
                    building.append((reservation, destination, requester))
                    below = reservation.id
                    position += 1
                }
                newLayers.append(NavigationLayer(style: layer.style, entries: entries))
                index += 1
            }
            let newState = NavigationState(unchecked: newLayers)
            try newState.validate(as: action)
            engine.stageReplace(with: newState, keeping: kept)
            for (reservation, destination, requester) in building {
                build(destination, as: reservation, requester: requester)
            }
        }
    }
}
