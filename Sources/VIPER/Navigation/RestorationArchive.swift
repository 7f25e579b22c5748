import Foundation

/// The JSON shape of restoration data, read strictly.
///
/// ```json
/// {"format": "swift-viper.navigation", "schemaVersion": 2, "routeVersion": 1,
///  "nextEntryID": 4,
///  "layers": [{"style": null, "entries": [{"id": 1, "resultTo": null, "route": {"list": {}}}]},
///             {"style": "sheet",
///              "entries": [{"id": 3, "resultTo": 1, "route": {"colorPicker": {}}}]}]}
/// ```
///
/// Two versions: `schemaVersion` is the library's format (version 1, without
/// `routeVersion`, is still read, see RestorationArchive+Version1.swift);
/// `routeVersion` is the app's ``NavigationRoute/restorationVersion``, and routes of an
/// older one are migrated by ``RouteMigration`` steps. Every object must have exactly the
/// keys listed; the versions are checked before anything else; routes are decoded by the
/// app's route type, whose case names are the tags. NB: no Swift type name is ever written.
struct RestorationArchive<Route: NavigationRoute>: Codable {
    static var format: String { "swift-viper.navigation" }
    static var schemaVersion: Int { restorationSchemaVersion }

    struct Entry: Codable {
        var id: NavigationEntryID
        var route: Route
        /// The entry the screen's result goes to (``NavigationEntry/requester``).
        var resultTo: NavigationEntryID?

        init(id: NavigationEntryID, route: Route, resultTo: NavigationEntryID?) {
            self.id = id
            self.route = route
            self.resultTo = resultTo
        }

        init(from decoder: any Decoder) throws {
            let container = try decoder.container(keyedBy: AnyKey.self)
            try RestorationFailure.requireKeys(container, EntryKey.self)
            // NB: identities are read and written as the `UInt64` they encode to: the
            // container's own `UInt64` method, not a nested decoder per identity.
            id = NavigationEntryID(try container.decode(UInt64.self, forKey: AnyKey(EntryKey.id)))
            // NB: `decodeIfPresent`, not `decode(NavigationEntryID?.self…)`: the key is
            // required above, and the optional's own decoding costs a container of its own.
            resultTo = try container.decodeIfPresent(
                UInt64.self, forKey: AnyKey(EntryKey.resultTo)
            ).map(NavigationEntryID.init)
            do {
                route = try container.decode(Route.self, forKey: AnyKey(EntryKey.route))
            } catch {
                throw RestorationFailure.unknownRoute(decoder.codingPath, "\(error)")
            }
        }

        func encode(to encoder: any Encoder) throws {
            var keyed = encoder.container(keyedBy: EntryKey.self)
            try keyed.encode(id.rawValue, forKey: .id)
            try keyed.encode(route, forKey: .route)
            // NB: `nil` is written, not omitted, so every entry has the same keys.
            if let resultTo {
                try keyed.encode(resultTo.rawValue, forKey: .resultTo)
            } else {
                try keyed.encodeNil(forKey: .resultTo)
            }
        }
    }

    struct Layer: Codable {
        var style: PresentationStyle?
        var entries: [Entry]

        init(style: PresentationStyle?, entries: [Entry]) {
            self.style = style
            self.entries = entries
        }

        init(from decoder: any Decoder) throws {
            let container = try decoder.container(keyedBy: AnyKey.self)
            try RestorationFailure.requireKeys(container, LayerKey.self)
            // NB: read as the `String` it encodes to, as identities are read as `UInt64`.
            style = try container.decodeIfPresent(String.self, forKey: AnyKey(LayerKey.style))
                .map(PresentationStyle.init(rawValue:))
            entries = try container.decode([Entry].self, forKey: AnyKey(LayerKey.entries))
        }

        func encode(to encoder: any Encoder) throws {
            var keyed = encoder.container(keyedBy: LayerKey.self)
            // NB: `nil` is written, not omitted, so every layer has the same keys.
            if let style {
                try keyed.encode(style.rawValue, forKey: .style)
            } else {
                try keyed.encodeNil(forKey: .style)
            }
            try keyed.encode(entries, forKey: .entries)
        }
    }

    var format: String
    var schemaVersion: Int
    var routeVersion: Int
    var nextEntryID: NavigationEntryID
    var layers: [Layer]

    init(nextEntryID: NavigationEntryID, layers: [Layer]) {
        format = Self.format
        schemaVersion = Self.schemaVersion
        routeVersion = Route.restorationVersion
        self.nextEntryID = nextEntryID
        self.layers = layers
    }

    init(from decoder: any Decoder) throws {
        let container = try decoder.container(keyedBy: AnyKey.self)
        let version = try container.decode(Int.self, forKey: AnyKey(ArchiveKey.schemaVersion))
        switch version {
        case Self.schemaVersion: break
        case 1:
            self = try Self(version1: container)
            return
        default: throw RestorationFailure.schemaVersion(version)
        }
        schemaVersion = version
        try RestorationFailure.requireKeys(container, ArchiveKey.self)
        format = try container.decode(String.self, forKey: AnyKey(ArchiveKey.format))
        guard format == Self.format else {
            throw RestorationFailure.unknownTag("format \"\(format)\"")
        }
        routeVersion = try container.decode(Int.self, forKey: AnyKey(ArchiveKey.routeVersion))
        try Self.requireRouteVersion(routeVersion)
        nextEntryID = NavigationEntryID(
            try container.decode(UInt64.self, forKey: AnyKey(ArchiveKey.nextEntryID)))
        layers = try container.decode([Layer].self, forKey: AnyKey(ArchiveKey.layers))
    }

    func encode(to encoder: any Encoder) throws {
        var keyed = encoder.container(keyedBy: ArchiveKey.self)
        try keyed.encode(format, forKey: .format)
        try keyed.encode(schemaVersion, forKey: .schemaVersion)
        try keyed.encode(routeVersion, forKey: .routeVersion)
        try keyed.encode(nextEntryID.rawValue, forKey: .nextEntryID)
        try keyed.encode(layers, forKey: .layers)
    }

    /// Refuses routes written by another ``NavigationRoute/restorationVersion`` before
    /// any is decoded with this route type.
    static func requireRouteVersion(_ found: Int) throws {
        guard found == Route.restorationVersion else {
            throw RestorationFailure.routeVersion(found: found, supported: Route.restorationVersion)
        }
    }

    /// The target and identities the archive describes, checked.
    func target() throws(NavigationError) -> (RouteState<Route>, RouteRestoration) {
        var target = RouteState<Route>(root: [])
        var identities: [[NavigationEntryID]] = []
        var requesters: [[NavigationEntryID?]] = []
        for (index, layer) in layers.enumerated() {
            var routes: [Route] = []
            var ids: [NavigationEntryID] = []
            var resultTo: [NavigationEntryID?] = []
            routes.reserveCapacity(layer.entries.count)
            ids.reserveCapacity(layer.entries.count)
            resultTo.reserveCapacity(layer.entries.count)
            for entry in layer.entries {
                routes.append(entry.route)
                ids.append(entry.id)
                resultTo.append(entry.resultTo)
            }
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
            identities.append(ids)
            requesters.append(resultTo)
        }
        if identities.isEmpty {
            throw NavigationError(.restore, .corruptRestorationData("no root layer"))
        }
        var largest: NavigationEntryID?
        for ids in identities {
            for id in ids where largest.map({ id > $0 }) ?? true { largest = id }
        }
        if let largest, largest >= nextEntryID {
            throw NavigationError(
                .restore,
                .corruptRestorationData("next identity \(nextEntryID) is not above \(largest)"))
        }
        for layer in layers {
            for entry in layer.entries {
                guard let requester = entry.resultTo else { continue }
                // NB: a requester that is not in the archive is allowed (it had left the
                // state); it must still be an identity issued before the save.
                guard requester != entry.id, requester < nextEntryID else {
                    throw NavigationError(
                        .restore,
                        .corruptRestorationData(
                            "entry \(entry.id) sends its result to \(requester)"))
                }
            }
        }
        return (
            target,
            RouteRestoration(identities: identities, requesters: requesters, next: nextEntryID)
        )
    }

    /// The same archive with every route mapped, entry by entry; identities are kept.
    func mapRoutes<New: NavigationRoute>(
        _ transform: (Route, NavigationEntryID) throws -> New
    ) throws -> RestorationArchive<New> {
        var layers: [RestorationArchive<New>.Layer] = []
        for layer in self.layers {
            var entries: [RestorationArchive<New>.Entry] = []
            for entry in layer.entries {
                entries.append(
                    .init(
                        id: entry.id, route: try transform(entry.route, entry.id),
                        resultTo: entry.resultTo))
            }
            layers.append(.init(style: layer.style, entries: entries))
        }
        var archive = RestorationArchive<New>(nextEntryID: nextEntryID, layers: layers)
        archive.schemaVersion = schemaVersion
        return archive
    }
}

/// The library's restoration format version that ``Navigator/restorationData(_:)`` writes.
let restorationSchemaVersion = 2

/// Any string key, to list the keys an object really has.
struct AnyKey: CodingKey {
    var stringValue: String
    var intValue: Int? { nil }
    init(stringValue: String) { self.stringValue = stringValue }
    init?(intValue: Int) { nil }
    init(_ key: some CodingKey) { stringValue = key.stringValue }
}

// NB: the keys of each object, outside the generic archive type: a key type nested in a
// generic type is generic too, and unspecialised code looks up its metadata (and that of
// every container keyed by it) in the runtime's caches at each use.

/// The keys of the archive object.
enum ArchiveKey: String, CodingKey, CaseIterable {
    case format
    case schemaVersion
    case routeVersion
    case nextEntryID
    case layers
}

/// The keys of a layer object.
enum LayerKey: String, CodingKey, CaseIterable {
    case style
    case entries
}

/// The keys of an entry object.
enum EntryKey: String, CodingKey, CaseIterable {
    case id
    case route
    case resultTo
}

/// Why strict decoding of restoration data failed, before it becomes a
/// ``NavigationError``.
enum RestorationFailure: Error {
    case schemaVersion(Int)
    case routeVersion(found: Int, supported: Int)
    case migration(NavigationEntryID, String)
    case unknownTag(String)
    case unknownRoute([any CodingKey], String)
    case corrupt(String)

    /// Refuses an object whose keys are not exactly `Keys`' cases: an unknown key is an
    /// unknown tag, a missing one makes the data corrupt.
    ///
    /// NB: no sets or arrays of names: each found key is parsed as a `Keys` case, and
    /// the count says whether one is missing. It runs for every object of the archive.
    static func requireKeys<Keys: CodingKey & CaseIterable>(
        _ container: KeyedDecodingContainer<AnyKey>, _ keys: Keys.Type
    ) throws {
        let found = container.allKeys
        for key in found where Keys(stringValue: key.stringValue) == nil {
            let path = container.codingPath.map(\.stringValue).joined(separator: ".")
            throw RestorationFailure.unknownTag("key \"\(key.stringValue)\" at \"\(path)\"")
        }
        guard found.count < Keys.allCases.count else { return }
        for key in Keys.allCases where !found.contains(where: { $0.stringValue == key.stringValue })
        {
            throw RestorationFailure.corrupt("missing key \"\(key.stringValue)\"")
        }
    }

    var reason: NavigationError.Reason {
        switch self {
        case .schemaVersion(let found):
            .unsupportedSchemaVersion(found: found, supported: restorationSchemaVersion)
        case .routeVersion(let found, let supported):
            .unsupportedRouteVersion(found: found, supported: supported)
        case .migration(let id, let detail):
            .routeMigrationFailed(id, detail)
        case .unknownTag(let detail):
            .unknownRestorationTag(detail)
        case .unknownRoute(let path, let detail):
            .unknownRestorationTag(
                "route at \"\(path.map(\.stringValue).joined(separator: "."))\": \(detail)")
        case .corrupt(let detail):
            .corruptRestorationData(detail)
        }
    }
}
