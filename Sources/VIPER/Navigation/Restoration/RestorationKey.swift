/// A key of an object of restoration data, as written.
///
/// Any string is a key, so that an object's container lists every key it has and
/// ``Swift/KeyedDecodingContainer/requireKeys(_:)`` can refuse the ones its schema does not
/// list. The same keys write the objects.
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

    /// The keys of the archive object, from schema version 2 on.
    static let archiveKeys: [Self] = [
        .format, .schemaVersion, .routeVersion, .nextEntryID, .layers,
    ]
    /// The keys of the archive object of schema version 1, which has no route version.
    static let archiveVersion1Keys: [Self] = [.format, .schemaVersion, .nextEntryID, .layers]
    /// The keys of a stack layer, and of every layer before schema version 3.
    static let stackLayerKeys: [Self] = [.style, .entries]
    /// The keys of a tabs layer.
    static let tabsLayerKeys: [Self] = [.style, .container, .selected, .stacks]
    /// The keys of a split layer.
    static let splitLayerKeys: [Self] = [.style, .container, .collapsed, .stacks]
    /// The keys of a stack of a tabs or split layer.
    static let stackKeys: [Self] = [.name, .entries]
    /// The keys of an entry, from schema version 2 on.
    static let entryKeys: [Self] = [.id, .route, .resultTo]
    /// The keys of an entry of schema version 1, which has no requester.
    static let entryVersion1Keys: [Self] = [.id, .route]
}

extension KeyedDecodingContainer where Key == RestorationKey {
    /// Refuses an object whose keys are not exactly `listed`.
    ///
    /// A key that is not listed is an unknown tag (the smallest is named, as the decoder
    /// lists keys in no particular order); a missing key makes the data corrupt (the first
    /// in `listed` is named).
    func requireKeys(_ listed: [RestorationKey]) throws {
        let written = allKeys
        // NB: the decoder lists each key once, so equal counts and no unknown key mean
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
