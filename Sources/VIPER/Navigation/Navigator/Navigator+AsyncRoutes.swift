import Foundation

// The async deep links, replacements and restorations: the same plan and commit as the
// synchronous calls (Navigator+RoutePlan), with a resolve loop that may suspend.

extension Navigator {
    /// Opens a deep link whose screens may need data first: parses it, resolves the
    /// routes it builds (awaiting the table), then applies the whole target in one change.
    ///
    /// ```swift
    /// try await navigator.open(URL(string: "myapp://articles/7")!, using: routes)
    /// ```
    ///
    /// While it resolves, the state is unchanged: observers hear nothing, guards are not
    /// asked, no screen is built. Screens at the start of the current state whose routes
    /// match the target are kept and their routes are not resolved again.
    ///
    /// - Parameters:
    ///   - url: The link.
    ///   - table: Parses the link and resolves its routes.
    /// - Throws: ``NavigationError/Reason/cancelled`` when its task is cancelled before
    ///   it commits, ``NavigationError/Reason/superseded`` when another navigation
    ///   commits while it resolves, or what ``open(_:using:)-(_,RouteTable<Route>)``
    ///   throws; then nothing changed.
    public func open<Route>(_ url: URL, using table: AsyncRouteTable<Route>)
        async throws(NavigationError)
    {
        try await reportingAsyncRefusal { () async throws(NavigationError) in
            let action = NavigationAction.deepLink(url)
            if Task.isCancelled { throw NavigationError(action, .cancelled) }
            let target = try table.routeState(for: url)
            try await apply(plan(target, as: action, restoring: nil), using: table)
        }
    }

    /// Replaces the whole state with a route state whose screens may need data first,
    /// in one change; the async form of ``replace(with:using:)-(_,RouteTable<Route>)``.
    ///
    /// - Parameters:
    ///   - target: The state to show.
    ///   - table: Resolves routes to screens.
    /// - Throws: ``NavigationError/Reason/cancelled``,
    ///   ``NavigationError/Reason/superseded``, or what
    ///   ``replace(with:using:)-(_,RouteTable<Route>)`` throws; then nothing changed.
    public func replace<Route>(
        with target: RouteState<Route>, using table: AsyncRouteTable<Route>
    ) async throws(NavigationError) {
        try await reportingAsyncRefusal { () async throws(NavigationError) in
            if Task.isCancelled { throw NavigationError(.replace, .cancelled) }
            try await apply(plan(target, as: .replace, restoring: nil), using: table)
        }
    }

    /// Rebuilds the state from restoration data when screens need data first; the async
    /// form of ``restore(from:using:migrations:)-(_,RouteTable<Route>,_)``.
    ///
    /// The data is decoded and checked before anything is resolved; while the routes
    /// resolve, the state is unchanged.
    ///
    /// - Parameters:
    ///   - data: What ``restorationData(_:)`` wrote.
    ///   - table: Resolves the routes to screens.
    ///   - migrations: Steps that turn routes of older route versions into newer ones.
    /// - Throws: ``NavigationError/Reason/cancelled``,
    ///   ``NavigationError/Reason/superseded``, or what
    ///   ``restore(from:using:migrations:)-(_,RouteTable<Route>,_)`` throws; then nothing
    ///   changed.
    public func restore<Route>(
        from data: Data, using table: AsyncRouteTable<Route>, migrations: [RouteMigration] = []
    ) async throws(NavigationError) {
        try await reportingAsyncRefusal { () async throws(NavigationError) in
            if Task.isCancelled { throw NavigationError(.restore, .cancelled) }
            let (target, restoring) = try RestorationArchive<Route>.decode(
                data, migrations: migrations
            )
            .target()
            try await apply(plan(target, as: .restore, restoring: restoring), using: table)
        }
    }

    /// Resolves the plan's pending routes, awaiting the table and checking after each
    /// await that the plan may still commit, then commits it.
    private func apply<Route>(_ plan: RoutePlan<Route>, using table: AsyncRouteTable<Route>)
        async throws(NavigationError)
    {
        var destinations: [Destination] = []
        for route in plan.pending {
            do {
                destinations.append(try await table.destination(for: route))
            } catch {
                try check(plan.layout, cancelled: Task.isCancelled)
                throw NavigationError(plan.action, error.reason)
            }
            try check(plan.layout, cancelled: Task.isCancelled)
        }
        try check(plan.layout, cancelled: Task.isCancelled)
        try commit(plan.layout, building: destinations)
    }
}
