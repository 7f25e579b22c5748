/// The JSON shape of restoration data, read strictly: schema 3 only, each object with
/// exactly its kind's keys.
struct RestorationArchive<Route> {
    static var format: String { "swift-viper.navigation" }
    /// The version of the format that ``Navigator/restorationData(_:)`` writes.
    static var schemaVersion: Int { 3 }

    /// One entry: its identity, route, requester (``NavigationEntry/requester``) and
    /// transition, written only when it has one.
    struct Entry {
        var id: NavigationEntryID
        var route: Route
        var resultTo: NavigationEntryID?
        var transition: NavigationTransition?
    }

    /// One layer: its style (`nil` for the root) and its container's shape and stacks.
    struct Layer {
        var style: PresentationStyle?
        var shape: ContainerShape
        var stacks: [[Entry]]
    }

    var nextEntryID: NavigationEntryID
    var layers: [Layer]
}

extension RestorationArchive: Decodable where Route: NavigationRoute {
    init(from decoder: any Decoder) throws {
        let object = try decoder.container(keyedBy: RestorationKey.self)
        let version = try object.decode(Int.self, forKey: "schemaVersion")
        guard version == Self.schemaVersion else {
            throw NavigationError(
                .restore,
                .unsupportedSchemaVersion(found: version, supported: Self.schemaVersion))
        }
        try object.requireKeys(["format", "schemaVersion", "routeVersion", "nextEntryID", "layers"])
        let format = try object.decode(String.self, forKey: "format")
        guard format == Self.format else {
            throw NavigationError(.restore, .unknownRestorationTag("format \"\(format)\""))
        }
        // Checked before any route is decoded with this route type.
        let routeVersion = try object.decode(Int.self, forKey: "routeVersion")
        guard routeVersion == Route.restorationVersion else {
            throw NavigationError(
                .restore,
                .unsupportedRouteVersion(found: routeVersion, supported: Route.restorationVersion))
        }
        nextEntryID = NavigationEntryID(try object.decode(UInt64.self, forKey: "nextEntryID"))
        layers = try object.decode([Layer].self, forKey: "layers")
    }
}

extension RestorationArchive.Layer: Decodable where Route: NavigationRoute {
    /// Reads a stack layer with its entries, or a tabs or split layer with its named stacks.
    init(from decoder: any Decoder) throws {
        let layer = try decoder.container(keyedBy: RestorationKey.self)
        guard layer.contains("container") else {
            try layer.requireKeys(["style", "entries"])
            style = try layer.decodeIfPresent(PresentationStyle.self, forKey: "style")
            shape = .stack
            stacks = [try layer.decode([RestorationArchive.Entry].self, forKey: "entries")]
            return
        }
        let kind = try layer.decode(String.self, forKey: "container")
        guard kind == "tabs" || kind == "split" else {
            throw NavigationError(.restore, .unknownRestorationTag("container \"\(kind)\""))
        }
        let isTabs = kind == "tabs"
        try layer.requireKeys(
            ["style", "container", isTabs ? "selected" : "collapsed", "stacks"]
                + (isTabs && layer.contains("sidebar") ? ["sidebar"] : []))
        let named = try layer.decode([Stack].self, forKey: "stacks")
        if isTabs {
            shape = try Self.tabs(named, in: layer)
        } else if named.contains(where: { $0.tab != nil }) {
            throw NavigationError(.restore, .unknownRestorationTag("key \"groups\" in a split"))
        } else {
            let isCollapsed = try layer.decode(Bool.self, forKey: "collapsed")
            shape = .split(hasSupplementary: named.count == 3, isCollapsed: isCollapsed)
        }
        guard named.map(\.name) == shape.placements.map(\.name) else {
            // Every tab's stack is named; a split's are primary, [supplementary,] secondary.
            let index = decoder.codingPath.last?.intValue ?? 0
            throw NavigationError(
                .restore, .corruptRestorationData("layer \(index): stacks misnamed for \(kind)"))
        }
        stacks = named.map(\.entries)
        style = try layer.decodeIfPresent(PresentationStyle.self, forKey: "style")
    }

    /// A named stack of a tabs or split layer; a tab's may name its groups and be hidden.
    struct Stack: Decodable {
        var name: String?
        var tab: (groups: [NavigationTabTag], isHidden: Bool)?
        var entries: [RestorationArchive.Entry]

        init(from decoder: any Decoder) throws {
            let stack = try decoder.container(keyedBy: RestorationKey.self)
            let tabKeys = ["groups", "hidden"].filter { stack.contains($0) }
            try stack.requireKeys(["name", "entries"] + tabKeys)
            name = try stack.decodeIfPresent(String.self, forKey: "name")
            if !tabKeys.isEmpty {
                tab = (
                    try stack.decodeIfPresent([NavigationTabTag].self, forKey: "groups") ?? [],
                    try stack.decodeIfPresent(Bool.self, forKey: "hidden") ?? false
                )
            }
            entries = try stack.decode([RestorationArchive.Entry].self, forKey: "entries")
        }
    }
}

extension RestorationArchive.Entry: Codable where Route: NavigationRoute {
    init(from decoder: any Decoder) throws {
        let entry = try decoder.container(keyedBy: RestorationKey.self)
        let hasTransition = entry.contains("transition")
        try entry.requireKeys(["id", "route", "resultTo"] + (hasTransition ? ["transition"] : []))
        transition = try entry.decodeIfPresent(NavigationTransition.self, forKey: "transition")
        id = NavigationEntryID(try entry.decode(UInt64.self, forKey: "id"))
        // `decodeIfPresent`: the key is required above, and may be `null`.
        resultTo = try entry.decodeIfPresent(UInt64.self, forKey: "resultTo").map(
            NavigationEntryID.init)
        do {
            route = try entry.decode(Route.self, forKey: "route")
        } catch {
            let place = entry.codingPath.map(\.stringValue).joined(separator: ".")
            throw NavigationError(
                .restore, .unknownRestorationTag("route at \"\(place)\": \(error)"))
        }
    }

    func encode(to encoder: any Encoder) throws {
        var fields = encoder.container(keyedBy: RestorationKey.self)
        try fields.encode(id.rawValue, forKey: "id")
        try fields.encode(route, forKey: "route")
        try fields.encode(resultTo?.rawValue, forKey: "resultTo")
        try fields.encodeIfPresent(transition, forKey: "transition")
    }
}

extension RestorationArchive: Encodable where Route: NavigationRoute {
    func encode(to encoder: any Encoder) throws {
        var object = encoder.container(keyedBy: RestorationKey.self)
        try object.encode(Self.format, forKey: "format")
        try object.encode(Self.schemaVersion, forKey: "schemaVersion")
        try object.encode(Route.restorationVersion, forKey: "routeVersion")
        try object.encode(nextEntryID.rawValue, forKey: "nextEntryID")
        var array = object.nestedUnkeyedContainer(forKey: "layers")
        for layer in layers {
            var fields = array.nestedContainer(keyedBy: RestorationKey.self)
            try fields.encode(layer.style, forKey: "style")
            switch layer.shape {
            case .stack:
                try fields.encode(layer.stacks[0], forKey: "entries")
                continue
            case .tabs(_, let selected, let showsSidebar):
                try fields.encode("tabs", forKey: "container")
                try fields.encode(selected, forKey: "selected")
                if showsSidebar { try fields.encode(true, forKey: "sidebar") }
            case .split(_, let isCollapsed):
                try fields.encode("split", forKey: "container")
                try fields.encode(isCollapsed, forKey: "collapsed")
            }
            var stacks = fields.nestedUnkeyedContainer(forKey: "stacks")
            for (index, (placement, entries)) in zip(layer.shape.placements, layer.stacks)
                .enumerated()
            {
                var stack = stacks.nestedContainer(keyedBy: RestorationKey.self)
                try stack.encode(placement.name, forKey: "name")
                try stack.encode(entries, forKey: "entries")
                try layer.shape.encodeTab(at: index, into: &stack)
            }
        }
    }
}

/// A key of an object of restoration data, as written; unknown keys are kept, to refuse.
struct RestorationKey: CodingKey, Equatable, ExpressibleByStringLiteral {
    let stringValue: String
    var intValue: Int? { nil }

    init(stringValue: String) {
        self.stringValue = stringValue
    }

    init(stringLiteral value: String) {
        stringValue = value
    }

    init?(intValue: Int) { nil }
}

extension KeyedDecodingContainer where Key == RestorationKey {
    /// Refuses an object whose keys are not exactly `listed`, its schema's.
    func requireKeys(_ listed: [RestorationKey]) throws(NavigationError) {
        let written = allKeys
        // The decoder lists each key once: equal counts and no unknown key mean none is missing.
        guard written.count != listed.count || !written.allSatisfy({ listed.contains($0) })
        else { return }
        let place = codingPath.map(\.stringValue).joined(separator: ".")
        if let unknown = written.filter({ !listed.contains($0) }).map(\.stringValue).min() {
            throw NavigationError(
                .restore, .unknownRestorationTag("key \"\(unknown)\" at \"\(place)\""))
        }
        let missing = listed.first { !written.contains($0) }?.stringValue ?? ""
        throw NavigationError(
            .restore, .corruptRestorationData("missing key \"\(missing)\" at \"\(place)\""))
    }
}
