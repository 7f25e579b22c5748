/// A navigation the navigator refused: what was asked and why not.
///
/// A refused navigation changes nothing: the state compares equal to what it was
/// before, no screen is built or released, no change observer hears about it. The
/// navigator reports every refusal, once, to the handlers of
/// ``Navigator/addRefusalObserver(_:)``, so a caller that ignores the error (a
/// wireframe method that returns `Void` and writes `try?`) does not lose it.
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
    /// Why a navigation was refused.
    public enum Reason: Hashable, Sendable, CustomStringConvertible {
        /// The change needs a screen where there is none: it would pop the first screen
        /// of the top stack, pop to the screen that is already its layer's top, dismiss
        /// when nothing is presented (or the root layer), leave a presented stack empty,
        /// or present over an empty root stack.
        ///
        /// Read ``NavigationState`` first; dismiss a presented stack rather than emptying
        /// it; push a first screen before presenting.
        case emptyStack
        /// The screen the operation names is not shown: the screen to pop to or close, a
        /// screen kept with ``Destination/existing(_:)``, the screen a platform-driven
        /// change reports, or the screen that asks through its ``NavigationHandle`` (it
        /// was removed, another screen has its identity after a restoration, or its
        /// navigator was released).
        ///
        /// Drop the stale identity or handle; take identities from the current state.
        case notShown(NavigationEntryID)
        /// The screen that asked is covered by another screen, so it cannot navigate
        /// forward; navigate from the visible screen, or close the ones above first.
        case entryNotOnTop(NavigationEntryID, top: NavigationEntryID?)
        /// A layer is not the container the navigation needs. With a placement: the
        /// operation names a tab or column the layer does not have (a tab of a stack or a
        /// split, an unknown tag, a column of a layer that is not a split, the
        /// supplementary column of a two-column split), or the layer's tabs repeat that
        /// tag or select a tag no tab has. Without one: the root layer (layer 0) has a
        /// presentation style, or a presented layer has none.
        ///
        /// Read the layer's ``NavigationLayer/content`` first; name tabs and columns it
        /// has; give styles to presented layers only.
        case invalidContainer(layer: Int, NavigationPlacement?)
        /// The navigator has issued every identity there is; it cannot build another
        /// screen. Identities never wrap, so this is never a duplicate; start from a
        /// lower ``Navigator/init(firstEntryID:)``.
        case identitiesExhausted
        /// Two screens would share an identity, or an existing screen was pushed or
        /// presented again; name each screen once, and show new screens with a
        /// destination that builds them.
        case duplicateEntry(NavigationEntryID)
        /// Navigation was asked while a change was being built, guarded or reported;
        /// navigate after it, from an observer's later turn or a `Task`.
        case reentrant
        /// A guard vetoed the change, with its reason, or guards kept redirecting past
        /// ``Navigator/redirectLimit``; change what the guards check, or what is asked.
        case vetoed(String)
        /// No deep link pattern matches the URL; open it some other way or ignore it.
        case unknownDeepLink
        /// The URL matches a deep link whose parameters do not parse; tell the user the
        /// link is broken.
        case invalidDeepLink(String)
        /// The route table has no screen for a route; check the route, or have the table
        /// resolve it.
        case routeUnavailable(String)
        /// Entries have no route of the app's route type, so the state cannot be written
        /// to restoration data; every such entry is named, bottom first.
        ///
        /// Adopt ``RestorableScreen`` in their screen types, or build them from a
        /// ``RouteTable``.
        case notRestorable([NavigationEntry])
        /// The screen hands back another result type than the caller receives; receive
        /// the type the screen's `Navigated` dependency names.
        case resultTypeMismatch(expected: String, found: String)
        /// Restoration data is not valid JSON, is truncated, or breaks the format;
        /// discard it and start from the first screen.
        case corruptRestorationData(String)
        /// Restoration data names a route or tag this app does not know; discard it, or
        /// add the route back.
        case unknownRestorationTag(String)
        /// Restoration data was written by a schema this version does not read; discard
        /// it.
        case unsupportedSchemaVersion(found: Int, supported: Int)
        /// Restoration data was written by a route version this app cannot read: a newer
        /// one, or an older one without a ``RouteMigration`` chain to the current one.
        /// Add the missing migration, or discard the data.
        case unsupportedRouteVersion(found: Int, supported: Int)
        /// A ``RouteMigration`` step refused the route of an entry, with its error; fix
        /// the step, or discard the data.
        case routeMigrationFailed(NavigationEntryID, String)
        /// The task that awaited the navigation was cancelled before it committed;
        /// nothing to do unless it is still wanted.
        case cancelled
        /// Another navigation that changed the state committed while this one was
        /// resolving its routes; ask again if it is still wanted. For a platform report
        /// that ``NavigationReconciler`` refused: the app navigated while the user's
        /// gesture was in flight, so the pop or dismissal it reports would remove screens
        /// the user never saw; nothing to do, the reconciler shows the state again.
        case superseded

        /// A sentence saying why the navigation was refused and what to do.
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

    /// Whether a navigator has told its refusal observers about this error.
    ///
    /// The error passes through several operations on its way out (a step of a batch,
    /// then the batch; a push, then the handle that asked); the first that reports it
    /// marks it, so the others do not report it again. Not part of equality.
    var isReported = false

    /// Creates an error.
    ///
    /// - Parameters:
    ///   - action: What was asked.
    ///   - reason: Why it was refused.
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
