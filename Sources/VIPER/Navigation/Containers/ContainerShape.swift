// The one representation every container shares, a shape and its stacks in the order of
// its placements: layers, route states, layouts, route plans and archives convert through it.

/// A container without its screens: a stack, tabs with their selection and sidebar, or
/// columns and collapse.
enum ContainerShape: Equatable {
    case stack
    case tabs([TabSlot], selected: NavigationTabTag, showsSidebar: Bool)
    case split(hasSupplementary: Bool, isCollapsed: Bool)

    /// The placement of each stack, in order: the stack; each tab; the columns.
    var placements: [NavigationPlacement] {
        switch self {
        case .stack: [.current]
        case .tabs(let slots, _, _): slots.map { .tab($0.tag) }
        case .split(let hasSupplementary, _):
            [.column(.primary)] + (hasSupplementary ? [.column(.supplementary)] : [])
                + [.column(.secondary)]
        }
    }

    /// Whether `other` has the same stacks, whatever its selection and collapsed flag.
    func hasStacks(of other: ContainerShape) -> Bool {
        switch (self, other) {
        case (.stack, .stack): true
        case (.tabs(let slots, _, _), .tabs(let others, _, _)):
            slots.map(\.tag) == others.map(\.tag)
        case (.split(let columns, _), .split(let others, _)): columns == others
        default: false
        }
    }

    /// This shape with what the platform reports kept from `layer`: its split's collapsed
    /// flag, else expanded; its tabs' sidebar and the tabs the user hid, by tag, else no
    /// sidebar and no tab hidden.
    func keepingPlatformState(of layer: NavigationLayer?) -> ContainerShape {
        switch self {
        case .stack:
            return self
        case .split(let hasSupplementary, _):
            return .split(
                hasSupplementary: hasSupplementary,
                isCollapsed: layer?.split?.isCollapsed ?? false)
        case .tabs(var slots, let selected, _):
            var hidden = Set<NavigationTabTag>()
            var showsSidebar = false
            if case .tabs(let tabs, _, let shown)? = layer?.content {
                hidden = Set(tabs.filter(\.isHidden).map(\.tag))
                showsSidebar = shown
            }
            for index in slots.indices { slots[index].isHidden = hidden.contains(slots[index].tag) }
            return .tabs(slots, selected: selected, showsSidebar: showsSidebar)
        }
    }

    /// The requester of stack `index`'s first built screen, after the stacks `built`: the top
    /// of a split's nearest earlier non-empty column, else the top of the layer below.
    func requester(
        ofStack index: Int, after built: [[NavigationEntry]], below: NavigationEntryID?
    ) -> NavigationEntryID? {
        guard case .split = self, index > 0 else { return below }
        return built.last { !$0.isEmpty }?.last?.id
    }
}

extension NavigationPlacement {
    /// The name restoration data gives the stack: a tab's tag or a column.
    var name: String? {
        switch self {
        case .current: nil
        case .tab(let tag): tag.rawValue
        case .column(let column): column.rawValue
        }
    }
}

extension NavigationLayer.Content {
    /// A container of `shape` holding `stacks`.
    init(_ shape: ContainerShape, _ stacks: [[NavigationEntry]]) {
        switch shape {
        case .stack:
            self = .stack(stacks[0])
        case .tabs(let slots, let selected, let showsSidebar):
            self = .tabs(
                zip(slots, stacks).map {
                    NavigationTab($0.tag, in: $0.groups, isHidden: $0.isHidden, entries: $1)
                }, selected: selected, showsSidebar: showsSidebar)
        case .split(let hasSupplementary, let isCollapsed):
            self = .split(
                NavigationSplit(
                    primary: stacks[0], supplementary: hasSupplementary ? stacks[1] : nil,
                    secondary: stacks[stacks.count - 1], isCollapsed: isCollapsed))
        }
    }

    var shape: ContainerShape {
        switch self {
        case .stack: .stack
        case .tabs(let tabs, let selected, let showsSidebar):
            .tabs(tabs.map(TabSlot.init), selected: selected, showsSidebar: showsSidebar)
        case .split(let split):
            .split(hasSupplementary: split.supplementary != nil, isCollapsed: split.isCollapsed)
        }
    }

    /// Every stack, in ``ContainerShape/placements`` order.
    var stacks: [[NavigationEntry]] {
        switch self {
        case .stack(let entries): [entries]
        case .tabs(let tabs, _, _): tabs.map(\.entries)
        case .split(let split):
            [split.primary] + (split.supplementary.map { [$0] } ?? []) + [split.secondary]
        }
    }
}

extension RouteState.Content {
    /// A container of `shape` holding `stacks`.
    init(_ shape: ContainerShape, _ stacks: [[Route]]) {
        switch shape {
        case .stack:
            self = .stack(stacks[0])
        case .tabs(let slots, let selected, let showsSidebar):
            self = .tabs(
                zip(slots, stacks).map {
                    RouteState.Tab($0.tag, in: $0.groups, isHidden: $0.isHidden, routes: $1)
                }, selected: selected, showsSidebar: showsSidebar)
        case .split(let hasSupplementary, let isCollapsed):
            self = .split(
                primary: stacks[0], supplementary: hasSupplementary ? stacks[1] : nil,
                secondary: stacks[stacks.count - 1], isCollapsed: isCollapsed)
        }
    }

    var shape: ContainerShape {
        switch self {
        case .stack: .stack
        case .tabs(let tabs, let selected, let showsSidebar):
            .tabs(tabs.map(TabSlot.init), selected: selected, showsSidebar: showsSidebar)
        case .split(_, let supplementary, _, let isCollapsed):
            .split(hasSupplementary: supplementary != nil, isCollapsed: isCollapsed)
        }
    }
}

extension NavigationLayout {
    /// The layout's shape; a split is expanded, tabs show no sidebar and hide no tab.
    var shape: ContainerShape {
        switch self {
        case .stack: .stack
        case .tabs(let tabs, let selected):
            .tabs(tabs.map(TabSlot.init), selected: selected, showsSidebar: false)
        case .split(_, let supplementary, _):
            .split(hasSupplementary: supplementary != nil, isCollapsed: false)
        }
    }

    /// Every stack, in ``ContainerShape/placements`` order.
    var stacks: [[Destination<Any>]] {
        switch self {
        case .stack(let stack): [stack]
        case .tabs(let tabs, _): tabs.map(\.stack)
        case .split(let primary, let supplementary, let secondary):
            [primary] + (supplementary.map { [$0] } ?? []) + [secondary]
        }
    }
}

/// A tab without its screens: its tag, its groups and whether the user hid it.
struct TabSlot: Equatable {
    var tag: NavigationTabTag
    var groups: [NavigationTabTag]
    var isHidden: Bool

    init(_ tab: NavigationTab) {
        self.init(tag: tab.tag, groups: tab.groups, isHidden: tab.isHidden)
    }

    init<Route>(_ tab: RouteState<Route>.Tab) {
        self.init(tag: tab.tag, groups: tab.groups, isHidden: tab.isHidden)
    }

    @MainActor init(_ tab: NavigationLayout.Tab) {
        self.init(tag: tab.tag, groups: tab.groups, isHidden: false)
    }

    init(tag: NavigationTabTag, groups: [NavigationTabTag], isHidden: Bool) {
        self.tag = tag
        self.groups = groups
        self.isHidden = isHidden
    }
}
