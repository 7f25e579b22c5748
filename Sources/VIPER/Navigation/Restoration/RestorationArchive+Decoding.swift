// Reading restoration data of the current schema version, each object with exactly its
// keys (RestorationKey.swift); older versions are read by RestorationArchive+Version1.swift
// and RestorationArchive+Version2.swift.

extension RestorationArchive: Decodable {
    init(from decoder: any Decoder) throws {
        let object = try decoder.container(keyedBy: RestorationKey.self)
        let version = try object.decode(Int.self, forKey: .schemaVersion)
        switch version {
        case Self.schemaVersion: try self.init(current: object)
        case 1: try self.init(version1: object)
        case 2: try self.init(version2: object)
        default: throw RestorationFailure.schemaVersion(version)
        }
    }

    /// Reads an archive of the current schema version.
    private init(current object: KeyedDecodingContainer<RestorationKey>) throws {
        try object.requireKeys(RestorationKey.archiveKeys)
        try Self.requireFormat(in: object)
        let routeVersion = try object.decode(Int.self, forKey: .routeVersion)
        try Self.requireRouteVersion(routeVersion)
        self.init(
            nextEntryID: NavigationEntryID(try object.decode(UInt64.self, forKey: .nextEntryID)),
            layers: try Self.decodeLayers(try object.nestedUnkeyedContainer(forKey: .layers)))
    }

    /// Refuses data whose `format` is not the library's.
    static func requireFormat(in object: KeyedDecodingContainer<RestorationKey>) throws {
        let format = try object.decode(String.self, forKey: .format)
        guard format == Self.format else {
            throw RestorationFailure.unknownTag("format \"\(format)\"")
        }
    }

    /// Refuses routes written by another ``NavigationRoute/restorationVersion`` before
    /// any is decoded with this route type.
    static func requireRouteVersion(_ found: Int) throws {
        guard found == Route.restorationVersion else {
            throw RestorationFailure.routeVersion(found: found, supported: Route.restorationVersion)
        }
    }

    /// Reads the layers array: a stack layer with its entries, a tabs or split layer with
    /// its container and stacks, each with exactly its kind's keys.
    private static func decodeLayers(_ array: any UnkeyedDecodingContainer) throws -> [Layer] {
        try decodeObjects(array) { layer in
            guard layer.contains(.container) else {
                return try decodeStackLayer(layer, resultTo: true)
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

    /// Reads a stack layer: its style and entries; `resultTo` says whether its schema
    /// version's entries have the key.
    static func decodeStackLayer(_ layer: KeyedDecodingContainer<RestorationKey>, resultTo: Bool)
        throws -> Layer
    {
        try layer.requireKeys(RestorationKey.stackLayerKeys)
        let style = try decodeStyle(of: layer)
        let entries = try decodeEntries(
            try layer.nestedUnkeyedContainer(forKey: .entries), resultTo: resultTo)
        return Layer(style: style, content: .stack(entries))
    }

    /// Reads every object of an array with `read`, in order.
    static func decodeObjects<Element>(
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
    static func decodeStyle(of layer: KeyedDecodingContainer<RestorationKey>) throws
        -> PresentationStyle?
    {
        try layer.decodeIfPresent(String.self, forKey: .style).map(
            PresentationStyle.init(rawValue:))
    }

    /// Reads the stacks array of a tabs or split layer.
    private static func decodeStacks(_ array: any UnkeyedDecodingContainer) throws -> [Stack] {
        try decodeObjects(array) { stack in
            try stack.requireKeys(RestorationKey.stackKeys)
            let name = try stack.decodeIfPresent(String.self, forKey: .name)
            let entries = try decodeEntries(
                try stack.nestedUnkeyedContainer(forKey: .entries), resultTo: true)
            return Stack(name: name, entries: entries)
        }
    }

    /// Reads an array of entry objects; `resultTo` says whether its schema version has the
    /// key.
    static func decodeEntries(_ array: any UnkeyedDecodingContainer, resultTo: Bool) throws
        -> [Entry]
    {
        try decodeObjects(array) { entry in try decodeEntry(entry, resultTo: resultTo) }
    }

    /// Reads one entry object; `resultTo` says whether its schema version has the key.
    private static func decodeEntry(_ entry: KeyedDecodingContainer<RestorationKey>, resultTo: Bool)
        throws -> Entry
    {
        try entry.requireKeys(
            resultTo ? RestorationKey.entryKeys : RestorationKey.entryVersion1Keys)
        let id = NavigationEntryID(try entry.decode(UInt64.self, forKey: .id))
        // NB: `decodeIfPresent`: the key is required above, and may be `null`.
        let requester =
            resultTo
            ? try entry.decodeIfPresent(UInt64.self, forKey: .resultTo).map(NavigationEntryID.init)
            : nil
        do {
            let route = try entry.decode(Route.self, forKey: .route)
            return Entry(id: id, route: route, resultTo: requester)
        } catch {
            throw RestorationFailure.unknownRoute(entry.codingPath, "\(error)")
        }
    }
}
