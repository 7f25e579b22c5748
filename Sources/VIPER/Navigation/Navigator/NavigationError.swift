/// A navigation the navigator refused: what was asked and why not.
///
/// A refused navigation changes nothing: the state compares equal to what it was
/// before, no screen is built or released, no observer hears about it.
///
/// ```swift
/// do {
///     try navigator.pop()
/// } catch {
///     print(error)  // pop() refused: the top stack has only its first screen; …
///     #expect(error.reason == .cannotPopRoot)
/// }
/// ```
public struct NavigationError: Error, Hashable, Sendable, CustomStringConvertible {
    /// Why a navigation was refused.
    public enum Reason: Hashable, Sendable, CustomStringConvertible {
        /// Popping would remove the first screen of the top stack.
        case cannotPopRoot
        /// The screen is already the top of its layer, so there is nothing above it to pop.
        case nothingToPop(NavigationEntryID)
        /// The screen is in the root layer, which is not presented and cannot be dismissed.
        case cannotDismissRoot
        /// The operation names, as its target, an entry that is not in the state: the
        /// screen to pop to or close, a screen to keep with ``Destination/existing(_:)``,
        /// the screen a platform-driven change reports.
        ///
        /// Compare ``entryNotShown(_:)``, which is about the screen that *asks*.
        case unknownEntry(NavigationEntryID)
        /// Nothing is presented, so there is nothing to dismiss.
        case nothingPresented
        /// The operation would leave a stack without a screen: an empty presented layer,
        /// or layers presented over an empty root stack.
        case emptyStack
        /// No screen is shown, so there is nothing to present over.
        case nothingShown
        /// A layer's presentation style is wrong: the root layer (layer 0) has one, or a
        /// presented layer has none.
        case invalidLayerStyle(layer: Int)
        /// The navigator has issued every identity there is; it cannot build another
        /// screen. Identities never wrap, so this is never a duplicate.
        case identitiesExhausted
        /// Two screens would share an identity.
        case duplicateEntry(NavigationEntryID)
        /// The screen that asked, through its ``NavigationHandle``, is no longer shown:
        /// it was removed, or another screen now has its identity after a restoration.
        ///
        /// Compare ``unknownEntry(_:)``, which is about the entry an operation targets.
        case entryNotShown(NavigationEntryID)
        /// The screen that asked is covered by another screen, so it cannot navigate
        /// forward.
        case entryNotOnTop(NavigationEntryID, top: NavigationEntryID?)
        /// The navigator behind a handle has been released.
        case navigatorReleased
        /// Navigation was asked while a change was being built, guarded or reported.
        case reentrant
        /// A guard vetoed the change, with its reason.
        case vetoed(String)
        /// Guards kept redirecting; the limit of redirects was reached.
        case redirectLimitExceeded(Int)
        /// No deep link pattern matches the URL.
        case unknownDeepLink
        /// The URL matches a deep link whose parameters do not parse.
        case invalidDeepLink(String)
        /// The route table has no screen for a route.
        case routeUnavailable(String)
        /// Entries have no route of the app's route type, so the state cannot be written
        /// to restoration data; every such entry is named, bottom first.
        ///
        /// Adopt ``RestorableScreen`` in their screen types, or build them from a
        /// ``RouteTable``.
        case notRestorable([NavigationEntry])
        /// A route's screen hands back another result type than the caller receives.
        case resultTypeMismatch(expected: String, found: String)
        /// Restoration data is not valid JSON, is truncated, or breaks the format.
        case corruptRestorationData(String)
        /// Restoration data names a route or tag this app does not know.
        case unknownRestorationTag(String)
        /// Restoration data was written by a schema this version does not read.
        case unsupportedSchemaVersion(found: Int, supported: Int)
        /// Restoration data was written by a route version this app cannot read: a newer
        /// one, or an older one without a ``RouteMigration`` chain to the current one.
        case unsupportedRouteVersion(found: Int, supported: Int)
        /// A ``RouteMigration`` step refused the route of an entry, with its error.
        case routeMigrationFailed(NavigationEntryID, String)
        /// The task that awaited the navigation was cancelled before it committed.
        case cancelled
        /// Another navigation that changed the state committed while this one was
        /// resolving its routes.
        case superseded

        /// A sentence saying why the navigation was refused.
        public var description: String {
            switch self {
            case .cannotPopRoot:
                "the top stack has only its first screen; dismiss it or set the stack instead"
            case .nothingToPop(let id): "screen \(id) is already the top of its layer"
            case .cannotDismissRoot: "the root layer is not presented, so it cannot be dismissed"
            case .unknownEntry(let id): "no screen with identity \(id) is shown"
            case .nothingPresented: "nothing is presented"
            case .emptyStack: "it would leave a stack without a screen"
            case .nothingShown: "no screen is shown to present over"
            case .invalidLayerStyle(let layer) where layer == 0:
                "the root layer has a presentation style; only presented layers have one"
            case .invalidLayerStyle(let layer): "presented layer \(layer) has no presentation style"
            case .identitiesExhausted: "every entry identity has been issued; none is left"
            case .duplicateEntry(let id): "identity \(id) would be used twice"
            case .entryNotShown(let id): "screen \(id) is no longer shown"
            case .entryNotOnTop(let id, let top):
                "screen \(id) is covered by \(top.map(\.description) ?? "nothing")"
            case .navigatorReleased: "the navigator has been released"
            case .reentrant:
                "another change is being built, guarded or reported; navigate after it"
            case .vetoed(let reason): "a guard vetoed it: \(reason)"
            case .redirectLimitExceeded(let limit): "guards redirected more than \(limit) times"
            case .unknownDeepLink: "no deep link matches the URL"
            case .invalidDeepLink(let detail): "the deep link's parameters are invalid: \(detail)"
            case .routeUnavailable(let detail): "the route table refused a route: \(detail)"
            case .notRestorable(let entries):
                "\(entries.map(\.description).joined(separator: ", ")) "
                    + (entries.count == 1 ? "has" : "have")
                    + " no route; adopt RestorableScreen or build from a RouteTable"
            case .resultTypeMismatch(let expected, let found):
                "the caller receives \(expected), but the route's screen hands back \(found)"
            case .corruptRestorationData(let detail): "the data is corrupt: \(detail)"
            case .unknownRestorationTag(let detail): "the data has an unknown tag: \(detail)"
            case .unsupportedSchemaVersion(let found, let supported):
                "the data has schema version \(found); this version reads 1 to \(supported)"
            case .unsupportedRouteVersion(let found, let supported):
                "the data has route version \(found); the routes are version \(supported), and no migration leads there"
            case .routeMigrationFailed(let id, let detail):
                "the migration of screen \(id)'s route failed: \(detail)"
            case .cancelled: "its task was cancelled while it resolved its routes"
            case .superseded: "another navigation committed while it resolved its routes"
            }
        }
    }

    /// What was asked.
    public let action: NavigationAction

    /// Why it was refused.
    public let reason: Reason

    /// Creates an error.
    ///
    /// - Parameters:
    ///   - action: What was asked.
    ///   - reason: Why it was refused.
    public init(_ action: NavigationAction, _ reason: Reason) {
        self.action = action
        self.reason = reason
    }

    /// A sentence such as `pop() refused: nothing is presented; the state is unchanged`.
    public var description: String {
        "\(action) refused: \(reason); the state is unchanged"
    }
}
