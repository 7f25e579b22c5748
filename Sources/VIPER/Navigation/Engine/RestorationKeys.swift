import Foundation

/// The keys of the archive, layer and entry objects of restoration data, read from its
/// bytes in one pass before it is decoded.
///
/// Restoration data is read strictly: each of these objects must have exactly the keys
/// its schema lists, each once. Codable can list an object's keys only through
/// `KeyedDecodingContainer.allKeys`, which builds and casts two arrays for every object
/// (about a sixth of a whole save and restore: 0.35x of the `navigation-restoration`
/// benchmark's baseline), and cannot see a key written twice (the JSON decoder keeps one
/// of them).
/// So the keys are found here, and the archive's decoder checks each object's keys
/// (``ObjectKeys/require(_:except:at:)``) where it reads the object.
///
/// The scan reads structure only. Every other value, routes included, is skipped
/// without recursion, so nesting in an app's route cannot exhaust the stack. The JSON
/// decoder that runs next checks the syntax, so this refuses only what it cannot read
/// past: data that ends early, or a key or separator missing where an object needs
/// one. A key is compared as written: an escaped spelling of a key is not that key.
struct RestorationKeys: Sendable {
    /// The archive object's keys.
    var archive = ObjectKeys()
    /// Each element of the archive's `layers` array, in order.
    var layers: [ObjectKeys] = []
    /// The elements of each layer's `entries` array, in order, one list a layer.
    var entries: [[ObjectKeys]] = []

    /// The key under which the decoder finds the scan, in `JSONDecoder.userInfo`.
    static let userInfoKey = CodingUserInfoKey(rawValue: "swift-viper.restorationKeys")!

    /// No keys yet.
    init() {}

    /// Scans `data`.
    ///
    /// - Throws: ``RestorationFailure/corrupt(_:)`` when the data ends early or an
    ///   object lacks a key, a colon or a comma.
    init(scanning data: Data) throws {
        self = try data.withUnsafeBytes { (bytes: UnsafeRawBufferPointer) throws -> Self in
            var scanner = KeyScanner(bytes: bytes)
            try scanner.value(.archive)
            return scanner.keys
        }
    }

    /// The keys of layer `index`.
    func layer(_ index: Int) throws -> ObjectKeys {
        guard layers.indices.contains(index) else {
            throw RestorationFailure.corrupt("the decoder read an object the scan did not")
        }
        return layers[index]
    }

    /// The keys of entry `entry` of layer `layer`.
    func entry(_ entry: Int, inLayer layer: Int) throws -> ObjectKeys {
        guard entries.indices.contains(layer), entries[layer].indices.contains(entry) else {
            throw RestorationFailure.corrupt("the decoder read an object the scan did not")
        }
        return entries[layer][entry]
    }
}

/// The keys found in one object, as bits that stand for the cases of its key type.
struct ObjectKeys: Sendable {
    /// Bit `n` is set when the `n`th case of the key type was found.
    var found: UInt32 = 0
    /// The first key that is not a case of the key type, as written.
    var unknown: String?
    /// The first key written more than once.
    var repeated: String?

    /// Refuses an object whose keys are not exactly `Keys`' cases less `except`.
    ///
    /// A key that is not listed is an unknown tag, as is a listed key in `except` (a key
    /// of another schema version); a key written twice or a missing key makes the data
    /// corrupt.
    func require<Keys: CodingKey & CaseIterable>(
        _: Keys.Type, except excluded: [Keys] = [], at path: @autoclosure () -> [any CodingKey]
    ) throws {
        var allowed: UInt32 = 0
        var bit: UInt32 = 1
        for key in Keys.allCases {
            if !excluded.contains(where: { $0.stringValue == key.stringValue }) { allowed |= bit }
            bit <<= 1
        }
        guard unknown != nil || repeated != nil || found != allowed else { return }
        // NB: the names and the path are built only for the error.
        let place = path().map(\.stringValue).joined(separator: ".")
        func name(among bits: UInt32) -> String? {
            zip(Keys.allCases, (0..<32).lazy.map { UInt32(1) << $0 })
                .first(where: { bits & $0.1 != 0 })?.0.stringValue
        }
        if let unknown = unknown ?? name(among: found & ~allowed) {
            throw RestorationFailure.unknownTag("key \"\(unknown)\" at \"\(place)\"")
        }
        if let repeated {
            throw RestorationFailure.corrupt("key \"\(repeated)\" written twice at \"\(place)\"")
        }
        if let missing = name(among: allowed & ~found) {
            throw RestorationFailure.corrupt("missing key \"\(missing)\" at \"\(place)\"")
        }
    }
}

/// The pass over the bytes that ``RestorationKeys`` describes.
private struct KeyScanner {
    /// Where a value sits in the archive, which says whose keys its objects have.
    enum Level {
        case archive, layers, layer, entries, entry, other
    }

    let bytes: UnsafeRawBufferPointer
    var index = 0
    var keys = RestorationKeys()

    init(bytes: UnsafeRawBufferPointer) {
        self.bytes = bytes
        // NB: a UTF-8 byte order mark, which the JSON decoder also accepts.
        if bytes.starts(with: [0xEF, 0xBB, 0xBF]) { index = 3 }
    }

    /// Reads the value at `index`, recording the keys of its objects at `level`.
    ///
    /// NB: recursion happens only through the five levels of the archive; `.other`
    /// values are skipped by a loop.
    mutating func value(_ level: Level) throws {
        let byte = try next()
        switch level {
        case .archive where byte == .openBrace:
            keys.archive = try object(ArchiveKey.self) { $0 == .layers ? .layers : .other }
        case .layers where byte == .openBracket:
            try array(of: .layer)
        case .layer:
            // NB: every element gets its place, an object or not, so the i-th layer the
            // decoder reads is the i-th found here.
            keys.entries.append([])
            keys.layers.append(
                byte == .openBrace
                    ? try object(LayerKey.self) { $0 == .entries ? .entries : .other }
                    : try skipped())
        case .entries where byte == .openBracket:
            try array(of: .entry)
        case .entry:
            let found =
                byte == .openBrace ? try object(EntryKey.self) { _ in .other } : try skipped()
            keys.entries[keys.entries.count - 1].append(found)
        default:
            _ = try skipped()
        }
    }

    /// Reads the object at `index` and returns its keys; `child` gives each key's
    /// value its level.
    mutating func object<Keys: CodingKey & CaseIterable>(
        _: Keys.Type, child: (Keys) -> Level
    ) throws -> ObjectKeys {
        index += 1
        var found = ObjectKeys()
        if try next() == .closeBrace {
            index += 1
            return found
        }
        while true {
            guard try next() == .quote else { throw RestorationFailure.corrupt("expected a key") }
            let name = try string()
            var level = Level.other
            var bit: UInt32 = 1
            var matched = false
            for key in Keys.allCases {
                let spelling = key.stringValue.utf8
                if spelling.count == name.count, spelling.elementsEqual(name) {
                    if found.found & bit != 0, found.repeated == nil {
                        found.repeated = key.stringValue
                    }
                    found.found |= bit
                    level = child(key)
                    matched = true
                    break
                }
                bit <<= 1
            }
            if !matched, found.unknown == nil {
                found.unknown = String(decoding: name, as: UTF8.self)
            }
            guard try next() == .colon else { throw RestorationFailure.corrupt("expected a colon") }
            index += 1
            try value(level)
            if try endsAfterElement(closing: .closeBrace) { return found }
        }
    }

    /// Reads the array at `index`, each element at `level`.
    mutating func array(of level: Level) throws {
        index += 1
        if try next() == .closeBracket {
            index += 1
            return
        }
        while true {
            try value(level)
            if try endsAfterElement(closing: .closeBracket) { return }
        }
    }

    /// Reads what follows an element of an object or array: a comma (`false`: another
    /// element comes) or the `closing` bracket (`true`).
    mutating func endsAfterElement(closing: UInt8) throws -> Bool {
        let byte = try next()
        guard byte == .comma || byte == closing else {
            throw RestorationFailure.corrupt(
                "expected a comma or \"\(Character(Unicode.Scalar(closing)))\"")
        }
        index += 1
        return byte == closing
    }

    /// Skips the value at `index`, whatever it holds, and returns no keys.
    mutating func skipped() throws -> ObjectKeys {
        var depth = 0
        repeat {
            switch try next() {
            case .quote:
                _ = try string()
            case .openBrace, .openBracket:
                depth += 1
                index += 1
            case .closeBrace, .closeBracket, .comma, .colon:
                guard depth > 0 else { throw RestorationFailure.corrupt("expected a value") }
                if bytes[index] == .closeBrace || bytes[index] == .closeBracket { depth -= 1 }
                index += 1
            default:
                // NB: a number or literal, read to the next separator; the decoder checks it.
                repeat { index += 1 } while index < bytes.count && !bytes[index].endsScalar
            }
        } while depth > 0
        return ObjectKeys()
    }

    /// Reads the string at `index` and returns its bytes, as written, between the quotes.
    mutating func string() throws -> UnsafeRawBufferPointer {
        index += 1
        let start = index
        while index < bytes.count {
            switch bytes[index] {
            case .quote:
                defer { index += 1 }
                return UnsafeRawBufferPointer(rebasing: bytes[start..<index])
            case .backslash:
                index += 2
            default:
                index += 1
            }
        }
        throw RestorationFailure.corrupt("restoration data ends inside a string")
    }

    /// Skips white space and returns the byte at `index`, which is not consumed.
    mutating func next() throws -> UInt8 {
        while index < bytes.count, bytes[index].isSpace { index += 1 }
        guard index < bytes.count else {
            throw RestorationFailure.corrupt("restoration data ends early")
        }
        return bytes[index]
    }
}

extension UInt8 {
    fileprivate static let openBrace = UInt8(ascii: "{")
    fileprivate static let closeBrace = UInt8(ascii: "}")
    fileprivate static let openBracket = UInt8(ascii: "[")
    fileprivate static let closeBracket = UInt8(ascii: "]")
    fileprivate static let quote = UInt8(ascii: "\"")
    fileprivate static let backslash = UInt8(ascii: "\\")
    fileprivate static let comma = UInt8(ascii: ",")
    fileprivate static let colon = UInt8(ascii: ":")

    /// JSON's white space.
    fileprivate var isSpace: Bool {
        self == 0x20 || self == 0x0A || self == 0x0D || self == 0x09
    }

    /// Whether this byte ends a number or literal.
    fileprivate var endsScalar: Bool {
        isSpace || self == .comma || self == .closeBrace || self == .closeBracket
            || self == .colon || self == .quote || self == .openBrace || self == .openBracket
    }
}
