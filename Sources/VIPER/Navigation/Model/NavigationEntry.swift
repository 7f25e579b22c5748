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

    /// The route that rebuilds the screen, or `nil` when it cannot be restored.
    ///
    /// Screens built from a ``RouteTable`` record the route they were built from;
    /// screens of a type that adopts ``RestorableScreen`` record
    /// ``RestorableScreen/route(for:)`` of their input. Only entries with a route can be
    /// written to restoration data.
    public let route: AnyNavigationRoute?

    /// The entry this screen's result goes to: the one it was shown over.
    ///
    /// A pushed or presented screen records the visible entry it was shown over; a
    /// screen built by ``Navigator/setStack(_:in:)``, a route state or a deep link records
    /// the entry below it in the new state; a restored one, the archived requester. When
    /// the screen leaves without a per-call receiver, its result goes to the receiver
    /// the requester's screen registered with
    /// ``NavigationHandle/receiveResults(from:_:)``. `nil` for the first screen of the
    /// root stack.
    public let requester: NavigationEntryID?

    /// Creates an entry.
    ///
    /// - Parameters:
    ///   - id: The entry's identity, unique within a state.
    ///   - screen: The type of the screen it shows.
    ///   - route: The route that rebuilds it, if any.
    ///   - requester: The entry its result goes to, if any.
    public init(
        id: NavigationEntryID, screen: ScreenType, route: AnyNavigationRoute? = nil,
        requester: NavigationEntryID? = nil
    ) {
        self.id = id
        self.screen = screen
        self.route = route
        self.requester = requester
    }

    /// A short form such as `#2 DetailScreen(detail(id: 4))`.
    public var description: String {
        if let route {
            return "\(id) \(screen)(\(route))"
        }
        return "\(id) \(screen)"
    }
}
