extension Destination {
    /// A destination whose screen hands back `Output`: what the calls that receive a
    /// result take (``Navigator/push(_:in:onResult:)``, ``Navigator/pushForResult(_:in:as:)``
    /// and their siblings).
    ///
    /// Written like any destination, `.screen(_:input:)` or `.route(_:using:)`. For a
    /// typed screen the compiler checks that `Output` is the screen's result type; for a
    /// route the navigator checks it once the table has resolved the route, before
    /// anything is built, and refuses a mismatch with
    /// ``NavigationError/Reason/resultTypeMismatch(expected:found:)``.
    ///
    /// ```swift
    /// try navigator.present(.screen(ColorPicker.self, input: palette)) { color in … }
    /// let rating = try await navigation.pushForResult(.route(.rating, using: routes), as: Int.self)
    /// ```
    @MainActor
    public struct Returning<Output: Sendable> {
        let destination: Destination

        init(_ destination: Destination) {
            self.destination = destination
        }

        /// A screen that navigates and hands back `Output`, built with its input; as
        /// ``Destination/screen(_:input:)``.
        ///
        /// - Parameters:
        ///   - type: The screen type; its dependency is `Navigated<Input, Output>`.
        ///   - input: The screen's input.
        /// - Returns: The destination.
        public static func screen<Screen: DependencyInjectable, Input>(
            _ type: Screen.Type, input: Input
        ) -> Self where Screen.Dependency == Navigated<Input, Output> {
            Self(Destination.screen(type, input: input))
        }

        /// The screen a route stands for, expected to hand back `Output`; as
        /// ``Destination/route(_:using:)``.
        ///
        /// - Parameters:
        ///   - route: The route to show.
        ///   - table: Resolves the route to a screen.
        /// - Returns: The destination.
        public static func route<Route>(_ route: Route, using table: RouteTable<Route>) -> Self {
            Self(Destination.route(route, using: table))
        }
    }
}
