import Foundation

// The async forms of Navigator+Routes: the same plan and commit, with a resolve loop that
// may suspend; meanwhile the state is unchanged, and observers and guards hear nothing.

extension Navigator {
    /// The async form of ``open(_:using:)-(_,RouteTable<Route>)``, for screens that need
    /// data first: opens `url`, awaiting `table` to resolve the routes it builds.
    ///
    /// - Throws: ``NavigationError/Reason/cancelled`` when its task is cancelled before
    ///   it commits, ``NavigationError/Reason/superseded`` when another navigation
    ///   commits while it resolves, or what the synchronous form throws.
    public func open<Route>(_ url: URL, using table: AsyncRouteTable<Route>)
        async throws(NavigationError)
    {
        try await apply(.deepLink(url), using: table) { () throws(NavigationError) in
            (try table.routeState(for: url), nil)
        }
    }

    /// The async form of ``replace(with:using:)-(_,RouteTable<Route>)``: replaces the state
    /// with `target`, awaiting `table` to resolve its routes.
    ///
    /// - Throws: As ``open(_:using:)-(_,AsyncRouteTable<Route>)``.
    public func replace<Route>(
        with target: RouteState<Route>, using table: AsyncRouteTable<Route>
    ) async throws(NavigationError) {
        try await apply(.replace, using: table) { () throws(NavigationError) in (target, nil) }
    }

    /// The async form of ``restore(from:using:migrations:)-(_,RouteTable<Route>,_)``:
    /// decodes `data` with `migrations`, then awaits `table` to resolve its routes.
    ///
    /// - Throws: As ``open(_:using:)-(_,AsyncRouteTable<Route>)``.
    public func restore<Route>(
        from data: Data, using table: AsyncRouteTable<Route>, migrations: [RouteMigration] = []
    ) async throws(NavigationError) {
        try await apply(.restore, using: table) { () throws(NavigationError) in
            try RestorationArchive<Route>.decode(data, migrations: migrations).target()
        }
    }

    /// Plans the target `read` gives, resolves its routes, checking after each await that
    /// the plan may still commit, and commits it, reporting a refusal.
    private func apply<Route>(
        _ action: NavigationAction, using table: AsyncRouteTable<Route>,
        _ read: () throws(NavigationError) -> (RouteState<Route>, RouteRestoration?)
    ) async throws(NavigationError) {
        do throws(NavigationError) {
            if Task.isCancelled { throw NavigationError(action, .cancelled) }
            let (target, restoring) = try read()
            let planned = plan(target, as: action, restoring: restoring)
            var destinations: [Destination<Any>] = []
            for route in planned.pending {
                do {
                    destinations.append(try await table.destination(for: route))
                } catch {
                    try check(planned.layout, cancelled: Task.isCancelled)
                    throw NavigationError(planned.action, error.reason)
                }
                try check(planned.layout, cancelled: Task.isCancelled)
            }
            try check(planned.layout, cancelled: Task.isCancelled)
            try commit(planned.layout, building: destinations)
        } catch {
            throw refused(error)
        }
    }
}
