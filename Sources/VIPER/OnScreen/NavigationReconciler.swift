/// Keeps a ``NavigationContainer`` showing exactly what a ``Navigator`` holds, and turns
/// what the user does on screen into platform-driven changes.
///
/// The navigation state is the truth; the container mirrors it. After every committed
/// change the reconciler plans the commands from what the container shows to the state
/// (``commands(from:to:)``) and sends the first. It follows UIKit's rules:
/// - transitions end later, not at once: the next command waits for the completion;
/// - one transition at a time: UIKit refuses a present or a dismiss while another
///   transition runs, so while a command or a user transition is in flight nothing is
///   sent; changes that arrive meanwhile are not queued but coalesced: when the
///   transition ends, the reconciler plans again, from what the container shows, to the
///   latest state;
/// - a user transition (swipe back, back-button menu, sheet swiped down) is reported by
///   the container; when it completes, the reconciler tells the navigator with
///   ``Navigator/platformDidPop(to:)`` or ``Navigator/platformDidDismiss(layerShowing:)``;
///   when it is cancelled, nothing changes. A report the state no longer matches (the app
///   navigated during the gesture) is refused by the navigator, kept in
///   ``lastRefusedReport``, and the container is brought back to the state.
///
/// Gestures are allowed or refused beforehand, through the navigator's guards:
/// ``allowsUserPop(inLayer:)`` and ``allowsUserDismiss(ofLayer:)``.
///
/// ```swift
/// let navigator = Navigator()
/// let container = SimulatedNavigationContainer()   // or the UIKit host
/// let reconciler = NavigationReconciler(navigator: navigator, container: container)
/// try navigator.push(.screen(ListScreen.self, input: ()))
/// container.settle()
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

    /// The last platform report the navigator refused, because the state had already
    /// moved on when the user's transition ended.
    public private(set) var lastRefusedReport: NavigationError?

    /// The number of commands sent to the container so far.
    public private(set) var commandCount = 0

    private var observation: NavigationToken?
    /// Entries whose screen objects a restoration rebuilt while the container may still
    /// show the released ones: the next plan treats them as not shown.
    ///
    /// NB: the container compares entries, and a restoration keeps every entry's identity,
    /// type and route, so without this the container would keep showing screens the
    /// navigator released (UIKit's late scene restoration restores into the navigator
    /// that is already on screen).
    private var rebuilt: Set<NavigationEntryID> = []
    /// The number of the command in flight, if any.
    private var commandInFlight: Int?
    private var isUserTransitionInFlight = false
    private var isSending = false

    /// Starts showing the navigator's state in the container.
    ///
    /// Attaches to the container, observes the navigator, and sends the commands for the
    /// current state.
    ///
    /// - Parameters:
    ///   - navigator: The navigator to show.
    ///   - container: What shows it.
    public init(navigator: Navigator, container: any NavigationContainer) {
        self.navigator = navigator
        self.container = container
        container.attach(self)
        observation = navigator.addObserver { [weak self] change in self?.observe(change) }
        reconcile()
    }

    /// Stops observing the navigator; the container keeps what it shows.
    public func stop() {
        if let observation { navigator.remove(observation) }
        observation = nil
    }

    /// Whether no transition is in flight and the container shows exactly the state,
    /// layer by layer, entry by entry.
    public var isSettled: Bool {
        isIdle && rebuilt.isEmpty && container?.shownLayers == navigator.state.layers
    }

    /// Whether neither a command nor a user transition is in flight.
    public var isIdle: Bool { commandInFlight == nil && !isUserTransitionInFlight }

    // MARK: Asking beforehand

    /// Whether the user may start popping the top screen of a layer now (the swipe back).
    ///
    /// `false` while a transition is in flight, while the container does not show the
    /// state yet, when the layer has fewer than two screens, and when a guard refuses
    /// (``Navigator/allowsPlatformPop(to:)``).
    ///
    /// - Parameter layer: The layer's index, 0 for the root stack.
    /// - Returns: Whether the gesture may begin.
    public func allowsUserPop(inLayer layer: Int) -> Bool {
        guard isSettled else { return false }
        let layers = navigator.state.layers
        guard layers.indices.contains(layer), layers[layer].entries.count > 1 else {
            return false
        }
        let entries = layers[layer].entries
        return navigator.allowsPlatformPop(to: entries[entries.count - 2].id)
    }

    /// Whether the user may dismiss a presented layer now (the sheet swiped down).
    ///
    /// `false` while a transition is in flight, while the container does not show the
    /// state yet, for the root layer, and when a guard refuses
    /// (``Navigator/allowsPlatformDismiss(layerShowing:)``).
    ///
    /// - Parameter layer: The layer's index.
    /// - Returns: Whether the dismissal may begin.
    public func allowsUserDismiss(ofLayer layer: Int) -> Bool {
        guard isSettled else { return false }
        let layers = navigator.state.layers
        guard layer > 0, layers.indices.contains(layer), let first = layers[layer].entries.first
        else { return false }
        return navigator.allowsPlatformDismiss(layerShowing: first.id)
    }

    // MARK: Reports from the container

    /// Tells the reconciler that the user started a transition on screen; nothing is sent
    /// to the container until it ends.
    public func containerWillBeginUserTransition() {
        isUserTransitionInFlight = true
    }

    /// Tells the reconciler how a user transition ended.
    ///
    /// A completed pop or dismissal is reported to the navigator as a platform-driven
    /// change; then the container is brought to the latest state. Reporting an end without
    /// a beginning (a system dismissal) is fine.
    ///
    /// - Parameter outcome: What the screen shows now.
    public func containerDidEndUserTransition(_ outcome: UserTransitionOutcome) {
        isUserTransitionInFlight = false
        do throws(NavigationError) {
            switch outcome {
            case .cancelled:
                break
            case .popped(let id):
                try navigator.platformDidPop(to: id)
            case .dismissed(let id):
                try navigator.platformDidDismiss(layerShowing: id)
            }
        } catch {
            lastRefusedReport = error
        }
        reconcile()
    }

    // MARK: Sending

    private func observe(_ change: NavigationChange) {
        if change.action.rebuildsScreens {
            for entry in change.new.entries { rebuilt.insert(entry.id) }
        }
        reconcile()
    }

    /// Sends the next command, unless one is in flight or the container shows the state.
    ///
    /// NB: a loop, not recursion: a container may call a completion before `perform`
    /// returns; then the loop sends the next command.
    private func reconcile() {
        guard !isSending else { return }
        isSending = true
        defer { isSending = false }
        while isIdle, let container {
            let shown = container.shownLayers
            let target = navigator.state
            guard let command = Self.commands(from: withoutRebuilt(shown), to: target).first
            else { return }
            commandCount += 1
            let number = commandCount
            commandInFlight = number
            container.perform(command, animated: animates(command, shown, target)) {
                [weak self] in
                self?.commandDidFinish(number)
            }
            let refreshed = forgetRebuilt(shownBy: command)
            // NB: a container that completed at once without changing what it shows would
            // make this loop spin; wait for the next change instead.
            if isIdle && container.shownLayers == shown && !refreshed { return }
        }
    }

    /// The layers shown, without the entries whose screens were rebuilt; forgets rebuilt
    /// entries the container does not show.
    private func withoutRebuilt(_ shown: [NavigationLayer]) -> [NavigationLayer] {
        guard !rebuilt.isEmpty else { return shown }
        var stillShown: Set<NavigationEntryID> = []
        var layers = shown
        for index in layers.indices {
            layers[index].entries.removeAll { entry in
                guard rebuilt.contains(entry.id) else { return false }
                stillShown.insert(entry.id)
                return true
            }
        }
        rebuilt = stillShown
        return layers
    }

    /// Forgets the rebuilt entries a command shows again, with their current screens.
    ///
    /// - Returns: Whether it forgot any.
    private func forgetRebuilt(shownBy command: ContainerCommand) -> Bool {
        guard !rebuilt.isEmpty else { return false }
        let entries: [NavigationEntry]
        switch command {
        case .setStack(_, let stack): entries = stack
        case .present(let layer): entries = layer.entries
        case .dismiss: return false
        }
        var forgot = false
        for entry in entries where rebuilt.remove(entry.id) != nil { forgot = true }
        return forgot
    }

    private func commandDidFinish(_ number: Int) {
        guard commandInFlight == number else { return }
        commandInFlight = nil
        reconcile()
    }

    private func animates(
        _ command: ContainerCommand, _ shown: [NavigationLayer], _ target: NavigationState
    ) -> Bool {
        guard animatesChanges else { return false }
        switch command {
        case .present, .dismiss:
            return true
        case .setStack(let layer, _):
            return layer == shown.count - 1 && layer == target.layers.count - 1
        }
    }
}

extension NavigationAction {
    /// Whether the change rebuilds screens under identities that stay in the state: a
    /// restoration, alone, in a batch, or as a guard's redirect.
    fileprivate var rebuildsScreens: Bool {
        switch self {
        case .restore: true
        case .batch(let actions): actions.contains { $0.rebuildsScreens }
        case .redirected(_, let target): target.rebuildsScreens
        default: false
        }
    }
}
