/// A navigation the navigator refused: what was asked and why not.
///
/// A refused navigation changes nothing: the state compares equal to what it was, no
/// screen is built or released, no change observer hears about it. The navigator reports
/// every refusal once to ``Navigator/addRefusalObserver(_:)``, even one a caller drops
/// with `try?`.
///
/// ```swift
/// do {
///     try navigator.pop()
/// } catch {
///     print(error)  // pop() refused: there is no screen there: …
///     #expect(error.reason == .emptyStack)
/// }
/// ```
public struct NavigationError: Error, Hashable, Sendable, CustomStringConvertible {
    /// Why a navigation was refused; ``description`` says what to do.
    public enum Reason: Hashable, Sendable, CustomStringConvertible {
        /// The change would pop or dismiss the root stack's first screen, pop to a layer's
        /// top, leave a presented stack empty, or present over an empty root stack.
        case emptyStack
        /// The screen the operation names, or the handle's screen, is not shown (any more).
        case notShown(NavigationEntryID)
        /// The screen that asked to navigate forward is covered by `top`.
        case entryNotOnTop(NavigationEntryID, top: NavigationEntryID?)
        /// The layer has no such tab or column, its tabs repeat or miss the selected tag,
        /// or (no placement) only the root layer has a style, or a presented one has none.
        case invalidContainer(layer: Int, NavigationPlacement?)
        /// The layer's style selects the detent with this identifier without offering it,
        /// offers no detent or one twice, or the layer has no detents to select from.
        case detentNotOffered(layer: Int, String)
        /// Every identity was issued (they never wrap); see ``Navigator/init(firstEntryID:)``.
        case identitiesExhausted
        /// Two screens would share an identity, or an existing screen was shown again.
        case duplicateEntry(NavigationEntryID)
        /// Navigation was asked while a change was being built, guarded or reported.
        case reentrant
        /// A guard vetoed, or redirected past ``Navigator/redirectLimit``.
        case vetoed(String)
        /// No deep link pattern matches the URL.
        case unknownDeepLink
        /// The URL matches a deep link whose parameters do not parse.
        case invalidDeepLink(String)
        /// The route table has no screen for a route.
        case routeUnavailable(String)
        /// These entries, bottom first, have no route of the app's route type
        /// (adopt ``RestorableScreen`` or build them from a ``RouteTable``).
        case notRestorable([NavigationEntry])
        /// The screen hands back another result type than the caller receives.
        case resultTypeMismatch(expected: String, found: String)
        /// Restoration data is not valid JSON, is truncated, or breaks the format.
        case corruptRestorationData(String)
        /// Restoration data names a route or tag this app does not know.
        case unknownRestorationTag(String)
        /// Restoration data was written by a schema this version does not read.
        case unsupportedSchemaVersion(found: Int, supported: Int)
        /// Restoration data has a newer route version, or an older one without a
        /// ``RouteMigration`` chain to the current one.
        case unsupportedRouteVersion(found: Int, supported: Int)
        /// A ``RouteMigration`` step refused an entry's route, with its error.
        case routeMigrationFailed(NavigationEntryID, String)
        /// The awaiting task was cancelled before the navigation committed.
        case cancelled
        /// Another navigation committed while this one resolved its routes, or while the
        /// gesture a ``NavigationReconciler`` reports was in flight.
        case superseded

        /// Why the navigation was refused, and what to do.
        public var description: String {
            switch self {
            case .emptyStack:
                "there is no screen there: it would pop or dismiss the root stack's first screen, leave a stack empty, or present over nothing; read the state first"
            case .notShown(let id):
                "screen \(id) is not shown; drop the stale identity or handle"
            case .entryNotOnTop(let id, let top):
                "screen \(id) is covered by \(top.map(\.description) ?? "nothing"); navigate from the visible screen"
            case .invalidContainer(let layer, nil) where layer == 0:
                "the root layer has a presentation style; only presented layers have one"
            case .invalidContainer(let layer, nil):
                "presented layer \(layer) has no presentation style; give it one"
            case .invalidContainer(let layer, .tab(let tag)?):
                "layer \(layer) has no single tab \"\(tag)\"; name a tab it has, once"
            case .invalidContainer(let layer, let placement?):
                "layer \(layer) has no \(placement) stack; name a stack it has"
            case .detentNotOffered(let layer, let identifier):
                "layer \(layer) does not offer detent \"\(identifier)\" once among a non-empty set; select an offered one"
            case .identitiesExhausted:
                "every entry identity has been issued; start from a lower first identity"
            case .duplicateEntry(let id):
                "identity \(id) would be used twice; name each screen once"
            case .reentrant:
                "another change is being built, guarded or reported; navigate after it"
            case .vetoed(let reason): "a guard vetoed it: \(reason)"
            case .unknownDeepLink: "no deep link matches the URL; open it some other way"
            case .invalidDeepLink(let detail):
                "the deep link's parameters are invalid: \(detail)"
            case .routeUnavailable(let detail): "the route table refused a route: \(detail)"
            case .notRestorable(let entries):
                "\(entries.map(\.description).joined(separator: ", ")) "
                    + (entries.count == 1 ? "has" : "have")
                    + " no route; adopt RestorableScreen or build from a RouteTable"
            case .resultTypeMismatch(let expected, let found):
                "the caller receives \(expected), but the screen hands back \(found)"
            case .corruptRestorationData(let detail):
                "the data is corrupt: \(detail); discard it"
            case .unknownRestorationTag(let detail):
                "the data has an unknown tag: \(detail); discard it"
            case .unsupportedSchemaVersion(let found, let supported):
                "the data has schema version \(found); this version reads \(supported); discard it"
            case .unsupportedRouteVersion(let found, let supported):
                "the data has route version \(found); the routes are version \(supported), and no migration leads there"
            case .routeMigrationFailed(let id, let detail):
                "the migration of screen \(id)'s route failed: \(detail)"
            case .cancelled: "its task was cancelled while it resolved its routes"
            case .superseded:
                "another navigation committed while it resolved its routes or the gesture ran"
            }
        }
    }

    /// What was asked.
    public let action: NavigationAction

    /// Why it was refused.
    public let reason: Reason

    /// Whether a navigator reported it (the first operation it leaves does); not compared.
    var isReported = false

    /// Creates the error that refuses `action` for `reason`.
    public init(_ action: NavigationAction, _ reason: Reason) {
        self.action = action
        self.reason = reason
    }

    /// Whether two errors name the same action and the same reason.
    public static func == (lhs: NavigationError, rhs: NavigationError) -> Bool {
        lhs.action == rhs.action && lhs.reason == rhs.reason
    }

    /// Hashes the action and the reason.
    public func hash(into hasher: inout Hasher) {
        hasher.combine(action)
        hasher.combine(reason)
    }

    /// A sentence such as `pop() refused: nothing is presented; the state is unchanged`.
    public var description: String {
        "\(action) refused: \(reason); the state is unchanged"
    }
}
