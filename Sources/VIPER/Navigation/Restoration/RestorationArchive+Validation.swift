// The archive of a state, and what an archive describes, checked before any route resolves.

extension RestorationArchive where Route: NavigationRoute {
    /// The archive's layers of `state`; refused as ``NavigationError/Reason/notRestorable(_:)``
    /// naming every entry without a route of this type, so one failed save shows them all.
    static func layers(of state: NavigationState) throws(NavigationError) -> [Layer] {
        var unrestorable: [NavigationEntry] = []
        let layers = state.layers.map { layer in
            Layer(
                style: layer.style, shape: layer.content.shape,
                stacks: layer.content.stacks.map { stack in
                    stack.compactMap { entry in
                        guard let route = entry.route?.as(Route.self) else {
                            unrestorable.append(entry)
                            return nil
                        }
                        return Entry(
                            id: entry.id, route: route, resultTo: entry.requester,
                            transition: entry.transition)
                    }
                })
        }
        guard unrestorable.isEmpty else {
            throw NavigationError(.restorationData, .notRestorable(unrestorable))
        }
        return layers
    }

    /// The routes of `layers`; a presented layer without a style is a sheet.
    static func routeState(of layers: [Layer]) -> RouteState<Route> {
        let contents = layers.map { layer in
            RouteState.Content(layer.shape, layer.stacks.map { $0.map(\.route) })
        }
        return RouteState(
            rootContent: contents[0],
            presented: zip(layers, contents).dropFirst().map {
                RouteState.Layer(style: $0.style ?? .sheet, content: $1)
            })
    }

    /// The target and identities the archive describes, checked as a state's and in order.
    func target() throws(NavigationError) -> (RouteState<Route>, RouteRestoration) {
        func corrupt(_ detail: String) -> NavigationError {
            NavigationError(.restore, .corruptRestorationData(detail))
        }
        guard let root = layers.first else { throw corrupt("no root layer") }
        guard root.style == nil else { throw corrupt("root layer has a style") }
        for (index, layer) in layers.enumerated().dropFirst() where layer.style == nil {
            throw corrupt("presented layer \(index) has no style")
        }
        // The archived entries as a state, to check it as one.
        let restored = NavigationState(
            unchecked: layers.map { layer in
                NavigationLayer(
                    style: layer.style,
                    content: .init(
                        layer.shape,
                        layer.stacks.map { stack in
                            stack.map {
                                NavigationEntry(
                                    id: $0.id, screen: ScreenType(Never.self),
                                    requester: $0.resultTo, transition: $0.transition)
                            }
                        }))
            })
        try restored.validate(as: .restore)
        let entries = restored.entries
        if let largest = entries.map(\.id).max(), largest >= nextEntryID {
            throw corrupt("next identity \(nextEntryID) is not above \(largest)")
        }
        // A requester not in the archive had left the state; it must still have been issued.
        for entry in entries {
            if let requester = entry.requester, requester == entry.id || requester >= nextEntryID {
                throw corrupt("entry \(entry.id) sends its result to \(requester)")
            }
        }
        return (
            Self.routeState(of: layers),
            RouteRestoration(layers: restored.layers.map(\.content.stacks), next: nextEntryID)
        )
    }
}
