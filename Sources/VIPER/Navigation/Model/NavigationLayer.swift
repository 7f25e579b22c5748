/// One layer of the navigation tree, the root or a presented one, with its container of
/// screens: a stack, tabs or a split.
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
        /// Tabs in their order, each with its stack, the selected tab's tag, and whether the
        /// platform shows them as a sidebar (the user or the width changes it).
        case tabs([NavigationTab], selected: NavigationTabTag, showsSidebar: Bool = false)
        /// The columns of a split.
        case split(NavigationSplit)
    }

    /// How the layer is presented, or `nil` for the root layer.
    public var style: PresentationStyle?

    /// The layer's container of screens.
    public var content: Content

    /// Creates a layer of `style` (`nil` for the root) with one stack of `entries`.
    public init(style: PresentationStyle?, entries: [NavigationEntry]) {
        self.init(style: style, content: .stack(entries))
    }

    /// Creates a layer of `style` (`nil` for the root) with the container `content`.
    public init(style: PresentationStyle?, content: Content) {
        self.style = style
        self.content = content
    }

    /// The current stack, bottom first, where an operation without a placement acts: the
    /// stack, the selected tab's, or a split's secondary column (collapsed: all its columns).
    public var entries: [NavigationEntry] {
        get {
            switch content {
            case .stack(let entries): entries
            case .tabs(let tabs, let selected, _): tabs.first { $0.tag == selected }?.entries ?? []
            case .split(let split): split.isCollapsed ? split.combined : split.secondary
            }
        }
        _modify { yield &self[stack: .current] }
    }

    /// The stack a placement names, which the layer has, edited in place: moved out of
    /// the container and back, so that the array is unique and an append does not copy it.
    subscript(stack placement: NavigationPlacement) -> [NavigationEntry] {
        get { stack(placement) ?? [] }
        _modify {
            var stack = take(placement)
            defer { put(stack, placement) }
            yield &stack
        }
    }

    /// Moves the stack `placement` names out of the container, leaving it empty there.
    private mutating func take(_ placement: NavigationPlacement) -> [NavigationEntry] {
        var taken = Content.stack([])
        swap(&taken, &content)
        switch consume taken {
        case .stack(let entries):
            return entries
        case .tabs(var tabs, let selected, let showsSidebar):
            defer { content = .tabs(tabs, selected: selected, showsSidebar: showsSidebar) }
            let tag = if case .tab(let tag) = placement { tag } else { selected }
            guard let index = tabs.firstIndex(where: { $0.tag == tag }) else { return [] }
            return tabs[index].entries.moved()
        case .split(var split):
            defer { content = .split(split) }
            switch placement {
            case .column(.primary): return split.primary.moved()
            case .column(.supplementary): return split.supplementary.take() ?? []
            case .current where split.isCollapsed: return split.combined
            default: return split.secondary.moved()
            }
        }
    }

    /// Puts back the stack ``take(_:)`` moved out.
    private mutating func put(_ entries: [NavigationEntry], _ placement: NavigationPlacement) {
        var taken = Content.stack([])
        swap(&taken, &content)
        switch consume taken {
        case .stack:
            content = .stack(entries)
        case .tabs(var tabs, let selected, let showsSidebar):
            let tag = if case .tab(let tag) = placement { tag } else { selected }
            if let index = tabs.firstIndex(where: { $0.tag == tag }) {
                tabs[index].entries = entries
            }
            content = .tabs(tabs, selected: selected, showsSidebar: showsSidebar)
        case .split(var split):
            switch placement {
            case .column(.primary): split.primary = entries
            case .column(.supplementary): split.supplementary = entries
            case .current where split.isCollapsed: split.fill(with: entries)
            default: split.secondary = entries
            }
            content = .split(split)
        }
    }

    /// Selects the tab `tag`, returning the one selected before; `nil` when there is none.
    mutating func select(_ tag: NavigationTabTag) -> NavigationTabTag? {
        guard case .tabs(let tabs, let selected, let showsSidebar) = content,
            tabs.contains(where: { $0.tag == tag })
        else { return nil }
        content = .tabs(tabs, selected: tag, showsSidebar: showsSidebar)
        return selected
    }
}

extension NavigationLayer {
    /// The number of screens in the stack `placement` names.
    func count(of placement: NavigationPlacement) -> Int {
        guard case .current = placement else { return stack(placement)?.count ?? 0 }
        return switch content {
        case .stack(let entries): entries.count
        case .tabs(let tabs, let selected, _): tabs.first { $0.tag == selected }?.entries.count ?? 0
        case .split(let split): split.isCollapsed ? split.count : split.secondary.count
        }
    }

    /// The layer's visible screen: the top of its current stack, or in an expanded split
    /// with an empty secondary column the top of the column before it.
    public var top: NavigationEntry? {
        switch content {
        case .stack(let entries): entries.last
        case .tabs(let tabs, let selected, _): tabs.first { $0.tag == selected }?.entries.last
        case .split(let split):
            split.secondary.last ?? split.supplementary?.last ?? split.primary.last
        }
    }

    var topID: NavigationEntryID? { top?.id }

    /// Every screen of the layer, stack by stack: tabs in order, columns primary first.
    public var allEntries: [NavigationEntry] {
        switch content {
        case .stack(let entries): entries
        case .tabs(let tabs, _, _): tabs.flatMap(\.entries)
        case .split(let split): split.combined
        }
    }

    /// The number of screens in the layer.
    public var count: Int {
        switch content {
        case .stack(let entries): entries.count
        case .tabs(let tabs, _, _): tabs.reduce(0) { $0 + $1.entries.count }
        case .split(let split): split.count
        }
    }

    /// The screens of the stack `placement` names, bottom first; `nil` if the layer has none.
    public func stack(_ placement: NavigationPlacement) -> [NavigationEntry]? {
        switch placement {
        case .current:
            return entries
        case .tab(let tag):
            guard case .tabs(let tabs, _, _) = content else { return nil }
            return tabs.first { $0.tag == tag }?.entries
        case .column(let column):
            guard case .split(let split) = content else { return nil }
            return split[column]
        }
    }

    /// The selected tab's tag, or `nil` when the layer has no tabs.
    public var selectedTab: NavigationTabTag? {
        if case .tabs(_, let selected, _) = content { return selected }
        return nil
    }

    /// The layer's split, or `nil` when it is not one.
    public var split: NavigationSplit? {
        if case .split(let split) = content { return split }
        return nil
    }

    /// The layer as `[#1 List]`, `tabs(articles*: […], bookmarks: […])` (`sidebar(…)` when
    /// the sidebar shows) or `split […] […]`, after its style.
    public var description: String {
        let body: String
        switch content {
        case .stack(let entries):
            body = "[" + entries.map(\.description).joined(separator: ", ") + "]"
        case .tabs(let tabs, let selected, let showsSidebar):
            let names = tabs.map { $0.tag == selected ? "*" + $0.description : $0.description }
            body = (showsSidebar ? "sidebar(" : "tabs(") + names.joined(separator: ", ") + ")"
        case .split(let split):
            body = split.description
        }
        guard let style else { return body }
        return "\(style) \(body)"
    }

    /// The fewest screens the stack a placement names keeps (see ``NavigationState``).
    func minimumCount(of placement: NavigationPlacement, isRoot: Bool) -> Int {
        switch (content, placement) {
        case (.stack, _): isRoot ? 0 : 1
        case (.tabs, _): 1
        case (.split(let split), .current): split.isCollapsed ? 1 : 0
        case (.split, .column(.primary)): 1
        case (.split, _): 0
        }
    }

    /// Whether edits of the stack `placement` names are undone whole, as columns collapsed.
    func undoesWhole(_ placement: NavigationPlacement) -> Bool {
        guard case .current = placement, case .split(let split) = content else { return false }
        return split.isCollapsed
    }

    /// Where the entry at `index` of `placement`'s stack is in the current stack, if it is.
    func inCurrentStack(_ placement: NavigationPlacement, _ index: Int)
        -> (placement: NavigationPlacement, index: Int)
    {
        switch (content, placement) {
        case (.stack, _): return (.current, index)
        case (.tabs(_, let selected, _), .tab(let tag)) where tag == selected:
            return (.current, index)
        case (.split(let split), .column(let column)):
            guard split.isCollapsed else {
                return column == .secondary ? (.current, index) : (placement, index)
            }
            // The columns before `column` come first in the combined stack.
            let before = NavigationColumn.allCases.prefix { $0 != column }
            return (.current, before.reduce(index) { $0 + (split[$1]?.count ?? 0) })
        default: return (placement, index)
        }
    }
}

extension Array {
    /// Moves the elements out, leaving the array empty.
    fileprivate mutating func moved() -> Self {
        var taken: Self = []
        swap(&taken, &self)
        return taken
    }
}
