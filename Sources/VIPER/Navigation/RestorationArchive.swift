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

        private enum CodingKeys: String, CodingKey, CaseIterable {
            case id
            case route
            case resultTo
        }

        init(id: NavigationEntryID, route: Route, resultTo: NavigationEntryID?) {
            self.id = id
            self.route = route
            self.resultTo = resultTo
        }

        init(from decoder: any Decoder) throws {
            let container = try decoder.container(keyedBy: AnyKey.self)
            try RestorationFailure.requireKeys(container, CodingKeys.allCases.map(\.rawValue))
            let keyed = try decoder.container(keyedBy: CodingKeys.self)
            id = try keyed.decode(NavigationEntryID.self, forKey: .id)
            resultTo = try keyed.decode(NavigationEntryID?.self, forKey: .resultTo)
            do {
                route = try keyed.decode(Route.self, forKey: .route)
            } catch {
                throw RestorationFailure.unknownRoute(decoder.codingPath, "\(error)")
            }
        }

        func encode(to encoder: any Encoder) throws {
            var keyed = encoder.container(keyedBy: CodingKeys.self)
            try keyed.encode(id, forKey: .id)
            try keyed.encode(route, forKey: .route)
            // NB: `nil` is written, not omitted, so every entry has the same keys.
            try keyed.encode(resultTo, forKey: .resultTo)
        }
    }

    struct Layer: Codable {
        var style: PresentationStyle?
        var entries: [Entry]

        private enum CodingKeys: String, CodingKey, CaseIterable {
            case style
            case entries
        }

        init(style: PresentationStyle?, entries: [Entry]) {
            self.style = style
            self.entries = entries
        }

        init(from decoder: any Decoder) throws {
            let container = try decoder.container(keyedBy: AnyKey.self)
            try RestorationFailure.requireKeys(container, CodingKeys.allCases.map(\.rawValue))
            let keyed = try decoder.container(keyedBy: CodingKeys.self)
            style = try keyed.decodeIfPresent(PresentationStyle.self, forKey: .style)
            entries = try keyed.decode([Entry].self, forKey: .entries)
        }

        func encode(to encoder: any Encoder) throws {
            var keyed = encoder.container(keyedBy: CodingKeys.self)
            // NB: `nil` is written, not omitted, so every layer has the same keys.
            try keyed.encode(style, forKey: .style)
            try keyed.encode(entries, forKey: .entries)
        }
    }

    var format: String
    var schemaVersion: Int
    var routeVersion: Int
    var nextEntryID: NavigationEntryID
    var layers: [Layer]

    private enum CodingKeys: String, CodingKey, CaseIterable {
        case format
        case schemaVersion
        case routeVersion
        case nextEntryID
        case layers
    }

    init(nextEntryID: NavigationEntryID, layers: [Layer]) {
        format = Self.format
        schemaVersion = Self.schemaVersion
        routeVersion = Route.restorationVersion
        self.nextEntryID = nextEntryID
        self.layers = layers
    }

    init(from decoder: any Decoder) throws {
        let keyed = try decoder.container(keyedBy: CodingKeys.self)
        let version = try keyed.decode(Int.self, forKey: .schemaVersion)
        switch version {
        case Self.schemaVersion: break
        case 1:
            self = try Self(version1: decoder)
            return
        default: throw RestorationFailure.schemaVersion(version)
        }
        schemaVersion = version
        let container = try decoder.container(keyedBy: AnyKey.self)
        try RestorationFailure.requireKeys(container, CodingKeys.allCases.map(\.rawValue))
        format = try keyed.decode(String.self, forKey: .format)
        guard format == Self.format else {
            throw RestorationFailure.unknownTag("format \"\(format)\"")
        }
        routeVersion = try keyed.decode(Int.self, forKey: .routeVersion)
        try Self.requireRouteVersion(routeVersion)
        nextEntryID = try keyed.decode(NavigationEntryID.self, forKey: .nextEntryID)
        layers = try keyed.decode([Layer].self, forKey: .layers)
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
        if let largest = identities.joined().max(), largest >= nextEntryID {
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

    static func requireKeys(_ container: KeyedDecodingContainer<AnyKey>, _ expected: [String])
        throws
    {
        let found = Set(container.allKeys.map(\.stringValue))
        let unexpected = found.subtracting(expected).sorted()
        if let key = unexpected.first {
            let path = container.codingPath.map(\.stringValue).joined(separator: ".")
            throw RestorationFailure.unknownTag("key \"\(key)\" at \"\(path)\"")
        }
        let missing = Set(expected).subtracting(found).sorted()
        if let key = missing.first {
            throw RestorationFailure.corrupt("missing key \"\(key)\"")
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
