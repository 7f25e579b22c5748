import Foundation

extension Navigator {
    /// Replaces the whole state with the one a route state describes, in one step.
    ///
    /// Screens at the start of the current state whose routes match the target (same
    /// layer, same position) are kept, with their identities and live objects; a
    /// presented layer's screens are matched only when every layer below keeps all of its
    /// screens, whichever tab the target selects there. The other
    /// routes are resolved through the table first, and if one is refused nothing
    /// changes. Then the screens that are not kept are released (their result receivers
    /// get `nil`) and the new ones built. A split keeps the collapsed flag of the split it
    /// replaces in the same layer, or starts expanded; the target's flag is not used.
    ///
    /// - Parameters:
    ///   - target: The state to show.
    ///   - table: Resolves routes to screens.
    /// - Throws: ``NavigationError/Reason/routeUnavailable(_:)``,
    ///   ``NavigationError/Reason/emptyStack`` for an empty presented layer or layers
    ///   over an empty root, or a guard's refusal.
    /// - Complexity: O(*n* + *m*), plus building the new screens.
    public func replace<Route>(with target: RouteState<Route>, using table: RouteTable<Route>)
        throws(NavigationError)
    {
        try reportingRefusal { () throws(NavigationError) in
            try apply(plan(target, as: .replace, restoring: nil), using: table)
        }
    }

    /// Opens a deep link: parses it into a whole target state, validates it, and applies
    /// it in one step, as ``replace(with:using:)-(_,RouteTable<Route>)`` does.
    ///
    /// ```swift
    /// try navigator.open(URL(string: "myapp://items/4")!, using: routes)
    /// ```
    ///
    /// - Parameters:
    ///   - url: The link.
    ///   - table: Parses the link and resolves its routes.
    /// - Throws: ``NavigationError/Reason/unknownDeepLink``,
    ///   ``NavigationError/Reason/invalidDeepLink(_:)``, or what
    ///   ``replace(with:using:)-(_,RouteTable<Route>)`` throws; then nothing changed.
    public func open<Route>(_ url: URL, using table: RouteTable<Route>) throws(NavigationError) {
        try reportingRefusal { () throws(NavigationError) in
            let target = try table.routeState(for: url)
            try apply(plan(target, as: .deepLink(url), restoring: nil), using: table)
        }
    }

    /// The current state as routes.
    ///
    /// - Parameter type: The app's route type.
    /// - Returns: The routes of every entry, layer by layer.
    /// - Throws: ``NavigationError/Reason/notRestorable(_:)``, naming every entry without
    ///   a route of this type (its screen type neither adopts ``RestorableScreen`` nor was
    ///   built from a route table).
    /// - Complexity: O(*n*).
    public func routeState<Route: NavigationRoute>(_ type: Route.Type) throws(NavigationError)
        -> RouteState<Route>
    {
        try reportingRefusal { () throws(NavigationError) in
            RestorationArchive.routeState(of: try RestorationArchive<Route>.layers(of: state))
        }
    }

    /// Encodes the state for restoration: JSON with a format tag, a schema version, every
    /// entry's identity, route and requester (`resultTo`), and each layer's style tag.
    ///
    /// - Parameter type: The app's route type.
    /// - Returns: The JSON data.
    /// - Throws: ``NavigationError/Reason/notRestorable(_:)``, naming every entry without
    ///   a route of this type; ``NavigationError/Reason/identitiesExhausted`` when the
    ///   navigator has issued its last identity, so that no restored navigator could
    ///   issue one without reusing it.
    /// - Complexity: O(*n*).
    public func restorationData<Route: NavigationRoute>(_ type: Route.Type) throws(NavigationError)
        -> Data
    {
        // Refused rather than written: the format's next identity cannot say "none
        // left", and `UInt64.max` would either be refused on restore (the last identity is
        // shown) or let a restored navigator issue the last identity again (it was popped).
        guard let next = engine.nextEntryID else {
            throw refused(NavigationError(.restorationData, .identitiesExhausted))
        }
        let archive = RestorationArchive<Route>(
            nextEntryID: NavigationEntryID(next),
            layers: try reportingRefusal { () throws(NavigationError) in
                try RestorationArchive.layers(of: state)
            })
        do {
            let encoder = JSONEncoder()
            encoder.outputFormatting = [.sortedKeys]
            return try encoder.encode(archive)
        } catch {
            throw refused(
                NavigationError(.restorationData, .corruptRestorationData("\(error)")))
        }
    }

    /// Rebuilds the state from restoration data, with the same entry identities.
    ///
    /// The data is decoded strictly (unknown keys, a wrong format tag, an unknown schema
    /// version, duplicate identities, truncation all refuse), routes written by an older
    /// ``NavigationRoute/restorationVersion`` are migrated by `migrations`, every route is
    /// resolved, and only then is the state replaced in one step. Every current screen is
    /// released.
    ///
    /// ```swift
    /// let upgrade = RouteMigration(from: AppRouteV1.self) { old in AppRoute(old) }
    /// try navigator.restore(from: data, using: routes, migrations: [upgrade])
    /// ```
    ///
    /// - Parameters:
    ///   - data: What ``restorationData(_:)`` wrote.
    ///   - table: Resolves the routes to screens.
    ///   - migrations: Steps that turn routes of older route versions into newer ones.
    /// - Throws: ``NavigationError/Reason/corruptRestorationData(_:)``,
    ///   ``NavigationError/Reason/unknownRestorationTag(_:)``,
    ///   ``NavigationError/Reason/unsupportedSchemaVersion(found:supported:)``,
    ///   ``NavigationError/Reason/unsupportedRouteVersion(found:supported:)``,
    ///   ``NavigationError/Reason/routeMigrationFailed(_:_:)``,
    ///   ``NavigationError/Reason/duplicateEntry(_:)``, or a refused route; then nothing
    ///   changed.
    /// - Complexity: O(*n*), plus building the screens.
    public func restore<Route>(
        from data: Data, using table: RouteTable<Route>, migrations: [RouteMigration] = []
    ) throws(NavigationError) {
        try reportingRefusal { () throws(NavigationError) in
            let (target, restoring) = try RestorationArchive<Route>.decode(
                data, migrations: migrations
            )
            .target()
            try apply(plan(target, as: .restore, restoring: restoring), using: table)
        }
    }

    /// Resolves the plan's pending routes through the table, then commits it.
    private func apply<Route>(_ plan: RoutePlan<Route>, using table: RouteTable<Route>)
        throws(NavigationError)
    {
        var destinations: [Destination] = []
        for route in plan.pending {
            do {
                destinations.append(try table.destination(for: route))
            } catch {
                throw NavigationError(plan.action, error.reason)
            }
        }
        try commit(plan.layout, building: destinations)
    }
}
