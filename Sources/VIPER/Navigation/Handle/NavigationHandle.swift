/// A screen's way to navigate: bound to its own entry, weak to its navigator.
///
/// The navigator makes one for every screen it builds with a ``Navigated`` dependency;
/// the module's router keeps it. The handle names the screen *object*, not only its
/// entry identity, and every call first checks that this object is still shown (and, to
/// navigate forward, that it is the visible one): a stale handle, kept by a popped
/// screen's late callback, or by a screen that a restoration rebuilt under the same
/// identity, gets ``NavigationError/Reason/notShown(_:)`` instead of acting on
/// someone else's screen. The handle never keeps the navigator alive.
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
///
/// `Output` is the type of the result the screen hands back with ``finish(with:)``.
@MainActor
public struct NavigationHandle<Output: Sendable> {
    /// The entry this handle acts for.
    public let entryID: NavigationEntryID

    weak var weakNavigator: Navigator?

    /// The serial of the screen object the navigator built with this handle; `nil` for a
    /// handle made by hand, which acts for whatever screen shows ``entryID``.
    let serial: UInt64?

    /// The app-wide services of this screen's flow: the navigator's
    /// ``Navigator/environment``, with what the screens that led here set through
    /// ``Destination/environment(_:_:)``.
    public let environment: NavigationEnvironment

    /// Creates a handle for an entry of a navigator; tests can make one for a router
    /// they build by hand.
    ///
    /// - Parameters:
    ///   - navigator: The navigator that shows the entry; held weakly.
    ///   - entryID: The entry the handle acts for.
    public init(navigator: Navigator, entryID: NavigationEntryID) {
        self.weakNavigator = navigator
        self.entryID = entryID
        self.serial = nil
        self.environment = navigator.environment
    }

    /// Creates the handle of a screen about to be built, as the navigator does.
    @usableFromInline
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

    /// The navigator, or a ``NavigationError/Reason/notShown(_:)`` refusal of `action`
    /// when it was released: then this screen is not shown either.
    func liveNavigator(for action: NavigationAction) throws(NavigationError) -> Navigator {
        guard let weakNavigator else { throw NavigationError(action, .notShown(entryID)) }
        return weakNavigator
    }

    /// Closes this screen without a result: pops it, or dismisses its layer when it is
    /// the layer's first screen; screens above it go too.
    ///
    /// - Throws: ``NavigationError/Reason/notShown(_:)`` when it is no longer shown,
    ///   ``NavigationError/Reason/emptyStack`` for the first screen of the root stack.
    public func close() throws(NavigationError) {
        let source = source
        let navigator = try liveNavigator(for: .close(entryID))
        try navigator.transact(.close(entryID)) { navigator throws(NavigationError) in
            try navigator.engine.requireShown(source, .close(source.id))
            try navigator.engine.stage(.close(source.id, as: .close))
        }
    }

    /// Hands a result back to whoever showed this screen, then closes it.
    ///
    /// The result is delivered when the change commits, exactly once; if the close is
    /// refused, nothing is delivered and the screen stays.
    ///
    /// - Parameter value: The result.
    /// - Throws: As ``close()``.
    public func finish(with value: Output) throws(NavigationError) {
        try liveNavigator(for: .finish(entryID)).finish(entryID, with: value, from: source)
    }

    /// Dismisses the presented layer this screen is in, and every layer above it.
    ///
    /// - Throws: ``NavigationError/Reason/emptyStack`` when the screen is in the
    ///   root stack, ``NavigationError/Reason/notShown(_:)`` when it is not shown.
    public func dismiss() throws(NavigationError) {
        let source = source
        let navigator = try liveNavigator(for: .dismiss)
        try navigator.transact(.dismiss) { navigator throws(NavigationError) in
            try navigator.engine.requireShown(source, .dismiss)
            guard let (layer, _, _) = navigator.state.location(of: source.id), layer > 0 else {
                throw NavigationError(.dismiss, .emptyStack)
            }
            try navigator.engine.stage(
                .close(navigator.state.layers[layer].allEntries[0].id, as: .dismiss))
        }
    }

    /// Runs operations on the navigator as one batch, if this screen is still shown.
    ///
    /// - Parameter body: The operations.
    /// - Returns: What `body` returns.
    /// - Throws: ``NavigationError/Reason/notShown(_:)`` when this screen is no longer
    ///   shown, or what `body` throws.
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
}
