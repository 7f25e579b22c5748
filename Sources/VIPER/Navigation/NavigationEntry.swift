/// One screen in a ``NavigationState``: its identity, its type and, when it has one, its
/// route.
///
/// ```swift
/// let top = navigator.state.top
/// #expect(top?.screen == ScreenType(DetailScreen.self))
/// ```
public struct NavigationEntry: Hashable, Sendable, CustomStringConvertible {
    /// The entry's stable identity.
    public let id: NavigationEntryID

    /// The type of the screen the entry shows.
    public let screen: ScreenType

    /// The route the screen was built from, or `nil` when it was pushed by type.
    ///
    /// Only entries with a route can be written to restoration data.
    public let route: AnyNavigationRoute?

    /// Creates an entry.
    ///
    /// - Parameters:
    ///   - id: The entry's identity, unique within a state.
    ///   - screen: The type of the screen it shows.
    ///   - route: The route it was built from, if any.
    public init(id: NavigationEntryID, screen: ScreenType, route: AnyNavigationRoute? = nil) {
        self.id = id
        self.screen = screen
        self.route = route
    }

    /// A short form such as `#2 DetailScreen(detail(id: 4))`.
    public var description: String {
        if let route {
            return "\(id) \(screen)(\(route))"
        }
        return "\(id) \(screen)"
    }
}
