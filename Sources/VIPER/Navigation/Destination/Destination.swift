/// What to show, not built yet: a screen type with what it is built from, or a route.
///
/// A route is one of the app's ``RouteTable``.
///
/// Every way to show a screen takes a destination: ``Navigator/push(_:in:)``,
/// ``Navigator/present(_:style:)`` and their result-receiving forms, the same calls on
/// ``NavigationHandle``, ``Navigator/setStack(_:in:)``, and the closure of a ``RouteTable``.
///
/// ```swift
/// try navigator.push(.screen(DetailScreen.self, input: item))
/// try navigator.present(.route(AppRoute.settings, using: routes), style: .fullScreenCover)
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
        /// A route, resolved by its table when the navigator shows it; the type names
        /// the route type until then.
        case route(ScreenType, @MainActor () throws(NavigationError) -> Destination)
    }

    let kind: Kind

    /// The type of the screen's result (`Never` for none); `nil` for a screen that does
    /// not navigate, for an existing one and for an unresolved route.
    let output: Any.Type?

    /// The route a ``RouteTable`` (or ``route(_:)``) recorded; it stands in for the
    /// screen's own ``RestorableScreen`` route.
    var recordedRoute: AnyNavigationRoute?

    /// The screen's own route for the ``RestorableScreen`` type it is handed, when no
    /// route was recorded; called by the navigator once it knows the screen type
    /// adopts the protocol, before anything is staged.
    let restorableRoute: ((any RestorableScreen.Type) -> AnyNavigationRoute?)?

    /// The environment values ``environment(_:_:)`` set for the screen and its flow.
    var environmentValues = NavigationEnvironment()

    init(
        kind: Kind, output: Any.Type? = nil, recordedRoute: AnyNavigationRoute? = nil,
        restorableRoute: ((any RestorableScreen.Type) -> AnyNavigationRoute?)? = nil
    ) {
        self.kind = kind
        self.output = output
        self.recordedRoute = recordedRoute
        self.restorableRoute = restorableRoute
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
    /// Its result goes to the per-call receiver of ``Navigator/push(_:in:onResult:)`` and its
    /// siblings, or else to the receiver the screen below it registered with
    /// ``NavigationHandle/receiveResults(from:_:)``. When the type adopts
    /// ``RestorableScreen``, the entry records the screen's route.
    ///
    /// - Parameters:
    ///   - type: The screen type; its dependency is `Navigated<Input, Output>`.
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
            restorableRoute: { restorable in restorable.erasedRoute(for: input) })
    }

    /// The screen a route of the app's route table stands for.
    ///
    /// The table resolves the route when the navigator shows it, before anything
    /// changes; if it refuses, the navigation is refused with
    /// ``NavigationError/Reason/routeUnavailable(_:)``. The entry records the route, so
    /// the screen can be restored.
    ///
    /// - Parameters:
    ///   - route: The route to show.
    ///   - table: Resolves the route to a screen.
    /// - Returns: The destination.
    public static func route<Route>(_ route: Route, using table: RouteTable<Route>)
        -> Destination
    {
        Destination(
            kind: .route(ScreenType(Route.self)) { () throws(NavigationError) in
                try table.unresolvedDestination(for: route)
            })
    }

    /// A screen that is already shown, kept with its identity and live object; only
    /// ``Navigator/setStack(_:in:)`` takes it.
    ///
    /// - Parameter id: The entry to keep.
    /// - Returns: The destination.
    public static func existing(_ id: NavigationEntryID) -> Destination {
        Destination(kind: .existing(id))
    }

    /// The route this destination stands for, recorded in its entry for state
    /// restoration: the route a ``RouteTable`` resolved or ``route(_:)`` set, else the
    /// screen's ``RestorableScreen/route(for:)``; `nil` for an unresolved route.
    public var route: AnyNavigationRoute? {
        if let recordedRoute { return recordedRoute }
        guard case .build(let screenType, _) = kind,
            let restorable = screenType.type as? any RestorableScreen.Type
        else { return nil }
        return restorableRoute?(restorable)
    }

    /// The type of the screen it builds; the route type for an unresolved route, `Never`
    /// for an existing screen.
    var screenType: ScreenType {
        switch kind {
        case .existing: ScreenType(Never.self)
        case .build(let screenType, _), .route(let screenType, _): screenType
        }
    }

    /// The same destination, standing for a route.
    ///
    /// - Parameter route: The route to record in the entry.
    /// - Returns: The destination with the route.
    public func route(_ route: some NavigationRoute) -> Destination {
        var copy = self
        copy.recordedRoute = AnyNavigationRoute(route)
        return copy
    }

    /// The destination a route stands for, resolved through its table (and through the
    /// tables of the routes that one resolves to), recording the first route; any other
    /// destination as it is.
    ///
    /// - Parameter action: The navigation a refusal names.
    func resolved(for action: NavigationAction) throws(NavigationError) -> Destination {
        guard case .route = kind else { return self }
        var destination = self
        var recorded = recordedRoute
        var depth = 0
        while case .route(_, let resolve) = destination.kind {
            guard depth < Navigator.redirectLimit else {
                throw NavigationError(
                    action,
                    .routeUnavailable(
                        "routes resolve to routes more than \(Navigator.redirectLimit) deep"))
            }
            do {
                destination = try resolve()
            } catch {
                throw NavigationError(action, error.reason)
            }
            recorded = recorded ?? destination.recordedRoute
            depth += 1
        }
        destination.recordedRoute = recorded
        return destination
    }
}
