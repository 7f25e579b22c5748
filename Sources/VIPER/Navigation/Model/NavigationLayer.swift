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
        self.init(style: style, content: .stack(entries))
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
        get { stack(.current) ?? [] }
        _modify {
            var stack = take(.current)
            defer { put(stack, .current) }
            yield &stack
        }
    }

    /// The stack a placement names, to edit in place; the caller checked that the layer
    /// has it (``stack(_:)`` is not `nil`).
    subscript(stack placement: NavigationPlacement) -> [NavigationEntry] {
        get { stack(placement) ?? [] }
        _modify {
            var stack = take(placement)
            defer { put(stack, placement) }
            yield &stack
        }
    }

    // NB: an edit moves the stack out of the container and back (take, edit, put), so the
    // array is uniquely referenced while it is edited: edited where it sits inside the
    // enum, every push would copy the whole stack, and building a deep stack would be
    // quadratic.

    /// Moves the stack `placement` names out of the container, leaving it empty there.
    private mutating func take(_ placement: NavigationPlacement) -> [NavigationEntry] {
        var taken = Content.stack([])
        swap(&taken, &content)
        switch consume taken {
        case .stack(let entries):
            return entries
        case .tabs(var tabs, let selected):
            defer { content = .tabs(tabs, selected: selected) }
            guard let index = Self.index(of: placement.tab ?? selected, in: tabs) else { return [] }
            let entries = tabs[index].entries
            tabs[index].entries = []
            return entries
        case .split(var split):
            defer { content = .split(split) }
            let entries: [NavigationEntry]
            switch placement {
            case .column(.primary):
                entries = split.primary
                split.primary = []
            case .column(.supplementary):
                entries = split.supplementary ?? []
                if split.supplementary != nil { split.supplementary = [] }
            case .current where split.isCollapsed:
                return split.combined
            default:
                entries = split.secondary
                split.secondary = []
            }
            return entries
        }
    }

    /// Puts back the stack ``take(_:)`` moved out.
    private mutating func put(_ entries: [NavigationEntry], _ placement: NavigationPlacement) {
        var taken = Content.stack([])
        swap(&taken, &content)
        switch consume taken {
        case .stack:
            content = .stack(entries)
        case .tabs(var tabs, let selected):
            if let index = Self.index(of: placement.tab ?? selected, in: tabs) {
                tabs[index].entries = entries
            }
            content = .tabs(tabs, selected: selected)
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

    /// Selects the tab `tag`.
    ///
    mutating func select(_ tag: NavigationTabTag) -> Selection {
        guard case .tabs(let tabs, let selected) = content, Self.index(of: tag, in: tabs) != nil
        else { return .noSuchTab }
        guard tag != selected else { return .unchanged }
        content = .tabs(tabs, selected: tag)
        return .selected(previous: selected)
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
}

extension NavigationPlacement {
    /// The tab this placement names, or `nil` for the current stack or a column.
    fileprivate var tab: NavigationTabTag? {
        if case .tab(let tag) = self { return tag }
        return nil
    }
}
