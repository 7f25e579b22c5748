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
///   navigated during the gesture) is refused by the navigator, kept in
///   ``lastRefusedReport``, and the container is brought back to the state.
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
    public private(set) var lastRefusedReport: NavigationError?

    /// The number of commands sent to the container so far.
    public private(set) var commandCount = 0

    /// The number of commands whose completion never came within ``completionTimeout``.
    public private(set) var lostCompletionCount = 0

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
    /// What the container showed when the command in flight was sent.
    private var shownBeforeCommand: [NavigationLayer] = []
    private var alertBeforeCommand: ShownAlert?
    /// Whether the command in flight shows rebuilt screens again.
    private var commandRefreshes = false
    private var isUserTransitionInFlight = false
    private var isTurnScheduled = false
    private var isRetryScheduled = false
    private var isStopped = false

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

    // MARK: Asking beforehand

    /// Whether the user may start popping the top screen of a stack now (the swipe back).
    ///
    /// `false` while a transition is in flight, while the container does not show the
    /// state yet, when the stack has fewer than two screens, for a tab that is not
    /// selected (its navigation controller is not on screen), and when a guard refuses
    /// (``Navigator/allowsPlatformPop(to:)``).
    ///
    /// - Parameters:
    ///   - layer: The layer's index, 0 for the root.
    ///   - placement: The stack of the layer: ``NavigationPlacement/current`` (its stack,
    ///     the selected tab's, a split's current one), a tab, or a split's column.
    /// - Returns: Whether the gesture may begin.
    public func allowsUserPop(inLayer layer: Int, in placement: NavigationPlacement = .current)
        -> Bool
    {
        guard isSettled, let entries = stack(placement, inLayer: layer), entries.count > 1 else {
            return false
        }
        return navigator.allowsPlatformPop(to: entries[entries.count - 2].id)
    }

    /// Whether the user may select a tab of a layer's tab bar now.
    ///
    /// For another tab: `false` while a transition is in flight, while the container does
    /// not show the state yet, for a layer below the top one (a presented layer covers
    /// its tab bar), and when a guard refuses (``Navigator/allowsPlatformSelect(_:)``).
    /// For the selected tab, whose tap UIKit answers by popping its stack to its first
    /// screen: as ``allowsUserPop(inLayer:in:)`` for a pop to that screen, and `false`
    /// when the tab shows one screen only (there is nothing to pop).
    ///
    /// - Parameters:
    ///   - tag: The tab the user tapped.
    ///   - layer: The layer's index, 0 for the root.
    /// - Returns: Whether the tap may select the tab (or pop the selected one).
    public func allowsUserSelect(_ tag: NavigationTabTag, inLayer layer: Int) -> Bool {
        let layers = navigator.state.layers
        guard isSettled, layer == layers.count - 1, let selected = layers[layer].selectedTab,
            let entries = layers[layer].stack(.tab(tag))
        else { return false }
        guard tag == selected else { return navigator.allowsPlatformSelect(tag) }
        guard entries.count > 1 else { return false }
        return navigator.allowsPlatformPop(to: entries[0].id)
    }

    /// The stack a placement names in a layer of the state, if it has it and it is on
    /// screen: a tab that is not selected is not.
    private func stack(_ placement: NavigationPlacement, inLayer layer: Int) -> [NavigationEntry]? {
        let layers = navigator.state.layers
        guard layers.indices.contains(layer) else { return nil }
        if case .tab(let tag) = placement, layers[layer].selectedTab != tag { return nil }
        return layers[layer].stack(placement)
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
        guard layer > 0, layers.indices.contains(layer), let first = layers[layer].allEntries.first
        else { return false }
        return navigator.allowsPlatformDismiss(layerShowing: first.id)
    }

    /// Whether the back button of a layer's top screen must not be UIKit's own, because
    /// a pop it makes could pass a screen that guards its leaving.
    ///
    /// UIKit asks no one before the back button or its long-press menu pops, so a
    /// container cannot refuse those pops the way it refuses a swipe. When a screen above
    /// the layer's first is a ``ScreenGuard``, the UIKit host hides the back button (and
    /// with it the menu) and shows a button that pops through the navigator, which asks
    /// the guards. App-wide guards (``Navigator/addGuard(_:)``) are not seen here: a
    /// screen they protect should be a ``ScreenGuard`` too.
    ///
    /// - Parameters:
    ///   - layer: The layer's index, 0 for the root.
    ///   - placement: The stack of the layer; ``NavigationPlacement/current`` by default.
    /// - Returns: Whether the back button must be replaced.
    public func needsGuardedBackButton(
        inLayer layer: Int, in placement: NavigationPlacement = .current
    ) -> Bool {
        let layers = navigator.state.layers
        guard layers.indices.contains(layer), let entries = layers[layer].stack(placement) else {
            return false
        }
        return entries.dropFirst().contains {
            navigator.screen(for: $0.id) is any ScreenGuard
        }
    }

    /// Pops the top screen of a layer through the navigator, which asks the guards: what
    /// the back button does that a container shows instead of UIKit's
    /// (``needsGuardedBackButton(inLayer:in:)``).
    ///
    /// - Parameters:
    ///   - layer: The layer's index, 0 for the root.
    ///   - placement: The stack of the layer; ``NavigationPlacement/current`` by default.
    /// - Throws: The navigator's refusal (a guard's veto,
    ///   ``NavigationError/Reason/emptyStack``); nothing changes then.
    public func popTopScreen(
        inLayer layer: Int, in placement: NavigationPlacement = .current
    ) throws(NavigationError) {
        let layers = navigator.state.layers
        guard layers.indices.contains(layer), let top = layers[layer].stack(placement)?.last
        else { return }
        try navigator.close(top.id)
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
        report { navigator throws(NavigationError) in
            switch outcome {
            case .cancelled:
                break
            case .popped(let id):
                try navigator.platformDidPop(to: id)
            case .dismissed(let id):
                try navigator.platformDidDismiss(layerShowing: id)
            }
        }
        setNeedsUpdate()
    }

    /// Tells the reconciler that a presented layer and every layer above it vanished
    /// without a gesture or a command: the app dismissed a controller of its own that
    /// they were presented over (an alert, a SwiftUI sheet of an ancestor view), and
    /// UIKit took them along, telling no delegate.
    ///
    /// The rule: when the navigator's guards allow the dismissal
    /// (``Navigator/allowsPlatformDismiss(layerShowing:)``), it is recorded as a
    /// platform-driven dismissal: the removed screens are told, their pending results are
    /// "no result". When a guard refuses (a screen with unsaved edits), the state keeps
    /// the layers and the reconciler presents them again.
    ///
    /// - Parameter id: Any entry of the lowest layer that vanished.
    public func containerDidLoseLayers(showing id: NavigationEntryID) {
        if navigator.allowsPlatformDismiss(layerShowing: id) {
            report { navigator throws(NavigationError) in
                try navigator.platformDidDismiss(layerShowing: id)
            }
        }
        setNeedsUpdate()
    }

    /// Tells the reconciler that the user selected another tab of a layer's tab bar; the
    /// container shows it already (UIKit switches tabs at once, without a transition).
    ///
    /// It is reported to the navigator as ``Navigator/platformDidSelect(_:)``. A tap on
    /// the selected tab is not a selection: UIKit pops that tab's stack, which the
    /// container reports as a user transition ending in
    /// ``UserTransitionOutcome/popped(to:)``.
    ///
    /// - Parameter tag: The tab now selected.
    public func containerDidSelect(_ tag: NavigationTabTag) {
        report { navigator throws(NavigationError) in try navigator.platformDidSelect(tag) }
        setNeedsUpdate()
    }

    /// Tells the reconciler that the user picked a tab in a container that switches
    /// before it asks, and returns whether the pick stands.
    ///
    /// A SwiftUI `TabView` shows the tapped tab and then sets its selection binding; no
    /// one is asked first. The binding's setter calls this: when
    /// ``allowsUserSelect(_:inLayer:)`` allows another tab, the pick is reported as
    /// ``containerDidSelect(_:)`` and stands. Otherwise (a guard refuses, a transition is
    /// in flight, the container does not show the state yet, a layer covers the tab view,
    /// or the tag is the selected tab's: a tab view pops nothing on a re-tap) nothing is
    /// reported and the container must show the navigator's selected tab again.
    ///
    /// ```swift
    /// Binding(get: { shownTab }, set: { tag in
    ///     if reconciler.containerDidPick(tag, inLayer: 0) { shownTab = tag }
    /// })
    /// ```
    ///
    /// - Parameters:
    ///   - tag: The tab the user picked.
    ///   - layer: The tab view's layer, 0 for the root.
    /// - Returns: Whether the navigator selected the tab.
    public func containerDidPick(_ tag: NavigationTabTag, inLayer layer: Int) -> Bool {
        let layers = navigator.state.layers
        guard layers.indices.contains(layer), let selected = layers[layer].selectedTab,
            tag != selected, allowsUserSelect(tag, inLayer: layer)
        else { return false }
        containerDidSelect(tag)
        return navigator.state.layers[layer].selectedTab == tag
    }

    /// Tells the reconciler that the platform collapsed a layer's split into one stack,
    /// or expanded it into columns (the width changed); it may happen at any time, also
    /// while a command's transition runs.
    ///
    /// No screen moves on screen: the container keeps every column's screens. It is
    /// reported to the navigator as ``Navigator/platformDidCollapse(splitShowing:)`` or
    /// ``Navigator/platformDidExpand(splitShowing:)``; when the navigator cannot take it
    /// now (it is in the middle of a change), the reconciler reports it again before it
    /// sends the next command.
    ///
    /// - Parameters:
    ///   - layer: The split's layer.
    ///   - isCollapsed: Whether it is collapsed now.
    public func containerDidChangeCollapse(ofLayer layer: Int, isCollapsed: Bool) {
        reportCollapse(ofLayer: layer, isCollapsed: isCollapsed)
        setNeedsUpdate()
    }

    private func reportCollapse(ofLayer layer: Int, isCollapsed: Bool) {
        let layers = navigator.state.layers
        guard layers.indices.contains(layer), let split = layers[layer].split,
            split.isCollapsed != isCollapsed, let first = split.primary.first
        else { return }
        report { navigator throws(NavigationError) in
            if isCollapsed {
                try navigator.platformDidCollapse(splitShowing: first.id)
            } else {
                try navigator.platformDidExpand(splitShowing: first.id)
            }
        }
    }

    /// Reports every split whose collapse the container shows differently from the state:
    /// the platform decides it, and a restored state may say otherwise.
    private func reportCollapses(_ shown: [NavigationLayer]) {
        for (index, layer) in shown.enumerated() {
            if let split = layer.split {
                reportCollapse(ofLayer: index, isCollapsed: split.isCollapsed)
            }
        }
    }

    /// Tells the reconciler that the user tapped a button of the alert on screen, which
    /// UIKit already dismissed; the navigator delivers that button's action.
    ///
    /// - Parameters:
    ///   - index: The button's index in ``ShownAlert/buttons``.
    ///   - id: The alert's identity.
    public func containerDidChoose(button index: Int, inAlert id: NavigationEntryID) {
        report { navigator throws(NavigationError) in
            try navigator.platformDidChoose(button: index, inAlert: id)
        }
        setNeedsUpdate()
    }

    /// Tells the reconciler that the system took the alert on screen down without a
    /// choice (a tap outside an action sheet's popover); the navigator delivers `nil`.
    ///
    /// - Parameter id: The alert's identity.
    public func containerDidDismissAlert(_ id: NavigationEntryID) {
        report { navigator throws(NavigationError) in
            try navigator.platformDidDismiss(layerShowing: id)
        }
        setNeedsUpdate()
    }

    private func report(_ body: (Navigator) throws(NavigationError) -> Void) {
        do throws(NavigationError) {
            try body(navigator)
        } catch {
            lastRefusedReport = error
        }
    }

    // MARK: Sending

    private func observe(_ change: NavigationChange) {
        if change.action.rebuildsScreens {
            for layer in change.new.layers {
                for entry in layer.allEntries { rebuilt.insert(entry.id) }
            }
        }
        setNeedsUpdate()
    }

    /// The layers shown, without the entries whose screens were rebuilt; forgets rebuilt
    /// entries the container does not show.
    private func withoutRebuilt(_ shown: [NavigationLayer]) -> [NavigationLayer] {
        guard !rebuilt.isEmpty else { return shown }
        var stillShown: Set<NavigationEntryID> = []
        var layers = shown
        for index in layers.indices {
            for (placement, entries) in layers[index].placedStacks {
                let kept = entries.filter { entry in
                    guard rebuilt.contains(entry.id) else { return true }
                    stillShown.insert(entry.id)
                    return false
                }
                if kept.count != entries.count { layers[index].setStack(placement, to: kept) }
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
        case .setStack(_, _, let stack): entries = stack
        case .setContent(_, let content):
            entries = NavigationLayer(style: nil, content: content).allEntries
        case .present(let layer): entries = layer.allEntries
        case .select, .dismiss, .presentAlert, .dismissAlert: return false
        }
        var forgot = false
        for entry in entries where rebuilt.remove(entry.id) != nil { forgot = true }
        return forgot
    }

    /// Asks for a send on the next main-queue turn; several asks make one turn.
    private func setNeedsUpdate() {
        guard !isTurnScheduled, let container else { return }
        isTurnScheduled = true
        container.schedule(after: 0) { [weak self] in
            self?.isTurnScheduled = false
            self?.send()
        }
    }

    /// Sends the next command, unless one is in flight, a transition runs, or the
    /// container shows the state.
    private func send() {
        guard isIdle, !isRetryScheduled, !isStopped, let container else { return }
        reportCollapses(container.shownLayers)
        let shown = container.shownLayers
        let target = navigator.state
        guard
            let command = Self.commands(
                from: withoutRebuilt(shown), showingAlert: container.shownAlert, to: target
            ).first
        else { return }
        guard !container.isTransitionRunning else { return retryLater() }
        commandCount += 1
        let number = commandCount
        commandInFlight = number
        shownBeforeCommand = shown
        alertBeforeCommand = container.shownAlert
        // NB: a command that shows rebuilt screens again leaves the entries as they were,
        // so its completion must not read as a refusal.
        commandRefreshes = forgetRebuilt(shownBy: command)
        container.perform(command, animated: animates(command, shown, target)) {
            [weak self] in
            self?.commandDidFinish(number)
        }
        waitForCompletion(of: number)
    }

    private func commandDidFinish(_ number: Int) {
        guard commandInFlight == number else { return }
        commandInFlight = nil
        // NB: a command that changed nothing was refused; sending it again at once would
        // spin on a container that keeps refusing.
        if !commandRefreshes && container?.shownLayers == shownBeforeCommand
            && container?.shownAlert == alertBeforeCommand
        {
            return retryLater()
        }
        setNeedsUpdate()
    }

    /// Takes the completion as lost once the container is at rest and it has not come.
    private func waitForCompletion(of number: Int) {
        container?.schedule(after: completionTimeout) { [weak self] in
            guard let self, commandInFlight == number, let container else { return }
            if container.isTransitionRunning { return waitForCompletion(of: number) }
            commandInFlight = nil
            lostCompletionCount += 1
            setNeedsUpdate()
        }
    }

    private func retryLater() {
        guard !isRetryScheduled, let container else { return }
        isRetryScheduled = true
        container.schedule(after: retryInterval) { [weak self] in
            self?.isRetryScheduled = false
            self?.send()
        }
    }

    private func animates(
        _ command: ContainerCommand, _ shown: [NavigationLayer], _ target: NavigationState
    ) -> Bool {
        guard animatesChanges else { return false }
        switch command {
        case .present, .dismiss, .presentAlert, .dismissAlert:
            return true
        case .select, .setContent:
            return false
        case .setStack(let layer, let placement, _):
            guard layer == shown.count - 1 && layer == target.layers.count - 1 else {
                return false
            }
            // NB: a tab that is not selected is not on screen.
            if case .tab(let tag) = placement { return shown[layer].selectedTab == tag }
            return true
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
