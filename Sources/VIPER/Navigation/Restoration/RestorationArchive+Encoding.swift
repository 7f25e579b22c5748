// Writing restoration data: the current schema version's objects, each with exactly its
// keys (RestorationKey.swift).

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
            try fields.encode(orNull: layer.style?.rawValue, forKey: .style)
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

    /// Writes the stacks array of a tabs or split layer.
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

    /// Writes entry objects into an array.
    private static func encode(_ entries: [Entry], into array: inout any UnkeyedEncodingContainer)
        throws
    {
        for entry in entries {
            var fields = array.nestedContainer(keyedBy: RestorationKey.self)
            try fields.encode(entry.id.rawValue, forKey: .id)
            try fields.encode(entry.route, forKey: .route)
            try fields.encode(orNull: entry.resultTo?.rawValue, forKey: .resultTo)
        }
    }
}

// NB: `encode(orNull:)` calls the encoder's concrete `encode` and `encodeNil`, not its
// generic `encode` of an optional, which goes through the encoder's dynamic type checks:
// about 25,000 fewer instructions an iteration of navigation-restoration/navigator-round-trip
// (191,000 instead of 216,000 for `restorationData(_:)`, measured with callgrind).
extension KeyedEncodingContainer where Key == RestorationKey {
    /// Writes a string, or `null` for `nil`: every object of a kind has the same keys.
    mutating func encode(orNull value: String?, forKey key: Key) throws {
        if let value { try encode(value, forKey: key) } else { try encodeNil(forKey: key) }
    }

    /// Writes a number, or `null` for `nil`: every object of a kind has the same keys.
    mutating func encode(orNull value: UInt64?, forKey key: Key) throws {
        if let value { try encode(value, forKey: key) } else { try encodeNil(forKey: key) }
    }
}
