import VIPER

/// A screen's navigation handle plus the app's route table, so a router moves forward
/// by route and every entry it creates can be saved and restored.
///
/// NB: the library's handle pushes by screen type, which records no route (issue 10,
/// "every navigation restorable", is not done yet). Pushing by route here is a one-step
/// `setStack` that keeps the current stack and appends the route's destination.
@MainActor
public struct AppNavigation<Output: Sendable> {
    /// The screen's own handle.
    public let handle: NavigationHandle<Output>
    /// The app's routes.
    public let routes: RouteTable<AppRoute>

    /// Creates the navigation of one screen.
    ///
    /// - Parameters:
    ///   - handle: The screen's own handle.
    ///   - routes: The app's routes.
    public init(handle: NavigationHandle<Output>, routes: RouteTable<AppRoute>) {
        self.handle = handle
        self.routes = routes
    }

    /// Pushes the screen of `route` over this one, with the route recorded.
    ///
    /// - Parameter route: The route to show.
    /// - Throws: ``NavigationError/Reason/entryNotOnTop(_:top:)`` when this screen is not
    ///   the visible one, ``NavigationError/Reason/routeUnavailable(_:)``, or what the
    ///   navigator refuses; then nothing changed.
    public func push(_ route: AppRoute) throws(NavigationError) {
        let destination = try routes.destination(for: route)
        let id = handle.entryID
        try handle.navigate { navigator throws(NavigationError) in
            guard navigator.state.top?.id == id else {
                throw NavigationError(.setStack, .entryNotOnTop(id, top: navigator.state.top?.id))
            }
            let stack = navigator.state.layers[navigator.state.layers.count - 1].entries
            try navigator.setStack(stack.map { .existing($0.id) } + [destination])
        }
    }
}
