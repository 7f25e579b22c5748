/// A type-erased ``NavigationRoute``, stored in a ``NavigationEntry``.
///
/// Two erased routes are equal when they wrap equal values of the same route type.
///
/// ```swift
/// if let route = navigator.state.top?.route?.base as? AppRoute { … }
/// ```
public struct AnyNavigationRoute: Hashable, Sendable, CustomStringConvertible {
    /// The wrapped route.
    public let base: any NavigationRoute

    /// Wraps the route `base`.
    public init(_ base: some NavigationRoute) {
        self.base = base
    }

    /// The wrapped route when it is of `type`, else `nil`.
    public func `as`<Route: NavigationRoute>(_ type: Route.Type) -> Route? {
        base as? Route
    }

    /// Whether `lhs` and `rhs` wrap equal routes of the same type.
    public static func == (lhs: AnyNavigationRoute, rhs: AnyNavigationRoute) -> Bool {
        AnyHashable(lhs.base) == AnyHashable(rhs.base)
    }

    /// Feeds the wrapped route to `hasher`.
    public func hash(into hasher: inout Hasher) {
        hasher.combine(AnyHashable(base))
    }

    /// The wrapped route's description.
    public var description: String { String(describing: base) }
}
