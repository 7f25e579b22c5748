// Schema version 1 of restoration data, read by a built-in upgrade: the same shape as
// version 2 without `routeVersion` (so its routes are route version 1) and without the
// entries' `resultTo` (so no entry has a requester).
//
// {"format": "swift-viper.navigation", "schemaVersion": 1, "nextEntryID": 4,
//  "layers": [{"style": null, "entries": [{"id": 1, "route": {"list": {}}}]}]}

extension RestorationArchive {
    /// Reads a version-1 archive, upgraded to the current schema.
    ///
    /// NB: its layers are read by the version-2 reader, told that entries have no
    /// `resultTo`.
    init(version1 object: KeyedDecodingContainer<RestorationKey>) throws {
        try object.requireKeys(RestorationKey.archiveVersion1Keys)
        try Self.requireFormat(in: object)
        try Self.requireRouteVersion(1)
        let nextEntryID = NavigationEntryID(try object.decode(UInt64.self, forKey: .nextEntryID))
        let layers = try Self.decodeStackLayers(
            try object.nestedUnkeyedContainer(forKey: .layers), resultTo: false)
        self.init(nextEntryID: nextEntryID, layers: layers)
        routeVersion = 1
    }
}
