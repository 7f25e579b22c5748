/// A whole navigation target described by routes: what a deep link produces,
/// ``Navigator/replace(with:using:)-(_,RouteTable<Route>)`` applies, and
/// ``Navigator/routeState(_:)`` reads back.
///
/// ```swift
/// let target = RouteState<AppRoute>(
///     root: [.list, .detail(id: 4)],
///     presented: [.init(style: .sheet, routes: [.colorPicker])]
/// )
/// try navigator.replace(with: target, using: routes)
///
/// let tabbed = RouteState<AppRoute>(
///     rootContent: .tabs(
///         [.init(.articles, routes: [.list]), .init(.bookmarks, routes: [.saved, .detail(id: 4)])],
///         selected: .bookmarks))
/// ```
public struct RouteState<Route: NavigationRoute>: Hashable, Sendable {
    /// A layer's container of routes, as ``NavigationLayer/Content`` is of entries.
    public enum Content: Hashable, Sendable {
        /// One stack, bottom first.
        case stack([Route])
        /// Tabs in their order, each with its stack, the selected tab's tag, and whether the
        /// sidebar shows; the sidebar and hidden tabs, which the user changes, only a
        /// restoration keeps: a replace keeps the replaced tabs'.
        case tabs([Tab], selected: NavigationTabTag, showsSidebar: Bool = false)
        /// A split's columns (`supplementary` is `nil` for two) and its collapsed flag, which
        /// only a restoration keeps: a replace keeps the replaced split's, or starts expanded.
        case split(
            primary: [Route], supplementary: [Route]?, secondary: [Route], isCollapsed: Bool)

        /// Every stack, in ``ContainerShape/placements`` order.
        var stacks: [[Route]] {
            switch self {
            case .stack(let routes): [routes]
            case .tabs(let tabs, _, _): tabs.map(\.routes)
            case .split(let primary, let supplementary, let secondary, _):
                [primary] + (supplementary.map { [$0] } ?? []) + [secondary]
            }
        }
    }

    /// One tab of a ``Content/tabs(_:selected:showsSidebar:)`` target.
    public struct Tab: Hashable, Sendable {
        /// The tab's stable name.
        public var tag: NavigationTabTag
        /// The tags of the groups the tab is in, outermost first (``NavigationTab/groups``).
        public var groups: [NavigationTabTag]
        /// Whether the user hid the tab (``NavigationTab/isHidden``).
        public var isHidden: Bool
        /// The tab's routes, bottom first; at least one.
        public var routes: [Route]

        /// Creates the tab `tag` in the groups `groups` (outermost first), hidden when
        /// `isHidden`, with its `routes`, bottom first.
        public init(
            _ tag: NavigationTabTag, in groups: [NavigationTabTag] = [], isHidden: Bool = false,
            routes: [Route]
        ) {
            self.tag = tag
            self.groups = groups
            self.isHidden = isHidden
            self.routes = routes
        }
    }

    /// A presented layer: how it is presented and its container of routes.
    public struct Layer: Hashable, Sendable {
        /// How the layer is presented.
        public var style: PresentationStyle

        /// The layer's container of routes.
        public var content: Content

        /// The layer's routes when it is a stack; setting them makes it one.
        public var routes: [Route] {
            get { content.stacks.flatMap { $0 } }
            set { content = .stack(newValue) }
        }

        /// Creates a layer of `style` with one stack of `routes`, bottom first.
        public init(style: PresentationStyle, routes: [Route]) {
            self.init(style: style, content: .stack(routes))
        }

        /// Creates a layer of `style` with the container `content`.
        public init(style: PresentationStyle, content: Content) {
            self.style = style
            self.content = content
        }
    }

    /// The root layer's container of routes.
    public var rootContent: Content

    /// The root layer's routes when it is a stack; setting them makes it one.
    public var root: [Route] {
        get { rootContent.stacks.flatMap { $0 } }
        set { rootContent = .stack(newValue) }
    }

    /// The presented layers, bottom first.
    public var presented: [Layer]

    /// Creates a target of a `root` stack and `presented` layers, bottom first.
    public init(root: [Route], presented: [Layer] = []) {
        self.init(rootContent: .stack(root), presented: presented)
    }

    /// Creates a target of a root container, `rootContent`, and `presented` layers.
    public init(rootContent: Content, presented: [Layer] = []) {
        self.rootContent = rootContent
        self.presented = presented
    }
}
