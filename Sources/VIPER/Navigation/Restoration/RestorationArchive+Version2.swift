// Schema version 2 of restoration data, read by a built-in upgrade: every layer is a
// stack, written as `{"style": …, "entries": […]}` without a container. It restores as a
// stack-rooted app.
//
// {"format": "swift-viper.navigation", "schemaVersion": 2, "routeVersion": 1,
//  "nextEntryID": 4,
//  "layers": [{"style": null, "entries": [{"id": 1, "resultTo": null, "route": {"list": {}}}]}]}

extension RestorationArchive {
    /// Reads a version-2 archive, upgraded to the current schema.
    init(version2 object: KeyedDecodingContainer<RestorationKey>) throws {
        try object.requireKeys(RestorationKey.archiveKeys)
        try Self.requireFormat(in: object)
        let routeVersion = try object.decode(Int.self, forKey: .routeVersion)
        try Self.requireRouteVersion(routeVersion)
        let nextEntryID = NavigationEntryID(try object.decode(UInt64.self, forKey: .nextEntryID))
        let layers = try Self.decodeStackLayers(
            try object.nestedUnkeyedContainer(forKey: .layers), resultTo: true)
        self.init(nextEntryID: nextEntryID, layers: layers)
        self.routeVersion = routeVersion
    }

    /// Reads the layers array of schema versions 1 and 2, where every layer is a stack;
    /// `resultTo` says whether entries have the key.
    static func decodeStackLayers(_ array: any UnkeyedDecodingContainer, resultTo: Bool) throws
        -> [Layer]
    {
        try decodeObjects(array) { layer in try decodeStackLayer(layer, resultTo: resultTo) }
    }
}
