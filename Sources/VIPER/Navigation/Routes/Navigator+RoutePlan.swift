// A whole target given by routes is planned against the current state, only the routes
// it builds are resolved (by the sync or the async calls), then it commits in one step.

/// A whole-state change described by routes, planned before any route is resolved.
struct RoutePlan<Route: NavigationRoute> {
    /// One layer of the target, with how many of each stack's first screens are kept.
    struct Layer {
        var style: PresentationStyle?
        var shape: ContainerShape
        var stacks: [[Route]]
        var kept: [Int]
    }

    let action: NavigationAction
    /// For a restoration: the archived identities and the archive's next identity.
    let restoring: RouteRestoration?
    /// The target's layers, root first.
    var layers: [Layer]
    /// The engine's commit count when the plan was made; another commit supersedes it.
    let commitCount: UInt64

    /// The routes to resolve, in the order the commit takes their destinations.
    var pending: [Route] {
        layers.flatMap { layer in zip(layer.stacks, layer.kept).flatMap { $0[$1...] } }
    }
}

/// What a restoration keeps from its archive.
struct RouteRestoration {
    /// The archived entries (identity and requester), layer by layer, stack by stack.
    var layers: [[[NavigationEntry]]]
    /// The archive's next identity: none below it is issued after the restore.
    var next: NavigationEntryID
}

extension Navigator {
    /// Plans `target` against the current state.
    func plan<Route>(
        _ target: RouteState<Route>, as action: NavigationAction, restoring: RouteRestoration?
    ) -> RoutePlan<Route> {
        let current = engine.state.layers
        var layers: [RoutePlan<Route>.Layer] = []
        layers.reserveCapacity(target.presented.count + 1)
        // The layers above a layer are matched when it keeps every screen in the same
        // stacks; which tab is selected under them does not matter, as presented layers
        // stay up when the tab under them changes.
        var reusing = restoring == nil
        for (index, (style, content)) in target.layers.enumerated() {
            let old = index < current.count ? current[index] : nil
            // Only a restoration keeps the target's collapsed flag (see RouteState.Content).
            let shape = restoring == nil ? content.shape.keepingCollapse(of: old) : content.shape
            let stacks = content.stacks
            var kept = Array(repeating: 0, count: stacks.count)
            if reusing, let old, old.style == style,
                shape.placements == old.content.shape.placements
            {
                for (position, (routes, entries)) in zip(stacks, old.content.stacks).enumerated() {
                    while kept[position] < min(routes.count, entries.count),
                        entries[kept[position]].route?.as(Route.self) == routes[kept[position]]
                    {
                        kept[position] += 1
                    }
                    reusing =
                        reusing && kept[position] == routes.count
                        && kept[position] == entries.count
                }
            } else {
                reusing = false
            }
            layers.append(.init(style: style, shape: shape, stacks: stacks, kept: kept))
        }
        return RoutePlan(
            action: action, restoring: restoring, layers: layers, commitCount: engine.commitCount)
    }

    /// Refuses a plan whose task is cancelled or that another commit superseded.
    func check<Route>(_ plan: RoutePlan<Route>, cancelled: Bool) throws(NavigationError) {
        if cancelled { throw NavigationError(plan.action, .cancelled) }
        if engine.commitCount != plan.commitCount {
            throw NavigationError(plan.action, .superseded)
        }
    }

    /// Applies a plan in one transaction, with a destination for each pending route.
    func commit<Route>(_ plan: RoutePlan<Route>, building destinations: [Destination])
        throws(NavigationError)
    {
        let action = plan.action
        try check(plan, cancelled: false)
        try transact(action) { _ throws(NavigationError) in
            if let restoring = plan.restoring {
                // Before any screen is built, so code that navigates from a factory,
                // a guard or a result receiver gets an identity after the archive's.
                engine.reserveIdentities(below: restoring.next)
            }
            let old = engine.state
            var newLayers: [NavigationLayer] = []
            newLayers.reserveCapacity(plan.layers.count)
            var kept: [NavigationEntryID] = []
            var building: [(ScreenReservation, Destination, NavigationEntryID?)] = []
            building.reserveCapacity(destinations.count)
            var next = 0
            for (index, layer) in plan.layers.enumerated() {
                let oldStacks =
                    layer.kept.contains { $0 > 0 } ? old.layers[index].content.stacks : []
                var stacks: [[NavigationEntry]] = []
                for (position, routes) in layer.stacks.enumerated() {
                    // A built screen's requester is the entry below it in the new state
                    // (restored: the archived one); a kept screen keeps its own.
                    var entries = Array(
                        oldStacks.isEmpty ? [] : oldStacks[position].prefix(layer.kept[position]))
                    kept += entries.map(\.id)
                    var below =
                        entries.last?.id
                        ?? layer.shape.requester(
                            ofStack: position, after: stacks, below: newLayers.last?.top?.id)
                    while entries.count < routes.count {
                        let destination = destinations[next]
                        next += 1
                        if case .existing(let id) = destination.kind {
                            guard let entry = old[id], !kept.contains(id) else {
                                throw NavigationError(
                                    action, old.contains(id) ? .duplicateEntry(id) : .notShown(id))
                            }
                            entries.append(entry)
                            kept.append(id)
                            below = id
                            continue
                        }
                        let reservation: ScreenReservation
                        var requester = below
                        if let archived = plan.restoring?.layers[index][position][entries.count] {
                            reservation = engine.reserve(restored: archived.id)
                            requester = archived.requester
                        } else {
                            reservation = try engine.reserve(for: action)
                        }
                        entries.append(
                            NavigationEntry(
                                id: reservation.id, screen: destination.screenType,
                                route: destination.route, requester: requester))
                        building.append((reservation, destination, requester))
                        below = reservation.id
                    }
                    stacks.append(entries)
                }
                newLayers.append(
                    NavigationLayer(style: layer.style, content: .init(layer.shape, stacks)))
            }
            let newState = NavigationState(unchecked: newLayers)
            try newState.validate(as: action)
            kept.sort()
            try engine.stage(.replace(newState, keepingSorted: kept))
            for (reservation, destination, requester) in building {
                build(destination, as: reservation, requester: requester)
            }
        }
    }
}
