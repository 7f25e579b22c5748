// How a whole target given by routes is applied: plan against the current state, resolve
// only the routes the plan builds, then commit the plan in one transaction. The sync calls
// (Navigator+Routes) and the async ones (Navigator+AsyncRoutes) share the plan and the
// commit; only their resolve loops differ.

extension Navigator {
    /// Plans `target` against the current state.
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
            let content = index == 0 ? target.rootContent : target.presented[index - 1].content
            let style = index == 0 ? nil : target.presented[index - 1].style
            var shape = Self.shape(of: content)
            // Only the platform collapses a split, so a replace never takes the
            // target's flag: a split that replaces one at the same layer keeps the flag
            // the platform reported (as setLayout does), a new one starts expanded until
            // the platform says otherwise. Only a restoration keeps the target's flag.
            if restoring == nil, case .split(let supplementary, _) = shape {
                let current =
                    index < engine.state.layers.count ? engine.state.layers[index].split : nil
                shape = .split(
                    hasSupplementary: supplementary, isCollapsed: current?.isCollapsed ?? false)
            }
            var oldContent: NavigationLayer.Content?
            if index < engine.state.layers.count {
                let old = engine.state.layers[index]
                if reusing && old.style == style
                    && shape.hasStacks(of: RouteLayout.Shape(old.content))
                {
                    oldContent = old.content
                }
            }
            var allKept = oldContent != nil
            var stacks: [RouteLayout.Stack] = []
            for position in 0..<content.stackCount {
                let routes = content.routes(at: position)
                var kept = 0
                if let oldContent, position < oldContent.stackCount {
                    let old = oldContent.entries(at: position)
                    while kept < routes.count, kept < old.count,
                        let route = old[kept].route?.as(Route.self), route == routes[kept]
                    {
                        kept += 1
                    }
                    allKept = allKept && kept == routes.count && kept == old.count
                }
                var next = kept
                while next < routes.count {
                    pending.append(routes[next])
                    next += 1
                }
                stacks.append(RouteLayout.Stack(count: routes.count, kept: kept))
            }
            // The layers above are kept when this one keeps every screen in the same
            // stacks; which tab is selected under them does not matter, as presented layers
            // stay up when the tab under them changes.
            reusing = allKept
            layers.append(RouteLayout.Layer(style: style, shape: shape, stacks: stacks))
            index += 1
        }
        return RoutePlan(
            layout: RouteLayout(
                action: action, restoring: restoring, layers: layers,
                commitCount: engine.commitCount),
            pending: pending)
    }

    /// The shape of a target layer's container.
    private static func shape<Route>(of content: RouteState<Route>.Content) -> RouteLayout.Shape {
        switch content {
        case .stack: .stack
        case .tabs(let tabs, let selected): .tabs(tabs.map(\.tag), selected: selected)
        case .split(_, let supplementary, _, let isCollapsed):
            .split(hasSupplementary: supplementary != nil, isCollapsed: isCollapsed)
        }
    }

    /// Whether a plan may still commit: its task is not cancelled and no other change
    /// committed since it was made.
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
        try transact(action) { _ throws(NavigationError) in
            if let restoring = layout.restoring {
                // Before any screen is built, so code that navigates from a factory,
                // a guard or a result receiver gets an identity after the archive's.
                engine.reserveIdentities(below: restoring.next)
            }
            var newLayers: [NavigationLayer] = []
            newLayers.reserveCapacity(layout.layers.count)
            var kept: [NavigationEntryID] = []
            var building: [(ScreenReservation, Destination, NavigationEntryID?)] = []
            building.reserveCapacity(destinations.count)
            var next = 0
            var index = 0
            while index < layout.layers.count {
                let layer = layout.layers[index]
                let layerBelow = newLayers.last?.top?.id
                var flat = 0
                var stacks: [[NavigationEntry]] = []
                for (stackIndex, stack) in layer.stacks.enumerated() {
                    var entries: [NavigationEntry] = []
                    entries.reserveCapacity(stack.count)
                    // A built screen's requester is the entry below it in the new
                    // state (restored: the archived one); a kept screen keeps its own. The
                    // first screen of a split's later column goes over the column before.
                    var below = layerBelow
                    if case .split = layer.shape, stackIndex > 0 {
                        below = stacks.last(where: { !$0.isEmpty })?.last?.id ?? stacks[0].last?.id
                    }
                    var position = 0
                    if stack.kept > 0 {
                        let old = engine.state.layers[index].content.entries(at: stackIndex)
                        while position < stack.kept {
                            entries.append(old[position])
                            kept.append(old[position].id)
                            below = old[position].id
                            position += 1
                            flat += 1
                        }
                    }
                    while position < stack.count {
                        let destination = destinations[next]
                        next += 1
                        if case .existing(let id) = destination.kind {
                            guard let entry = engine.state[id], !kept.contains(id) else {
                                throw NavigationError(
                                    action,
                                    engine.state.contains(id) ? .duplicateEntry(id) : .notShown(id))
                            }
                            entries.append(entry)
                            kept.append(id)
                            below = id
                            position += 1
                            flat += 1
                            continue
                        }
                        let reservation: ScreenReservation
                        var requester = below
                        if let restoring = layout.restoring {
                            reservation = engine.reserve(
                                restored: restoring.identities[index][flat])
                            requester = restoring.requesters[index][flat]
                        } else {
                            reservation = try engine.reserve(for: action)
                        }
                        entries.append(
                            NavigationEntry(
                                id: reservation.id, screen: destination.screenType,
                                route: destination.route, requester: requester))
                        building.append((reservation, destination, requester))
                        below = reservation.id
                        position += 1
                        flat += 1
                    }
                    stacks.append(entries)
                }
                newLayers.append(
                    NavigationLayer(style: layer.style, content: Self.content(layer.shape, stacks)))
                index += 1
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

    /// A container of `shape` holding `stacks`, in the order ``RouteState/Content`` lists
    /// them.
    private static func content(_ shape: RouteLayout.Shape, _ stacks: [[NavigationEntry]])
        -> NavigationLayer.Content
    {
        switch shape {
        case .stack:
            return .stack(stacks[0])
        case .tabs(let tags, let selected):
            return .tabs(
                zip(tags, stacks).map { NavigationTab($0, entries: $1) }, selected: selected)
        case .split(let hasSupplementary, let isCollapsed):
            return .split(
                NavigationSplit(
                    primary: stacks[0], supplementary: hasSupplementary ? stacks[1] : nil,
                    secondary: stacks[stacks.count - 1], isCollapsed: isCollapsed))
        }
    }
}
