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
    /// What the container is doing.
    public enum Transition: Hashable, Sendable, CustomStringConvertible {
        /// Performing a reconciler's command.
        case command(ContainerCommand)
        /// The user is swiping back in a stack of the top layer; the screen above
        /// `revealing` is already off the stack.
        case swipeBack(
            revealing: NavigationEntryID, removed: NavigationEntry,
            in: NavigationPlacement = .current)
        /// The back button or its menu is popping to an entry.
        case backButton(to: NavigationEntryID)
        /// The user is swiping a sheet down; the layer is still shown.
        case swipeDown(layer: Int)
        /// The system is dismissing the top layer.
        case systemDismiss(layer: Int)
        /// The app presents a controller of its own over this layer.
        case foreignPresentation(overLayer: Int)
        /// The app dismisses its own controller presented over this layer.
        case foreignDismissal(overLayer: Int)
        /// The alert is going away after a tap: on a button (its index) or outside (`nil`).
        case alertDismissal(NavigationEntryID, button: Int?)

        /// A short form such as `swipeBack(revealing: #2)`.
        public var description: String {
            switch self {
            case .command(let command): "command \(command)"
            case .swipeBack(let id, _, _): "swipeBack(revealing: \(id))"
            case .backButton(let id): "backButton(to: \(id))"
            case .swipeDown(let layer): "swipeDown(layer: \(layer))"
            case .systemDismiss(let layer): "systemDismiss(layer: \(layer))"
            case .foreignPresentation(let layer): "foreignPresentation(overLayer: \(layer))"
            case .foreignDismissal(let layer): "foreignDismissal(overLayer: \(layer))"
            case .alertDismissal(let id, let button?): "alertDismissal(\(id), button: \(button))"
            case .alertDismissal(let id, nil): "alertDismissal(\(id), outside)"
            }
        }
    }

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
    public private(set) var performedCommands: [ContainerCommand] = []

    /// Whether each accepted command was animated, in the order of ``performedCommands``.
    public private(set) var animations: [Bool] = []

    /// Every command the container refused, with why.
    public private(set) var violations: [Violation] = []

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
    private var completion: (@MainActor () -> Void)?
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

    /// Starts a command's transition, or refuses it with a ``Violation``.
    ///
    /// - Parameters:
    ///   - command: What to show.
    ///   - animated: Whether it is animated; recorded in ``animations``. Unanimated
    ///     transitions end later too, as in UIKit.
    ///   - completion: Runs once the transition ended and, with ``holdsCompletions``, the
    ///     test delivered it.
    public func perform(
        _ command: ContainerCommand, animated: Bool,
        completion: @escaping @MainActor () -> Void
    ) {
        if let transition {
            violations.append(Violation(command, .midTransition(transition)))
            return
        }
        if let problem = problem(with: command) {
            violations.append(Violation(command, problem))
            return
        }
        let before = shownLayers
        shownLayers = command.applied(to: shownLayers)
        switch command {
        case .presentAlert(let alert): shownAlert = alert
        case .dismissAlert, .dismiss: shownAlert = nil
        case .setStack, .select, .setContent, .present: break
        }
        if case .dismiss(let layer) = command, let foreign = foreignControllerLayer,
            layer <= foreign
        {
            foreignControllerLayer = nil
        }
        performedCommands.append(command)
        animations.append(animated)
        transition = .command(command)
        self.completion = completion
        beginViewEvents(of: command, from: before, animated: animated)
    }

    private func problem(with command: ContainerCommand) -> Violation.Problem? {
        var elsewhere: Set<NavigationEntryID> = []
        let entries: [NavigationEntry]
        switch command {
        case .setStack(let layer, let placement, let stack):
            guard shownLayers.indices.contains(layer) else { return .noSuchLayer(layer) }
            guard shownLayers[layer].stack(placement) != nil else {
                return .noSuchStack(layer, placement)
            }
            for (index, shown) in shownLayers.enumerated() {
                for (other, entries) in shown.placedStacks
                where index != layer || other != resolved(placement, in: shown) {
                    for entry in entries { elsewhere.insert(entry.id) }
                }
            }
            entries = stack
        case .select(let layer, let tab):
            guard shownLayers.indices.contains(layer) else { return .noSuchLayer(layer) }
            guard shownLayers[layer].stack(.tab(tab)) != nil else {
                return .noSuchStack(layer, .tab(tab))
            }
            return nil
        case .setContent(let layer, let content):
            guard shownLayers.indices.contains(layer) else { return .noSuchLayer(layer) }
            for (index, shown) in shownLayers.enumerated() where index != layer {
                for entry in shown.allEntries { elsewhere.insert(entry.id) }
            }
            entries = NavigationLayer(style: nil, content: content).allEntries
        case .present(let layer):
            if let shownAlert { return .alertUp(shownAlert.id) }
            guard layer.style != nil, !layer.allEntries.isEmpty else { return .emptyLayer }
            for shown in shownLayers {
                for entry in shown.allEntries { elsewhere.insert(entry.id) }
            }
            entries = layer.allEntries
        case .dismiss(let layer):
            guard layer > 0 && layer < shownLayers.count else { return .noSuchLayer(layer) }
            return nil
        case .presentAlert(let alert):
            if let shownAlert { return .alertUp(shownAlert.id) }
            guard let top = shownLayers.last, top.top != nil else { return .emptyLayer }
            if isPad, let anchor = alert.anchor,
                !top.allEntries.contains(where: { $0.id == anchor })
            {
                return .anchorNotShown(anchor)
            }
            return nil
        case .dismissAlert(let id):
            guard shownAlert?.id == id else { return .noSuchAlert(id) }
            return nil
        }
        for entry in entries where !elsewhere.insert(entry.id).inserted {
            return .screenShownTwice(entry.id)
        }
        return nil
    }

    /// The stack `.current` stands for in a layer: the selected tab's, or a split's
    /// secondary column (collapsed, the pushes go there too).
    func resolved(_ placement: NavigationPlacement, in layer: NavigationLayer)
        -> NavigationPlacement
    {
        guard placement == .current else { return placement }
        switch layer.content {
        case .stack: return .current
        case .tabs(_, let selected): return .tab(selected)
        case .split: return .column(.secondary)
        }
    }

    /// Ends the transition in flight: a command completes, a swipe completes.
    ///
    /// - Returns: Whether a transition was in flight.
    @discardableResult
    public func finishTransition() -> Bool {
        guard let transition else { return false }
        self.transition = nil
        let due = pendingViewEvents
        pendingViewEvents = []
        call(due)
        switch transition {
        case .command:
            let completion = self.completion
            self.completion = nil
            guard let completion else { return true }
            if dropsCompletions {
                droppedCompletionCount += 1
            } else if holdsCompletions {
                heldCompletions.append(completion)
            } else {
                completion()
            }
        case .swipeBack(let id, _, _), .backButton(let id):
            reconciler?.containerDidEndUserTransition(.popped(to: id))
        case .swipeDown(let layer), .systemDismiss(let layer):
            let first = shownLayers[layer].allEntries[0].id
            shownLayers.removeSubrange(layer...)
            if let foreign = foreignControllerLayer, foreign >= layer {
                foreignControllerLayer = nil
            }
            reconciler?.containerDidEndUserTransition(.dismissed(layerShowing: first))
        case .foreignPresentation(let layer):
            foreignControllerLayer = layer
        case .foreignDismissal(let layer):
            foreignDismissalDidEnd(overLayer: layer)
        case .alertDismissal(let id, let button):
            shownAlert = nil
            // NB: as UIKit does, the action's handler runs once the alert is gone.
            if let button {
                reconciler?.containerDidChoose(button: button, inAlert: id)
            } else {
                reconciler?.containerDidDismissAlert(id)
            }
        }
        return true
    }

    /// Runs the completions ``holdsCompletions`` kept, oldest first.
    ///
    /// - Returns: How many ran.
    @discardableResult
    public func deliverHeldCompletions() -> Int {
        var delivered = 0
        while !heldCompletions.isEmpty {
            let completion = heldCompletions.removeFirst()
            completion()
            delivered += 1
        }
        return delivered
    }

    /// Runs main-queue turns, finishes transitions and delivers completions, letting
    /// time pass on ``mainQueue`` when only later turns wait, until nothing is left.
    ///
    /// A swipe in flight completes, as if the user let go past the threshold; the app's
    /// own controller stays shown. Turns scheduled by other scenes on the same queue run
    /// too, but their transitions are theirs to finish.
    ///
    /// - Parameter limit: The most steps (a transition finished, completions delivered,
    ///   a turn run), so that a reconciler that keeps sending commands fails instead of
    ///   hanging.
    /// - Returns: Whether the container came to rest within `limit`.
    @discardableResult
    public func settle(limit: Int = 1000) -> Bool {
        var steps = 0
        while transition != nil || !heldCompletions.isEmpty || mainQueue.pendingTurnCount > 0 {
            guard steps < limit else { return false }
            steps += 1
            if transition != nil {
                finishTransition()
            } else if !heldCompletions.isEmpty {
                deliverHeldCompletions()
            } else if !mainQueue.runNextDueTurn() {
                mainQueue.advanceToNextTurn()
                steps -= 1
            }
        }
        return true
    }
}
