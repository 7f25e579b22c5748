import Foundation

extension Navigator {
    /// Replaces the whole state with `target`, its routes resolved through `table`, in one
    /// change.
    ///
    /// Screens at the start of the current state whose routes match the target (same
    /// layer, same position) are kept with their identities and objects; a presented
    /// layer's only when every layer below keeps all of its screens. The other routes are
    /// resolved first; then the screens not kept are released and the new ones built. A
    /// split keeps the collapsed flag of the split it replaces, or starts expanded.
    ///
    /// - Throws: ``NavigationError/Reason/routeUnavailable(_:)``, or
    ///   ``NavigationError/Reason/emptyStack`` for an empty presented layer or layers over
    ///   an empty root.
    public func replace<Route>(with target: RouteState<Route>, using table: RouteTable<Route>)
        throws(NavigationError)
    {
        try apply(.replace, using: table) { () throws(NavigationError) in (target, nil) }
    }

    /// Opens the deep link `url`: `table` parses it into a whole target state, applied as
    /// ``replace(with:using:)-(_,RouteTable<Route>)`` does.
    ///
    /// - Throws: ``NavigationError/Reason/unknownDeepLink``,
    ///   ``NavigationError/Reason/invalidDeepLink(_:)``, or what
    ///   ``replace(with:using:)-(_,RouteTable<Route>)`` throws.
    public func open<Route>(_ url: URL, using table: RouteTable<Route>) throws(NavigationError) {
        try apply(.deepLink(url), using: table) { () throws(NavigationError) in
            (try table.routeState(for: url), nil)
        }
    }

    /// The current state as routes of `type`, layer by layer.
    ///
    /// - Throws: ``NavigationError/Reason/notRestorable(_:)``, naming every entry without
    ///   a route of this type.
    public func routeState<Route: NavigationRoute>(_ type: Route.Type) throws(NavigationError)
        -> RouteState<Route>
    {
        try reportingRefusal { () throws(NavigationError) in
            RestorationArchive.routeState(of: try RestorationArchive<Route>.layers(of: state))
        }
    }

    /// Encodes the state, with routes of `type`, for restoration: JSON with a format tag,
    /// a schema version, every entry's identity, route and requester, each layer's style.
    ///
    /// - Throws: ``NavigationError/Reason/notRestorable(_:)``, naming every entry without
    ///   a route of this type; ``NavigationError/Reason/identitiesExhausted`` once the
    ///   last identity was issued.
    public func restorationData<Route: NavigationRoute>(_ type: Route.Type) throws(NavigationError)
        -> Data
    {
        try reportingRefusal { () throws(NavigationError) in
            // Refused rather than written: the format cannot say "no identity left", and
            // `UInt64.max` would be refused on restore, or issued twice after it.
            guard let next = engine.nextEntryID else {
                throw NavigationError(.restorationData, .identitiesExhausted)
            }
            let archive = RestorationArchive<Route>(
                nextEntryID: NavigationEntryID(next),
                layers: try RestorationArchive.layers(of: state))
            do {
                let encoder = JSONEncoder()
                encoder.outputFormatting = [.sortedKeys]
                return try encoder.encode(archive)
            } catch {
                throw NavigationError(.restorationData, .corruptRestorationData("\(error)"))
            }
        }
    }

    /// Rebuilds the state, with the same entry identities, from `data` that
    /// ``restorationData(_:)`` wrote, in one change that releases every current screen.
    ///
    /// The data is decoded strictly, routes of an older
    /// ``NavigationRoute/restorationVersion`` are turned into current ones by `migrations`,
    /// and `table` resolves every route before anything changes.
    ///
    /// - Throws: ``NavigationError`` for corrupt data, an unknown tag, a schema or route
    ///   version it cannot read, a failed migration, a duplicate entry or a refused route.
    public func restore<Route>(
        from data: Data, using table: RouteTable<Route>, migrations: [RouteMigration] = []
    ) throws(NavigationError) {
        try apply(.restore, using: table) { () throws(NavigationError) in
            try RestorationArchive<Route>.decode(data, migrations: migrations).target()
        }
    }

    /// Plans the target `read` gives, resolves its routes through the table and commits
    /// it, reporting a refusal.
    func apply<Route>(
        _ action: NavigationAction, using table: RouteTable<Route>,
        _ read: () throws(NavigationError) -> (RouteState<Route>, RouteRestoration?)
    ) throws(NavigationError) {
        try reportingRefusal { () throws(NavigationError) in
            let (target, restoring) = try read()
            let planned = plan(target, as: action, restoring: restoring)
            var destinations: [Destination<Any>] = []
            for route in planned.pending {
                do throws(NavigationError) {
                    destinations.append(try table.destination(for: route))
                } catch {
                    throw NavigationError(planned.action, error.reason)
                }
            }
            try commit(planned.layout, building: destinations)
        }
    }
}
