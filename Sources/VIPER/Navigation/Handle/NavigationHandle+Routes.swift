// A router's way to show a route: the same checks as the handle's typed calls.

extension NavigationHandle {
    /// Pushes the screen a route stands for over this one.
    ///
    /// The same rules as ``push(_:input:onResult:)``: this screen must be the visible
    /// one, guards are asked, and a refused push builds nothing. The table resolves the
    /// route first; the entry records it, so the screen can be restored.
    ///
    /// ```swift
    /// try navigation.push(AppRoute.detail(id: item.id), using: routes)
    /// ```
    ///
    /// - Parameters:
    ///   - route: The route to show.
    ///   - table: Resolves the route to a screen.
    /// - Returns: The new entry's identity.
    /// - Throws: ``NavigationError/Reason/routeUnavailable(_:)`` when the table refuses
    ///   the route, or what ``push(_:dependency:)`` throws.
    @discardableResult
    public func push<Route>(_ route: Route, using table: RouteTable<Route>)
        throws(NavigationError) -> NavigationEntryID
    {
        try resolve(.push(ScreenType(Route.self))).pushRoute(
            route, using: table, from: source, result: nil, expecting: nil)
    }

    /// Pushes the screen a route stands for over this one and receives its result.
    ///
    /// - Parameters:
    ///   - route: The route to show.
    ///   - table: Resolves the route to a screen.
    ///   - onResult: Called once with the screen's result, or `nil` when it is removed
    ///     without one; never when the push is refused.
    /// - Returns: The new entry's identity.
    /// - Throws: ``NavigationError/Reason/resultTypeMismatch(expected:found:)`` when the
    ///   route's screen hands back another type than `ChildOutput`, before anything is
    ///   built, or what ``push(_:using:)`` throws.
    @discardableResult
    public func push<Route, ChildOutput: Sendable>(
        _ route: Route, using table: RouteTable<Route>,
        onResult: @escaping @MainActor (ChildOutput?) -> Void
    ) throws(NavigationError) -> NavigationEntryID {
        try resolve(.push(ScreenType(Route.self))).pushRoute(
            route, using: table, from: source, result: ResultSlot(callback: onResult),
            expecting: ChildOutput.self)
    }

    /// Presents the screen a route stands for over this one.
    ///
    /// - Parameters:
    ///   - route: The route to show.
    ///   - style: How the layer is presented.
    ///   - table: Resolves the route to a screen.
    /// - Returns: The new entry's identity.
    /// - Throws: As ``push(_:using:)``.
    @discardableResult
    public func present<Route>(
        _ route: Route, style: PresentationStyle = .sheet, using table: RouteTable<Route>
    ) throws(NavigationError) -> NavigationEntryID {
        try resolve(.present(ScreenType(Route.self), style)).presentRoute(
            route, style: style, using: table, from: source, result: nil, expecting: nil)
    }

    /// Presents the screen a route stands for over this one and receives its result.
    ///
    /// - Parameters:
    ///   - route: The route to show.
    ///   - style: How the layer is presented.
    ///   - table: Resolves the route to a screen.
    ///   - onResult: Called once with the screen's result, or `nil` when it is removed
    ///     without one; never when presenting is refused.
    /// - Returns: The new entry's identity.
    /// - Throws: As ``push(_:using:onResult:)``.
    @discardableResult
    public func present<Route, ChildOutput: Sendable>(
        _ route: Route, style: PresentationStyle = .sheet, using table: RouteTable<Route>,
        onResult: @escaping @MainActor (ChildOutput?) -> Void
    ) throws(NavigationError) -> NavigationEntryID {
        try resolve(.present(ScreenType(Route.self), style)).presentRoute(
            route, style: style, using: table, from: source,
            result: ResultSlot(callback: onResult), expecting: ChildOutput.self)
    }
}

extension NavigationHandle {
    /// Pushes the screen a route stands for over this one and waits for its result.
    ///
    /// ```swift
    /// let rating = try await navigation.pushForResult(AppRoute.rating, using: routes, as: Int.self)
    /// ```
    ///
    /// - Parameters:
    ///   - route: The route to show.
    ///   - table: Resolves the route to a screen.
    ///   - type: The result type the route's screen hands back.
    /// - Returns: The screen's result, or `nil` when it is removed without one or the
    ///   navigator is released while waiting.
    /// - Throws: As ``push(_:using:onResult:)``; then nothing was shown.
    public func pushForResult<Route, ChildOutput: Sendable>(
        _ route: Route, using table: RouteTable<Route>, as type: ChildOutput.Type = ChildOutput.self
    ) async throws(NavigationError) -> ChildOutput? {
        try await ResultSlot<ChildOutput>.awaiting { slot throws(NavigationError) in
            try resolve(.push(ScreenType(Route.self))).pushRoute(
                route, using: table, from: source, result: slot, expecting: ChildOutput.self)
        }
    }

    /// Presents the screen a route stands for over this one and waits for its result.
    ///
    /// - Parameters:
    ///   - route: The route to show.
    ///   - style: How the layer is presented.
    ///   - table: Resolves the route to a screen.
    ///   - type: The result type the route's screen hands back.
    /// - Returns: The screen's result, or `nil` when it is removed without one or the
    ///   navigator is released while waiting.
    /// - Throws: As ``push(_:using:onResult:)``; then nothing was shown.
    public func presentForResult<Route, ChildOutput: Sendable>(
        _ route: Route, style: PresentationStyle = .sheet, using table: RouteTable<Route>,
        as type: ChildOutput.Type = ChildOutput.self
    ) async throws(NavigationError) -> ChildOutput? {
        try await ResultSlot<ChildOutput>.awaiting { slot throws(NavigationError) in
            try resolve(.present(ScreenType(Route.self), style)).presentRoute(
                route, style: style, using: table, from: source, result: slot,
                expecting: ChildOutput.self)
        }
    }
}
