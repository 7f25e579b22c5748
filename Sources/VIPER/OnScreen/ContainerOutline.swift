/// What a declarative container (`TabView`, `NavigationSplitView`) shows for one layer: the
/// kind of container, its selection, and its stacks, each named by its placement: every
/// tab's in order, an expanded split's columns, or ``NavigationPlacement/current``.
///
/// ```swift
/// let outline = ContainerOutline(navigator.state.layers[0])
/// #expect(outline.kind == .tabs(selected: "inbox"))
/// #expect(outline.stacks == [.tab("inbox"), .tab("settings")])
/// ```
public struct ContainerOutline: Hashable, Sendable {
    /// The kind of container, with what the platform selects in it.
    public enum Kind: Hashable, Sendable {
        /// One navigation stack.
        case stack
        /// A tab view; the selected tab's tag is its selection.
        case tabs(selected: NavigationTabTag)
        /// A split view, collapsed into one stack or showing its columns.
        case split(isCollapsed: Bool)
    }

    /// The kind of container.
    public var kind: Kind

    /// The stacks the container shows, in order, each named by its placement.
    public var stacks: [NavigationPlacement]

    /// Creates the outline of `layer`, as the container shows it.
    public init(_ layer: NavigationLayer) {
        switch layer.content {
        case .stack: kind = .stack
        case .tabs(_, let selected, _): kind = .tabs(selected: selected)
        case .split(let split): kind = .split(isCollapsed: split.isCollapsed)
        }
        stacks =
            kind == .split(isCollapsed: true) ? [.current] : layer.placedStacks.map(\.placement)
    }

    /// The tab view's selection, or `nil` when the container is not a tab view.
    public var selectedTab: NavigationTabTag? {
        if case .tabs(let selected) = kind { return selected }
        return nil
    }
}
