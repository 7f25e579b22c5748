// A whole target given by routes is planned against the current state, only the routes
// it builds are resolved (by the sync or the async calls), then it commits in one step.

/// A whole-state change described by routes, planned before any route is resolved.
struct RoutePlan<Route: NavigationRoute> {
    /// The shape of the change: what the commit needs besides the destinations.
    var layout: RouteLayout
    /// The routes to resolve, in the order the commit takes their destinations.
    var pending: [Route]

    var action: NavigationAction { layout.action }
}

/// The shape of a planned change, without its routes, so that the commit is not generic.
struct RouteLayout {
    /// One layer of the target: its stacks' lengths, and how many of each stack's first
    /// screens are kept.
    struct Layer {
        var style: PresentationStyle?
        var shape: ContainerShape
        var counts: [Int]
        var kept: [Int]
    }

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
    /// The archived entries (identity, requester, transition), layer by layer, stack by stack.
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
        var layers: [RouteLayout.Layer] = []
        layers.reserveCapacity(target.presented.count + 1)
        var pending: [Route] = []
        // The layers above a layer are matched when it keeps every screen in the same stacks,
        // whichever tab it selects: presented layers stay up when the tab under them changes.
        var reusing = restoring == nil
        for index in 0...target.presented.count {
            let content = index == 0 ? target.rootContent : target.presented[index - 1].content
            let style = index == 0 ? nil : target.presented[index - 1].style
            let old = index < current.count ? current[index] : nil
            // Only a restoration keeps what the platform reports (see RouteState.Content).
            let shape =
                restoring == nil ? content.shape.keepingPlatformState(of: old) : content.shape
            var oldStacks: [[NavigationEntry]] = []
            if reusing, let old, old.style == style, shape.hasStacks(of: old.content.shape) {
                oldStacks = old.content.stacks
            }
            reusing = !oldStacks.isEmpty
            var layer = RouteLayout.Layer(style: style, shape: shape, counts: [], kept: [])
            let stacks = content.stacks
            // Indexed loops: the plan runs generic over the route type, where iterators
            // and slices are not specialised.
            var position = 0
            while position < stacks.count {
                let routes = stacks[position]
                var kept = 0
                if !oldStacks.isEmpty {
                    let entries = oldStacks[position]
                    while kept < routes.count, kept < entries.count,
                        entries[kept].route?.as(Route.self) == routes[kept]
                    {
                        kept += 1
                    }
                    reusing = reusing && kept == routes.count && kept == entries.count
                }
                var next = kept
                while next < routes.count {
                    pending.append(routes[next])
                    next += 1
                }
                layer.counts.append(routes.count)
                layer.kept.append(kept)
                position += 1
            }
            layers.append(layer)
        }
        return RoutePlan(
            layout: RouteLayout(
                action: action, restoring: restoring, layers: layers,
                commitCount: engine.commitCount),
            pending: pending)
    }

    /// Refuses a plan whose task is cancelled or that another commit superseded.
    func check(_ layout: RouteLayout, cancelled: Bool) throws(NavigationError) {
        if cancelled { throw NavigationError(layout.action, .cancelled) }
        if engine.commitCount != layout.commitCount {
            throw NavigationError(layout.action, .superseded)
        }
    }

    /// Applies a plan in one transaction, with a destination for each pending route.
    func commit(_ layout: RouteLayout, building destinations: [Destination<Any>])
        throws(NavigationError)
    {
        let action = layout.action
        try check(layout, cancelled: false)
        try transact(action) { () throws(NavigationError) in
            if let restoring = layout.restoring {
                // Before any screen is built, so code that navigates from a factory,
                // a guard or a result receiver gets an identity after the archive's.
                engine.reserveIdentities(below: restoring.next)
            }
            let old = engine.state
            var newLayers: [NavigationLayer] = []
            newLayers.reserveCapacity(layout.layers.count)
            var kept: Set<NavigationEntryID> = []
            var building: [(ScreenReservation, Destination<Any>, NavigationEntryID?)] = []
            building.reserveCapacity(destinations.count)
            var next = 0
            for (index, layer) in layout.layers.enumerated() {
                let oldStacks =
                    layer.kept.contains { $0 > 0 } ? old.layers[index].content.stacks : []
                var stacks: [[NavigationEntry]] = []
                for (position, count) in layer.counts.enumerated() {
                    // A built screen's requester is the entry below it in the new state
                    // (restored: the archived one); a kept screen keeps its own.
                    var entries = Array(
                        oldStacks.isEmpty ? [] : oldStacks[position].prefix(layer.kept[position]))
                    kept.formUnion(entries.map(\.id))
                    var below =
                        entries.last?.id
                        ?? layer.shape.requester(
                            ofStack: position, after: stacks, below: newLayers.last?.top?.id)
                    while entries.count < count {
                        let destination = destinations[next]
                        next += 1
                        if case .existing(let id) = destination.kind {
                            guard let entry = old[id], !kept.contains(id) else {
                                throw NavigationError(
                                    action, old.contains(id) ? .duplicateEntry(id) : .notShown(id))
                            }
                            entries.append(entry)
                            kept.insert(id)
                            below = id
                            continue
                        }
                        let reservation: ScreenReservation
                        var requester = below
                        var transition = destination.transition
                        if let archived = layout.restoring?.layers[index][position][entries.count] {
                            reservation = engine.reserve(restored: archived.id)
                            requester = archived.requester
                            transition = archived.transition
                        } else {
                            reservation = try engine.reserve(for: action)
                        }
                        entries.append(
                            NavigationEntry(
                                id: reservation.id, screen: destination.screenType,
                                route: destination.route, requester: requester,
                                transition: transition))
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
            try engine.stage(.replace(newState, keeping: kept))
            for (reservation, destination, requester) in building {
                build(destination, as: reservation, requester: requester)
            }
        }
    }
}
