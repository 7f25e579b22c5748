/// Something that shows a navigation state on screen, one transition at a time: the UIKit
/// host, or the simulated container of the tests.
///
/// A container holds no navigation logic: it does what a ``NavigationReconciler`` asks,
/// reads what is on screen from the platform each time, reports what the user did through
/// the reconciler's `container…` methods, and asks the reconciler before a gesture starts
/// (``NavigationReconciler/allowsUserPop(inLayer:in:)`` and the like).
@MainActor
public protocol NavigationContainer: AnyObject {
    /// The layers on screen, root first, as far as finished transitions and the user's
    /// actions have made them.
    var shownLayers: [NavigationLayer] { get }

    /// The alert on screen, if any, as far as finished transitions and the user's taps
    /// have made it.
    var shownAlert: ShownAlert? { get }

    /// Keeps `reconciler`, strongly (it refers back weakly), to ask it and report to it;
    /// called once, by ``NavigationReconciler/init(navigator:container:)``.
    func attach(_ reconciler: NavigationReconciler)

    /// Starts the transition `command` asks for, `animated` or not, and calls `completion`
    /// once, on the main actor, after it ended (or the reconciler gives up waiting after
    /// ``NavigationReconciler/completionTimeout``).
    func perform(
        _ command: ContainerCommand, animated: Bool,
        completion: @escaping @MainActor () -> Void)

    /// Whether a transition runs on screen now, whoever started it (a command, the user,
    /// the app presenting an alert): UIKit refuses a present or a dismiss meanwhile.
    var isTransitionRunning: Bool { get }

    /// Runs `action` on the main actor on a later turn of the main queue, no sooner than
    /// `delay` seconds from now (0: the next turn); a test container runs its own clock.
    ///
    /// Screen code UIKit runs inside a command (`viewDidLoad`) may navigate, so each command
    /// is sent from a turn of its own.
    func schedule(after delay: Double, _ action: @escaping @MainActor @Sendable () -> Void)
}

extension NavigationContainer {
    /// Runs `action` in a main-actor task, after sleeping `delay` seconds if it is more
    /// than 0: see ``schedule(after:_:)``.
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

    /// The user popped back to this entry, now the top of its stack (swipe back, back
    /// button or its menu, or a tap on the selected tab).
    case popped(to: NavigationEntryID)

    /// The user or the system dismissed the presented layer showing this entry and every
    /// layer above it.
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
