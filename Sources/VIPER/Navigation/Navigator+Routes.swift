import Foundation

extension Navigator {
    /// Replaces the whole state with the one a route state describes, in one step.
    ///
    /// Every route is resolved through the table first; if one is refused nothing
    /// changes. Screens at the start of the current state whose routes match the target
    /// (same layer, same position) are kept, with their identities and live objects;
    /// the rest are released (their result receivers get `nil`) and the new ones built.
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
        try apply(target, using: table, as: .replace, restoring: nil)
    }

    /// Opens a deep link: parses it into a whole target state, validates it, and applies
    /// it in one step, as ``replace(with:using:)`` does.
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
    ///   ``replace(with:using:)`` throws; then nothing changed.
    public func open<Route>(_ url: URL, using table: RouteTable<Route>) throws(NavigationError) {
        let target = try table.routeState(for: url)
        try apply(target, using: table, as: .deepLink(url), restoring: nil)
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
        let layers = try archiveLayers(type)
        return RouteState(
            root: layers[0].entries.map(\.route),
            presented: layers.dropFirst().map {
                RouteState.Layer(style: $0.style ?? .sheet, routes: $0.entries.map(\.route))
            })
    }

    /// Encodes the state for restoration: JSON with a format tag, a schema version, every
    /// entry's identity, route and requester (`resultTo`), and each layer's style tag.
    ///
    /// - Parameter type: The app's route type.
    /// - Returns: The JSON data.
    /// - Throws: ``NavigationError/Reason/notRestorable(_:)``, naming every entry without
    ///   a route of this type.
    /// - Complexity: O(*n*).
    public func restorationData<Route: NavigationRoute>(_ type: Route.Type) throws(NavigationError)
        -> Data
    {
        let archive = RestorationArchive<Route>(
            // NB: after the last identity was issued, `UInt64.max` still says "none below".
            nextEntryID: NavigationEntryID(engine.identities.nextEntryID ?? .max),
            layers: try archiveLayers(type))
        do {
            let encoder = JSONEncoder()
            encoder.outputFormatting = [.sortedKeys]
            return try encoder.encode(archive)
        } catch {
            throw NavigationError(.restore, .corruptRestorationData("\(error)"))
        }
    }

    /// Rebuilds the state from restoration data, with the same entry identities.
    ///
    /// The data is decoded strictly (unknown keys, a wrong format tag, another schema
    /// version, duplicate identities, truncation all refuse), every route is resolved, and
    /// only then is the state replaced in one step. Every current screen is released.
    ///
    /// - Parameters:
    ///   - data: What ``restorationData(_:)`` wrote.
    ///   - table: Resolves the routes to screens.
    /// - Throws: ``NavigationError/Reason/corruptRestorationData(_:)``,
    ///   ``NavigationError/Reason/unknownRestorationTag(_:)``,
    ///   ``NavigationError/Reason/unsupportedSchemaVersion(found:supported:)``,
    ///   ``NavigationError/Reason/duplicateEntry(_:)``, or a refused route; then nothing
    ///   changed.
    /// - Complexity: O(*n*), plus building the screens.
    public func restore<Route>(from data: Data, using table: RouteTable<Route>)
        throws(NavigationError)
    {
        let archive: RestorationArchive<Route>
        do {
            archive = try JSONDecoder().decode(RestorationArchive<Route>.self, from: data)
        } catch let failure as RestorationFailure {
            throw NavigationError(.restore, failure.reason)
        } catch {
            throw NavigationError(.restore, .corruptRestorationData("\(error)"))
        }
        var target = RouteState<Route>(root: [])
        var identities: [[NavigationEntryID]] = []
        var requesters: [[NavigationEntryID?]] = []
        for (index, layer) in archive.layers.enumerated() {
            let routes = layer.entries.map(\.route)
            if index == 0 {
                guard layer.style == nil else {
                    throw NavigationError(
                        .restore, .corruptRestorationData("root layer has a style"))
                }
                target.root = routes
            } else {
                guard let style = layer.style else {
                    throw NavigationError(
                        .restore, .corruptRestorationData("presented layer \(index) has no style"))
                }
                target.presented.append(.init(style: style, routes: routes))
            }
            identities.append(layer.entries.map(\.id))
            requesters.append(layer.entries.map(\.resultTo))
        }
        if identities.isEmpty {
            throw NavigationError(.restore, .corruptRestorationData("no root layer"))
        }
        if let largest = identities.joined().max(), largest >= archive.nextEntryID {
            throw NavigationError(
                .restore,
                .corruptRestorationData(
                    "next identity \(archive.nextEntryID) is not above \(largest)"))
        }
        for entry in archive.layers.flatMap(\.entries) {
            guard let requester = entry.resultTo else { continue }
            guard requester != entry.id, requester < archive.nextEntryID else {
                throw NavigationError(
                    .restore,
                    .corruptRestorationData(
                        "entry \(entry.id) sends its result to \(requester)"))
            }
        }
        try apply(
            target, using: table, as: .restore,
            restoring: (identities, requesters, next: archive.nextEntryID))
    }

    private func archiveLayers<Route: NavigationRoute>(_ type: Route.Type) throws(NavigationError)
        -> [RestorationArchive<Route>.Layer]
    {
        var layers: [RestorationArchive<Route>.Layer] = []
        var unrestorable: [NavigationEntry] = []
        for layer in state.layers {
            var entries: [RestorationArchive<Route>.Entry] = []
            for entry in layer.entries {
                guard let route = entry.route?.as(Route.self) else {
                    unrestorable.append(entry)
                    continue
                }
                entries.append(.init(id: entry.id, route: route, resultTo: entry.requester))
            }
            layers.append(.init(style: layer.style, entries: entries))
        }
        // NB: every entry that cannot be written is named, so one failed save shows all
        // the screens to make restorable.
        guard unrestorable.isEmpty else {
            throw NavigationError(.restore, .notRestorable(unrestorable))
        }
        return layers
    }

    /// Validates and applies a whole target in one transaction.
    ///
    /// - Parameter restoring: The archived identities of every entry, layer by layer, and
    ///   the archive's next identity; `nil` to keep screens whose routes match and give
    ///   new screens fresh identities.
    private func apply<Route>(
        _ target: RouteState<Route>, using table: RouteTable<Route>, as action: NavigationAction,
        restoring: (
            identities: [[NavigationEntryID]], requesters: [[NavigationEntryID?]],
            next: NavigationEntryID
        )?
    ) throws(NavigationError) {
        let layers = target.layers
        var destinations: [[Destination]] = []
        for layer in layers {
            var resolved: [Destination] = []
            for route in layer.routes {
                do {
                    resolved.append(try table.destination(for: route))
                } catch {
                    throw NavigationError(action, error.reason)
                }
            }
            destinations.append(resolved)
        }
        try transact(action) { () throws(NavigationError) in
            if let restoring {
                // NB: before any screen is built, so code that navigates from a factory,
                // a guard or a result receiver gets an identity after the archive's.
                engine.identities.reserve(below: restoring.next)
            }
            let old = engine.state
            var newLayers: [NavigationLayer] = []
            var kept = Set<NavigationEntryID>()
            var building: [(ScreenReservation, Destination, NavigationEntryID?)] = []
            var reusing = restoring == nil
            for (index, layer) in layers.enumerated() {
                var entries: [NavigationEntry] = []
                // NB: a built screen's requester is the entry below it in the new state
                // (restored: the archived one).
                var below = newLayers.last?.entries.last?.id
                let oldEntries =
                    index < old.layers.count && old.layers[index].style == layer.style
                    ? old.layers[index].entries : []
                for (position, route) in layer.routes.enumerated() {
                    let destination = destinations[index][position]
                    if case .existing(let id) = destination.kind {
                        guard let entry = old[id], kept.insert(id).inserted else {
                            throw NavigationError(
                                action, old.contains(id) ? .duplicateEntry(id) : .unknownEntry(id))
                        }
                        entries.append(entry)
                        below = id
                        continue
                    }
                    if reusing, position < oldEntries.count,
                        oldEntries[position].route == AnyNavigationRoute(route)
                    {
                        entries.append(oldEntries[position])
                        kept.insert(oldEntries[position].id)
                        below = oldEntries[position].id
                        continue
                    }
                    reusing = false
                    let reservation: ScreenReservation
                    if let restoring {
                        reservation = engine.reserve(
                            restored: restoring.identities[index][position])
                    } else {
                        reservation = try engine.reserve(for: action)
                    }
                    let requester = restoring?.requesters[index][position] ?? below
                    entries.append(
                        NavigationEntry(
                            id: reservation.id, screen: destination.screenType,
                            route: destination.route, requester: requester))
                    building.append((reservation, destination, requester))
                    below = reservation.id
                }
                if entries.count < oldEntries.count { reusing = false }
                newLayers.append(NavigationLayer(style: layer.style, entries: entries))
            }
            let newState = NavigationState(unchecked: newLayers)
            try newState.validate(as: action)
            engine.stageReplace(with: newState, keeping: kept)
            for (reservation, destination, requester) in building {
                build(destination, as: reservation, requester: requester)
            }
        }
    }
}
