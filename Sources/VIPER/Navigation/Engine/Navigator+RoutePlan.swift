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
        /// The layer's container, without its screens.
        var shape: Shape
        /// The layer's first stack.
        var first: Stack
        /// Its other stacks, in the order ``RouteState/Content`` lists them.
        ///
        /// NB: apart from the first, so that a stack layer allocates no array
        /// (navigation-deep-link/navigator-open).
        var more: [Stack] = []

        /// The number of stacks.
        var stackCount: Int { 1 + more.count }

        /// The stack at `index`.
        func stack(at index: Int) -> Stack { index == 0 ? first : more[index - 1] }
    }

    /// One stack of a target layer.
    struct Stack {
        /// How many screens the stack shows.
        var count: Int
        /// How many of its first screens the current state already shows.
        var kept: Int
    }

    /// A layer's container without its screens.
    enum Shape: Equatable {
        case stack
        case tabs([NavigationTabTag], selected: NavigationTabTag)
        case split(hasSupplementary: Bool, isCollapsed: Bool)

        /// The shape of a layer of the current state.
        init(_ content: NavigationLayer.Content) {
            switch content {
            case .stack: self = .stack
            case .tabs(let tabs, let selected): self = .tabs(tabs.map(\.tag), selected: selected)
            case .split(let split):
                self = .split(
                    hasSupplementary: split.supplementary != nil, isCollapsed: split.isCollapsed)
            }
        }

        /// Whether the stacks of two shapes correspond one to one: the same kind, tags and
        /// columns; the selection and the collapsed flag do not matter.
        func hasStacks(of other: Shape) -> Bool {
            switch (self, other) {
            case (.stack, .stack): true
            case (.tabs(let tags, _), .tabs(let others, _)): tags == others
            case (.split(let supplementary, _), .split(let others, _)): supplementary == others
            default: false
            }
        }
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
    /// The archived identity of every entry, layer by layer, each layer's stacks in order.
    var identities: [[NavigationEntryID]]
    /// The archived requester (`resultTo`) of every entry, in the same order.
    var requesters: [[NavigationEntryID?]]
    /// The archive's next identity: none below it is issued after the restore.
    var next: NavigationEntryID
}

extension NavigationLayer.Content {
    /// The number of stacks.
    var stackCount: Int {
        switch self {
        case .stack: 1
        case .tabs(let tabs, _): tabs.count
        case .split(let split): split.supplementary == nil ? 2 : 3
        }
    }

    /// The stack at `index`, in the order ``RouteState/Content`` lists them.
    func entries(at index: Int) -> [NavigationEntry] {
        switch self {
        case .stack(let entries): return entries
        case .tabs(let tabs, _): return tabs[index].entries
        case .split(let split):
            if index == 0 { return split.primary }
            if index == 1, let supplementary = split.supplementary { return supplementary }
            return split.secondary
        }
    }
}

extension RouteState.Content {
    /// The number of stacks.
    var stackCount: Int {
        switch self {
        case .stack: 1
        case .tabs(let tabs, _): tabs.count
        case .split(_, let supplementary, _, _): supplementary == nil ? 2 : 3
        }
    }

    /// The stack at `index`, in the order ``stacks`` lists them.
    func routes(at index: Int) -> [Route] {
        switch self {
        case .stack(let routes): return routes
        case .tabs(let tabs, _): return tabs[index].routes
        case .split(let primary, let supplementary, let secondary, _):
            if index == 0 { return primary }
            if index == 1, let supplementary { return supplementary }
            return secondary
        }
    }
}

extension Navigator {
    /// Plans `target` against the current state: the screens at the start of each stack
    /// whose routes match (same layer, same container, same stack, same position) are
    /// kept; the rest will be built.
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
            let content = index == 0 ? target.rootContent : target.presented[index - 1].content
            let style = index == 0 ? nil : target.presented[index - 1].style
            var shape = Self.shape(of: content)
            var oldContent: NavigationLayer.Content?
            if index < engine.state.layers.count {
                let old = engine.state.layers[index]
                // NB: only the platform collapses a shown split: a replace keeps its flag.
                if restoring == nil, case .split(let supplementary, _) = shape,
                    let split = old.split
                {
                    shape = .split(hasSupplementary: supplementary, isCollapsed: split.isCollapsed)
                }
                if reusing && old.style == style
                    && shape.hasStacks(of: RouteLayout.Shape(old.content))
                {
                    oldContent = old.content
                }
            }
            var allKept = oldContent != nil
            var first = RouteLayout.Stack(count: 0, kept: 0)
            var more: [RouteLayout.Stack] = []
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
                let stack = RouteLayout.Stack(count: routes.count, kept: kept)
                if position == 0 { first = stack } else { more.append(stack) }
            }
            reusing =
                allKept && index < engine.state.layers.count
                && RouteLayout.Shape(engine.state.layers[index].content) == shape
            layers.append(RouteLayout.Layer(style: style, shape: shape, first: first, more: more))
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
            // NB: an array, sorted before the replace, rather than a `Set`: hashing each
            // kept identity and growing the set's storage cost a deep link about 2,500
            // instructions (navigation-deep-link/navigator-open).
            var kept: [NavigationEntryID] = []
            var building: [(ScreenReservation, Destination, NavigationEntryID?)] = []
            building.reserveCapacity(destinations.count)
            var next = 0
            var index = 0
            while index < layout.layers.count {
                let layer = layout.layers[index]
                let layerBelow = newLayers.last?.top?.id
                var flat = 0
                // NB: a stack layer's one stack is not collected in an array.
                var stacks: [[NavigationEntry]] = []
                var single: [NavigationEntry] = []
                for stackIndex in 0..<layer.stackCount {
                    let stack = layer.stack(at: stackIndex)
                    var entries: [NavigationEntry] = []
                    entries.reserveCapacity(stack.count)
                    // NB: a built screen's requester is the entry below it in the new
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
                    if case .stack = layer.shape {
                        single = entries
                    } else {
                        stacks.append(entries)
                    }
                }
                let content: NavigationLayer.Content =
                    if case .stack = layer.shape {
                        .stack(single)
                    } else {
                        Self.content(layer.shape, stacks)
                    }
                newLayers.append(NavigationLayer(style: layer.style, content: content))
                index += 1
            }
            let newState = NavigationState(unchecked: newLayers)
            try newState.validate(as: action)
            kept.sort()
            engine.stageReplace(with: newState, keepingSorted: kept)
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
