import Foundation

/// The JSON shape of restoration data, read strictly.
///
/// ```json
/// {"format": "swift-viper.navigation", "schemaVersion": 3, "routeVersion": 1,
///  "nextEntryID": 4,
///  "layers": [{"style": null, "container": "tabs", "selected": "articles",
///              "stacks": [{"name": "articles",
///                          "entries": [{"id": 1, "resultTo": null, "route": {"list": {}}}]},
///                         {"name": "bookmarks",
///                          "entries": [{"id": 2, "resultTo": null, "route": {"saved": {}}}]}]},
///             {"style": "sheet",
///              "entries": [{"id": 3, "resultTo": 1, "route": {"colorPicker": {}}}]}]}
/// ```
///
/// A stack layer has the keys `style` and `entries`, as in schema version 2. A layer with a
/// `container` key is `tabs` (a stack per tab, named by its tag, and the `selected` tag) or
/// `split` (stacks named `primary`, optionally `supplementary`, and `secondary`, in that
/// order, and `collapsed`); each kind has exactly its own keys.
///
/// NB: a stack layer has no container keys and no stacks array, so that saving and reading
/// a stack-rooted app writes no more objects than schema 2 did
/// (navigation-restoration/navigator-round-trip went from 2.2x to 3.4x with them).
///
/// Two versions: `schemaVersion` is the library's format (versions 1 and 2, whose layers
/// are stacks, are still read, see RestorationArchive+Version1.swift and
/// RestorationArchive+Version2.swift);
/// `routeVersion` is the app's ``NavigationRoute/restorationVersion``, and routes of an
/// older one are migrated by ``RouteMigration`` steps. Every object must have exactly the
/// keys listed (checked where each object is read, see `requireKeys(except:)`); the
/// versions are checked before anything else; routes are decoded by the app's route type,
/// whose case names are the tags. A key written twice is not refused: the JSON decoder
/// reads one of them, and refusing it would take a parser of our own. NB: no Swift type
/// name is ever written.
struct RestorationArchive<Route: NavigationRoute>: Codable {
    static var format: String { "swift-viper.navigation" }
    static var schemaVersion: Int { restorationSchemaVersion }

    /// One entry of a layer: its identity, route and requester.
    struct Entry {
        var id: NavigationEntryID
        var route: Route
        /// The entry the screen's result goes to (``NavigationEntry/requester``).
        var resultTo: NavigationEntryID?
    }

    /// One layer: its style (`nil` for the root), its container and its stacks.
    typealias Container = ArchivedContainer

    struct Layer {
        var style: PresentationStyle?
        var container: Container
        var stacks: [Stack]

        /// A stack layer, as schema versions 1 and 2 write every layer.
        init(style: PresentationStyle?, entries: [Entry]) {
            self.init(style: style, container: .stack, stacks: [Stack(name: nil, entries: entries)])
        }

        init(style: PresentationStyle?, container: Container, stacks: [Stack]) {
            self.style = style
            self.container = container
            self.stacks = stacks
        }

        /// Every entry, stack by stack.
        var entries: [Entry] { stacks.count == 1 ? stacks[0].entries : stacks.flatMap(\.entries) }
    }

    /// One stack of a layer: its name (a tab's tag, a column) and entries, bottom first.
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

    init(from decoder: any Decoder) throws {
        let container = try decoder.container(keyedBy: ObjectKey<ArchiveKey>.self)
        let version = try container.decode(Int.self, forKey: .schemaVersion)
        switch version {
        case Self.schemaVersion: break
        case 1:
            self = try Self(version1: container)
            return
        case 2:
            self = try Self(version2: container)
            return
        default: throw RestorationFailure.schemaVersion(version)
        }
        schemaVersion = version
        try container.requireKeys()
        format = try container.decode(String.self, forKey: .format)
        guard format == Self.format else {
            throw RestorationFailure.unknownTag("format \"\(format)\"")
        }
        routeVersion = try container.decode(Int.self, forKey: .routeVersion)
        try Self.requireRouteVersion(routeVersion)
        nextEntryID = NavigationEntryID(
            try container.decode(UInt64.self, forKey: .nextEntryID))
        layers = try Self.decodeContainerLayers(
            try container.nestedUnkeyedContainer(forKey: .layers))
    }

    /// Reads restoration data.
    static func read(_ data: Data) throws -> Self {
        try JSONDecoder().decode(Self.self, from: data)
    }

    /// Reads the layers array of schema versions 1 and 2, each layer and entry strictly.
    ///
    /// Each layer and entry is read through a nested container keyed by ``ObjectKey``,
    /// which lists every key the object has.
    static func decodeLayers(_ array: UnkeyedDecodingContainer, resultTo: Bool) throws -> [Layer] {
        var array = array
        var layers: [Layer] = []
        layers.reserveCapacity(array.count ?? 0)
        while !array.isAtEnd {
            let layer = try array.nestedContainer(keyedBy: ObjectKey<LayerKey>.self)
            try layer.requireKeys()
            let style = try layer.decodeIfPresent(String.self, forKey: .style)
                .map(PresentationStyle.init(rawValue:))
            let entries = try decodeEntries(
                try layer.nestedUnkeyedContainer(forKey: .entries), resultTo: resultTo)
            layers.append(Layer(style: style, entries: entries))
        }
        return layers
    }

    /// Reads the layers array of schema version 3 on: a stack layer with its entries, a
    /// tabs or split layer with its container and stacks, each with exactly its kind's keys.
    static func decodeContainerLayers(_ array: UnkeyedDecodingContainer) throws -> [Layer] {
        var array = array
        var layers: [Layer] = []
        layers.reserveCapacity(array.count ?? 0)
        while !array.isAtEnd {
            let layer = try array.nestedContainer(keyedBy: ObjectKey<ContainerLayerKey>.self)
            guard layer.contains(ObjectKey(.container)) else {
                try layer.requireKeys(except: [.container, .selected, .collapsed, .stacks])
                let style = try layer.decodeIfPresent(String.self, forKey: .style)
                    .map(PresentationStyle.init(rawValue:))
                let entries = try decodeEntries(
                    try layer.nestedUnkeyedContainer(forKey: .entries), resultTo: true)
                layers.append(Layer(style: style, entries: entries))
                continue
            }
            let kind = try layer.decode(String.self, forKey: .container)
            let container: Container
            switch kind {
            case "tabs":
                try layer.requireKeys(except: [.entries, .collapsed])
                container = .tabs(
                    selected: try layer.decode(NavigationTabTag.self, forKey: .selected))
            case "split":
                try layer.requireKeys(except: [.entries, .selected])
                container = .split(isCollapsed: try layer.decode(Bool.self, forKey: .collapsed))
            default:
                throw RestorationFailure.unknownTag("container \"\(kind)\"")
            }
            let style = try layer.decodeIfPresent(String.self, forKey: .style)
                .map(PresentationStyle.init(rawValue:))
            var stacks = try layer.nestedUnkeyedContainer(forKey: .stacks)
            var decoded: [Stack] = []
            while !stacks.isAtEnd {
                let stack = try stacks.nestedContainer(keyedBy: ObjectKey<StackKey>.self)
                try stack.requireKeys()
                let name = try stack.decodeIfPresent(String.self, forKey: .name)
                let entries = try decodeEntries(
                    try stack.nestedUnkeyedContainer(forKey: .entries), resultTo: true)
                decoded.append(Stack(name: name, entries: entries))
            }
            layers.append(Layer(style: style, container: container, stacks: decoded))
        }
        return layers
    }

    /// Reads an array of entry objects; `resultTo` says whether its schema version has the
    /// key.
    private static func decodeEntries(_ array: UnkeyedDecodingContainer, resultTo: Bool) throws
        -> [Entry]
    {
        var array = array
        var entries: [Entry] = []
        entries.reserveCapacity(array.count ?? 0)
        while !array.isAtEnd {
            entries.append(
                try decodeEntry(
                    try array.nestedContainer(keyedBy: ObjectKey<EntryKey>.self),
                    resultTo: resultTo))
        }
        return entries
    }

    /// The routes of a layer as its container, after checking that its stacks fit it:
    /// one unnamed stack; a stack per tab, named by distinct tags; or columns named
    /// `primary`, optionally `supplementary`, and `secondary`, in that order.
    static func content(of layer: Layer, at index: Int) throws(NavigationError)
        -> RouteState<Route>.Content
    {
        func corrupt(_ detail: String) -> NavigationError {
            NavigationError(.restore, .corruptRestorationData("layer \(index): \(detail)"))
        }
        // NB: computed only for tabs and split layers: a stack layer maps no array of
        // stacks or names.
        var routes: [[Route]] { layer.stacks.map { $0.entries.map(\.route) } }
        var names: [String?] { layer.stacks.map(\.name) }
        switch layer.container {
        case .stack:
            guard layer.stacks.count == 1, layer.stacks[0].name == nil else {
                throw corrupt("a stack layer has one unnamed stack")
            }
            return .stack(layer.stacks[0].entries.map(\.route))
        case .tabs(let selected):
            let names = names
            guard !names.contains(nil) else { throw corrupt("every tab's stack is named") }
            let tags = names.map { NavigationTabTag(rawValue: $0 ?? "") }
            return .tabs(
                zip(tags, routes).map { RouteState.Tab($0, routes: $1) }, selected: selected)
        case .split(let isCollapsed):
            let routes = routes
            switch names {
            case ["primary", "secondary"]:
                return .split(
                    primary: routes[0], supplementary: nil, secondary: routes[1],
                    isCollapsed: isCollapsed)
            case ["primary", "supplementary", "secondary"]:
                return .split(
                    primary: routes[0], supplementary: routes[1], secondary: routes[2],
                    isCollapsed: isCollapsed)
            default:
                throw corrupt("a split's stacks are primary, [supplementary,] secondary")
            }
        }
    }

    /// Checks a layer's container rules before any route resolves: distinct tags, the
    /// selected one among them, no empty tab or primary column.
    static func requireContainerRules(of layer: Layer, at index: Int) throws(NavigationError) {
        let content: NavigationLayer.Content
        switch layer.container {
        case .stack: return
        case .tabs(let selected):
            content = .tabs(
                layer.stacks.map { stack in
                    NavigationTab(
                        NavigationTabTag(rawValue: stack.name ?? ""),
                        entries: stack.entries.map(Self.placeholder))
                }, selected: selected)
        case .split:
            content = .split(
                NavigationSplit(primary: layer.stacks.first?.entries.map(Self.placeholder) ?? []))
        }
        try NavigationState.validate(content, of: index, as: .restore)
    }

    /// An entry standing in for an archived one while its layer's rules are checked.
    private static func placeholder(_ entry: Entry) -> NavigationEntry {
        NavigationEntry(id: entry.id, screen: ScreenType(Never.self))
    }

    /// Reads one entry object; `resultTo` says whether its schema version has the key.
    private static func decodeEntry(
        _ entry: KeyedDecodingContainer<ObjectKey<EntryKey>>, resultTo: Bool
    ) throws -> Entry {
        try entry.requireKeys(except: resultTo ? [] : [.resultTo])
        let id = NavigationEntryID(try entry.decode(UInt64.self, forKey: .id))
        // NB: `decodeIfPresent`: the key is required above, and may be `null`.
        let requester =
            resultTo
            ? try entry.decodeIfPresent(UInt64.self, forKey: .resultTo)
                .map(NavigationEntryID.init) : nil
        do {
            let route = try entry.decode(Route.self, forKey: .route)
            return Entry(id: id, route: route, resultTo: requester)
        } catch {
            throw RestorationFailure.unknownRoute(entry.codingPath, "\(error)")
        }
    }

    func encode(to encoder: any Encoder) throws {
        var keyed = encoder.container(keyedBy: ArchiveKey.self)
        try keyed.encode(format, forKey: .format)
        try keyed.encode(schemaVersion, forKey: .schemaVersion)
        try keyed.encode(routeVersion, forKey: .routeVersion)
        try keyed.encode(nextEntryID.rawValue, forKey: .nextEntryID)
        // NB: nested containers for layers and entries, as in decoding.
        var array = keyed.nestedUnkeyedContainer(forKey: .layers)
        for layer in layers {
            var object = array.nestedContainer(keyedBy: ContainerLayerKey.self)
            // NB: `nil` is written, not omitted, so every layer of a kind has the same keys.
            try object.encode(layer.style?.rawValue, forKey: .style)
            switch layer.container {
            case .stack:
                var entries = object.nestedUnkeyedContainer(forKey: .entries)
                try Self.encode(layer.entries, into: &entries)
                continue
            case .tabs(let selected):
                try object.encode("tabs", forKey: .container)
                try object.encode(selected, forKey: .selected)
            case .split(let isCollapsed):
                try object.encode("split", forKey: .container)
                try object.encode(isCollapsed, forKey: .collapsed)
            }
            var stacks = object.nestedUnkeyedContainer(forKey: .stacks)
            for stack in layer.stacks {
                var stackObject = stacks.nestedContainer(keyedBy: StackKey.self)
                try stackObject.encode(stack.name, forKey: .name)
                var entries = stackObject.nestedUnkeyedContainer(forKey: .entries)
                try Self.encode(stack.entries, into: &entries)
            }
        }
    }

    /// Writes entry objects into an array.
    private static func encode(_ entries: [Entry], into array: inout UnkeyedEncodingContainer)
        throws
    {
        for entry in entries {
            var fields = array.nestedContainer(keyedBy: EntryKey.self)
            try fields.encode(entry.id.rawValue, forKey: .id)
            try fields.encode(entry.route, forKey: .route)
            // NB: `nil` is written, not omitted, so every entry has the same keys.
            try fields.encode(entry.resultTo?.rawValue, forKey: .resultTo)
        }
    }

    /// Refuses routes written by another ``NavigationRoute/restorationVersion`` before
    /// any is decoded with this route type.
    static func requireRouteVersion(_ found: Int) throws {
        guard found == Route.restorationVersion else {
            throw RestorationFailure.routeVersion(found: found, supported: Route.restorationVersion)
        }
    }

    /// The target and identities the archive describes, checked.
    ///
    /// Everything the state's invariants need is checked here, before any route is
    /// resolved (an async table may download for each): layer styles, no presented layer
    /// empty or over an empty root, no identity twice, identities below the next one.
    func target() throws(NavigationError) -> (RouteState<Route>, RouteRestoration) {
        var target = RouteState<Route>(root: [])
        // NB: the arrays are reserved, as each grew from empty an entry at a time
        // (navigation-restoration/navigator-round-trip).
        var identities: [[NavigationEntryID]] = []
        identities.reserveCapacity(layers.count)
        var requesters: [[NavigationEntryID?]] = []
        requesters.reserveCapacity(layers.count)
        var seen = Set<NavigationEntryID>()
        for (index, layer) in layers.enumerated() {
            let entries = layer.entries
            var ids: [NavigationEntryID] = []
            ids.reserveCapacity(entries.count)
            var resultTo: [NavigationEntryID?] = []
            resultTo.reserveCapacity(entries.count)
            for entry in entries {
                ids.append(entry.id)
                resultTo.append(entry.resultTo)
            }
            let content = try Self.content(of: layer, at: index)
            if index == 0 {
                guard layer.style == nil else {
                    throw NavigationError(
                        .restore, .corruptRestorationData("root layer has a style"))
                }
                target.rootContent = content
            } else {
                guard let style = layer.style else {
                    throw NavigationError(
                        .restore, .corruptRestorationData("presented layer \(index) has no style"))
                }
                target.presented.append(.init(style: style, content: content))
            }
            try Self.requireContainerRules(of: layer, at: index)
            if index > 0 && (layer.entries.isEmpty || layers[0].entries.isEmpty) {
                throw NavigationError(.restore, .emptyStack)
            }
            for id in ids where !seen.insert(id).inserted {
                throw NavigationError(.restore, .duplicateEntry(id))
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
            var stacks: [RestorationArchive<New>.Stack] = []
            for stack in layer.stacks {
                var entries: [RestorationArchive<New>.Entry] = []
                for entry in stack.entries {
                    entries.append(
                        .init(
                            id: entry.id, route: try transform(entry.route, entry.id),
                            resultTo: entry.resultTo))
                }
                stacks.append(.init(name: stack.name, entries: entries))
            }
            layers.append(.init(style: layer.style, container: layer.container, stacks: stacks))
        }
        var archive = RestorationArchive<New>(nextEntryID: nextEntryID, layers: layers)
        archive.schemaVersion = schemaVersion
        return archive
    }
}

/// The library's restoration format version that ``Navigator/restorationData(_:)`` writes.
let restorationSchemaVersion = 3

/// A layer's container in restoration data, without its stacks.
enum ArchivedContainer: Equatable {
    case stack
    case tabs(selected: NavigationTabTag)
    case split(isCollapsed: Bool)
}

// NB: the keys of each object, outside the generic archive type, which they do not
// depend on.

/// The keys of the archive object.
enum ArchiveKey: String, CodingKey, CaseIterable {
    case format
    case schemaVersion
    case routeVersion
    case nextEntryID
    case layers
}

/// The keys of a layer object of schema versions 1 and 2.
enum LayerKey: String, CodingKey, CaseIterable {
    case style
    case entries
}

/// The keys of a layer object from schema version 3 on: a stack layer has `style` and
/// `entries`; a tabs layer `style`, `container`, `selected` and `stacks`; a split layer
/// `style`, `container`, `collapsed` and `stacks`.
enum ContainerLayerKey: String, CodingKey, CaseIterable {
    case style
    case entries
    case container
    case selected
    case collapsed
    case stacks
}

/// The keys of a stack object.
enum StackKey: String, CodingKey, CaseIterable {
    case name
    case entries
}

/// The keys of an entry object.
enum EntryKey: String, CodingKey, CaseIterable {
    case id
    case route
    case resultTo
}

/// A key of an object of restoration data, as written: one its schema lists (`listed`),
/// or any other, so that the object's container lists every key it has.
struct ObjectKey<Listed: CodingKey & CaseIterable>: CodingKey {
    let stringValue: String
    let listed: Listed?
    var intValue: Int? { nil }

    init(_ listed: Listed) {
        stringValue = listed.stringValue
        self.listed = listed
    }

    init(stringValue: String) {
        self.stringValue = stringValue
        listed = Listed(stringValue: stringValue)
    }

    init?(intValue: Int) { nil }
}

extension KeyedDecodingContainer {
    /// Refuses an object whose keys are not exactly the listed ones less `excluded`.
    ///
    /// A key that is not listed is an unknown tag, as is a listed key in `excluded` (a key
    /// of another schema version); a missing key makes the data corrupt.
    func requireKeys<Listed>(except excluded: [Listed] = []) throws
    where Key == ObjectKey<Listed> {
        func isExpected(_ key: Key) -> Bool {
            key.listed.map { listed in !excluded.contains { $0.stringValue == listed.stringValue } }
                ?? false
        }
        let written = allKeys
        let expectedCount = Listed.allCases.count - excluded.count
        guard written.count != expectedCount || !written.allSatisfy(isExpected) else { return }
        let place = codingPath.map(\.stringValue).joined(separator: ".")
        // NB: the smallest, as the decoder lists keys in no particular order.
        if let unknown = written.filter({ !isExpected($0) }).map(\.stringValue).min() {
            throw RestorationFailure.unknownTag("key \"\(unknown)\" at \"\(place)\"")
        }
        let missing = Listed.allCases.first { listed in
            !excluded.contains { $0.stringValue == listed.stringValue }
                && !written.contains { $0.stringValue == listed.stringValue }
        }
        if let missing {
            throw RestorationFailure.corrupt(
                "missing key \"\(missing.stringValue)\" at \"\(place)\"")
        }
    }

    /// Decodes the value of a listed key.
    func decode<Value: Decodable, Listed>(_ type: Value.Type, forKey key: Listed) throws -> Value
    where Key == ObjectKey<Listed> {
        try decode(type, forKey: ObjectKey(key))
    }

    /// Decodes the value of a listed key, or `nil` when it is `null`.
    func decodeIfPresent<Value: Decodable, Listed>(
        _ type: Value.Type, forKey key: Listed
    ) throws -> Value? where Key == ObjectKey<Listed> {
        try decodeIfPresent(type, forKey: ObjectKey(key))
    }

    /// The array under a listed key.
    func nestedUnkeyedContainer<Listed>(forKey key: Listed) throws -> any UnkeyedDecodingContainer
    where Key == ObjectKey<Listed> {
        try nestedUnkeyedContainer(forKey: ObjectKey(key))
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
