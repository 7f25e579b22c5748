/// A screen's way to navigate: bound to its own entry, weak to its navigator.
///
/// The navigator makes one for every screen it builds with a ``Navigated`` dependency;
/// the module's router keeps it. Its calls are the ``Navigator``'s, each first checking
/// that this screen *object* is still shown (and, to show a screen over it, visible): a
/// stale handle, such as a popped screen's late callback, gets
/// ``NavigationError/Reason/notShown(_:)`` or ``NavigationError/Reason/entryNotOnTop(_:top:)``
/// instead of acting on someone else's screen. `Output` is the type of the result the
/// screen hands back with ``finish(with:)``.
///
/// ```swift
/// final class DetailRouter {
///     private let navigation: NavigationHandle<Never>
///     init(navigation: NavigationHandle<Never>) { self.navigation = navigation }
///
///     func showComments(for id: Int) throws(NavigationError) {
///         try navigation.push(.screen(CommentsScreen.self, input: id))
///     }
/// }
/// ```
@MainActor
public struct NavigationHandle<Output: Sendable> {
    /// The entry this handle acts for.
    public let entryID: NavigationEntryID

    weak var weakNavigator: Navigator?

    /// The serial of the screen object built with this handle; `nil` for a handle made by
    /// hand, which acts for whatever screen shows ``entryID``.
    let serial: UInt64?

    /// The app-wide services of this screen's flow: the navigator's, with what the
    /// screens that led here set.
    public let environment: NavigationEnvironment

    /// Creates a handle for the entry `entryID` of `navigator`, as a test does for a
    /// router it builds by hand.
    public init(navigator: Navigator, entryID: NavigationEntryID) {
        self.weakNavigator = navigator
        self.entryID = entryID
        self.serial = nil
        self.environment = navigator.environment
    }

    /// Creates the handle of a screen about to be built.
    init(navigator: Navigator, reservation: ScreenReservation) {
        self.weakNavigator = navigator
        self.entryID = reservation.id
        self.serial = reservation.serial
        self.environment = reservation.environment
    }

    var source: NavigationHandleSource {
        NavigationHandleSource(id: entryID, serial: serial, environment: environment)
    }

    /// Whether this handle's screen is still shown (visible or covered).
    public var isShown: Bool { weakNavigator?.engine.isShown(entryID, serial: serial) ?? false }

    /// Whether this handle's screen is the visible one.
    public var isVisible: Bool { isShown && weakNavigator?.state.topID == entryID }

    /// The navigator; once it is released, `action` is refused as
    /// ``NavigationError/Reason/notShown(_:)``.
    func liveNavigator(for action: NavigationAction) throws(NavigationError) -> Navigator {
        guard let weakNavigator else { throw NavigationError(action, .notShown(entryID)) }
        return weakNavigator
    }

    /// Closes this screen without a result; throws as ``Navigator/close(_:)``.
    public func close() throws(NavigationError) {
        try transact(.close(entryID)) { navigator throws(NavigationError) in
            try navigator.engine.stage(.close(entryID, as: .close(entryID)))
        }
    }

    /// Hands `value` back to whoever showed this screen, then closes it; the value is
    /// delivered once, when the change commits, and not at all when it is refused.
    public func finish(with value: Output) throws(NavigationError) {
        try transact(.finish(entryID)) { navigator throws(NavigationError) in
            try navigator.engine.stage(.close(entryID, as: .finish(entryID)))
            navigator.engine.stageResult(for: entryID)?.stage(value)
        }
    }

    /// Dismisses the presented layer this screen is in, and every layer above it.
    ///
    /// - Throws: ``NavigationError/Reason/emptyStack`` in the root layer.
    public func dismiss() throws(NavigationError) {
        try transact(.dismiss) { navigator throws(NavigationError) in
            guard let (layer, _, _) = navigator.state.location(of: entryID), layer > 0 else {
                throw NavigationError(.dismiss, .emptyStack)
            }
            try navigator.engine.stage(
                .close(navigator.state.layers[layer].allEntries[0].id, as: .dismiss))
        }
    }

    /// Runs `body` on the navigator as one batch, as ``Navigator/batch(_:)`` does, if
    /// this screen is still shown, and returns what it returns.
    @discardableResult
    public func navigate<Value>(
        _ body: (Navigator) throws(NavigationError) -> Value
    ) throws(NavigationError) -> Value {
        let source = source
        let navigator = try liveNavigator(for: .batch([]))
        return try navigator.batch { navigator throws(NavigationError) in
            try navigator.engine.requireShown(source, .batch([]))
            return try body(navigator)
        }
    }

    /// Runs `stage` as one transaction of the navigator, once this screen is checked shown.
    private func transact(
        _ action: NavigationAction, _ stage: (Navigator) throws(NavigationError) -> Void
    ) throws(NavigationError) {
        let source = source
        let navigator = try liveNavigator(for: action)
        try navigator.transact(action) { () throws(NavigationError) in
            try navigator.engine.requireShown(source, action)
            try stage(navigator)
        }
    }
}
