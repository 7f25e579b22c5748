/// What to show, not built yet: a screen type with what it is built from, or a route of
/// the app's ``RouteTable``.
///
/// `Output` is the result the caller receives. `Destination<Any>`, a destination with any
/// result, is what ``Navigator/push(_:in:)``, ``Navigator/present(_:style:)``,
/// ``Navigator/setStack(_:in:)`` and a route table's closure take; its screen's result, if
/// any, goes to the receiver the screen below registered. The calls that receive a result,
/// such as ``Navigator/push(_:in:onResult:)``, take a `Destination<Output>`: the compiler
/// checks a typed screen's result, and the navigator a route's once the table resolved it
/// (``NavigationError/Reason/resultTypeMismatch(expected:found:)``), before anything is
/// built.
///
/// ```swift
/// try navigator.push(.screen(DetailScreen.self, input: item))
/// try navigator.setStack([.existing(list), .screen(DetailScreen.self, input: item)])
/// let rating = try await navigation.pushForResult(.route(.rating, using: routes), as: Int.self)
/// ```
@MainActor
public struct Destination<Output> {
    let kind: DestinationKind

    /// The type of the screen's result (`Never` for none); `nil` for a screen that does
    /// not navigate, for an existing one and for an unresolved route.
    var output: Any.Type?

    /// The route a ``RouteTable`` (or ``route(_:)``) recorded, before the screen's own.
    var recordedRoute: AnyNavigationRoute?

    /// The screen's own route for the ``RestorableScreen`` type it is handed, when no
    /// route was recorded; called by the navigator once it knows the screen type
    /// adopts the protocol, before anything is staged.
    var restorableRoute: ((any RestorableScreen.Type) -> AnyNavigationRoute?)?

    /// The environment values ``environment(_:_:)`` set for the screen and its flow.
    var environmentValues = NavigationEnvironment()

    /// How the screen comes in, which ``transition(_:)`` set; its entry records it.
    var transition: NavigationTransition?

    /// A screen of `type` that navigates and hands back `Output`, built with `input` and a
    /// handle bound to its entry; when the type adopts ``RestorableScreen``, the entry
    /// records the screen's route.
    public static func screen<Screen: DependencyInjectable, Input>(
        _ type: Screen.Type, input: Input
    ) -> Self where Screen.Dependency == Navigated<Input, Output> {
        navigating(type, input: input)
    }

    /// A navigating screen whose result is `ScreenOutput`: both `screen(_:input:)` build here.
    static func navigating<Screen: DependencyInjectable, Input, ScreenOutput>(
        _ type: Screen.Type, input: Input
    ) -> Self where Screen.Dependency == Navigated<Input, ScreenOutput> {
        Self(
            kind: .build(ScreenType(type)) { navigator, reservation in
                Screen.make(
                    withDependency: Navigated(
                        input: input,
                        navigation: NavigationHandle(navigator: navigator, reservation: reservation)
                    ))
            },
            output: ScreenOutput.self,
            restorableRoute: { restorable in restorable.erasedRoute(for: input) })
    }

    /// The screen `route` stands for in the app's route `table`.
    ///
    /// The table resolves the route when the navigator shows it, before anything
    /// changes; if it refuses, the navigation is refused with
    /// ``NavigationError/Reason/routeUnavailable(_:)``. The entry records the route, so
    /// the screen can be restored.
    public static func route<Route>(_ route: Route, using table: RouteTable<Route>) -> Self {
        Self(
            kind: .route(ScreenType(Route.self)) { () throws(NavigationError) in
                try table.unresolvedDestination(for: route)
            })
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

    /// The same destination, standing for `route`, which its entry records.
    public func route(_ route: some NavigationRoute) -> Self {
        var copy = self
        copy.recordedRoute = AnyNavigationRoute(route)
        return copy
    }

    /// The same destination, with `value` for `key` in the environment of the screen it
    /// shows and of every screen shown from that one: a value scoped to a flow.
    ///
    /// ```swift
    /// try navigation.present(.screen(AddScreen.self, input: ()).environment(ClockKey.self, fixed))
    /// ```
    public func environment<Key: NavigationEnvironmentKey>(_ key: Key.Type, _ value: Key.Value)
        -> Self
    {
        var copy = self
        copy.environmentValues[key] = value
        return copy
    }

    /// The same destination, coming in with `transition` when pushed or presented; its
    /// entry records it (``NavigationEntry/transition``), so restoration keeps it.
    ///
    /// ```swift
    /// try navigation.push(.screen(PhotoScreen.self, input: photo).transition(.zoom(from: "photo-3")))
    /// ```
    public func transition(_ transition: NavigationTransition) -> Self {
        var copy = self
        copy.transition = transition
        return copy
    }

    /// The type of the screen it builds; the route type for an unresolved route, `Never`
    /// for an existing screen.
    var screenType: ScreenType {
        switch kind {
        case .existing: ScreenType(Never.self)
        case .build(let screenType, _), .route(let screenType, _): screenType
        }
    }

    /// The destination a route stands for, resolved through its table (and those of the
    /// routes it resolves to), recording the first route, with `action` named by a
    /// refusal; any other destination as it is.
    func resolved(for action: NavigationAction) throws(NavigationError) -> Destination<Any> {
        var destination = Destination<Any>(self)
        guard case .route = kind else { return destination }
        var recorded = recordedRoute
        var transition = transition
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
            transition = transition ?? destination.transition
            depth += 1
        }
        destination.recordedRoute = recorded
        destination.transition = transition
        return destination
    }
}

extension Destination where Output == Any {
    /// A screen of `type` that navigates, whatever its result, built with `input` and a
    /// handle bound to its entry; its result goes to the receiver the screen below it
    /// registered with ``NavigationHandle/receiveResults(from:_:)``.
    public static func screen<Screen: DependencyInjectable, Input, ScreenOutput>(
        _ type: Screen.Type, input: Input
    ) -> Self where Screen.Dependency == Navigated<Input, ScreenOutput> {
        navigating(type, input: input)
    }

    /// A screen of `type` that needs no navigation handle, built with `dependency`.
    public static func screen<Screen: DependencyInjectable>(
        _ type: Screen.Type, dependency: Screen.Dependency
    ) -> Self {
        Self(kind: .build(ScreenType(type)) { _, _ in Screen.make(withDependency: dependency) })
    }

    /// The screen of the entry `id`, already shown, kept with its identity and live
    /// object; only ``Navigator/setStack(_:in:)`` takes it.
    public static func existing(_ id: NavigationEntryID) -> Self {
        Self(kind: .existing(id))
    }

    /// `destination`, whose result the caller does not type.
    init<Other>(_ destination: Destination<Other>) {
        self.init(
            kind: destination.kind, output: destination.output,
            recordedRoute: destination.recordedRoute,
            restorableRoute: destination.restorableRoute,
            environmentValues: destination.environmentValues, transition: destination.transition)
    }
}

/// How a ``Destination`` makes its screen.
enum DestinationKind {
    case existing(NavigationEntryID)
    case build(ScreenType, @MainActor (Navigator, ScreenReservation) -> Any)
    /// A route, resolved by its table when the navigator shows it; the type names the
    /// route type until then.
    case route(ScreenType, @MainActor () throws(NavigationError) -> Destination<Any>)
}
