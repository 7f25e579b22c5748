/// A whole navigation target described by routes: the root stack plus presented layers.
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
/// ```
public struct RouteState<Route: NavigationRoute>: Hashable, Sendable {
    /// A presented layer: how it is presented and its routes, bottom first.
    public struct Layer: Hashable, Sendable {
        /// How the layer is presented.
        public var style: PresentationStyle

        /// The layer's routes, bottom first; at least one.
        public var routes: [Route]

        /// Creates a layer.
        ///
        /// - Parameters:
        ///   - style: How the layer is presented.
        ///   - routes: The layer's routes, bottom first.
        public init(style: PresentationStyle, routes: [Route]) {
            self.style = style
            self.routes = routes
        }
    }

    /// The root stack's routes, bottom first.
    public var root: [Route]

    /// The presented layers, bottom first.
    public var presented: [Layer]

    /// Creates a target.
    ///
    /// - Parameters:
    ///   - root: The root stack's routes, bottom first.
    ///   - presented: The presented layers, bottom first.
    public init(root: [Route], presented: [Layer] = []) {
        self.root = root
        self.presented = presented
    }

    /// The layers as `(style, routes)` pairs, root first with a `nil` style.
    var layers: [(style: PresentationStyle?, routes: [Route])] {
        [(nil, root)] + presented.map { ($0.style, $0.routes) }
    }
}
