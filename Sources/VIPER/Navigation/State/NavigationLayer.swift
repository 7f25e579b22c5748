/// One layer of the navigation tree: the root, or a layer presented over the one below
/// it, with its container of screens.
///
/// A layer's ``content`` is a stack, a set of tabs (a stack per tab, one selected), or a
/// split (columns, each a stack). ``entries`` is its *current* stack, where a push, a pop
/// or a `setStack` without a placement acts: the stack, the selected tab's stack, or the
/// split's secondary column (collapsed, its combined stack; see ``NavigationSplit``).
///
/// ```swift
/// let sheet = navigator.state.layers.last
/// #expect(sheet?.style == .sheet)
/// ```
public struct NavigationLayer: Hashable, Sendable, CustomStringConvertible {
    /// What a layer holds: one stack, tabs, or a split.
    public enum Content: Hashable, Sendable {
        /// One stack of screens, bottom first.
        case stack([NavigationEntry])
        /// Tabs in their order, each with its stack, and the selected tab's tag.
        case tabs([NavigationTab], selected: NavigationTabTag)
        /// The columns of a split.
        case split(NavigationSplit)
    }

    /// How the layer is presented, or `nil` for the root layer.
    public var style: PresentationStyle?

    /// The layer's container of screens.
    public var content: Content

    /// Creates a layer with one stack.
    ///
    /// - Parameters:
    ///   - style: How the layer is presented, or `nil` for the root layer.
    ///   - entries: The layer's screens, bottom first.
    public init(style: PresentationStyle?, entries: [NavigationEntry]) {
        self.style = style
        content = .stack(entries)
    }

    /// Creates a layer with any container.
    ///
    /// - Parameters:
    ///   - style: How the layer is presented, or `nil` for the root layer.
    ///   - content: The layer's container of screens.
    public init(style: PresentationStyle?, content: Content) {
        self.style = style
        self.content = content
    }

    /// The layer's current stack, bottom first: where a push, a pop or a `setStack`
    /// without a placement acts.
    ///
    /// For a stack layer, its screens; for tabs, the selected tab's; for a split, the
    /// secondary column, or the combined stack when it is collapsed (setting it fills the
    /// columns as ``NavigationSplit`` describes).
    public var entries: [NavigationEntry] {
        get {
            switch content {
            case .stack(let entries): entries
            case .tabs(let tabs, let selected):
                Self.index(of: selected, in: tabs).map { tabs[$0].entries } ?? []
            case .split(let split): split.isCollapsed ? split.combined : split.secondary
            }
        }
        // NB: `_modify` moves the current stack out of the content (leaving an empty one)
        // before yielding it, so that it is uniquely referenced and a push appends in
        // place. The move is in plain functions: a payload bound inside the accessor's
        // own `switch` stayed a second reference, and every push and pop copied the stack
        // (navigation/navigator-push-pop, +2 allocations an iteration).
        _modify {
            var entries = takeCurrentStack()
            defer { putCurrentStack(entries) }
            yield &entries
        }
    }

    /// The number of screens in the current stack, counted without copying it.
    var currentCount: Int {
        switch content {
        case .stack(let entries): entries.count
        case .tabs(let tabs, let selected):
            Self.index(of: selected, in: tabs).map { tabs[$0].entries.count } ?? 0
        case .split(let split):
            split.isCollapsed
                ? split.primary.count + (split.supplementary?.count ?? 0) + split.secondary.count
                : split.secondary.count
        }
    }

    /// Moves the current stack out of the content, leaving it empty there.
    private mutating func takeCurrentStack() -> [NavigationEntry] {
        switch content {
        case .stack(let entries):
            content = .stack([])
            return entries
        case .tabs(var tabs, let selected):
            content = .stack([])
            guard let index = Self.index(of: selected, in: tabs) else {
                content = .tabs(tabs, selected: selected)
                return []
            }
            let entries = tabs[index].entries
            tabs[index].entries = []
            content = .tabs(tabs, selected: selected)
            return entries
        case .split(var split):
            content = .stack([])
            if split.isCollapsed {
                let combined = split.combined
                content = .split(split)
                return combined
            }
            let entries = split.secondary
            split.secondary = []
            content = .split(split)
            return entries
        }
    }

    /// Puts back the current stack ``takeCurrentStack()`` moved out.
    private mutating func putCurrentStack(_ entries: [NavigationEntry]) {
        switch content {
        case .stack:
            content = .stack(entries)
        case .tabs(var tabs, let selected):
            content = .stack([])
            if let index = Self.index(of: selected, in: tabs) { tabs[index].entries = entries }
            content = .tabs(tabs, selected: selected)
        case .split(var split):
            content = .stack([])
            if split.isCollapsed {
                split.fill(with: entries)
            } else {
                split.secondary = entries
            }
            content = .split(split)
        }
    }

    /// The layer's visible screen: the top of its current stack; in an expanded split
    /// with an empty secondary column, the top of the column before it.
    public var top: NavigationEntry? {
        switch content {
        case .stack(let entries): entries.last
        case .tabs: entries.last
        case .split(let split):
            split.secondary.last ?? split.supplementary?.last ?? split.primary.last
        }
    }

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
        case (.current, _): return entries
        case (.tab(let tag), .tabs(let tabs, _)):
            return Self.index(of: tag, in: tabs).map { tabs[$0].entries }
        case (.column(let column), .split(let split)): return split[column]
        default: return nil
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
        var index = 0
        while index < tabs.count {
            if tabs[index].tag == tag { return index }
            index += 1
        }
        return nil
    }
}

extension NavigationSplit {
    /// Sets the columns from a combined stack: each column before the secondary keeps up
    /// to the length it had (the primary at least one screen), the rest goes to the
    /// secondary column.
    mutating func fill(with combined: [NavigationEntry]) {
        let primaryCount = min(max(primary.count, 1), combined.count)
        let supplementaryCount = min(supplementary?.count ?? 0, combined.count - primaryCount)
        primary = Array(combined[..<primaryCount])
        if supplementary != nil {
            supplementary = Array(combined[primaryCount..<(primaryCount + supplementaryCount)])
        }
        secondary = Array(combined[(primaryCount + supplementaryCount)...])
    }
}

extension NavigationLayer {
    /// The stack a placement names, to edit in place; the caller checked that the layer
    /// has it (``stack(_:)`` is not `nil`).
    subscript(stack placement: NavigationPlacement) -> [NavigationEntry] {
        get { stack(placement) ?? [] }
        _modify {
            var taken = Content.stack([])
            swap(&taken, &content)
            switch (placement, consume taken) {
            case (.tab(let tag), .tabs(var tabs, let selected)):
                defer { content = .tabs(tabs, selected: selected) }
                let index = Self.index(of: tag, in: tabs)!
                yield &tabs[index].entries
            case (.column(let column), .split(var split)):
                defer { content = .split(split) }
                switch column {
                case .primary: yield &split.primary
                case .secondary: yield &split.secondary
                case .supplementary:
                    var entries = split.supplementary ?? []
                    defer { split.supplementary = entries }
                    yield &entries
                }
            case (_, let other):
                content = other
                yield &entries
            }
        }
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
