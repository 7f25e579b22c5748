import VIPER

/// A `NavigationContainer` with UIKit's navigation rules and no UIKit, for testing how a
/// `Navigator`, a `NavigationReconciler` and your own code behave on screen, on any
/// platform.
///
/// It plays the part of the UIKit host: layers of screens, one navigation controller
/// each, that change only through commands and the user's actions, with these rules
/// (from UIKit's documented and observed behaviour):
/// - **Main-queue turns run when the test says.** What the reconciler schedules
///   (``schedule(after:_:)``) waits on ``mainQueue``, a ``SimulatedMainQueue`` with a
///   clock the test moves: ``runMainQueue()`` runs the turns due now, ``settle(limit:)``
///   runs everything and lets time pass until nothing waits.
/// - **Transitions end later.** A command changes ``shownLayers`` at once (as UIKit
///   changes `viewControllers` at once), but its completion runs only when the test calls
///   ``finishTransition()`` or ``settle(limit:)``; with ``holdsCompletions`` it runs even later,
///   at ``deliverHeldCompletions()``, after the container is free again.
/// - **One transition at a time.** A command sent while a transition is in flight is
///   refused, as UIKit refuses a present or dismiss during another transition: nothing
///   changes, its completion never runs, and a ``Violation`` is recorded.
/// - **Hostile on request**, as a device is: with ``callsScreenCode`` it calls the
///   screens' view callbacks (``SimulatedViewLifecycle``) synchronously inside commands
///   and gestures; with ``dropsCompletions`` a finished command's completion is lost;
///   ``presentForeignController()`` and ``dismissForeignController()`` play the app's own
///   alert, presented over the top layer outside the navigator, whose dismissal takes
///   the layers presented over it along; several containers can share one
///   ``SimulatedMainQueue``, as several scenes share the main queue.
/// - **Screens are unique.** A command that would show a screen twice (UIKit traps on a
///   view controller pushed twice) or names a missing layer is refused the same way.
/// - **Dismissing a layer dismisses every layer above it**, in one transition, and the
///   alert over it.
/// - **Tabs and splits follow UIKit's containers** (`Documentation/UIKitFacts.md`, "Tab
///   bar and split view"): each tab and each column is a stack of its own; selecting a
///   tab is immediate (no transition), and a tab that is not selected is off screen, so
///   nobody can swipe in it; the user's tab tap (``tapTab(_:)``) asks
///   `NavigationReconciler.allowsUserSelect(_:inLayer:)` first, like
///   `tabBarController(_:shouldSelect:)`, and a tap on the selected tab pops it to its
///   first screen, as UIKit does; a split collapses and expands when the platform says
///   (``collapseSplit(ofLayer:)``, ``expandSplit(ofLayer:)``), at any time, also in the
///   middle of a transition, and moves no screen.
/// - **An alert goes over the top layer's visible screen**, and nothing is presented
///   while it is up; with ``isPad`` a confirmation dialog needs its anchor in the top
///   layer (UIKit traps on a popover without a source). ``tapAlertButton(_:)`` dismisses
///   it, and the tapped button's action runs once that dismissal ends;
///   ``tapOutsideAlert()`` closes a dialog's popover without a choice.
/// - **The user acts only when nothing is in flight**: ``swipeBack(in:)`` (asks
///   `NavigationReconciler.allowsUserPop(inLayer:in:)`, like a gesture delegate), which the
///   test then completes with ``finishTransition()`` or cancels with ``cancelGesture()``;
///   ``tapBack(levels:in:)`` (the back button or its menu, which UIKit asks no one about);
///   ``swipeDown()`` on a sheet (asks `NavigationReconciler.allowsUserDismiss(ofLayer:)`,
///   like `presentationControllerShouldDismiss`); ``dismissBySystem()``.
///
/// ```swift
/// let navigator = Navigator()
/// let container = SimulatedNavigationContainer()
/// let reconciler = NavigationReconciler(navigator: navigator, container: container)
/// try navigator.push(.screen(ListScreen.self, input: ()))
/// try navigator.push(.screen(DetailScreen.self, input: item))
/// container.settle()
/// container.swipeBack()
/// container.finishTransition()          // the user let go past the threshold
/// #expect(navigator.state.root.count == 1)
/// container.assertShows(navigator)
/// ```
@MainActor
public final class SimulatedNavigationContainer: NavigationContainer {
    /// The layers on screen, root first.
    public internal(set) var shownLayers: [NavigationLayer] = [
        NavigationLayer(style: nil, entries: [])
    ]

    /// The alert on screen, if any.
    public internal(set) var shownAlert: ShownAlert?

    /// Whether the container plays an iPad, where a confirmation dialog is a popover that
    /// needs its anchor; `false` plays an iPhone.
    public var isPad = false

    /// The transition in flight, if any.
    public internal(set) var transition: Transition?

    /// Every command the container accepted, in order.
    public internal(set) var performedCommands: [ContainerCommand] = []

    /// Whether each accepted command was animated, in the order of ``performedCommands``.
    public internal(set) var animations: [Bool] = []

    /// Every command the container refused, with why.
    public internal(set) var violations: [Violation] = []

    /// How many times the user tried to swipe a sheet down and was refused (UIKit calls
    /// `presentationControllerDidAttemptToDismiss` then).
    public internal(set) var refusedDismissAttempts = 0

    /// Whether completions of finished commands wait for ``deliverHeldCompletions()``.
    ///
    /// UIKit runs a completion after the transition ended, and not necessarily before
    /// the next event; holding them lets a test put the user's actions in between.
    public var holdsCompletions: Bool

    /// The styles of presented layers the user can swipe down; `[.sheet]` by default, as
    /// a full-screen cover cannot be.
    public var interactivelyDismissableStyles: Set<PresentationStyle> = [.sheet]

    /// The main queue the reconciler's turns wait on, shared by the containers of
    /// several scenes.
    public let mainQueue: SimulatedMainQueue

    /// Whether the container calls the screens' view callbacks
    /// (``SimulatedViewLifecycle``) synchronously inside commands and gestures, as UIKit
    /// does; `false` by default.
    public var callsScreenCode = false

    /// Whether the completion of every command that finishes from now on is lost, as
    /// UIKit loses one for a present it refused; `false` by default.
    public var dropsCompletions = false

    /// How many completions were lost to ``dropsCompletions``.
    public internal(set) var droppedCompletionCount = 0

    /// Every view callback the container made, in order, while ``callsScreenCode`` was on;
    /// clear it between steps of a test.
    public var viewEvents: [ViewEvent] = []

    /// The index of the layer the app's own controller is presented over, if one is; the
    /// layers above it are presented over that controller.
    public internal(set) var foreignControllerLayer: Int?

    // NB: strong: the container owns its reconciler, which refers back to it weakly.
    var reconciler: NavigationReconciler?
    var completion: (@MainActor () -> Void)?
    var heldCompletions: [@MainActor () -> Void] = []
    var loadedScreens: Set<NavigationEntryID> = []
    /// The callbacks due when the transition in flight ends.
    var pendingViewEvents: [ViewEvent] = []

    /// Creates a container that shows an empty root stack.
    ///
    /// - Parameters:
    ///   - holdsCompletions: Whether completions wait for ``deliverHeldCompletions()``.
    ///   - mainQueue: The main queue; share one between the containers of several scenes.
    public init(
        holdsCompletions: Bool = false, mainQueue: SimulatedMainQueue = SimulatedMainQueue()
    ) {
        self.holdsCompletions = holdsCompletions
        self.mainQueue = mainQueue
    }

    /// Keeps the reconciler that drives this container.
    ///
    /// - Parameter reconciler: The reconciler that drives this container.
    public func attach(_ reconciler: NavigationReconciler) {
        self.reconciler = reconciler
    }

    /// The number of completions waiting for ``deliverHeldCompletions()``.
    public var heldCompletionCount: Int { heldCompletions.count }

    /// Whether a transition is in flight: a command's, the user's, or the app's own.
    public var isTransitionRunning: Bool { transition != nil }

    /// Schedules work on ``mainQueue``.
    ///
    /// - Parameters:
    ///   - delay: How many seconds from now, on the queue's clock.
    ///   - action: The work.
    public func schedule(
        after delay: Double, _ action: @escaping @MainActor @Sendable () -> Void
    ) {
        mainQueue.schedule(after: delay, action)
    }

    /// Runs the main-queue turns due now, and the ones they schedule for now.
    ///
    /// - Returns: How many ran.
    @discardableResult
    public func runMainQueue() -> Int {
        mainQueue.runDueTurns()
    }
}
