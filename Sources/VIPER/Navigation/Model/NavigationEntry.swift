/// One screen in a ``NavigationState``: its identity, its type, its route when it has
/// one, and the entry that asked for it.
///
/// ```swift
/// let top = navigator.state.top
/// #expect(top?.screen == ScreenType(DetailScreen.self))
/// #expect(top?.requester == listID)  // it was pushed over the list
/// ```
public struct NavigationEntry: Hashable, Sendable, CustomStringConvertible {
    /// The entry's stable identity.
    public let id: NavigationEntryID

    /// The type of the screen the entry shows.
    public let screen: ScreenType

    /// The route that rebuilds the screen: the ``RouteTable`` route it was built from, or
    /// its ``RestorableScreen/route(for:)``; `nil` when it cannot be restored.
    public let route: AnyNavigationRoute?

    /// The entry this screen's result goes to when it has no per-call receiver (see
    /// ``NavigationHandle/receiveResults(from:_:)``): the visible entry it was pushed or
    /// presented over, or the entry below it in a stack built whole; `nil` for the first
    /// screen of the root stack.
    public let requester: NavigationEntryID?

    /// How the screen came in when it was pushed or presented (``Destination/transition(_:)``);
    /// `nil` for the platform's default.
    public let transition: NavigationTransition?

    /// Creates the entry `id`, unique within a state, of the type `screen`, with the
    /// `route` that rebuilds it, the `requester` its result goes to, if any, and the
    /// `transition` it came in with.
    public init(
        id: NavigationEntryID, screen: ScreenType, route: AnyNavigationRoute? = nil,
        requester: NavigationEntryID? = nil, transition: NavigationTransition? = nil
    ) {
        self.id = id
        self.screen = screen
        self.route = route
        self.requester = requester
        self.transition = transition
    }

    /// A short form such as `#2 DetailScreen(detail(id: 4))`.
    public var description: String {
        route.map { "\(id) \(screen)(\($0))" } ?? "\(id) \(screen)"
    }
}
