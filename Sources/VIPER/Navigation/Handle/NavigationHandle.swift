/// A screen's way to navigate: bound to its own entry, weak to its navigator.
///
/// The navigator makes one for every screen it builds with a ``Navigated`` dependency;
/// the module's router keeps it. The handle names the screen *object*, not only its
/// entry identity, and every call first checks that this object is still shown (and, to
/// navigate forward, that it is the visible one): a stale handle, kept by a popped
/// screen's late callback, or by a screen that a restoration rebuilt under the same
/// identity, gets ``NavigationError/Reason/entryNotShown(_:)`` instead of acting on
/// someone else's screen. The handle never keeps the navigator alive.
///
/// ```swift
/// final class DetailRouter {
///     private let navigation: NavigationHandle<Never>
///     init(navigation: NavigationHandle<Never>) { self.navigation = navigation }
///
///     func showComments(for id: Int) throws(NavigationError) {
///         try navigation.push(CommentsScreen.self, input: id)
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
    }

    /// Creates the handle of a screen about to be built, as the navigator does.
    @usableFromInline
    init(navigator: Navigator, reservation: ScreenReservation) {
        self.weakNavigator = navigator
        self.entryID = reservation.id
        self.serial = reservation.serial
    }

    var source: NavigationHandleSource {
        NavigationHandleSource(id: entryID, serial: serial)
    }

    /// Whether this handle's screen is still shown (visible or covered).
    public var isShown: Bool { weakNavigator?.engine.isShown(entryID, serial: serial) ?? false }

    /// Whether this handle's screen is the visible one.
    public var isVisible: Bool { isShown && weakNavigator?.state.topID == entryID }

    /// The navigator, or a ``NavigationError/Reason/navigatorReleased`` refusal of `action`.
    func resolve(_ action: NavigationAction) throws(NavigationError) -> Navigator {
        guard let weakNavigator else { throw NavigationError(action, .navigatorReleased) }
        return weakNavigator
    }

    /// Pushes a screen over this one.
    ///
    /// - Parameters:
    ///   - type: The screen type.
    ///   - dependency: What the screen needs.
    /// - Returns: The new entry's identity.
    /// - Throws: ``NavigationError/Reason/entryNotShown(_:)`` or
    ///   ``NavigationError/Reason/entryNotOnTop(_:top:)`` when this screen is not the
    ///   visible one, or what ``Navigator/push(_:dependency:)`` throws.
    @discardableResult
    public func push<Screen: DependencyInjectable>(
        _ type: Screen.Type, dependency: Screen.Dependency
    ) throws(NavigationError) -> NavigationEntryID {
        try resolve(.push(ScreenType(type))).push(type, from: source, result: nil) { _ in
            Screen.make(withDependency: dependency)
        }
    }

    /// Pushes a screen that navigates over this one.
    ///
    /// - Parameters:
    ///   - type: The screen type; its dependency is `Navigated<Input, ChildOutput>`.
    ///   - input: The screen's input.
    ///   - onResult: Called once with the screen's result, or `nil` when it is removed
    ///     without one.
    /// - Returns: The new entry's identity.
    /// - Throws: As ``push(_:dependency:)``.
    @discardableResult
    public func push<Screen: DependencyInjectable, Input, ChildOutput>(
        _ type: Screen.Type, input: Input, onResult: (@MainActor (ChildOutput?) -> Void)? = nil
    ) throws(NavigationError) -> NavigationEntryID
    where Screen.Dependency == Navigated<Input, ChildOutput> {
        try resolve(.push(ScreenType(type))).pushNavigated(
            type, input: input, from: source, slot: resultSlot(receiving: onResult))
    }

    /// Presents a screen over this one.
    ///
    /// - Parameters:
    ///   - type: The screen type.
    ///   - dependency: What the screen needs.
    ///   - style: How the layer is presented.
    /// - Returns: The new entry's identity.
    /// - Throws: As ``push(_:dependency:)``.
    @discardableResult
    public func present<Screen: DependencyInjectable>(
        _ type: Screen.Type, dependency: Screen.Dependency, style: PresentationStyle = .sheet
    ) throws(NavigationError) -> NavigationEntryID {
        try resolve(.present(ScreenType(type), style)).present(
            type, style: style, from: source, result: nil
        ) { _ in Screen.make(withDependency: dependency) }
    }

    /// Presents a screen that navigates over this one.
    ///
    /// - Parameters:
    ///   - type: The screen type; its dependency is `Navigated<Input, ChildOutput>`.
    ///   - input: The screen's input.
    ///   - style: How the layer is presented.
    ///   - onResult: Called once with the screen's result, or `nil` when it is removed
    ///     without one.
    /// - Returns: The new entry's identity.
    /// - Throws: As ``push(_:dependency:)``.
    @discardableResult
    public func present<Screen: DependencyInjectable, Input, ChildOutput>(
        _ type: Screen.Type, input: Input, style: PresentationStyle = .sheet,
        onResult: (@MainActor (ChildOutput?) -> Void)? = nil
    ) throws(NavigationError) -> NavigationEntryID
    where Screen.Dependency == Navigated<Input, ChildOutput> {
        try resolve(.present(ScreenType(type), style)).presentNavigated(
            type, input: input, style: style, from: source,
            slot: resultSlot(receiving: onResult))
    }

    /// Pushes a screen that navigates over this one and waits for its result.
    ///
    /// ```swift
    /// if let edited = try await navigation.pushForResult(EditScreen.self, input: item) {
    ///     presenter.didEdit(edited)
    /// }
    /// ```
    ///
    /// - Parameters:
    ///   - type: The screen type; its dependency is `Navigated<Input, ChildOutput>`.
    ///   - input: The screen's input.
    /// - Returns: The screen's result, or `nil` when it is removed without one or the
    ///   navigator is released while waiting.
    /// - Throws: As ``push(_:dependency:)``; then nothing was shown.
    public func pushForResult<Screen: DependencyInjectable, Input, ChildOutput>(
        _ type: Screen.Type, input: Input
    ) async throws(NavigationError) -> ChildOutput?
    where Screen.Dependency == Navigated<Input, ChildOutput> {
        // NB: as in `presentForResult`, the navigator is only borrowed to start.
        try await ResultSlot<ChildOutput>.awaiting { slot throws(NavigationError) in
            try resolve(.push(ScreenType(type))).pushNavigated(
                type, input: input, from: source, slot: slot)
        }
    }

    /// Presents a screen that navigates over this one and waits for its result.
    ///
    /// - Parameters:
    ///   - type: The screen type; its dependency is `Navigated<Input, ChildOutput>`.
    ///   - input: The screen's input.
    ///   - style: How the layer is presented.
    /// - Returns: The screen's result, or `nil` when it is removed without one or the
    ///   navigator is released while waiting.
    /// - Throws: As ``push(_:dependency:)``; then nothing was shown.
    public func presentForResult<Screen: DependencyInjectable, Input, ChildOutput>(
        _ type: Screen.Type, input: Input, style: PresentationStyle = .sheet
    ) async throws(NavigationError) -> ChildOutput?
    where Screen.Dependency == Navigated<Input, ChildOutput> {
        // NB: the navigator is only borrowed to start the navigation; while waiting the
        // handle holds it weakly, so releasing it resumes the caller with `nil`.
        try await ResultSlot<ChildOutput>.awaiting { slot throws(NavigationError) in
            try resolve(.present(ScreenType(type), style)).presentNavigated(
                type, input: input, style: style, from: source, slot: slot)
        }
    }

    /// Closes this screen without a result: pops it, or dismisses its layer when it is
    /// the layer's first screen; screens above it go too.
    ///
    /// - Throws: ``NavigationError/Reason/entryNotShown(_:)`` when it is no longer shown,
    ///   ``NavigationError/Reason/cannotPopRoot`` for the first screen of the root stack.
    public func close() throws(NavigationError) {
        let source = source
        let navigator = try resolve(.close(entryID))
        try navigator.transact(.close(entryID)) { () throws(NavigationError) in
            try navigator.requireShown(source, .close(source.id))
            try navigator.closeStaged(source.id, as: .close(source.id))
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
        try resolve(.finish(entryID)).finish(entryID, with: value, from: source)
    }

    /// Dismisses the presented layer this screen is in, and every layer above it.
    ///
    /// - Throws: ``NavigationError/Reason/nothingPresented`` when the screen is in the
    ///   root stack, ``NavigationError/Reason/entryNotShown(_:)`` when it is not shown.
    public func dismiss() throws(NavigationError) {
        let source = source
        let navigator = try resolve(.dismiss)
        try navigator.transact(.dismiss) { () throws(NavigationError) in
            try navigator.requireShown(source, .dismiss)
            guard let (layer, _) = navigator.state.location(of: source.id), layer > 0 else {
                throw NavigationError(.dismiss, .nothingPresented)
            }
            try navigator.closeStaged(navigator.state.layers[layer].entries[0].id, as: .dismiss)
        }
    }

    /// Runs operations on the navigator as one batch, if this screen is still shown.
    ///
    /// - Parameter body: The operations.
    /// - Returns: What `body` returns.
    /// - Throws: ``NavigationError/Reason/entryNotShown(_:)`` when this screen is no longer
    ///   shown, or what `body` throws.
    @discardableResult
    public func navigate<Result>(
        _ body: (Navigator) throws(NavigationError) -> Result
    ) throws(NavigationError) -> Result {
        let source = source
        let navigator = try resolve(.batch([]))
        return try navigator.batch { navigator throws(NavigationError) in
            try navigator.requireShown(source, .batch([]))
            return try body(navigator)
        }
    }
}
