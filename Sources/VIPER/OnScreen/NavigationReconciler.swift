/// Keeps a ``NavigationContainer`` showing exactly what a ``Navigator`` holds, and turns
/// what the user does on screen into platform-driven changes.
///
/// The navigation state is the truth; the container mirrors it. After every committed
/// change the reconciler plans the commands from what the container shows to the state
/// (``commands(from:showingAlert:to:)``) and sends the first. It follows UIKit's rules:
/// - commands are sent on a main-queue turn of their own
///   (``NavigationContainer/schedule(after:_:)``), after the navigator published the
///   change and is idle again: UIKit runs screen code inside a command (a presented
///   screen's `viewDidLoad`, the appearance calls of an unanimated change), and that code
///   may navigate;
/// - transitions end later, not at once: the next command waits for the completion;
/// - a completion can be lost (UIKit drops it for a present it refused): after
///   ``completionTimeout`` with the container at rest, the reconciler stops waiting,
///   reads what the container shows and plans again; a command that changed nothing is
///   sent again after ``retryInterval``, not at once;
/// - one transition at a time: UIKit refuses a present or a dismiss while another
///   transition runs, so while a command, a user transition or any other transition
///   (``NavigationContainer/isTransitionRunning``: the app's own alert being dismissed)
///   is in flight nothing is sent, and the reconciler looks again every
///   ``retryInterval``; changes that arrive meanwhile are not queued but coalesced: when
///   the transition ends, the reconciler plans again, from what the container shows, to
///   the latest state;
/// - a user transition (swipe back, back-button menu, sheet swiped down) is reported by
///   the container; when it completes, the reconciler tells the navigator with
///   ``Navigator/platformDidPop(to:)`` or ``Navigator/platformDidDismiss(layerShowing:)``;
///   when it is cancelled, nothing changes. A report the state no longer matches (the app
///   navigated during the gesture: the revealed screen is gone, or the screens above it
///   are not the ones the gesture took away) is refused, kept in ``lastRefusedReport``,
///   and the container is brought back to the state
///   (``containerDidEndUserTransition(_:)``).
///
/// Gestures are allowed or refused beforehand, through the navigator's guards:
/// ``allowsUserPop(inLayer:in:)``, ``allowsUserSelect(_:inLayer:)`` and
/// ``allowsUserDismiss(ofLayer:)``.
///
/// Tabs and splits follow UIKit's containers: each tab and each column is a stack of its
/// own, a hidden tab's stack is set unanimated and before the selection, a tap on another
/// tab is reported with ``containerDidSelect(_:)`` and a tap on the selected one as the
/// pop UIKit makes of it, and a split's collapse, which only the platform decides, is
/// reported with ``containerDidChangeCollapse(ofLayer:isCollapsed:)`` whenever it
/// happens, also in the middle of a transition.
///
/// ```swift
/// let navigator = Navigator()
/// let container = SimulatedNavigationContainer()   // or the UIKit host
/// let reconciler = NavigationReconciler(navigator: navigator, container: container)
/// try navigator.push(.screen(ListScreen.self, input: ()))
/// container.settle()   // runs the main-queue turns and ends the transitions
/// #expect(container.shownLayers == navigator.state.layers)
/// ```
///
/// The container keeps the reconciler (``NavigationContainer/attach(_:)``), and the
/// reconciler keeps the navigator; the reconciler refers to the container weakly and the
/// navigator to the reconciler weakly, so releasing the container releases all but the
/// navigator. ``stop()`` ends the mirroring earlier.
@MainActor
public final class NavigationReconciler {
    /// The navigator whose state is shown.
    public let navigator: Navigator

    /// The container that shows it, which keeps this reconciler alive.
    public private(set) weak var container: (any NavigationContainer)?

    /// Whether commands that change what is visible are animated; `true` by default.
    ///
    /// Commands on covered layers are never animated.
    public var animatesChanges = true

    /// How many seconds the reconciler waits for a command's completion, with the
    /// container at rest, before it takes the completion as lost; 2 by default, well
    /// above UIKit's transitions (about 0.35 s).
    ///
    /// While ``NavigationContainer/isTransitionRunning`` the wait goes on, so a slow
    /// transition is not cut short.
    public var completionTimeout = 2.0

    /// How many seconds the reconciler waits before it looks again at a container that
    /// runs a transition it did not start, or that did not change for a command; 0.1 by
    /// default.
    public var retryInterval = 0.1

    /// The last platform report the navigator refused, because the state had already
    /// moved on when the user's transition ended.
    public internal(set) var lastRefusedReport: NavigationError?

    /// The number of commands sent to the container so far.
    public internal(set) var commandCount = 0

    /// The number of commands whose completion never came within ``completionTimeout``.
    public internal(set) var lostCompletionCount = 0

    private var observation: NavigationToken?
    /// Entries whose screen objects a restoration rebuilt while the container may still
    /// show the released ones: the next plan treats them as not shown.
    ///
    /// NB: the container compares entries, and a restoration keeps every entry's identity,
    /// type and route, so without this the container would keep showing screens the
    /// navigator released (UIKit's late scene restoration restores into the navigator
    /// that is already on screen).
    var rebuilt: Set<NavigationEntryID> = []
    /// The number of the command in flight, if any.
    var commandInFlight: Int?
    /// What the container showed when the command in flight was sent.
    var shownBeforeCommand: [NavigationLayer] = []
    var alertBeforeCommand: ShownAlert?
    /// Whether the command in flight shows rebuilt screens again.
    var commandRefreshes = false
    var isUserTransitionInFlight = false
    /// The state when the user's transition in flight began, to tell a stale report.
    var stateAtUserTransitionBegin: NavigationState?
    var isTurnScheduled = false
    var isRetryScheduled = false
    var isStopped = false

    /// Starts showing the navigator's state in the container.
    ///
    /// Attaches to the container, observes the navigator, and sends the first command for
    /// the current state at once (the navigator is idle: no change is being published).
    ///
    /// - Parameters:
    ///   - navigator: The navigator to show.
    ///   - container: What shows it.
    public init(navigator: Navigator, container: any NavigationContainer) {
        self.navigator = navigator
        self.container = container
        container.attach(self)
        // NB: the observer runs while the navigator publishes its change (not idle yet);
        // sending from there would run screen code inside the change.
        observation = navigator.addObserver { [weak self] change in self?.observe(change) }
        send()
    }

    /// Stops observing the navigator and sending commands; the container keeps what it
    /// shows.
    public func stop() {
        if let observation { navigator.remove(observation) }
        observation = nil
        isStopped = true
    }

    /// Whether no transition is in flight and the container shows exactly the state,
    /// layer by layer, entry by entry.
    public var isSettled: Bool {
        isIdle && rebuilt.isEmpty && container?.shownLayers == navigator.state.layers
            && container?.shownAlert == navigator.state.alert
    }

    /// Whether neither a command nor a user transition is in flight.
    public var isIdle: Bool { commandInFlight == nil && !isUserTransitionInFlight }
}
