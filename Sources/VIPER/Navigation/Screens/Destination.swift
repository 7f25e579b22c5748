/// A screen to show, not built yet: its type, how to build it, the route it stands
/// for, if any, and the type of the result it hands back.
///
/// Destinations are what a ``RouteTable`` resolves routes to and what
/// ``Navigator/setStack(_:)`` takes. ``existing(_:)`` keeps a screen that is already
/// shown.
///
/// ```swift
/// try navigator.setStack([
///     .existing(list),
///     .screen(DetailScreen.self, input: item),
/// ])
/// ```
@MainActor
public struct Destination {
    enum Kind {
        case existing(NavigationEntryID)
        case build(ScreenType, (Navigator, ScreenReservation) -> Any)
    }

    let kind: Kind

    /// The type of the screen's result (`Never` for none); `nil` for a screen that does
    /// not navigate and for an existing one.
    let output: Any.Type?

    /// The route this destination stands for, written by state restoration.
    ///
    /// A ``RouteTable`` records the route it resolved; ``screen(_:input:)`` records
    /// ``RestorableScreen/route(for:)`` when the screen type adopts ``RestorableScreen``.
    public internal(set) var route: AnyNavigationRoute?

    init(kind: Kind, output: Any.Type? = nil, route: AnyNavigationRoute? = nil) {
        self.kind = kind
        self.output = output
        self.route = route
    }

    /// A screen that needs no navigation handle, built with its dependency.
    ///
    /// - Parameters:
    ///   - type: The screen type.
    ///   - dependency: What ``DependencyInjectable/make(withDependency:)`` receives.
    /// - Returns: The destination.
    public static func screen<Screen: DependencyInjectable>(
        _ type: Screen.Type, dependency: Screen.Dependency
    ) -> Destination {
        Destination(
            kind: .build(ScreenType(type)) { _, _ in Screen.make(withDependency: dependency) })
    }

    /// A screen that navigates, built with its input and a handle bound to its entry.
    ///
    /// A result the screen hands back goes to the receiver the screen below it
    /// registered with ``NavigationHandle/receiveResults(from:_:)``, or to the per-call
    /// receiver of ``NavigationHandle/push(_:using:onResult:)`` and its siblings. When the
    /// type adopts ``RestorableScreen``, the destination stands for its route.
    ///
    /// - Parameters:
    ///   - type: The screen type.
    ///   - input: The screen's input.
    /// - Returns: The destination.
    public static func screen<Screen: DependencyInjectable, Input, Output>(
        _ type: Screen.Type, input: Input
    ) -> Destination where Screen.Dependency == Navigated<Input, Output> {
        Destination(
            kind: .build(ScreenType(type)) { navigator, reservation in
                Screen.make(
                    withDependency: Navigated(
                        input: input,
                        navigation: NavigationHandle(navigator: navigator, reservation: reservation)
                    ))
            },
            output: Output.self,
            route: tableRoutePending ? nil : restorationRoute(of: type, input: input))
    }

    /// A screen that is already shown, kept with its identity and live object.
    ///
    /// - Parameter id: The entry to keep.
    /// - Returns: The destination.
    public static func existing(_ id: NavigationEntryID) -> Destination {
        Destination(kind: .existing(id))
    }

    /// Whether a ``RouteTable`` is resolving a route, which it records in place of the
    /// screen's own.
    ///
    /// NB: checked so that a table-built destination skips the ``RestorableScreen``
    /// conformance look-up and `route(for:)`, whose route the table replaces at once.
    static var tableRoutePending = false

    /// The route ``RestorableScreen`` gives a screen of `type` shown with `input`.
    private static func restorationRoute<Screen, Input>(of type: Screen.Type, input: Input)
        -> AnyNavigationRoute?
    {
        (type as? any RestorableScreen.Type)?.erasedRoute(for: input)
    }

    /// The type of the screen it builds; `Never` for an existing one.
    var screenType: ScreenType {
        switch kind {
        case .existing: ScreenType(Never.self)
        case .build(let screenType, _): screenType
        }
    }

    /// The same destination, standing for a route.
    ///
    /// - Parameter route: The route to record in the entry.
    /// - Returns: The destination with the route.
    public func route(_ route: some NavigationRoute) -> Destination {
        var copy = self
        copy.route = AnyNavigationRoute(route)
        return copy
    }
}
