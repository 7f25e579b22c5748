// What a layer says about its screens.

extension NavigationLayer {
    /// The number of screens in the current stack.
    var currentCount: Int {
        if case .split(let split) = content, split.isCollapsed {
            return split.primary.count + (split.supplementary?.count ?? 0) + split.secondary.count
        }
        return entries.count
    }

    /// The layer's visible screen: the top of its current stack; in an expanded split
    /// with an empty secondary column, the top of the column before it.
    public var top: NavigationEntry? {
        if case .split(let split) = content {
            return split.secondary.last ?? split.supplementary?.last ?? split.primary.last
        }
        return entries.last
    }

    /// The identity of the layer's visible screen.
    var topID: NavigationEntryID? { top?.id }

    /// Every screen of the layer: the stack; each tab's in tab order; or the columns'
    /// screens, primary first.
    public var allEntries: [NavigationEntry] {
        switch content {
        case .stack(let entries): entries
        case .tabs(let tabs, _): tabs.flatMap(\.entries)
        case .split(let split): split.combined
        }
    }

    /// The number of screens in the layer.
    public var count: Int {
        switch content {
        case .stack(let entries): entries.count
        case .tabs(let tabs, _): tabs.reduce(0) { $0 + $1.entries.count }
        case .split(let split):
            split.primary.count + (split.supplementary?.count ?? 0) + split.secondary.count
        }
    }

    /// The stack a placement names, or `nil` when the layer does not have it.
    ///
    /// - Parameter placement: ``NavigationPlacement/current`` for the current stack, a
    ///   tab, or a column.
    /// - Returns: Its screens, bottom first.
    public func stack(_ placement: NavigationPlacement) -> [NavigationEntry]? {
        switch (placement, content) {
        case (.current, .stack(let entries)):
            return entries
        case (.current, .tabs(let tabs, let selected)):
            return Self.index(of: selected, in: tabs).map { tabs[$0].entries } ?? []
        case (.current, .split(let split)):
            return split.isCollapsed ? split.combined : split.secondary
        case (.tab(let tag), .tabs(let tabs, _)):
            return Self.index(of: tag, in: tabs).map { tabs[$0].entries }
        case (.column(let column), .split(let split)):
            return split[column]
        default:
            return nil
        }
    }

    /// The selected tab's tag, or `nil` when the layer has no tabs.
    public var selectedTab: NavigationTabTag? {
        if case .tabs(_, let selected) = content { return selected }
        return nil
    }

    /// The layer's split, or `nil` when it is not one.
    public var split: NavigationSplit? {
        if case .split(let split) = content { return split }
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
        tabs.firstIndex { $0.tag == tag }
    }

    /// The fewest screens the stack a placement names may keep: one in a tab, a primary
    /// column, a presented stack or a collapsed split; none in the root stack and the
    /// other columns.
    func minimumCount(of placement: NavigationPlacement, isRoot: Bool) -> Int {
        switch (content, placement) {
        case (.stack, _): isRoot ? 0 : 1
        case (.tabs, _): 1
        case (.split(let split), .current): split.isCollapsed ? 1 : 0
        case (.split, .column(.primary)): 1
        case (.split, _): 0
        }
    }

    /// Whether edits of the current stack are undone by restoring the whole content: a
    /// collapsed split, whose combined stack does not say which column a screen was in.
    var undoesCurrentStackWhole: Bool {
        if case .split(let split) = content { return split.isCollapsed }
        return false
    }

    /// The index in the current stack of the entry at `index` of `placement`'s stack, or
    /// `nil` when that stack is not (part of) the current one.
    func currentIndex(of placement: NavigationPlacement, _ index: Int) -> Int? {
        switch (content, placement) {
        case (.stack, _): return index
        case (.tabs(_, let selected), .tab(let tag)): return tag == selected ? index : nil
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
