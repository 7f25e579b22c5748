/// A screen that says once how it is written to restoration data: the route that
/// rebuilds it from its input.
///
/// Adopt it and a ``Destination/screen(_:input:)`` records the screen's route in its
/// entry, so a stack built with `push(.screen(_:input:))` can be saved with
/// ``Navigator/restorationData(_:)`` without naming a route at any call site.
/// Restoration rebuilds the screen through the app's ``RouteTable``, so the table must
/// map the route back to this screen.
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
/// A screen that does not adopt it is not restorable: ``Navigator/restorationData(_:)``
/// refuses a state that shows it with ``NavigationError/Reason/notRestorable(_:)``,
/// which names every such entry. Screens built from a route table record the table's
/// route instead, whether or not their type adopts this protocol.
public protocol RestorableScreen: DependencyInjectable
where Dependency == Navigated<Input, Output> {
    /// The screen's own input, the first half of its ``Navigated`` dependency.
    associatedtype Input
    /// The type of the result the screen hands back; `Never` for none.
    associatedtype Output: Sendable
    /// The app's route type.
    associatedtype Route: NavigationRoute

    /// Creates the screen from its input and navigation handle.
    ///
    /// Restated from ``DependencyInjectable`` with the `Navigated` type spelled out,
    /// so that `Input` and `Output` are inferred from the conformer's `make`.
    ///
    /// - Parameter dependency: The screen's input and its handle.
    /// - Returns: The screen.
    static func make(withDependency dependency: Navigated<Input, Output>) -> Self

    /// The route that rebuilds this screen with `input`.
    ///
    /// - Parameter input: The input the screen is shown with.
    /// - Returns: The route the app's ``RouteTable`` resolves back to this screen.
    static func route(for input: Input) -> Route
}

extension RestorableScreen {
    /// The route of `input`, when it is this screen's input type.
    @usableFromInline
    static func erasedRoute<Value>(for input: Value) -> AnyNavigationRoute? {
        guard let input = input as? Input else { return nil }
        return AnyNavigationRoute(route(for: input))
    }
}
