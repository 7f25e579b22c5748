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
/// order, and `collapsed`); each kind has exactly its own keys (``RestorationKey``).
///
/// NB: a stack layer has no container keys and no stacks array, so that saving and reading
/// a stack-rooted app writes no more objects than schema 2 did
/// (navigation-restoration/navigator-round-trip went from 2.2x to 3.4x with them).
///
/// Two versions: `schemaVersion` is the library's format (versions 1 and 2, whose layers
/// are stacks, are still read, see RestorationArchive+Version1.swift and
/// RestorationArchive+Version2.swift); `routeVersion` is the app's
/// ``NavigationRoute/restorationVersion``, and routes of an older one are migrated by
/// ``RouteMigration`` steps (RestorationArchive+Migration.swift). The versions are checked
/// before anything else; routes are decoded by the app's route type, whose case names are
/// the tags. A key written twice is not refused: the JSON decoder reads one of them, and
/// refusing it would take a parser of our own. NB: no Swift type name is ever written.
///
/// Encoding is in RestorationArchive+Encoding.swift, decoding in
/// RestorationArchive+Decoding.swift, and the checks that turn an archive into a target
/// state in RestorationArchive+Validation.swift.
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

    /// Reads restoration data.
    static func read(_ data: Data) throws -> Self {
        try JSONDecoder().decode(Self.self, from: data)
    }
}

/// The library's restoration format version that ``Navigator/restorationData(_:)`` writes.
let restorationSchemaVersion = 3
