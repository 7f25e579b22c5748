import Foundation

/// The JSON shape of restoration data, read strictly.
struct RestorationArchive<Route: NavigationRoute> {
    static var format: String { "swift-viper.navigation" }
    static var schemaVersion: Int { restorationSchemaVersion }

    /// One entry of a layer: its identity, route and requester.
    struct Entry {
        var id: NavigationEntryID
        var route: Route
        /// The entry the screen's result goes to (``NavigationEntry/requester``).
        var resultTo: NavigationEntryID?
    }

    /// One layer: its style (`nil` for the root) and its container with its entries.
    struct Layer {
        var style: PresentationStyle?
        var content: Content

        /// Every entry, stack by stack.
        var entries: [Entry] {
            switch content {
            case .stack(let entries): entries
            case .tabs(let stacks, _), .split(let stacks, _): stacks.flatMap { $0.entries }
            }
        }
    }

    /// A layer's container and its entries.
    enum Content {
        /// One stack, bottom first.
        case stack([Entry])
        /// A stack per tab, each named by its tab's tag, and the selected tag.
        case tabs([Stack], selected: NavigationTabTag)
        /// The columns `primary`, optionally `supplementary`, and `secondary`, in that order.
        case split([Stack], isCollapsed: Bool)
    }

    /// One stack of a tabs or split layer: its name (a tab's tag, a column) and entries,
    /// bottom first.
    struct Stack {
        var name: String?
        var entries: [Entry]
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

    static func read(_ data: Data) throws -> Self {
        try JSONDecoder().decode(Self.self, from: data)
    }
}

/// The library's restoration format version that ``Navigator/restorationData(_:)`` writes.
let restorationSchemaVersion = 3

// MARK: - Reading

extension RestorationArchive: Decodable {
    init(from decoder: any Decoder) throws {
        let object = try decoder.container(keyedBy: RestorationKey.self)
        let version = try object.decode(Int.self, forKey: .schemaVersion)
        guard version == Self.schemaVersion else { throw RestorationFailure.schemaVersion(version) }
        try object.requireKeys(RestorationKey.archiveKeys)
        let format = try object.decode(String.self, forKey: .format)
        guard format == Self.format else {
            throw RestorationFailure.unknownTag("format \"\(format)\"")
        }
        // Checked before any route is decoded with this route type.
        let routeVersion = try object.decode(Int.self, forKey: .routeVersion)
        guard routeVersion == Route.restorationVersion else {
            throw RestorationFailure.routeVersion(
                found: routeVersion, supported: Route.restorationVersion)
        }
        self.init(
            nextEntryID: NavigationEntryID(try object.decode(UInt64.self, forKey: .nextEntryID)),
            layers: try Self.decodeLayers(try object.nestedUnkeyedContainer(forKey: .layers)))
    }

    /// Reads the layers array: a stack layer with its entries, a tabs or split layer with
    /// its container and stacks, each with exactly its kind's keys.
    private static func decodeLayers(_ array: any UnkeyedDecodingContainer) throws -> [Layer] {
        try decodeObjects(array) { layer in
            guard layer.contains(.container) else {
                return try decodeStackLayer(layer)
            }
            let kind = try layer.decode(String.self, forKey: .container)
            switch kind {
            case "tabs":
                try layer.requireKeys(RestorationKey.tabsLayerKeys)
                let selected = try layer.decode(NavigationTabTag.self, forKey: .selected)
                let style = try decodeStyle(of: layer)
                let stacks = try decodeStacks(try layer.nestedUnkeyedContainer(forKey: .stacks))
                return Layer(style: style, content: .tabs(stacks, selected: selected))
            case "split":
                try layer.requireKeys(RestorationKey.splitLayerKeys)
                let isCollapsed = try layer.decode(Bool.self, forKey: .collapsed)
                let style = try decodeStyle(of: layer)
                let stacks = try decodeStacks(try layer.nestedUnkeyedContainer(forKey: .stacks))
                return Layer(style: style, content: .split(stacks, isCollapsed: isCollapsed))
            default:
                throw RestorationFailure.unknownTag("container \"\(kind)\"")
            }
        }
    }

    private static func decodeStackLayer(_ layer: KeyedDecodingContainer<RestorationKey>) throws
        -> Layer
    {
        try layer.requireKeys(RestorationKey.stackLayerKeys)
        let style = try decodeStyle(of: layer)
        let entries = try decodeEntries(try layer.nestedUnkeyedContainer(forKey: .entries))
        return Layer(style: style, content: .stack(entries))
    }

    /// Reads every object of an array with `read`, in order.
    private static func decodeObjects<Element>(
        _ array: any UnkeyedDecodingContainer,
        _ read: (KeyedDecodingContainer<RestorationKey>) throws -> Element
    ) throws -> [Element] {
        var array = array
        var elements: [Element] = []
        elements.reserveCapacity(array.count ?? 0)
        while !array.isAtEnd {
            elements.append(try read(try array.nestedContainer(keyedBy: RestorationKey.self)))
        }
        return elements
    }

    /// Reads a layer's `style`, `null` for the root layer.
    private static func decodeStyle(of layer: KeyedDecodingContainer<RestorationKey>) throws
        -> PresentationStyle?
    {
        try layer.decodeIfPresent(String.self, forKey: .style).map(
            PresentationStyle.init(rawValue:))
    }

    private static func decodeStacks(_ array: any UnkeyedDecodingContainer) throws -> [Stack] {
        try decodeObjects(array) { stack in
            try stack.requireKeys(RestorationKey.stackKeys)
            let name = try stack.decodeIfPresent(String.self, forKey: .name)
            let entries = try decodeEntries(try stack.nestedUnkeyedContainer(forKey: .entries))
            return Stack(name: name, entries: entries)
        }
    }

    private static func decodeEntries(_ array: any UnkeyedDecodingContainer) throws -> [Entry] {
        try decodeObjects(array) { entry in
            try entry.requireKeys(RestorationKey.entryKeys)
            let id = NavigationEntryID(try entry.decode(UInt64.self, forKey: .id))
            // `decodeIfPresent`: the key is required above, and may be `null`.
            let requester = try entry.decodeIfPresent(UInt64.self, forKey: .resultTo).map(
                NavigationEntryID.init)
            do {
                let route = try entry.decode(Route.self, forKey: .route)
                return Entry(id: id, route: route, resultTo: requester)
            } catch {
                throw RestorationFailure.unknownRoute(entry.codingPath, "\(error)")
            }
        }
    }
}

// MARK: - Writing

extension RestorationArchive: Encodable {
    func encode(to encoder: any Encoder) throws {
        var object = encoder.container(keyedBy: RestorationKey.self)
        try object.encode(format, forKey: .format)
        try object.encode(schemaVersion, forKey: .schemaVersion)
        try object.encode(routeVersion, forKey: .routeVersion)
        try object.encode(nextEntryID.rawValue, forKey: .nextEntryID)
        var array = object.nestedUnkeyedContainer(forKey: .layers)
        for layer in layers {
            var fields = array.nestedContainer(keyedBy: RestorationKey.self)
            try fields.encode(layer.style?.rawValue, forKey: .style)
            switch layer.content {
            case .stack(let entries):
                var array = fields.nestedUnkeyedContainer(forKey: .entries)
                try Self.encode(entries, into: &array)
            case .tabs(let stacks, let selected):
                try fields.encode("tabs", forKey: .container)
                try fields.encode(selected, forKey: .selected)
                try Self.encode(stacks, into: &fields)
            case .split(let stacks, let isCollapsed):
                try fields.encode("split", forKey: .container)
                try fields.encode(isCollapsed, forKey: .collapsed)
                try Self.encode(stacks, into: &fields)
            }
        }
    }

    private static func encode(
        _ stacks: [Stack], into layer: inout KeyedEncodingContainer<RestorationKey>
    ) throws {
        var array = layer.nestedUnkeyedContainer(forKey: .stacks)
        for stack in stacks {
            var fields = array.nestedContainer(keyedBy: RestorationKey.self)
            try fields.encode(stack.name, forKey: .name)
            var entries = fields.nestedUnkeyedContainer(forKey: .entries)
            try encode(stack.entries, into: &entries)
        }
    }

    private static func encode(_ entries: [Entry], into array: inout any UnkeyedEncodingContainer)
        throws
    {
        for entry in entries {
            var fields = array.nestedContainer(keyedBy: RestorationKey.self)
            try fields.encode(entry.id.rawValue, forKey: .id)
            try fields.encode(entry.route, forKey: .route)
            try fields.encode(entry.resultTo?.rawValue, forKey: .resultTo)
        }
    }
}

// MARK: - Keys and failures

/// A key of an object of restoration data, as written.
struct RestorationKey: CodingKey, Equatable {
    let stringValue: String
    var intValue: Int? { nil }

    init(stringValue: String) {
        self.stringValue = stringValue
    }

    init?(intValue: Int) { nil }
}

extension RestorationKey {
    static var format: Self { Self(stringValue: "format") }
    static var schemaVersion: Self { Self(stringValue: "schemaVersion") }
    static var routeVersion: Self { Self(stringValue: "routeVersion") }
    static var nextEntryID: Self { Self(stringValue: "nextEntryID") }
    static var layers: Self { Self(stringValue: "layers") }
    static var style: Self { Self(stringValue: "style") }
    static var entries: Self { Self(stringValue: "entries") }
    static var container: Self { Self(stringValue: "container") }
    static var selected: Self { Self(stringValue: "selected") }
    static var collapsed: Self { Self(stringValue: "collapsed") }
    static var stacks: Self { Self(stringValue: "stacks") }
    static var name: Self { Self(stringValue: "name") }
    static var id: Self { Self(stringValue: "id") }
    static var route: Self { Self(stringValue: "route") }
    static var resultTo: Self { Self(stringValue: "resultTo") }

    // The keys of each kind of object, exactly as its schema lists them.
    static let archiveKeys: [Self] = [
        .format, .schemaVersion, .routeVersion, .nextEntryID, .layers,
    ]
    static let stackLayerKeys: [Self] = [.style, .entries]
    static let tabsLayerKeys: [Self] = [.style, .container, .selected, .stacks]
    static let splitLayerKeys: [Self] = [.style, .container, .collapsed, .stacks]
    /// The keys of a named stack of a tabs or split layer.
    static let stackKeys: [Self] = [.name, .entries]
    static let entryKeys: [Self] = [.id, .route, .resultTo]
}

extension KeyedDecodingContainer where Key == RestorationKey {
    /// Refuses an object whose keys are not exactly `listed`.
    func requireKeys(_ listed: [RestorationKey]) throws {
        let written = allKeys
        // The decoder lists each key once, so equal counts and no unknown key mean
        // that every listed key is there.
        guard written.count != listed.count || !written.allSatisfy({ listed.contains($0) })
        else { return }
        let place = codingPath.map(\.stringValue).joined(separator: ".")
        if let unknown = written.filter({ !listed.contains($0) }).map(\.stringValue).min() {
            throw RestorationFailure.unknownTag("key \"\(unknown)\" at \"\(place)\"")
        }
        if let missing = listed.first(where: { !written.contains($0) }) {
            throw RestorationFailure.corrupt(
                "missing key \"\(missing.stringValue)\" at \"\(place)\"")
        }
    }
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
