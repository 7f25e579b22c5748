// How a whole target given by routes is applied: plan against the current state, resolve
// only the routes the plan builds, then commit the plan in one transaction. The sync calls
// (Navigator+Routes) and the async ones (Navigator+AsyncRoutes) share the plan and the
// commit; only their resolve loops differ.

/// A whole-state change described by routes, planned before any route is resolved.
struct RoutePlan<Route: NavigationRoute> {
    /// The target's layers, root first.
    let layers: [(style: PresentationStyle?, routes: [Route])]
    /// What was asked.
    let action: NavigationAction
    /// For a restoration: the archived identities and the archive's next identity.
    let restoring: RouteRestoration?
    /// Per layer, how many of its first entries the current state already shows.
    let keptCounts: [Int]
    /// The engine's commit count when the plan was made; another commit supersedes it.
    let commitCount: UInt64

    /// The routes to resolve, in the order the commit takes their destinations.
    var pending: [Route] {
        var routes: [Route] = []
        for (index, layer) in layers.enumerated() {
            routes.append(contentsOf: layer.routes[keptCounts[index]...])
        }
        return routes
    }
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
        let layers = target.layers
        var keptCounts: [Int] = []
        keptCounts.reserveCapacity(layers.count)
        var reusing = restoring == nil
        let old = engine.state.layers
        for (index, layer) in layers.enumerated() {
            var count = 0
            if reusing && index < old.count && old[index].style == layer.style {
                let oldEntries = old[index].entries
                while count < layer.routes.count, count < oldEntries.count,
                    let route = oldEntries[count].route?.as(Route.self),
                    route == layer.routes[count]
                {
                    count += 1
                }
                reusing = count == layer.routes.count && count == oldEntries.count
            } else {
                reusing = false
            }
            keptCounts.append(count)
        }
        return RoutePlan(
            layers: layers, action: action, restoring: restoring, keptCounts: keptCounts,
            commitCount: engine.commitCount)
    }

    /// Whether the plan may still commit: its task is not cancelled and no other change
    /// committed since it was made.
    ///
    /// - Throws: ``NavigationError/Reason/cancelled`` or
    ///   ``NavigationError/Reason/superseded``.
    func check<Route>(_ plan: RoutePlan<Route>, cancelled: Bool) throws(NavigationError) {
        if cancelled { throw NavigationError(plan.action, .cancelled) }
        if engine.commitCount != plan.commitCount {
            throw NavigationError(plan.action, .superseded)
        }
    }

    /// Applies a plan in one transaction, with a destination for each of its pending
    /// routes, in order.
    func commit<Route>(_ plan: RoutePlan<Route>, building destinations: [Destination])
        throws(NavigationError)
    {
        let action = plan.action
        try check(plan, cancelled: false)
        try transact(action) { () throws(NavigationError) in
            if let restoring = plan.restoring {
                // NB: before any screen is built, so code that navigates from a factory,
                // a guard or a result receiver gets an identity after the archive's.
                engine.identities.reserve(below: restoring.next)
            }
            let old = engine.state
            var newLayers: [NavigationLayer] = []
            newLayers.reserveCapacity(plan.layers.count)
            var kept = Set<NavigationEntryID>()
            var building: [(ScreenReservation, Destination, NavigationEntryID?)] = []
            var next = 0
            for (index, layer) in plan.layers.enumerated() {
                var entries: [NavigationEntry] = []
                entries.reserveCapacity(layer.routes.count)
                // NB: a built screen's requester is the entry below it in the new state
                // (restored: the archived one); a kept screen keeps its own.
                var below = newLayers.last?.entries.last?.id
                let keptCount = plan.keptCounts[index]
                if keptCount > 0 {
                    for entry in old.layers[index].entries[..<keptCount] {
                        entries.append(entry)
                        kept.insert(entry.id)
                    }
                    below = entries[entries.count - 1].id
                }
                for position in keptCount..<layer.routes.count {
                    let destination = destinations[next]
                    next += 1
                    if case .existing(let id) = destination.kind {
                        guard let entry = old[id], kept.insert(id).inserted else {
                            throw NavigationError(
                                action, old.contains(id) ? .duplicateEntry(id) : .unknownEntry(id))
                        }
                        entries.append(entry)
                        below = id
                        continue
                    }
                    let reservation: ScreenReservation
                    if let restoring = plan.restoring {
                        reservation = engine.reserve(
                            restored: restoring.identities[index][position])
                    } else {
                        reservation = try engine.reserve(for: action)
                    }
                    var requester = below
                    if let restoring = plan.restoring {
                        requester = restoring.requesters[index][position]
                    }
                    entries.append(
                        NavigationEntry(
                            id: reservation.id, screen: destination.screenType,
                            route: destination.route, requester: requester))
                    building.append((reservation, destination, requester))
                    below = reservation.id
                }
                newLayers.append(NavigationLayer(style: layer.style, entries: entries))
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
