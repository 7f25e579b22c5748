import Foundation
import Testing
@_spi(Testing) import VIPER

/// Restoration data's objects have exactly their schema's keys, however the JSON is spaced.
///
/// The archive, layer and entry objects, in any order. A key written twice is not
/// refused: the JSON decoder reads one of them.
@MainActor
@Suite struct RestorationDataKeysTests {
    private static let saved = """
        {"format":"swift-viper.navigation","layers":[{"entries":[\
        {"id":1,"resultTo":null,"route":{"list":{}}},\
        {"id":2,"resultTo":1,"route":{"detail":{"id":4}}}],"style":null},\
        {"entries":[{"id":3,"resultTo":2,"route":{"picker":{}}}],"style":"sheet"}],\
        "nextEntryID":4,"routeVersion":1,"schemaVersion":3}
        """

    private func restore(_ json: String) throws(NavigationError) -> Navigator {
        let navigator = Navigator()
        try navigator.restore(from: Data(json.utf8), using: makeCatalogRoutes(CatalogProbe()))
        return navigator
    }

    /// The reason `json` is refused for, or `nil` when it restores.
    private func refusal(_ json: String) -> NavigationError.Reason? {
        do {
            _ = try restore(json)
            return nil
        } catch {
            return error.reason
        }
    }

    @Test func theSavedShapeRestores() throws {
        #expect(try restore(Self.saved).state.entries.map(\.id) == [id(1), id(2), id(3)])
    }

    @Test(arguments: [
        ("\"nextEntryID\":4", "\"nextEntryID\":4,\"nextEntryID\":4", "nextEntryID", ""),
        (
            "\"style\":\"sheet\"", "\"style\":\"sheet\",\"style\":\"sheet\"", "style",
            "layers.Index 1"
        ),
        ("\"id\":3,", "\"id\":3,\"id\":3,", "id", "layers.Index 1.entries.Index 0"),
        (
            "\"resultTo\":1,", "\"resultTo\":1,\"resultTo\":1,", "resultTo",
            "layers.Index 0.entries.Index 1"
        ),
    ])
    func aKeyWrittenTwiceIsReadOnce(
        found: String, replacement: String, key: String, path: String
    ) throws {
        let json = Self.saved.replacingOccurrences(of: found, with: replacement)
        #expect(json.contains(replacement))
        #expect(refusal(json) == nil, "\(key) written twice at \"\(path)\" was refused")
    }

    @Test(arguments: [
        ("\"nextEntryID\":4", "\"nextEntryID\":4,\"extra\":0", "extra", ""),
        ("\"style\":null", "\"style\":null,\"modal\":true", "modal", "layers.Index 0"),
        ("\"id\":3,", "\"id\":3,\"tag\":\"x\",", "tag", "layers.Index 1.entries.Index 0"),
        ("\"id\":2,", "\"id\":2,\"route \":{},", "route ", "layers.Index 0.entries.Index 1"),
    ])
    func aKeyTheSchemaDoesNotListIsAnUnknownTag(
        found: String, replacement: String, key: String, path: String
    ) throws {
        let json = Self.saved.replacingOccurrences(of: found, with: replacement)
        #expect(json.contains(replacement))
        guard case .unknownRestorationTag(let detail) = refusal(json) else {
            Issue.record(
                "\(replacement) was not an unknown tag: \(String(describing: refusal(json)))")
            return
        }
        #expect(detail == "key \"\(key)\" at \"\(path)\"")
    }

    @Test(arguments: [
        ("\"format\":\"swift-viper.navigation\",", "", "format", ""),
        (",\"style\":\"sheet\"", "", "style", "layers.Index 1"),
        ("\"id\":3,\"resultTo\":2,", "\"id\":3,", "resultTo", "layers.Index 1.entries.Index 0"),
    ])
    func aMissingKeyIsCorruptData(found: String, replacement: String, key: String, path: String)
        throws
    {
        let json = Self.saved.replacingOccurrences(of: found, with: replacement)
        #expect(!json.contains(found))
        guard case .corruptRestorationData(let detail) = refusal(json) else {
            Issue.record(
                "\(found) was not refused as missing: \(String(describing: refusal(json)))")
            return
        }
        #expect(detail == "missing key \"\(key)\" at \"\(path)\"")
    }

    @Test func anArchiveWithoutItsRouteVersionIsCorrupt() throws {
        let withoutRouteVersion = Self.saved.replacingOccurrences(
            of: "\"routeVersion\":1,", with: "")
        #expect(
            refusal(withoutRouteVersion)
                == .corruptRestorationData("missing key \"routeVersion\" at \"\""))
    }

    @Test func theRoutesKeysAreTheAppsOwn() throws {
        // NB: a route may use the archive's key names, and repeat its own keys: what that
        // means is the route type's and the JSON decoder's business.
        let json = Self.saved.replacingOccurrences(
            of: "{\"detail\":{\"id\":4}}", with: "{\"detail\":{\"id\":4,\"id\":4}}")
        let navigator = try restore(json)
        #expect(navigator.state.entries[1].route == AnyNavigationRoute(CatalogRoute.detail(id: 4)))
    }

    @Test func spacingOrderAndEscapesDoNotChangeTheKeys() throws {
        let spaced = """
            \u{FEFF} {
              "schemaVersion" : 3 , "routeVersion":1,
              "layers" : [ { "style" : null , "entries" : [
                  { "route" : { "list" : { } } , "resultTo" : null , "id" : 1 } ,
                  {"resultTo":1,"id":2,"route":{"detail":{"id":4}}}
                ] },
                {"entries":[{"id":3,"route":{"picker":{}},"resultTo":2}],"style":"sheet"} ],
              "nextEntryID"
              :
              4,
              "format" : "swift-viper.navigation"
            }\t\r\n
            """
        #expect(try restore(spaced).state.entries.map(\.id) == [id(1), id(2), id(3)])
        // NB: a string value with quotes, braces and a trailing backslash does not end early.
        let tricky = Self.saved.replacingOccurrences(
            of: "\"style\":\"sheet\"", with: "\"style\":\"a\\\"}],\\\\\"")
        #expect(tricky.contains("a\\\"}],\\\\"))
        #expect(try restore(tricky).state.layers.last?.style?.rawValue == "a\"}],\\")
        // NB: an escaped spelling of a key is that key, as JSON says.
        let escaped = Self.saved.replacingOccurrences(of: "{\"id\":3,", with: "{\"\\u0069d\":3,")
        #expect(escaped.contains("\\u0069d"))
        #expect(try restore(escaped).state.entries.map(\.id) == [id(1), id(2), id(3)])
    }

    @Test func everyTruncationIsCorruptData() {
        let bytes = Array(Self.saved.utf8)
        for length in 0..<bytes.count {
            let json = String(decoding: bytes[..<length], as: UTF8.self)
            guard case .corruptRestorationData = refusal(json) else {
                Issue.record("\(length) bytes: \(String(describing: refusal(json)))")
                return
            }
        }
    }

    @Test func deepNestingInARouteIsRefusedWithoutExhaustingTheStack() {
        let depth = 200_000
        let json = Self.saved.replacingOccurrences(
            of: "{\"picker\":{}}",
            with: String(repeating: "[", count: depth) + String(repeating: "]", count: depth))
        guard case .some = refusal(json) else {
            Issue.record("restored a route nested \(depth) deep")
            return
        }
    }

    @Test func randomDefectsAreFoundWhereverTheyAre() throws {
        var random = SplitMix64(seed: 0x4B_E75)
        for round in 0..<400 {
            let archive = ArchiveModel.random(using: &random)
            var defective = archive
            let defect = defective.spoil(using: &random)
            let json = defective.json(using: &random)
            let reason = refusal(json)
            switch defect {
            case .none:
                #expect(
                    reason == nil, "round \(round): \(json) refused: \(String(describing: reason))")
            case .unknown(let key, let path):
                #expect(
                    reason == .unknownRestorationTag("key \"\(key)\" at \"\(path)\""),
                    "round \(round): \(json)")
            case .repeated(let key, let path):
                #expect(
                    reason == nil,
                    "round \(round): \(key) written twice at \"\(path)\": \(json)")
            }
        }
    }

    @Test func randomByteDamageNeverCrashesOrHalfApplies() throws {
        var random = SplitMix64(seed: 0xDA_3A6E)
        let structural = Array("{}[]\",:\\ 0an".utf8)
        let navigator = Navigator()
        let table = makeCatalogRoutes(CatalogProbe())
        try navigator.restore(from: Data(Self.saved.utf8), using: table)
        let before = navigator.state
        var refused = 0
        for _ in 0..<2_000 {
            var bytes = Array(Self.saved.utf8)
            for _ in 0..<Int.random(in: 1...3, using: &random) {
                let index = Int.random(in: 0..<bytes.count, using: &random)
                switch Int.random(in: 0..<3, using: &random) {
                case 0: bytes[index] = structural.randomElement(using: &random)!
                case 1: bytes.remove(at: index)
                default: bytes.insert(structural.randomElement(using: &random)!, at: index)
                }
            }
            do {
                try navigator.restore(from: Data(bytes), using: table)
                try navigator.restore(from: Data(Self.saved.utf8), using: table)
            } catch {
                refused += 1
                #expect(navigator.state == before)
            }
        }
        #expect(refused > 1_000)
    }
}

// MARK: - Fixtures

/// A restoration archive as lists of keys and values, to write with any spacing and
/// order, and to spoil in one place.
private struct ArchiveModel {
    typealias Object = [(key: String, value: String)]

    var archive: Object
    var layers: [Object]
    var entries: [[Object]]

    enum Defect {
        case none
        case unknown(key: String, path: String)
        case repeated(key: String, path: String)
    }

    static func random(using random: inout SplitMix64) -> Self {
        var next: UInt64 = 1
        var layers: [Object] = []
        var entries: [[Object]] = []
        for layer in 0..<Int.random(in: 1...3, using: &random) {
            layers.append([("style", layer == 0 ? "null" : "\"sheet\"")])
            var objects: [Object] = []
            for _ in 0..<Int.random(in: 1...3, using: &random) {
                let routes = ["{\"list\":{}}", "{\"detail\":{\"id\":\(next)}}", "{\"picker\":{}}"]
                objects.append([
                    ("id", "\(next)"),
                    ("resultTo", next > 1 && Bool.random(using: &random) ? "\(next - 1)" : "null"),
                    ("route", routes.randomElement(using: &random)!),
                ])
                next += 1
            }
            entries.append(objects)
        }
        return ArchiveModel(
            archive: [
                ("format", "\"swift-viper.navigation\""), ("schemaVersion", "3"),
                ("routeVersion", "1"), ("nextEntryID", "\(next)"),
            ],
            layers: layers, entries: entries)
    }

    /// Adds an unknown or a repeated key to one object, or leaves the archive whole.
    mutating func spoil(using random: inout SplitMix64) -> Defect {
        let repeated = Bool.random(using: &random)
        func spoil(_ object: inout Object, path: String, schema: [String]) -> Defect {
            if repeated {
                let pair = object.randomElement(using: &random)!
                object.append(pair)
                return .repeated(key: pair.key, path: path)
            }
            // NB: a key of another level is unknown here too.
            let key = ["layers", "entries", "id", "style", "Id", "route2", "", "stylé"]
                .randomElement(using: &random)!
            guard !schema.contains(key) else { return .none }
            object.append((key, "0"))
            return .unknown(key: key, path: path)
        }
        switch Int.random(in: 0..<4, using: &random) {
        case 0:
            return spoil(
                &archive, path: "",
                schema: ["format", "schemaVersion", "routeVersion", "nextEntryID", "layers"])
        case 1:
            let layer = Int.random(in: 0..<layers.count, using: &random)
            return spoil(
                &layers[layer], path: "layers.Index \(layer)", schema: ["style", "entries"])
        case 2:
            let layer = Int.random(in: 0..<entries.count, using: &random)
            let entry = Int.random(in: 0..<entries[layer].count, using: &random)
            return spoil(
                &entries[layer][entry], path: "layers.Index \(layer).entries.Index \(entry)",
                schema: ["id", "resultTo", "route"])
        default:
            return .none
        }
    }

    /// The archive as JSON, its keys in a random order with random spaces between tokens.
    func json(using random: inout SplitMix64) -> String {
        func space() -> String { [" ", "", "\n", "\t", "  "].randomElement(using: &random)! }
        func write(_ object: Object, extra: (key: String, value: String)? = nil) -> String {
            var pairs = object
            if let extra { pairs.append(extra) }
            pairs.shuffle(using: &random)
            let body = pairs.map { "\(space())\"\($0.key)\"\(space()):\(space())\($0.value)" }
            return "{" + body.joined(separator: ",") + space() + "}"
        }
        let layerTexts = layers.indices.map { index in
            let entryTexts = entries[index].map { write($0) }.joined(separator: ",\(space())")
            return write(layers[index], extra: ("entries", "[\(entryTexts)]"))
        }
        return write(archive, extra: ("layers", "[\(layerTexts.joined(separator: ","))]"))
    }
}
