// What a layer says about its screens, read from its current stack and the rest of its
// container without copying the layer.

extension NavigationLayer {
    /// The number of screens in the current stack, counted without copying it.
    ///
    /// NB: `@inline(__always)`, with ``topID`` and ``undoesCurrentStackWhole``: called on
    /// an element of the state's layers, a getter that is not inlined copies the whole
    /// layer, and the copy keeps the stack from being uniquely referenced, so the push or
    /// pop that follows copies it too (navigation/navigator-push-pop, 2 allocations and
    /// about 700 instructions an iteration).
    @inline(__always)
    var currentCount: Int {
        if case .split(let split) = rest {
            return split.isCollapsed
                ? split.primary.count + (split.supplementary?.count ?? 0) + split.secondary.count
                : split.secondary.count
        }
        return current.count
    }

    /// The layer's visible screen: the top of its current stack; in an expanded split
    /// with an empty secondary column, the top of the column before it.
    public var top: NavigationEntry? {
        if case .split(let split) = rest {
            return split.secondary.last ?? split.supplementary?.last ?? split.primary.last
        }
        return current.last
    }

    /// The identity of the layer's visible screen, read without copying its entry.
    @inline(__always)
    var topID: NavigationEntryID? {
        if case .split = rest { return top?.id }
        let count = current.count
        return count > 0 ? current[count - 1].id : nil
    }

    /// Every screen of the layer: the stack; each tab's in tab order; or the columns'
    /// screens, primary first.
    public var allEntries: [NavigationEntry] {
        switch rest {
        case .stack:
            return current
        case .tabs(let tabs, _, let index):
            var all: [NavigationEntry] = []
            for position in tabs.indices {
                all += position == index ? current : tabs[position].entries
            }
            return all
        case .split(let split):
            return split.combined
        }
    }

    /// The number of screens in the layer.
    public var count: Int {
        switch rest {
        case .stack:
            return current.count
        case .tabs(let tabs, _, _):
            return tabs.reduce(current.count) { $0 + $1.entries.count }
        case .split(let split):
            return split.primary.count + (split.supplementary?.count ?? 0) + split.secondary.count
        }
    }

    /// The stack a placement names, or `nil` when the layer does not have it.
    ///
    /// - Parameter placement: ``NavigationPlacement/current`` for the current stack, a
    ///   tab, or a column.
    /// - Returns: Its screens, bottom first.
    public func stack(_ placement: NavigationPlacement) -> [NavigationEntry]? {
        switch (placement, rest) {
        case (.current, _):
            return entries
        case (.tab(let tag), .tabs(let tabs, _, let selectedIndex)):
            guard let index = Self.index(of: tag, in: tabs) else { return nil }
            return index == selectedIndex ? current : tabs[index].entries
        case (.column(let column), .split(let split)):
            return split[column]
        default:
            return nil
        }
    }

    /// The selected tab's tag, or `nil` when the layer has no tabs.
    public var selectedTab: NavigationTabTag? {
        if case .tabs(_, let selected, _) = rest { return selected }
        return nil
    }

    /// The layer's split, or `nil` when it is not one.
    public var split: NavigationSplit? {
        if case .split(let split) = rest { return split }
        return nil
    }

    /// The layer as `[#1 List, #2 Detail]`, `tabs(articles*: […], bookmarks: […])` or
    /// `split […] […]`, prefixed by the style.
    public var description: String {
        let body: String
        switch content {
        case .stack(let entries):
            body = "[" + entries.map(\.description).joined(separator: ", ") + "]"
        case .tabs(let tabs, let selected):
            body =
                "tabs("
                + tabs.map { $0.tag == selected ? "*" + $0.description : $0.description }
                .joined(separator: ", ") + ")"
        case .split(let split):
            body = split.description
        }
        guard let style else { return body }
        return "\(style) \(body)"
    }

    /// The position of the tab with `tag`.
    static func index(of tag: NavigationTabTag, in tabs: [NavigationTab]) -> Int? {
        var index = 0
        while index < tabs.count {
            if tabs[index].tag == tag { return index }
            index += 1
        }
        return nil
    }

    /// The fewest screens the stack a placement names may keep: one in a tab, a primary
    /// column, a presented stack or a collapsed split; none in the root stack and the
    /// other columns.
    func minimumCount(of placement: NavigationPlacement, isRoot: Bool) -> Int {
        switch (rest, placement) {
        case (.stack, _): isRoot ? 0 : 1
        case (.tabs, _): 1
        case (.split(let split), .current): split.isCollapsed ? 1 : 0
        case (.split, .column(.primary)): 1
        case (.split, _): 0
        }
    }

    /// Whether edits of the current stack are undone by restoring the whole content: a
    /// collapsed split, whose combined stack does not say which column a screen was in.
    @inline(__always)
    var undoesCurrentStackWhole: Bool {
        if case .split(let split) = rest { return split.isCollapsed }
        return false
    }

    /// The index in the current stack of the entry at `index` of `placement`'s stack, or
    /// `nil` when that stack is not (part of) the current one.
    func currentIndex(of placement: NavigationPlacement, _ index: Int) -> Int? {
        switch (rest, placement) {
        case (.stack, _): return index
        case (.tabs(_, let selected, _), .tab(let tag)): return tag == selected ? index : nil
        case (.split(let split), .column(let column)):
            guard split.isCollapsed else { return column == .secondary ? index : nil }
            switch column {
            case .primary: return index
            case .supplementary: return split.primary.count + index
            case .secondary: return split.primary.count + (split.supplementary?.count ?? 0) + index
            }
        default: return nil
        }
    }
}
