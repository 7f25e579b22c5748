// Schema version 1 of restoration data, read by a built-in upgrade: the same shape as
// version 2 without `routeVersion` (so its routes are route version 1) and without the
// entries' `resultTo` (so no entry has a requester).
//
// {"format": "swift-viper.navigation", "schemaVersion": 1, "nextEntryID": 4,
//  "layers": [{"style": null, "entries": [{"id": 1, "route": {"list": {}}}]}]}

extension RestorationArchive {
    /// The keys of a version-1 archive.
    private enum Version1Keys: String, CodingKey, CaseIterable {
        case format
        case schemaVersion
        case nextEntryID
        case layers
    }

    /// A version-1 layer: its style and entries.
    private struct Version1Layer: Decodable {
        var style: PresentationStyle?
        var entries: [Version1Entry]

        private enum CodingKeys: String, CodingKey, CaseIterable {
            case style
            case entries
        }

        init(from decoder: any Decoder) throws {
            let container = try decoder.container(keyedBy: AnyKey.self)
            try RestorationFailure.requireKeys(container, CodingKeys.self)
            let keyed = try decoder.container(keyedBy: CodingKeys.self)
            style = try keyed.decodeIfPresent(PresentationStyle.self, forKey: .style)
            entries = try keyed.decode([Version1Entry].self, forKey: .entries)
        }
    }

    /// A version-1 entry: its identity and route.
    private struct Version1Entry: Decodable {
        var id: NavigationEntryID
        var route: Route

        private enum CodingKeys: String, CodingKey, CaseIterable {
            case id
            case route
        }

        init(from decoder: any Decoder) throws {
            let container = try decoder.container(keyedBy: AnyKey.self)
            try RestorationFailure.requireKeys(container, CodingKeys.self)
            let keyed = try decoder.container(keyedBy: CodingKeys.self)
            id = try keyed.decode(NavigationEntryID.self, forKey: .id)
            do {
                route = try keyed.decode(Route.self, forKey: .route)
            } catch {
                throw RestorationFailure.unknownRoute(decoder.codingPath, "\(error)")
            }
        }
    }

    /// Reads a version-1 archive, upgraded to the current schema.
    init(version1 container: KeyedDecodingContainer<AnyKey>) throws {
        try RestorationFailure.requireKeys(container, Version1Keys.self)
        let format = try container.decode(String.self, forKey: AnyKey(Version1Keys.format))
        guard format == Self.format else {
            throw RestorationFailure.unknownTag("format \"\(format)\"")
        }
        try Self.requireRouteVersion(1)
        let nextEntryID = try container.decode(
            NavigationEntryID.self, forKey: AnyKey(Version1Keys.nextEntryID))
        let layers = try container.decode(
            [Version1Layer].self, forKey: AnyKey(Version1Keys.layers))
        self.init(
            nextEntryID: nextEntryID,
            layers: layers.map { layer in
                Layer(
                    style: layer.style,
                    entries: layer.entries.map { Entry(id: $0.id, route: $0.route, resultTo: nil) })
            })
        routeVersion = 1
    }
}
