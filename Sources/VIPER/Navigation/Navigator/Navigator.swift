/// The headless Router layer: the navigation state as data, and the live screens it shows.
///
/// A navigator holds a ``NavigationState`` and the screen objects it built through
/// ``DependencyInjectable/make(withDependency:)``. Every operation is one transaction:
/// staged on the state, new screens built, guards asked, then committed as one change;
/// a refusal throws a ``NavigationError`` and changes nothing. After a commit, screens
/// that adopted ``ScreenLifecycle`` hear that they loaded, appeared or disappeared,
/// observers get the change, then the results of screens that left are delivered and the
/// screens released (see <doc:Navigation>).
///
/// ```swift
/// let navigator = Navigator()
/// try navigator.push(.screen(ListScreen.self, input: ()))
/// let detail = try navigator.push(.screen(DetailScreen.self, input: item))
/// let color = try await navigator.presentForResult(.screen(ColorPicker.self, input: palette))
/// try navigator.pop(to: detail)
/// ```
///
/// Screens reach it through the ``NavigationHandle`` in their ``Navigated`` dependency;
/// an adapter mirrors the state through ``addObserver(_:)`` or ``changes()``. It lives on
/// the main actor, like the views it stands for; the state it publishes is `Sendable`.
@MainActor
public final class Navigator {
    /// Every mutable field; only the engine's own events write it (see NavigatorEngine).
    var engine: NavigatorEngine

    /// The refusals made while a change was open, reported once the navigator is idle:
    /// a refusal observer that navigates must not join the change that is open.
    var pendingRefusals: [NavigationError] = []

    /// The work screens run for themselves, cancelled after the commit that retires them.
    let screenWork = ScreenWorkRegistry()

    /// The current state; inside ``batch(_:)``, with the changes staged so far.
    public var state: NavigationState { engine.state }

    /// The app-wide services of the screens built from now on, unless a flow changes them
    /// (``Destination/environment(_:_:)``); a test sets its doubles here.
    public var environment = NavigationEnvironment()

    /// The most redirects a single navigation may go through before it is refused.
    public static let redirectLimit = 8

    /// Creates a navigator with an empty root stack, whose identities count up from
    /// `firstEntryID` (1 makes them predictable in tests) and never wrap around.
    public init(firstEntryID: UInt64 = 1) {
        engine = NavigatorEngine(firstEntryID: firstEntryID)
    }

    isolated deinit {
        // A stream that is never finished leaves its consumer suspended forever.
        for stream in engine.streams { stream.continuation.finish() }
        screenWork.cancelAll()
    }

    /// The live screen object of the entry `id`, or `nil` when it is not shown.
    public func screen(for id: NavigationEntryID) -> Any? {
        engine.screen(showing: id)
    }

    /// The live screen object of the entry `id` as a `type`, or `nil` when it is not shown
    /// or has another type.
    public func screen<Screen>(_ type: Screen.Type, for id: NavigationEntryID) -> Screen? {
        screen(for: id) as? Screen
    }

    /// The visible screen object, if any.
    public var topScreen: Any? { state.top.flatMap { screen(for: $0.id) } }
}

// MARK: - Test hooks

extension Navigator {
    /// The identity the next built screen will get; `nil` once every one was issued.
    @_spi(Testing)
    public var nextEntryID: NavigationEntryID? {
        engine.nextEntryID.map(NavigationEntryID.init)
    }

    /// The number of screen objects the navigator keeps alive.
    @_spi(Testing)
    public var liveScreenCount: Int { engine.liveScreenCount }

    /// The entry identities of the live screen objects, in the order they were added.
    @_spi(Testing)
    public var liveEntryIDs: [NavigationEntryID] { engine.liveEntryIDs }
}
