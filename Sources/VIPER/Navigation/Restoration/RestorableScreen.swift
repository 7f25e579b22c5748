/// A screen that names the route that rebuilds it from its input, so that a screen shown
/// with ``Destination/screen(_:input:)-7mny`` can be saved; the app's ``RouteTable`` maps the
/// route back to it.
///
/// ```swift
/// extension DetailScreen: @MainActor RestorableScreen {
///     static func make(withDependency dependency: Navigated<Int, Never>) -> DetailScreen { … }
///     static func route(for input: Int) -> AppRoute { .detail(id: input) }
/// }
///
/// try navigation.push(.screen(DetailScreen.self, input: 4))  // records .detail(id: 4)
/// ```
///
/// ``Navigator/restorationData(_:)`` refuses a screen without a route with
/// ``NavigationError/Reason/notRestorable(_:)``; a screen built from a route table records
/// the table's route.
public protocol RestorableScreen: DependencyInjectable
where Dependency == Navigated<Input, Output> {
    /// The screen's own input, the first half of its ``Navigated`` dependency.
    associatedtype Input
    /// The type of the result the screen hands back; `Never` for none.
    associatedtype Output: Sendable
    /// The app's route type.
    associatedtype Route: NavigationRoute

    /// Creates the screen from its input and handle, `dependency` (restated so that
    /// `Input` and `Output` are inferred from it).
    static func make(withDependency dependency: Navigated<Input, Output>) -> Self

    /// The route that rebuilds this screen with `input`.
    static func route(for input: Input) -> Route
}

extension RestorableScreen {
    /// The route of `input`, when it is this screen's input type.
    static func erasedRoute<Value>(for input: Value) -> AnyNavigationRoute? {
        guard let input = input as? Input else { return nil }
        return AnyNavigationRoute(route(for: input))
    }
}
