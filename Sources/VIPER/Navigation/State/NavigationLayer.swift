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

    /// The current stack of a stack or tabs layer; empty for a split, whose columns stay
    /// in ``rest``.
    ///
    /// NB: stored apart from the rest of the container, so that a push, a pop and a read
    /// of the visible screen touch one array in place instead of taking the stack out of
    /// an enum and putting it back (navigation/navigator-push-pop and the tab cases, about
    /// 500 instructions and 4 retains an iteration). The representation is canonical: the
    /// selected tab's slot in ``rest`` is always empty, so the synthesized `==` and `hash`
    /// compare what ``content`` says.
    private var current: [NavigationEntry]

    /// The container around the current stack.
    private var rest: Rest

    private enum Rest: Hashable, Sendable {
        /// One stack: ``current``.
        case stack
        /// The tabs in their order with the selected one's stack in ``current`` (its slot
        /// here empty) at `index`; `index` is `nil` when no tab has the selected tag.
        case tabs([NavigationTab], selected: NavigationTabTag, index: Int?)
        /// A split, with all its columns.
        case split(NavigationSplit)
    }

    /// Creates a layer with one stack.
    ///
    /// - Parameters:
    ///   - style: How the layer is presented, or `nil` for the root layer.
    ///   - entries: The layer's screens, bottom first.
    public init(style: PresentationStyle?, entries: [NavigationEntry]) {
        self.style = style
        current = entries
        rest = .stack
    }

    /// Creates a layer with any container.
    ///
    /// - Parameters:
    ///   - style: How the layer is presented, or `nil` for the root layer.
    ///   - content: The layer's container of screens.
    public init(style: PresentationStyle?, content: Content) {
        self.style = style
        current = []
        rest = .stack
        self.content = content
    }

    /// The layer's container of screens.
    public var content: Content {
        get {
            switch rest {
            case .stack:
                return .stack(current)
            case .tabs(var tabs, let selected, let index):
                if let index { tabs[index].entries = current }
                return .tabs(tabs, selected: selected)
            case .split(let split):
                return .split(split)
            }
        }
        set {
            switch newValue {
            case .stack(let entries):
                current = entries
                rest = .stack
            case .tabs(var tabs, let selected):
                let index = Self.index(of: selected, in: tabs)
                if let index {
                    current = tabs[index].entries
                    tabs[index].entries = []
                } else {
                    current = []
                }
                rest = .tabs(tabs, selected: selected, index: index)
            case .split(let split):
                current = []
                rest = .split(split)
            }
        }
    }

    /// The layer's current stack, bottom first: where a push, a pop or a `setStack`
    /// without a placement acts.
    ///
    /// For a stack layer, its screens; for tabs, the selected tab's; for a split, the
    /// secondary column, or the combined stack when it is collapsed (setting it fills the
    /// columns as ``NavigationSplit`` describes).
    public var entries: [NavigationEntry] {
        get {
            if case .split(let split) = rest {
                return split.isCollapsed ? split.combined : split.secondary
            }
            return current
        }
        // NB: one shape for every container, moving the stack out and back in plain
        // functions: an accessor that yields in two branches has a coroutine frame too
        // large for its caller's buffer, allocated on every edit (navigation-batch, one
        // allocation a batch).
        _modify {
            var entries = takeCurrentStack()
            defer { putCurrentStack(entries) }
            yield &entries
        }
    }

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

    /// Appends an entry to the current stack.
    ///
    /// NB: a method rather than `entries.append`: the accessor's coroutine frame, with its
    /// split branch, does not fit the caller's buffer and is allocated on every push and
    /// pop (navigation/navigator-push-pop, 2 allocations an iteration).
    mutating func appendToCurrent(_ entry: NavigationEntry) {
        if case .split = rest {
            entries.append(entry)
        } else {
            current.append(entry)
        }
    }

    /// Removes the top of the current stack, which the caller checked is not empty.
    mutating func removeLastOfCurrent() -> NavigationEntry {
        if case .split = rest { return entries.removeLast() }
        return current.removeLast()
    }

    /// Moves the current stack out, leaving it empty.
    private mutating func takeCurrentStack() -> [NavigationEntry] {
        if case .split = rest { return takeSplitStack() }
        var entries: [NavigationEntry] = []
        swap(&entries, &current)
        return entries
    }

    /// Puts back the current stack ``takeCurrentStack()`` moved out.
    private mutating func putCurrentStack(_ entries: [NavigationEntry]) {
        if case .split = rest {
            putSplitStack(entries)
        } else {
            current = entries
        }
    }

    /// Moves a split's current stack out of it: its secondary column, or its combined
    /// stack when collapsed.
    private mutating func takeSplitStack() -> [NavigationEntry] {
        guard case .split(var split) = rest else { return [] }
        rest = .stack
        defer { rest = .split(split) }
        if split.isCollapsed { return split.combined }
        let entries = split.secondary
        split.secondary = []
        return entries
    }

    /// Puts back the split's current stack ``takeSplitStack()`` moved out.
    private mutating func putSplitStack(_ entries: [NavigationEntry]) {
        guard case .split(var split) = rest else { return }
        rest = .stack
        if split.isCollapsed {
            split.fill(with: entries)
        } else {
            split.secondary = entries
        }
        rest = .split(split)
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

    /// What ``select(_:)`` did.
    enum Selection {
        /// The tab was selected; `previous` was before.
        case selected(previous: NavigationTabTag)
        /// The tab was already selected.
        case unchanged
        /// The layer has no tabs, or no tab with the tag.
        case noSuchTab
    }

    /// Selects the tab `tag` in place, moving the stacks rather than copying them.
    ///
    /// NB: one mutating call that checks and selects: a check through ``stack(_:)``
    /// first copied the whole layer, which is an element of the state's layers
    /// (navigation/navigator-tab-switch).
    mutating func select(_ tag: NavigationTabTag) -> Selection {
        guard case .tabs(var tabs, let selected, let oldIndex) = rest,
            let newIndex = Self.index(of: tag, in: tabs)
        else { return .noSuchTab }
        guard newIndex != oldIndex else { return .unchanged }
        rest = .stack
        if let oldIndex {
            swap(&tabs[oldIndex].entries, &current)
            swap(&tabs[newIndex].entries, &current)
        } else {
            current = tabs[newIndex].entries
            tabs[newIndex].entries = []
        }
        rest = .tabs(tabs, selected: tag, index: newIndex)
        return .selected(previous: selected)
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

extension NavigationLayer {
    /// The stack a placement names, to edit in place; the caller checked that the layer
    /// has it (``stack(_:)`` is not `nil`).
    subscript(stack placement: NavigationPlacement) -> [NavigationEntry] {
        get { stack(placement) ?? [] }
        _modify {
            var taken = Rest.stack
            swap(&taken, &rest)
            switch (placement, consume taken) {
            case (.tab(let tag), .tabs(var tabs, let selected, let selectedIndex)):
                let index = Self.index(of: tag, in: tabs)!
                if index == selectedIndex {
                    rest = .tabs(tabs, selected: selected, index: selectedIndex)
                    yield &current
                } else {
                    defer { rest = .tabs(tabs, selected: selected, index: selectedIndex) }
                    yield &tabs[index].entries
                }
            case (.column(let column), .split(var split)):
                defer { rest = .split(split) }
                switch column {
                case .primary: yield &split.primary
                case .secondary: yield &split.secondary
                case .supplementary:
                    var entries = split.supplementary ?? []
                    defer { split.supplementary = entries }
                    yield &entries
                }
            case (_, let other):
                rest = other
                yield &entries
            }
        }
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
