/// What a declarative container shows for one layer, as data: the kind of container, its
/// selection, and the stacks it shows, each named by its placement.
///
/// SwiftUI's `TabView` and `NavigationSplitView` are views of values, so the SwiftUI glue
/// builds them from an outline of the layer on screen and a navigation controller per
/// placement; nothing of the container is decided in the view:
/// - A stack layer shows its one stack, ``NavigationPlacement/current``.
/// - Tabs show every tab's stack in tab order (a tab that is not selected keeps its
///   screens), with the selected tab's tag as the tab view's selection.
/// - An expanded split shows its columns, primary first (the supplementary column only
///   in a three-column split); a collapsed split shows one stack,
///   ``NavigationPlacement/current``: its columns one after the other (see
///   ``NavigationSplit``).
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

    /// Creates the outline of a layer.
    ///
    /// - Parameter layer: The layer, as the container shows it.
    public init(_ layer: NavigationLayer) {
        switch layer.content {
        case .stack:
            kind = .stack
            stacks = [.current]
        case .tabs(let tabs, let selected):
            kind = .tabs(selected: selected)
            stacks = tabs.map { .tab($0.tag) }
        case .split(let split):
            kind = .split(isCollapsed: split.isCollapsed)
            if split.isCollapsed {
                stacks = [.current]
            } else {
                let columns: [NavigationColumn] =
                    split.supplementary == nil
                    ? [.primary, .secondary] : [.primary, .supplementary, .secondary]
                stacks = columns.map { .column($0) }
            }
        }
    }

    /// The tab view's selection, or `nil` when the container is not a tab view.
    public var selectedTab: NavigationTabTag? {
        if case .tabs(let selected) = kind { return selected }
        return nil
    }
}
