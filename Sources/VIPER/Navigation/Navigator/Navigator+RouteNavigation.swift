// Pushing and presenting a route: the route table builds the screen, with the same rules
// as the typed calls.

extension Navigator {
    /// Pushes the screen a route stands for onto the top stack.
    ///
    /// The table resolves the route first; if it refuses, nothing changes. The entry
    /// records the route, so the screen can be restored. A result the screen hands back
    /// goes to the receiver the screen below registered with
    /// ``NavigationHandle/receiveResults(from:_:)``.
    ///
    /// ```swift
    /// try navigator.push(AppRoute.detail(id: 4), using: routes)
    /// ```
    ///
    /// - Parameters:
    ///   - route: The route to show.
    ///   - table: Resolves the route to a screen.
    /// - Returns: The new entry's identity.
    /// - Throws: ``NavigationError/Reason/routeUnavailable(_:)`` when the table refuses
    ///   the route, or what ``push(_:input:onResult:)`` throws.
    @discardableResult
    public func push<Route>(_ route: Route, using table: RouteTable<Route>)
        throws(NavigationError) -> NavigationEntryID
    {
        try pushRoute(route, using: table, from: nil, result: nil, expecting: nil)
    }

    /// Pushes the screen a route stands for and receives its result.
    ///
    /// The route's screen must hand back `Result`: this is checked when the table has
    /// resolved the route, before anything is built.
    ///
    /// - Parameters:
    ///   - route: The route to show.
    ///   - table: Resolves the route to a screen.
    ///   - onResult: Called once on the main actor with the value the screen finishes
    ///     with, or `nil` when it is removed any other way; never when the push is refused.
    /// - Returns: The new entry's identity.
    /// - Throws: ``NavigationError/Reason/resultTypeMismatch(expected:found:)`` when the
    ///   route's screen hands back another type, or what ``push(_:using:)`` throws.
    @discardableResult
    public func push<Route, Result: Sendable>(
        _ route: Route, using table: RouteTable<Route>,
        onResult: @escaping @MainActor (Result?) -> Void
    ) throws(NavigationError) -> NavigationEntryID {
        try pushRoute(
            route, using: table, from: nil, result: ResultSlot<Result>(callback: onResult),
            expecting: Result.self)
    }

    /// Presents the screen a route stands for in a new layer.
    ///
    /// - Parameters:
    ///   - route: The route to show.
    ///   - style: How the layer is presented.
    ///   - table: Resolves the route to a screen.
    /// - Returns: The new entry's identity.
    /// - Throws: ``NavigationError/Reason/routeUnavailable(_:)`` when the table refuses
    ///   the route, or what ``present(_:input:style:onResult:)`` throws.
    @discardableResult
    public func present<Route>(
        _ route: Route, style: PresentationStyle = .sheet, using table: RouteTable<Route>
    ) throws(NavigationError) -> NavigationEntryID {
        try presentRoute(route, style: style, using: table, from: nil, result: nil, expecting: nil)
    }

    /// Presents the screen a route stands for and receives its result.
    ///
    /// - Parameters:
    ///   - route: The route to show.
    ///   - style: How the layer is presented.
    ///   - table: Resolves the route to a screen.
    ///   - onResult: Called once on the main actor with the finished value, or `nil`.
    /// - Returns: The new entry's identity.
    /// - Throws: ``NavigationError/Reason/resultTypeMismatch(expected:found:)`` when the
    ///   route's screen hands back another type, or what ``present(_:style:using:)`` throws.
    @discardableResult
    public func present<Route, Result: Sendable>(
        _ route: Route, style: PresentationStyle = .sheet, using table: RouteTable<Route>,
        onResult: @escaping @MainActor (Result?) -> Void
    ) throws(NavigationError) -> NavigationEntryID {
        try presentRoute(
            route, style: style, using: table, from: nil,
            result: ResultSlot<Result>(callback: onResult), expecting: Result.self)
    }

    // MARK: Staging a route

    /// Resolves a route for a push or a present, and checks the caller's result type,
    /// before anything is staged.
    func resolveForShowing<Route>(
        _ route: Route, using table: RouteTable<Route>, as action: NavigationAction,
        result: (any ResultDelivering)?, expecting: Any.Type?
    ) throws(NavigationError) -> (Destination, ScreenType) {
        do throws(NavigationError) {
            let destination: Destination
            do {
                destination = try table.destination(for: route)
            } catch {
                throw NavigationError(action, error.reason)
            }
            let screenType: ScreenType
            switch destination.kind {
            case .existing(let id): throw NavigationError(action, .duplicateEntry(id))
            case .build(let type, _): screenType = type
            }
            if let expecting,
                ObjectIdentifier(expecting) != destination.output.map(ObjectIdentifier.init)
            {
                throw NavigationError(
                    action,
                    .resultTypeMismatch(
                        expected: String(describing: expecting),
                        found: destination.output.map { String(describing: $0) } ?? "no result"))
            }
            return (destination, screenType)
        } catch {
            result?.cancelSilently()
            throw error
        }
    }

    @discardableResult
    func pushRoute<Route>(
        _ route: Route, using table: RouteTable<Route>, from source: NavigationHandleSource?,
        result: (any ResultDelivering)?, expecting: Any.Type?
    ) throws(NavigationError) -> NavigationEntryID {
        // NB: before the route is resolved the screen type is unknown; a refusal names
        // the route type instead.
        let (destination, screenType) = try resolveForShowing(
            route, using: table, as: .push(ScreenType(Route.self)), result: result,
            expecting: expecting)
        do {
            return try transact(.push(screenType)) { () throws(NavigationError) in
                if let source { try requireOnTop(source, .push(screenType)) }
                let requester = engine.state.topID
                let reservation = try engine.stagePush(
                    screenType, route: destination.route, result: nil)
                build(destination, as: reservation, requester: requester, result: result)
                return reservation.id
            }
        } catch {
            result?.cancelSilently()
            throw error
        }
    }

    @discardableResult
    func presentRoute<Route>(
        _ route: Route, style: PresentationStyle, using table: RouteTable<Route>,
        from source: NavigationHandleSource?, result: (any ResultDelivering)?,
        expecting: Any.Type?
    ) throws(NavigationError) -> NavigationEntryID {
        let (destination, screenType) = try resolveForShowing(
            route, using: table, as: .present(ScreenType(Route.self), style), result: result,
            expecting: expecting)
        let action = NavigationAction.present(screenType, style)
        do {
            return try transact(action) { () throws(NavigationError) in
                if let source { try requireOnTop(source, action) }
                let requester = engine.state.topID
                let reservation = try engine.stagePresent(
                    screenType, route: destination.route, style: style, result: nil, as: action)
                build(destination, as: reservation, requester: requester, result: result)
                return reservation.id
            }
        } catch {
            result?.cancelSilently()
            throw error
        }
    }
}
