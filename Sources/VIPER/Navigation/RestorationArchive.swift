import Foundation

/// The JSON shape of restoration data, read strictly.
///
/// ```json
/// {"format": "swift-viper.navigation", "schemaVersion": 1, "nextEntryID": 4,
///  "layers": [{"style": null, "entries": [{"id": 1, "resultTo": null, "route": {"list": {}}}]},
///             {"style": "sheet",
///              "entries": [{"id": 3, "resultTo": 1, "route": {"colorPicker": {}}}]}]}
/// ```
///
/// Every object must have exactly the keys listed; the schema version is checked before
/// anything else; routes are decoded by the app's route type, whose case names are the
/// tags. NB: no Swift type name is ever written.
struct RestorationArchive<Route: NavigationRoute>: Codable {
    static var format: String { "swift-viper.navigation" }
    static var schemaVersion: Int { 1 }

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
            // NB: `resultTo` may be absent: data written before entries recorded their
            // requester reads as "no requester". Every other key is required.
            try RestorationFailure.requireKeys(
                container, CodingKeys.allCases.map(\.rawValue),
                optional: [CodingKeys.resultTo.rawValue])
            let keyed = try decoder.container(keyedBy: CodingKeys.self)
            id = try keyed.decode(NavigationEntryID.self, forKey: .id)
            resultTo = try keyed.decodeIfPresent(NavigationEntryID.self, forKey: .resultTo)
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
    var nextEntryID: NavigationEntryID
    var layers: [Layer]

    private enum CodingKeys: String, CodingKey, CaseIterable {
        case format
        case schemaVersion
        case nextEntryID
        case layers
    }

    init(nextEntryID: NavigationEntryID, layers: [Layer]) {
        format = Self.format
        schemaVersion = Self.schemaVersion
        self.nextEntryID = nextEntryID
        self.layers = layers
    }

    init(from decoder: any Decoder) throws {
        let keyed = try decoder.container(keyedBy: CodingKeys.self)
        let version = try keyed.decode(Int.self, forKey: .schemaVersion)
        guard version == Self.schemaVersion else {
            throw RestorationFailure.schemaVersion(version)
        }
        schemaVersion = version
        let container = try decoder.container(keyedBy: AnyKey.self)
        try RestorationFailure.requireKeys(container, CodingKeys.allCases.map(\.rawValue))
        format = try keyed.decode(String.self, forKey: .format)
        guard format == Self.format else {
            throw RestorationFailure.unknownTag("format \"\(format)\"")
        }
        nextEntryID = try keyed.decode(NavigationEntryID.self, forKey: .nextEntryID)
        layers = try keyed.decode([Layer].self, forKey: .layers)
    }
}

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
    case unknownTag(String)
    case unknownRoute([any CodingKey], String)
    case corrupt(String)

    static func requireKeys(
        _ container: KeyedDecodingContainer<AnyKey>, _ expected: [String],
        optional: Set<String> = []
    ) throws {
        let found = Set(container.allKeys.map(\.stringValue))
        let unexpected = found.subtracting(expected).sorted()
        if let key = unexpected.first {
            let path = container.codingPath.map(\.stringValue).joined(separator: ".")
            throw RestorationFailure.unknownTag("key \"\(key)\" at \"\(path)\"")
        }
        let missing = Set(expected).subtracting(found).subtracting(optional).sorted()
        if let key = missing.first {
            throw RestorationFailure.corrupt("missing key \"\(key)\"")
        }
    }

    var reason: NavigationError.Reason {
        switch self {
        case .schemaVersion(let found):
            .unsupportedSchemaVersion(found: found, supported: 1)
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
