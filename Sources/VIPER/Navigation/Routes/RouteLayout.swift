// The data of a planned route change: its layout (layers, stacks, kept screens), the
// routes still to resolve, and what a restoration keeps; planned and committed in
// Navigator+RoutePlan.

/// A whole-state change described by routes, planned before any route is resolved.
struct RoutePlan<Route: NavigationRoute> {
    /// The shape of the change; what the commit needs besides the destinations.
    var layout: RouteLayout
    /// The routes to resolve, in the order the commit takes their destinations.
    var pending: [Route]

    var action: NavigationAction { layout.action }
}

/// The shape of a planned change: its layers, which screens it keeps, what it restores.
struct RouteLayout {
    /// One layer of the target.
    struct Layer {
        /// The layer's style; `nil` for the root layer.
        var style: PresentationStyle?
        /// The layer's container, without its screens.
        var shape: Shape
        /// Its stacks, in the order ``RouteState/Content`` lists them.
        var stacks: [Stack]
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
