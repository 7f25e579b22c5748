/// Something that shows a navigation state on screen, one transition at a time: the UIKit
/// host, or the simulated container of the tests.
///
/// A container does what a ``NavigationReconciler`` asks and tells it what the user did.
/// It holds no navigation logic: the reconciler decides what to show, when, and what a
/// gesture means for the navigator.
///
/// Its part of the contract:
/// - ``shownLayers`` tells what is on screen, as layers with their containers (each tab's
///   and each column's stack, the selected tab, a split's collapse), root first (style `nil`),
///   read from the platform each time, so that it stays true when a command was refused
///   or a layer vanished;
/// - ``perform(_:animated:completion:)`` starts a transition and calls `completion` once,
///   on the main actor, after it ended; the reconciler never sends a command while one of
///   its commands or a user transition is in flight, nor while ``isTransitionRunning``.
///   A completion that never comes (UIKit drops it for a refused present) is survived:
///   the reconciler stops waiting after ``NavigationReconciler/completionTimeout`` and
///   plans again from ``shownLayers``;
/// - ``schedule(after:_:)`` runs the reconciler's work on a later main-queue turn;
/// - a user transition (swipe back, back button, back-button menu, sheet swiped down) is
///   reported with ``NavigationReconciler/containerWillBeginUserTransition()`` when it
///   starts and ``NavigationReconciler/containerDidEndUserTransition(_:)`` when it ends;
///   layers that vanished with a controller the app presented itself are reported with
///   ``NavigationReconciler/containerDidLoseLayers(showing:)``;
/// - before a gesture starts, the container asks
///   ``NavigationReconciler/allowsUserPop(inLayer:in:)``,
///   ``NavigationReconciler/allowsUserSelect(_:inLayer:)`` or
///   ``NavigationReconciler/allowsUserDismiss(ofLayer:)`` and refuses it on `false`;
/// - a tab the user selected is reported with
///   ``NavigationReconciler/containerDidSelect(_:)``, a split the platform collapsed or
///   expanded with ``NavigationReconciler/containerDidChangeCollapse(ofLayer:isCollapsed:)``.
///
/// ```swift
/// let container = SimulatedNavigationContainer()   // from VIPERTesting
/// let reconciler = NavigationReconciler(navigator: navigator, container: container)
/// ```
@MainActor
public protocol NavigationContainer: AnyObject {
    /// The layers on screen, root first, as far as finished transitions and the user's
    /// actions have made them.
    var shownLayers: [NavigationLayer] { get }

    /// The alert on screen, if any, as far as finished transitions and the user's taps
    /// have made it.
    var shownAlert: ShownAlert? { get }

    /// Keeps the reconciler that drives this container, to ask it and report to it.
    ///
    /// Called once, by ``NavigationReconciler/init(navigator:container:)``. Keep the
    /// reference strong: the container owns its reconciler, which refers back to it
    /// weakly.
    ///
    /// - Parameter reconciler: The reconciler.
    func attach(_ reconciler: NavigationReconciler)

    /// Starts the transition a command asks for.
    ///
    /// - Parameters:
    ///   - command: What to show.
    ///   - animated: Whether the transition is animated; covered layers are not.
    ///   - completion: Called once, on the main actor, after the transition ended.
    func perform(
        _ command: ContainerCommand, animated: Bool,
        completion: @escaping @MainActor () -> Void)

    /// Whether a transition runs on screen now, whoever started it: a command's, the
    /// user's, or a presentation or dismissal of the app's own (an alert).
    ///
    /// UIKit refuses a present or a dismiss while another one runs, without a
    /// completion; the reconciler waits while this is `true`.
    var isTransitionRunning: Bool { get }

    /// Runs `action` on the main actor on a later turn of the main queue, no sooner than
    /// `delay` seconds from now.
    ///
    /// The reconciler sends every command from a turn of its own, after the navigator
    /// published its change and is idle again, so that screen code UIKit runs inside a
    /// command (`viewDidLoad`, appearance calls) can navigate. A test container runs the
    /// turns on a clock the test controls.
    ///
    /// - Parameters:
    ///   - delay: How many seconds to wait at least; 0 for the next turn.
    ///   - action: The work.
    func schedule(after delay: Double, _ action: @escaping @MainActor @Sendable () -> Void)
}

extension NavigationContainer {
    /// Runs `action` in a main-actor task, after sleeping `delay` seconds if it is more
    /// than 0; on Apple platforms the main actor runs its tasks on turns of the main queue.
    ///
    /// - Parameters:
    ///   - delay: How many seconds to wait at least; 0 for the next turn.
    ///   - action: The work.
    public func schedule(
        after delay: Double, _ action: @escaping @MainActor @Sendable () -> Void
    ) {
        Task { @MainActor in
            if delay > 0 { try? await Task.sleep(nanoseconds: UInt64(delay * 1_000_000_000)) }
            action()
        }
    }
}

/// How a transition the user started on screen ended.
public enum UserTransitionOutcome: Hashable, Sendable, CustomStringConvertible {
    /// The user let go: the screen shows what it showed before.
    case cancelled

    /// The user popped back to this entry, which is now the top of its stack (swipe back,
    /// back button, several levels from the back-button menu, or a tap on the selected
    /// tab, which UIKit answers by popping the tab to its first screen).
    case popped(to: NavigationEntryID)

    /// The user or the system dismissed the presented layer showing this entry, and every
    /// layer above it (a sheet swiped down).
    case dismissed(layerShowing: NavigationEntryID)

    /// A short form such as `popped(to: #2)`.
    public var description: String {
        switch self {
        case .cancelled: "cancelled"
        case .popped(let id): "popped(to: \(id))"
        case .dismissed(let id): "dismissed(layerShowing: \(id))"
        }
    }
}
