extension NavigationReconciler {
    /// Tells the reconciler that the user started a transition on screen; nothing is sent
    /// to the container until it ends.
    public func containerWillBeginUserTransition() {
        isUserTransitionInFlight = true
        stateAtUserTransitionBegin = navigator.state
    }

    /// Tells the reconciler how a user transition ended.
    ///
    /// A completed pop or dismissal is reported to the navigator as a platform-driven
    /// change; then the container is brought to the latest state. Reporting an end without
    /// a beginning (a system dismissal) is fine.
    ///
    /// When the app navigated while the user's finger was down, the report may no longer
    /// match the state. A pop to a screen that is gone, or a dismissal of a layer that
    /// is, is refused by the navigator (``NavigationError/Reason/notShown(_:)``). A pop to
    /// a screen that no longer has the same screens above it as when the gesture began
    /// (the swiped screen was replaced, or a screen was pushed over it), or a dismissal
    /// whose layer or the layers above it changed, is stale: it would remove screens the
    /// user never saw, so the reconciler refuses it with
    /// ``NavigationError/Reason/superseded``. Either way the refusal is kept in
    /// ``lastRefusedReport``, the state is unchanged, and the container is brought back
    /// to it.
    ///
    /// - Parameter outcome: What the screen shows now.
    public func containerDidEndUserTransition(_ outcome: UserTransitionOutcome) {
        isUserTransitionInFlight = false
        let before = stateAtUserTransitionBegin
        stateAtUserTransitionBegin = nil
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
        setNeedsUpdate()
    }

    /// The screens a pop to `id` removes from `state`: those above it in its stack (a
    /// collapsed split's one stack); `nil` when `id` is not shown.
    private static func screens(above id: NavigationEntryID, in state: NavigationState)
        -> [NavigationEntryID]?
    {
        for layer in state.layers {
            let stacks =
                layer.split?.isCollapsed == true
                ? [layer.entries] : layer.placedStacks.map(\.entries)
            for stack in stacks {
                if let index = stack.firstIndex(where: { $0.id == id }) {
                    return stack[(index + 1)...].map(\.id)
                }
            }
        }
        return nil
    }

    /// The screens of the layer that shows `id` and of every layer above it, which a
    /// dismissal of that layer removes from `state`; `nil` when `id` is not shown.
    private static func layers(from id: NavigationEntryID, in state: NavigationState)
        -> [[NavigationEntryID]]?
    {
        guard let index = state.location(of: id)?.layer else { return nil }
        return state.layers[index...].map { $0.allEntries.map(\.id) }
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
    func reportCollapses(_ shown: [NavigationLayer]) {
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
}
