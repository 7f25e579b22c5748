/// Keeps a ``NavigationContainer`` showing exactly what a ``Navigator`` holds, and turns
/// what the user does on screen into platform-driven changes.
///
/// After every change it plans the commands from what the container shows to the state
/// (``commands(from:showingAlert:to:)``) and sends the first on a main-queue turn of its
/// own. Nothing is sent while any transition runs, and changes coalesce. A user transition
/// that completes is reported to the navigator, which refuses a stale one
/// (``lastRefusedReport``); gestures ask the guards first (``allowsUserPop(inLayer:in:)``).
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
/// The container keeps the reconciler, which keeps the navigator; the references back are
/// weak. A layer is named by its index (0: the root), a stack by a ``NavigationPlacement``.
@MainActor
public final class NavigationReconciler {
    /// The navigator whose state is shown.
    public let navigator: Navigator

    /// The container that shows it, which keeps this reconciler alive.
    public private(set) weak var container: (any NavigationContainer)?

    /// Whether commands that change what is visible are animated; `true` by default.
    public var animatesChanges = true

    /// Seconds to wait for a command's completion, the container at rest, before taking it
    /// as lost; 2 by default.
    public var completionTimeout = 2.0

    /// Seconds to wait before looking again at a busy container, or at one a command did
    /// not change; 0.1 by default.
    public var retryInterval = 0.1

    /// The last platform report the navigator refused, the state having moved on.
    public private(set) var lastRefusedReport: NavigationError?

    /// The number of commands sent to the container so far.
    public private(set) var commandCount = 0

    /// The number of commands whose completion never came within ``completionTimeout``.
    public private(set) var lostCompletionCount = 0

    /// A command whose completion has not come, with what the container showed before it
    /// (to tell a refused command); one that `refreshes` rebuilt screens changes no entry.
    private struct SentCommand {
        let number: Int
        let shownBefore: [NavigationLayer]
        let alertBefore: ShownAlert?
        let refreshes: Bool
    }

    /// What is in flight: nothing, a command, or a user transition (which may begin before
    /// the command's completion came), with the state it began on, to tell a stale report.
    private enum Phase {
        case idle
        case sending(SentCommand)
        case userTransition(before: NavigationState, command: SentCommand?)

        var command: SentCommand? {
            switch self {
            case .idle: nil
            case .sending(let command): command
            case .userTransition(_, let command): command
            }
        }

        /// Ends the command with this number, if it is in flight.
        mutating func endCommand(_ number: Int) -> SentCommand? {
            switch self {
            case .sending(let command) where command.number == number:
                self = .idle
                return command
            case .userTransition(let before, let command?) where command.number == number:
                self = .userTransition(before: before, command: nil)
                return command
            default:
                return nil
            }
        }
    }

    private var phase = Phase.idle
    /// `nil` once stopped.
    private var observation: NavigationToken?
    // Entries whose screens a restoration rebuilt under the same identities: the next plan
    // treats them as not shown, as the container may still show the released screens.
    private var rebuilt: Set<NavigationEntryID> = []
    private var isTurnScheduled = false
    private var isRetryScheduled = false

    /// Starts showing the state of `navigator` in `container`.
    public init(navigator: Navigator, container: any NavigationContainer) {
        self.navigator = navigator
        self.container = container
        container.attach(self)
        // The observer runs while the navigator publishes its change: it only schedules.
        observation = navigator.addObserver { [weak self] change in self?.observe(change) }
        send()
    }

    /// Stops sending commands; the container keeps what it shows.
    public func stop() {
        if let observation { navigator.remove(observation) }
        observation = nil
    }

    /// Whether nothing is in flight and the container shows exactly the state.
    public var isSettled: Bool {
        isIdle && rebuilt.isEmpty && container?.shownLayers == navigator.state.layers
            && container?.shownAlert == navigator.state.alert
    }

    /// Whether neither a command nor a user transition is in flight.
    public var isIdle: Bool {
        if case .idle = phase { true } else { false }
    }
}

// MARK: - Sending

extension NavigationReconciler {
    private func observe(_ change: NavigationChange) {
        if change.action.rebuildsScreens {
            for layer in change.new.layers { rebuilt.formUnion(layer.allEntries.map(\.id)) }
        }
        setNeedsUpdate()
    }

    private func setNeedsUpdate() {
        guard !isTurnScheduled, let container else { return }
        isTurnScheduled = true
        container.schedule(after: 0) { [weak self] in
            self?.isTurnScheduled = false
            self?.send()
        }
    }

    private func send() {
        guard isIdle, !isRetryScheduled, observation != nil, let container else { return }
        let shown = container.shownLayers
        // A collapse the navigator could not take is reported again.
        for case (let index, let split?) in shown.map(\.split).enumerated() {
            reportCollapse(ofLayer: index, isCollapsed: split.isCollapsed)
        }
        let target = navigator.state
        guard
            let command = Self.commands(
                from: withoutRebuilt(shown), placedAs: shown, showingAlert: container.shownAlert,
                to: target
            ).first
        else { return }
        guard !container.isTransitionRunning else { return retryLater() }
        commandCount += 1
        let number = commandCount
        phase = .sending(
            SentCommand(
                number: number, shownBefore: shown, alertBefore: container.shownAlert,
                refreshes: forgetRebuilt(shownBy: command)))
        // What the user does not see is not animated: a selection, a new container, a
        // covered layer's stack or a tab not selected.
        let isTop = { (layer: Int) in layer == shown.count - 1 && layer == target.layers.count - 1 }
        let animated =
            switch command {
            case .present, .dismiss, .presentAlert, .dismissAlert: animatesChanges
            case .select, .setContent: false
            case .setStack(let layer, .tab(let tag), _):
                animatesChanges && isTop(layer) && shown[layer].selectedTab == tag
            case .setStack(let layer, _, _): animatesChanges && isTop(layer)
            }
        container.perform(command, animated: animated) { [weak self] in
            self?.commandDidFinish(number)
        }
        waitForCompletion(of: number)
    }

    private func commandDidFinish(_ number: Int) {
        guard let sent = phase.endCommand(number) else { return }
        // A command that changed nothing was refused: sending it again at once would spin
        // on a container that keeps refusing.
        if !sent.refreshes && container?.shownLayers == sent.shownBefore
            && container?.shownAlert == sent.alertBefore
        {
            return retryLater()
        }
        setNeedsUpdate()
    }

    /// Takes the completion as lost once the container is at rest and it has not come.
    private func waitForCompletion(of number: Int) {
        container?.schedule(after: completionTimeout) { [weak self] in
            guard let self, phase.command?.number == number, let container else { return }
            if container.isTransitionRunning { return waitForCompletion(of: number) }
            _ = phase.endCommand(number)
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

    /// The layers shown, without the entries whose screens were rebuilt; forgets rebuilt
    /// entries the container does not show.
    private func withoutRebuilt(_ shown: [NavigationLayer]) -> [NavigationLayer] {
        guard !rebuilt.isEmpty else { return shown }
        var stillShown: Set<NavigationEntryID> = []
        var layers = shown
        for index in layers.indices {
            for (placement, entries) in layers[index].placedStacks {
                stillShown.formUnion(entries.map(\.id).filter(rebuilt.contains))
                layers[index].setStack(placement, to: entries.filter { !rebuilt.contains($0.id) })
            }
        }
        rebuilt = stillShown
        return layers
    }

    /// Forgets the rebuilt entries a command shows again; returns whether it forgot any.
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
        let count = rebuilt.count
        rebuilt.subtract(entries.map(\.id))
        return rebuilt.count != count
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

// MARK: - Container reports

extension NavigationReconciler {
    /// Tells the reconciler that the user started a transition on screen; nothing is sent
    /// to the container until it ends.
    public func containerWillBeginUserTransition() {
        phase = .userTransition(before: navigator.state, command: phase.command)
    }

    /// Tells the reconciler how a user transition ended (an end without a beginning, a
    /// system dismissal, is fine); a completed pop or dismissal is reported to the navigator.
    ///
    /// When the app navigated during the gesture, a report of a screen that is gone is
    /// refused (``NavigationError/Reason/notShown(_:)``), and one that would remove screens
    /// the user never saw with ``NavigationError/Reason/superseded``.
    public func containerDidEndUserTransition(_ outcome: UserTransitionOutcome) {
        var before: NavigationState?
        if case .userTransition(let state, let command) = phase {
            before = state
            phase = command.map { .sending($0) } ?? .idle
        }
        report { navigator throws(NavigationError) in
            switch outcome {
            case .cancelled:
                break
            case .popped(let id):
                if let before, let removed = Self.screens(above: id, in: before),
                    let above = Self.screens(above: id, in: navigator.state), above != removed
                {
                    throw NavigationError(.platformPop(to: id), .superseded)
                }
                try navigator.platformDidPop(to: id)
            case .dismissed(let id):
                if let before, let removed = Self.layers(from: id, in: before),
                    let above = Self.layers(from: id, in: navigator.state), above != removed
                {
                    throw NavigationError(.platformDismiss(id), .superseded)
                }
                try navigator.platformDidDismiss(layerShowing: id)
            }
        }
    }

    /// The screens above `id` in its stack (a collapsed split's one stack), if shown.
    private static func screens(above id: NavigationEntryID, in state: NavigationState)
        -> [NavigationEntryID]?
    {
        for layer in state.layers {
            for stack in ContainerOutline(layer).stacks.compactMap(layer.stack) {
                if let index = stack.firstIndex(where: { $0.id == id }) {
                    return stack[(index + 1)...].map(\.id)
                }
            }
        }
        return nil
    }

    /// The screens of the layer that shows `id` and of every layer above it, if shown.
    private static func layers(from id: NavigationEntryID, in state: NavigationState)
        -> [[NavigationEntryID]]?
    {
        guard let index = state.location(of: id)?.layer else { return nil }
        return state.layers[index...].map { $0.allEntries.map(\.id) }
    }

    /// Tells the reconciler that the layer showing `id` and those above it vanished without
    /// a gesture or a command (UIKit took them along with a controller the app dismissed).
    ///
    /// It is reported as a dismissal when the guards allow it
    /// (``Navigator/allowsPlatformDismiss(layerShowing:)``); otherwise the layers come back.
    public func containerDidLoseLayers(showing id: NavigationEntryID) {
        guard navigator.allowsPlatformDismiss(layerShowing: id) else { return setNeedsUpdate() }
        report { navigator throws(NavigationError) in
            try navigator.platformDidDismiss(layerShowing: id)
        }
    }

    /// Tells the reconciler that the user selected the tab `tag`, which the container shows
    /// already (``Navigator/platformDidSelect(_:)``); a tap on the selected tab is a user
    /// transition ending in ``UserTransitionOutcome/popped(to:)`` instead.
    public func containerDidSelect(_ tag: NavigationTabTag) {
        report { navigator throws(NavigationError) in try navigator.platformDidSelect(tag) }
    }

    /// Tells the reconciler that the user picked the tab `tag` of `layer` in a container
    /// that switches before it asks (a SwiftUI `TabView`); returns whether the pick stands,
    /// reported as ``containerDidSelect(_:)`` when ``allowsUserSelect(_:inLayer:)``.
    public func containerDidPick(_ tag: NavigationTabTag, inLayer layer: Int) -> Bool {
        let layers = navigator.state.layers
        guard layers.indices.contains(layer), let selected = layers[layer].selectedTab,
            tag != selected, allowsUserSelect(tag, inLayer: layer)
        else { return false }
        containerDidSelect(tag)
        return navigator.state.layers[layer].selectedTab == tag
    }

    /// Tells the reconciler that the platform collapsed the split of `layer` or expanded it
    /// (`isCollapsed` says which), at any time, also during a transition.
    ///
    /// It is reported (``Navigator/platformDidCollapse(splitShowing:)``,
    /// ``Navigator/platformDidExpand(splitShowing:)``), again before the next command when
    /// the navigator could not take it.
    public func containerDidChangeCollapse(ofLayer layer: Int, isCollapsed: Bool) {
        reportCollapse(ofLayer: layer, isCollapsed: isCollapsed)
        setNeedsUpdate()
    }

    private func reportCollapse(ofLayer layer: Int, isCollapsed: Bool) {
        let layers = navigator.state.layers
        guard layers.indices.contains(layer), let split = layers[layer].split,
            split.isCollapsed != isCollapsed, let first = split.primary.first
        else { return }
        report(update: false) { navigator throws(NavigationError) in
            if isCollapsed {
                try navigator.platformDidCollapse(splitShowing: first.id)
            } else {
                try navigator.platformDidExpand(splitShowing: first.id)
            }
        }
    }

    /// Tells the reconciler that the user dragged the sheet of `layer` to the detent
    /// `identifier`, which the container shows already
    /// (``Navigator/platformDidSelectDetent(_:layerShowing:)``); a refused report brings
    /// the state's detent back, by presenting the layer again.
    public func containerDidSelectDetent(_ identifier: String, ofLayer layer: Int) {
        let layers = navigator.state.layers
        guard layers.indices.contains(layer), let top = layers[layer].top else {
            return setNeedsUpdate()
        }
        report { navigator throws(NavigationError) in
            try navigator.platformDidSelectDetent(identifier, layerShowing: top.id)
        }
    }

    /// Tells the reconciler that the user customised the tabs of `layer` on screen: their
    /// new `order` and the `hidden` ones (``Navigator/platformDidCustomizeTabs(_:hidden:tabsShowing:)``).
    public func containerDidCustomizeTabs(
        ofLayer layer: Int, _ order: [NavigationTabTag], hidden: Set<NavigationTabTag>
    ) {
        guard let id = firstTab(ofLayer: layer) else { return setNeedsUpdate() }
        report { navigator throws(NavigationError) in
            try navigator.platformDidCustomizeTabs(order, hidden: hidden, tabsShowing: id)
        }
    }

    /// Tells the reconciler that the platform shows the tabs of `layer` as a sidebar
    /// (`isShown`) or as a tab bar, at any time
    /// (``Navigator/platformDidShowSidebar(tabsShowing:)``).
    public func containerDidShowSidebar(ofLayer layer: Int, isShown: Bool) {
        guard let id = firstTab(ofLayer: layer) else { return setNeedsUpdate() }
        report { navigator throws(NavigationError) in
            if isShown {
                try navigator.platformDidShowSidebar(tabsShowing: id)
            } else {
                try navigator.platformDidHideSidebar(tabsShowing: id)
            }
        }
    }

    /// The first screen of the tabs of `layer` in the state, if it has tabs.
    private func firstTab(ofLayer layer: Int) -> NavigationEntryID? {
        let layers = navigator.state.layers
        guard layers.indices.contains(layer), layers[layer].selectedTab != nil else { return nil }
        return layers[layer].allEntries.first?.id
    }

    /// Tells the reconciler that the user tapped the button at `index` in
    /// ``ShownAlert/buttonsOnScreen`` of the alert `id`, which UIKit already dismissed.
    public func containerDidChoose(button index: Int, inAlert id: NavigationEntryID) {
        report { navigator throws(NavigationError) in
            try navigator.platformDidChoose(button: index, inAlert: id)
        }
    }

    /// Tells the reconciler that the system took the alert `id` down without a choice (a
    /// tap outside an action sheet's popover); the navigator delivers `nil`.
    public func containerDidDismissAlert(_ id: NavigationEntryID) {
        report { navigator throws(NavigationError) in
            try navigator.platformDidDismiss(layerShowing: id)
        }
    }

    /// Hands a report to the navigator, keeping a refusal, then looks at the container
    /// again unless `update` is `false` (a report `send()` makes itself).
    private func report(
        update: Bool = true, _ body: (Navigator) throws(NavigationError) -> Void
    ) {
        do throws(NavigationError) {
            try body(navigator)
        } catch {
            lastRefusedReport = error
        }
        if update { setNeedsUpdate() }
    }
}

// MARK: - Gestures

extension NavigationReconciler {
    /// Whether the user may swipe back from the top screen of the stack `placement` of
    /// `layer` now: ``isSettled``, two screens or more, a tab selected, and the guards
    /// allowing it (``Navigator/allowsPlatformPop(to:)``).
    public func allowsUserPop(inLayer layer: Int, in placement: NavigationPlacement = .current)
        -> Bool
    {
        guard isSettled, let entries = stack(placement, inLayer: layer), entries.count > 1
        else { return false }
        if case .tab(let tag) = placement, navigator.state.layers[layer].selectedTab != tag {
            return false
        }
        return navigator.allowsPlatformPop(to: entries[entries.count - 2].id)
    }

    /// Whether the user may now select the tab `tag` of the tab bar of `layer`: ``isSettled``,
    /// the top layer, and the guards allowing it (``Navigator/allowsPlatformSelect(_:)``, or
    /// for the selected tab, whose tap pops its stack to its first screen, that pop's).
    public func allowsUserSelect(_ tag: NavigationTabTag, inLayer layer: Int) -> Bool {
        let layers = navigator.state.layers
        guard isSettled, layer == layers.count - 1, let selected = layers[layer].selectedTab,
            let entries = layers[layer].stack(.tab(tag))
        else { return false }
        guard tag == selected else { return navigator.allowsPlatformSelect(tag) }
        guard entries.count > 1 else { return false }
        return navigator.allowsPlatformPop(to: entries[0].id)
    }

    /// Whether the user may swipe down the presented `layer` now: ``isSettled``, not the
    /// root, and the guards allowing it (``Navigator/allowsPlatformDismiss(layerShowing:)``).
    public func allowsUserDismiss(ofLayer layer: Int) -> Bool {
        let layers = navigator.state.layers
        guard isSettled, layer > 0, layers.indices.contains(layer),
            let first = layers[layer].allEntries.first
        else { return false }
        return navigator.allowsPlatformDismiss(layerShowing: first.id)
    }

    /// Whether the back button of the stack `placement` of `layer` must not be UIKit's own,
    /// which pops asking no one, because a screen above the first is a ``ScreenGuard``.
    ///
    /// The UIKit host then shows one that calls ``popTopScreen(inLayer:in:)``; app-wide
    /// guards are not seen here.
    public func needsGuardedBackButton(
        inLayer layer: Int, in placement: NavigationPlacement = .current
    ) -> Bool {
        let entries = stack(placement, inLayer: layer) ?? []
        return entries.dropFirst().contains { navigator.screen(for: $0.id) is any ScreenGuard }
    }

    /// Pops the top screen of the stack `placement` of `layer` through the navigator, which
    /// asks the guards: what a replaced back button does.
    ///
    /// - Throws: The navigator's refusal (a guard's veto,
    ///   ``NavigationError/Reason/emptyStack``); nothing changes then.
    public func popTopScreen(
        inLayer layer: Int, in placement: NavigationPlacement = .current
    ) throws(NavigationError) {
        guard let top = stack(placement, inLayer: layer)?.last else { return }
        try navigator.close(top.id)
    }

    /// The entries of a stack of the state, if the layer has it.
    private func stack(_ placement: NavigationPlacement, inLayer layer: Int) -> [NavigationEntry]? {
        let layers = navigator.state.layers
        return layers.indices.contains(layer) ? layers[layer].stack(placement) : nil
    }
}
