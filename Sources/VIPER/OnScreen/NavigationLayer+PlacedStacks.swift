extension NavigationLayer {
    /// Replaces the stack a placement names, if the layer has it; a column as it is, collapsed
    /// or not (on screen, collapsing moves no screen).
    package mutating func setStack(_ placement: NavigationPlacement, to entries: [NavigationEntry])
    {
        if stack(placement) != nil { self[stack: placement] = entries }
    }

    /// The stacks of the layer with their placements: `.current` for a stack layer, each
    /// tab in order, or each column, primary first.
    package var placedStacks: [(placement: NavigationPlacement, entries: [NavigationEntry])] {
        switch content {
        case .stack(let entries):
            return [(.current, entries)]
        case .tabs(let tabs, _, _):
            return tabs.map { (.tab($0.tag), $0.entries) }
        case .split(let split):
            var stacks: [(NavigationPlacement, [NavigationEntry])] = [
                (.column(.primary), split.primary)
            ]
            if let supplementary = split.supplementary {
                stacks.append((.column(.supplementary), supplementary))
            }
            stacks.append((.column(.secondary), split.secondary))
            return stacks
        }
    }

    /// Whether two layers have the same container, their screens aside: the same stacks
    /// (tabs with the same tree, hidden tabs and sidebar, splits with the same columns).
    package func hasSameShape(as other: NavigationLayer) -> Bool {
        placedStacks.map(\.placement) == other.placedStacks.map(\.placement)
            && tabTree == other.tabTree && showsSidebar == other.showsSidebar
    }

    /// The tabs' tree, what the user customises, and the sidebar: a change the platform
    /// made was reported, so a difference left is the state's, shown by a new container.
    private var tabTree: [TabSlot] {
        if case .tabs(let tabs, _, _) = content { tabs.map(TabSlot.init) } else { [] }
    }

    private var showsSidebar: Bool {
        if case .tabs(_, _, let showsSidebar) = content { showsSidebar } else { false }
    }
}
