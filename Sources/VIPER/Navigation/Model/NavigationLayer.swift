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
    /// compare what ``content`` says. Written only in this file; the reads are in
    /// NavigationLayer+Reading.swift.
    private(set) var current: [NavigationEntry]

    /// The container around the current stack.
    private(set) var rest: Rest

    enum Rest: Hashable, Sendable {
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
}
