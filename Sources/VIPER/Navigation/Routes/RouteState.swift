/// A whole navigation target described by routes: the root container plus presented
/// layers, each a stack, tabs or a split of routes.
///
/// Deep links produce one, ``Navigator/replace(with:using:)-(_,RouteTable<Route>)`` applies one in a single
/// step, and ``Navigator/routeState(_:)`` reads the current state back as one.
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
        /// Tabs in their order, each with its stack, and the selected tab's tag.
        case tabs([Tab], selected: NavigationTabTag)
        /// A split's columns (`supplementary` is `nil` for two columns) and whether it is
        /// collapsed.
        ///
        /// Only the platform collapses a split, so only a restoration keeps the target's
        /// flag. A replace or a deep link ignores it: a split that replaces a split in the
        /// same layer keeps that one's flag (what the platform reported), and any other
        /// starts expanded until the platform reports it collapsed.
        case split(
            primary: [Route], supplementary: [Route]?, secondary: [Route], isCollapsed: Bool)

        /// Every stack's routes, in the order the stacks are built: tabs in order; a
        /// split's primary, supplementary, secondary.
        var stacks: [[Route]] {
            switch self {
            case .stack(let routes): [routes]
            case .tabs(let tabs, _): tabs.map(\.routes)
            case .split(let primary, let supplementary, let secondary, _):
                [primary] + (supplementary.map { [$0] } ?? []) + [secondary]
            }
        }
    }

    /// One tab of a ``Content/tabs(_:selected:)`` target.
    public struct Tab: Hashable, Sendable {
        /// The tab's stable name.
        public var tag: NavigationTabTag
        /// The tab's routes, bottom first; at least one.
        public var routes: [Route]

        /// Creates a tab.
        ///
        /// - Parameters:
        ///   - tag: The tab's stable name.
        ///   - routes: The tab's routes, bottom first.
        public init(_ tag: NavigationTabTag, routes: [Route]) {
            self.tag = tag
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
            get {
                if case .stack(let routes) = content { return routes }
                return content.stacks.flatMap { $0 }
            }
            set { content = .stack(newValue) }
        }

        /// Creates a stack layer.
        ///
        /// - Parameters:
        ///   - style: How the layer is presented.
        ///   - routes: The layer's routes, bottom first.
        public init(style: PresentationStyle, routes: [Route]) {
            self.style = style
            content = .stack(routes)
        }

        /// Creates a layer with any container.
        ///
        /// - Parameters:
        ///   - style: How the layer is presented.
        ///   - content: The layer's container of routes.
        public init(style: PresentationStyle, content: Content) {
            self.style = style
            self.content = content
        }
    }

    /// The root layer's container of routes.
    public var rootContent: Content

    /// The root layer's routes when it is a stack; setting them makes it one.
    public var root: [Route] {
        get {
            if case .stack(let routes) = rootContent { return routes }
            return rootContent.stacks.flatMap { $0 }
        }
        set { rootContent = .stack(newValue) }
    }

    /// The presented layers, bottom first.
    public var presented: [Layer]

    /// Creates a target with a root stack.
    ///
    /// - Parameters:
    ///   - root: The root stack's routes, bottom first.
    ///   - presented: The presented layers, bottom first.
    public init(root: [Route], presented: [Layer] = []) {
        rootContent = .stack(root)
        self.presented = presented
    }

    /// Creates a target with any root container.
    ///
    /// - Parameters:
    ///   - rootContent: The root layer's container of routes.
    ///   - presented: The presented layers, bottom first.
    public init(rootContent: Content, presented: [Layer] = []) {
        self.rootContent = rootContent
        self.presented = presented
    }

    /// The layers as `(style, content)` pairs, root first with a `nil` style.
    var layers: [(style: PresentationStyle?, content: Content)] {
        [(nil, rootContent)] + presented.map { ($0.style, $0.content) }
    }
}
