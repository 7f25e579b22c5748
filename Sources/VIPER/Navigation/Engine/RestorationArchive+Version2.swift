// Schema version 2 of restoration data, read by a built-in upgrade: every layer is a
// stack, written as `{"style": …, "entries": […]}` without a container. It restores as a
// stack-rooted app.
//
// {"format": "swift-viper.navigation", "schemaVersion": 2, "routeVersion": 1,
//  "nextEntryID": 4,
//  "layers": [{"style": null, "entries": [{"id": 1, "resultTo": null, "route": {"list": {}}}]}]}

extension RestorationArchive {
    /// Reads a version-2 archive, upgraded to the current schema.
    init(version2 container: KeyedDecodingContainer<ObjectKey<ArchiveKey>>) throws {
        try container.requireKeys()
        let format = try container.decode(String.self, forKey: .format)
        guard format == Self.format else {
            throw RestorationFailure.unknownTag("format \"\(format)\"")
        }
        let routeVersion = try container.decode(Int.self, forKey: .routeVersion)
        try Self.requireRouteVersion(routeVersion)
        let nextEntryID = NavigationEntryID(try container.decode(UInt64.self, forKey: .nextEntryID))
        let layers = try Self.decodeLayers(
            try container.nestedUnkeyedContainer(forKey: .layers), resultTo: true)
        self.init(nextEntryID: nextEntryID, layers: layers)
        self.routeVersion = routeVersion
    }
}
