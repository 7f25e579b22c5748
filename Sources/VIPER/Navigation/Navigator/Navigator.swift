/// The headless Router layer: the navigation state as data, and the live screens it shows.
///
/// A navigator holds a ``NavigationState`` (a root stack plus presented layers) and, beside
/// it, the screen objects it built through ``DependencyInjectable/make(withDependency:)``.
/// Every operation is one transaction: it is staged on the state value, new screens are
/// built, guards are asked, and it commits as one change; a refused navigation throws a
/// ``NavigationError`` and leaves the state, the live screens and the observers
/// untouched. After a commit the navigator tells screens that adopted
/// ``ScreenLifecycle`` that they loaded, appeared or disappeared, reports the change to
/// observers, then delivers results of screens that left and releases them (see
/// <doc:Navigation> for the order).
///
/// ```swift
/// let navigator = Navigator()
/// try navigator.push(.screen(ListScreen.self, input: ()))
/// let detail = try navigator.push(.screen(DetailScreen.self, input: item))
/// let color = try await navigator.presentForResult(.screen(ColorPicker.self, input: palette))
/// try navigator.pop(to: detail)
/// ```
///
/// Screens reach the navigator through a ``NavigationHandle`` in their ``Navigated``
/// dependency, weakly, bound to their own entry: no singleton, nothing to inject later.
/// A UIKit or SwiftUI adapter mirrors the state by observing ``addObserver(_:)`` or
/// ``changes()``.
///
/// The navigator is not thread-safe by design: it lives on the main actor, like the
/// views it stands for. The state it publishes is `Sendable`.
@MainActor
public final class Navigator {
    /// Every mutable field, in the engine's state machine.
    ///
    /// Only the engine's own events write it; no user code runs inside one, so an access
    /// to it never overlaps another (see NavigatorEngine).
    var engine: NavigatorEngine

    /// The refusals made while a change was open (a step of a batch, a navigation from
    /// a guard or a factory), reported once the navigator is idle again.
    ///
    /// Beside the engine: reporting them is user code, run between its events, and a
    /// refusal observer that navigates must not join the change that is open.
    var pendingRefusals: [NavigationError] = []

    /// The current state.
    ///
    /// Inside ``batch(_:)`` it shows the changes staged so far.
    public var state: NavigationState { engine.state }

    /// The app-wide services of the screens this navigator shows, unless a flow changes
    /// them (``Destination/environment(_:_:)``); each screen's handle carries its own
    /// (``NavigationHandle/environment``).
    ///
    /// A test sets its doubles here before it shows the module under test. Changing it
    /// affects the screens built afterwards, not those already shown.
    public var environment: NavigationEnvironment {
        get { engine.environment }
        set { engine.setEnvironment(newValue) }
    }

    /// The most redirects a single navigation may go through before it is refused.
    public static let redirectLimit = 8

    /// Creates a navigator with an empty root stack.
    ///
    /// - Parameter firstEntryID: The number of the first identity it issues; later ones
    ///   count up from it, up to `UInt64.max` and never around. The default, 1, makes
    ///   identities predictable in tests.
    public init(firstEntryID: UInt64 = 1) {
        engine = NavigatorEngine(firstEntryID: firstEntryID)
    }

    deinit {
        // A continuation that is dropped without `finish()` leaves its consumer
        // suspended forever; end every stream with the navigator instead.
        for stream in engine.streams { stream.continuation.finish() }
    }

    /// The live screen object of an entry.
    ///
    /// - Parameter id: The entry's identity.
    /// - Returns: The screen, or `nil` when the entry is not shown.
    public func screen(for id: NavigationEntryID) -> Any? {
        engine.screen(showing: id)
    }

    /// The live screen object of an entry, as the type it was built as.
    ///
    /// - Parameters:
    ///   - type: The screen type.
    ///   - id: The entry's identity.
    /// - Returns: The screen, or `nil` when the entry is not shown or has another type.
    public func screen<Screen>(_ type: Screen.Type, for id: NavigationEntryID) -> Screen? {
        screen(for: id) as? Screen
    }

    /// The visible screen object, if any.
    public var topScreen: Any? { state.top.flatMap { screen(for: $0.id) } }
}

// MARK: - Test hooks

extension Navigator {
    /// The identity the next built screen will get, or `nil` when every identity has been
    /// issued.
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
