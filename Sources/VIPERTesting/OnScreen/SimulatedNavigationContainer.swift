/// A `NavigationContainer` with UIKit's navigation rules and no UIKit, for testing how a
/// `Navigator`, a `NavigationReconciler` and your own code behave on screen, on any
/// platform.
///
/// It plays the UIKit host (`Documentation/UIKitFacts.md`). A command changes
/// ``shownLayers`` at once and completes at ``finishTransition()``; one sent during another
/// transition, or that would show a screen twice, is refused with a ``Violation``. Main-queue
/// turns wait on ``mainQueue`` until the test runs them. The user acts only when nothing is
/// in flight (``swipeBack(in:)``, ``tapBack(levels:in:)``, ``swipeDown()``, ``tapTab(_:)``),
/// and the reconciler is asked first where UIKit asks a delegate. It is hostile on request:
/// ``callsScreenCode``, ``dropsCompletions``, ``holdsCompletions``,
/// ``presentForeignController()``.
///
/// ```swift
/// let container = SimulatedNavigationContainer()
/// let reconciler = NavigationReconciler(navigator: navigator, container: container)
/// try navigator.push(.screen(DetailScreen.self, input: item))
/// container.settle()
/// container.swipeBack()
/// container.finishTransition()          // the user let go past the threshold
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

    /// Whether the container plays an iPad, where a confirmation dialog needs its anchor.
    public var isPad = false

    /// The transition in flight, if any.
    public internal(set) var transition: Transition?

    /// Every command the container accepted, in order.
    public internal(set) var performedCommands: [ContainerCommand] = []

    /// Whether each accepted command was animated, in the order of ``performedCommands``.
    public internal(set) var animations: [Bool] = []

    /// Every command the container refused, with why.
    public internal(set) var violations: [Violation] = []

    /// How many times the user's swipe down on a sheet was refused.
    public internal(set) var refusedDismissAttempts = 0

    /// Whether completions of finished commands wait for ``deliverHeldCompletions()``,
    /// so that a test can put the user's actions in between, as UIKit may.
    public var holdsCompletions: Bool

    /// The styles of presented layers the user can swipe down; `[.sheet]` by default.
    public var interactivelyDismissableStyles: Set<PresentationStyle> = [.sheet]

    /// The main queue the reconciler's turns wait on.
    public let mainQueue: SimulatedMainQueue

    /// Whether the container calls the screens' ``SimulatedViewLifecycle`` callbacks
    /// inside commands and gestures, as UIKit does; `false` by default.
    public var callsScreenCode = false

    /// Whether the completions of commands that finish from now on are lost.
    public var dropsCompletions = false

    /// How many completions were lost to ``dropsCompletions``.
    public internal(set) var droppedCompletionCount = 0

    /// Every view callback made while ``callsScreenCode`` was on, in order.
    public var viewEvents: [ViewEvent] = []

    /// The index of the layer the app's own controller is presented over, if any.
    public internal(set) var foreignControllerLayer: Int?

    // Strong: the container owns its reconciler, which refers back to it weakly.
    var reconciler: NavigationReconciler?
    var completion: (@MainActor () -> Void)?
    var heldCompletions: [@MainActor () -> Void] = []
    var loadedScreens: Set<NavigationEntryID> = []
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

    /// Whether a transition is in flight.
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

    /// Runs the main-queue turns due now.
    ///
    /// - Returns: How many ran.
    @discardableResult
    public func runMainQueue() -> Int {
        mainQueue.runDueTurns()
    }
}
