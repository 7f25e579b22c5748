import VIPER

extension SimulatedNavigationContainer {
    /// The user starts swiping back in a stack of the top layer.
    ///
    /// As in UIKit, the gesture begins only when no transition is in flight, the stack
    /// is on screen (a tab that is not selected is not: its navigation controller is out
    /// of the window), it has at least two screens and the gesture's delegate allows it
    /// (here the reconciler's `allowsUserPop(inLayer:in:)`). The top screen leaves the
    /// stack at once; finish with ``finishTransition()`` (the pop completes) or
    /// ``cancelGesture()``.
    ///
    /// - Parameter placement: The stack: ``NavigationPlacement/current`` (the layer's
    ///   stack, the selected tab's, a split's secondary column) by default, a tab, or a
    ///   column of an expanded split.
    /// - Returns: Whether the gesture began.
    @discardableResult
    public func swipeBack(in placement: NavigationPlacement = .current) -> Bool {
        let layer = shownLayers.count - 1
        let placement = onScreenStack(placement, inLayer: layer)
        guard transition == nil, !isTopLayerCovered, let placement,
            let entries = shownLayers[layer].stack(placement), entries.count > 1,
            reconciler?.allowsUserPop(inLayer: layer, in: placement) == true
        else { return false }
        let removed = entries[entries.count - 1]
        let revealed = entries[entries.count - 2].id
        shownLayers[layer].setStack(placement, to: Array(entries.dropLast()))
        transition = .swipeBack(revealing: revealed, removed: removed, in: placement)
        reconciler?.containerWillBeginUserTransition()
        beginAppearance(disappearing: removed.id, appearing: revealed)
        return true
    }

    /// The stack a gesture in `placement` acts on, if it is on screen: a tab must be the
    /// selected one; `.current` stands for the selected tab, an expanded split's secondary
    /// column, or a collapsed split's one stack (its columns one after the other).
    func onScreenStack(_ placement: NavigationPlacement, inLayer layer: Int)
        -> NavigationPlacement?
    {
        let shown = shownLayers[layer]
        switch (placement, shown.content) {
        case (.tab(let tag), .tabs(_, let selected)):
            return tag == selected ? placement : nil
        case (.column, .split(let split)):
            return split.isCollapsed ? nil : placement
        case (.current, .split(let split)):
            return split.isCollapsed ? .current : .column(.secondary)
        case (.current, _):
            return resolved(.current, in: shown)
        default:
            return nil
        }
    }

    /// The user taps the back button, or picks an entry `levels` deep from its menu.
    ///
    /// UIKit asks no one before this pop: it begins whenever no transition is in flight
    /// and the top layer has more than `levels` screens. The screens leave the stack at
    /// once; the pop completes at ``finishTransition()`` and cannot be cancelled.
    ///
    /// When a screen of the layer guards its leaving
    /// (`NavigationReconciler.needsGuardedBackButton(inLayer:in:)`), the button is the one
    /// the UIKit host shows instead of UIKit's, as on a device: it has no menu (`levels`
    /// must be 1) and pops through the navigator
    /// (`NavigationReconciler.popTopScreen(inLayer:in:)`), which asks the guards; the screen
    /// follows through the reconciler's commands.
    ///
    /// - Parameters:
    ///   - levels: How many screens to pop, 1 for the back button.
    ///   - placement: The stack whose back button it is: ``NavigationPlacement/current``
    ///     by default, the selected tab, or a column of an expanded split.
    /// - Returns: Whether the pop began (for the host's button: whether the navigator
    ///   popped).
    @discardableResult
    public func tapBack(levels: Int = 1, in placement: NavigationPlacement = .current) -> Bool {
        let layer = shownLayers.count - 1
        guard transition == nil, !isTopLayerCovered, levels >= 1,
            let placement = onScreenStack(placement, inLayer: layer),
            let entries = shownLayers[layer].stack(placement), entries.count > levels
        else { return false }
        let count = entries.count
        if let reconciler, reconciler.needsGuardedBackButton(inLayer: layer, in: placement) {
            guard levels == 1 else { return false }
            do throws(NavigationError) {
                try reconciler.popTopScreen(inLayer: layer, in: placement)
                return true
            } catch {
                return false
            }
        }
        let top = entries[count - 1].id
        shownLayers[layer].setStack(placement, to: Array(entries.dropLast(levels)))
        let revealed = entries[count - levels - 1].id
        transition = .backButton(to: revealed)
        reconciler?.containerWillBeginUserTransition()
        beginAppearance(disappearing: top, appearing: revealed)
        return true
    }

    /// The user starts swiping the top presented layer down.
    ///
    /// It begins only when no transition is in flight, the layer's style is in
    /// ``interactivelyDismissableStyles`` and the reconciler's `allowsUserDismiss(ofLayer:)`
    /// agrees; a refusal counts in ``refusedDismissAttempts``. The layer stays shown
    /// until ``finishTransition()`` dismisses it, or ``cancelGesture()`` keeps it.
    ///
    /// - Returns: Whether the gesture began.
    @discardableResult
    public func swipeDown() -> Bool {
        let layer = shownLayers.count - 1
        guard transition == nil, !isTopLayerCovered, layer > 0,
            let style = shownLayers[layer].style, interactivelyDismissableStyles.contains(style)
        else { return false }
        guard reconciler?.allowsUserDismiss(ofLayer: layer) == true else {
            refusedDismissAttempts += 1
            return false
        }
        transition = .swipeDown(layer: layer)
        reconciler?.containerWillBeginUserTransition()
        beginAppearance(disappearing: Self.visibleEntry(of: shownLayers), appearing: nil)
        return true
    }

    /// The system dismisses the top presented layer, asking no one.
    ///
    /// A popover tapped outside, for example. It completes at ``finishTransition()``.
    ///
    /// - Returns: Whether the dismissal began.
    @discardableResult
    public func dismissBySystem() -> Bool {
        let layer = shownLayers.count - 1
        guard transition == nil, !isTopLayerCovered, layer > 0 else { return false }
        transition = .systemDismiss(layer: layer)
        reconciler?.containerWillBeginUserTransition()
        let revealed =
            shownLayers[layer].style?.coversPresenter ?? true
            ? Self.visibleEntry(of: Array(shownLayers[..<layer])) : nil
        beginAppearance(disappearing: Self.visibleEntry(of: shownLayers), appearing: revealed)
        return true
    }

    /// The user lets go of a swipe before the threshold: the screen shows what it showed
    /// before the swipe began.
    ///
    /// - Returns: Whether a swipe was in flight.
    @discardableResult
    public func cancelGesture() -> Bool {
        switch transition {
        case .swipeBack(let revealed, let removed, let placement):
            let layer = shownLayers.count - 1
            shownLayers[layer].setStack(
                placement, to: (shownLayers[layer].stack(placement) ?? []) + [removed])
            // NB: UIKit's order for a cancelled pop: the revealed screen disappears again,
            // then the top reappears; the revealed one never gets viewDidAppear.
            pendingViewEvents = []
            call([.willDisappear(revealed), .didDisappear(revealed)])
            call([.willAppear(removed.id), .didAppear(removed.id)])
        case .swipeDown:
            pendingViewEvents = []
            if let top = Self.visibleEntry(of: shownLayers) {
                call([.willAppear(top), .didAppear(top)])
            }
        default:
            return false
        }
        transition = nil
        reconciler?.containerDidEndUserTransition(.cancelled)
        return true
    }
}

extension SimulatedNavigationContainer {
    /// The user taps a tab of the top layer's tab bar.
    ///
    /// As in UIKit, the tab bar controller first asks its delegate (here the reconciler's
    /// `allowsUserSelect(_:inLayer:)`, as `tabBarController(_:shouldSelect:)` does) and
    /// does nothing on `false`. Another tab is selected at once, without a transition:
    /// its screens appear, the other tab's are covered, and the reconciler hears of it
    /// with `containerDidSelect(_:)`. A tap on the selected tab pops that tab to its
    /// first screen, as UIKit does, in a transition that completes at
    /// ``finishTransition()`` and is reported like the back button's pop.
    ///
    /// - Parameter tag: The tapped tab.
    /// - Returns: Whether the tap changed anything.
    @discardableResult
    public func tapTab(_ tag: NavigationTabTag) -> Bool {
        guard let (layer, tabs, selected) = tappableTabs(),
            let tab = tabs.first(where: { $0.tag == tag }),
            reconciler?.allowsUserSelect(tag, inLayer: layer) == true
        else { return false }
        guard tag != selected else {
            // NB: UIKit pops the selected tab to its first screen, asking no one but
            // `shouldSelect`, which the reconciler answered with the guards.
            guard tab.entries.count > 1 else { return false }
            let top = tab.entries[tab.entries.count - 1].id
            shownLayers[layer].setStack(.tab(tag), to: [tab.entries[0]])
            transition = .backButton(to: tab.entries[0].id)
            reconciler?.containerWillBeginUserTransition()
            beginAppearance(disappearing: top, appearing: tab.entries[0].id)
            return true
        }
        showTab(tag, of: tabs, inLayer: layer)
        reconciler?.containerDidSelect(tag)
        return true
    }

    /// The platform collapses a layer's split into one stack: the width became compact
    /// (a rotation, a multitasking resize).
    ///
    /// UIKit does it whenever the size changes, also while a transition runs, so this
    /// works in the middle of any transition, the user's or a command's: the container
    /// keeps every column's screens, marks the split collapsed, and tells the reconciler
    /// with `containerDidChangeCollapse(ofLayer:isCollapsed:)`.
    ///
    /// - Parameter layer: The split's layer; 0 by default.
    /// - Returns: Whether the layer is a split that was expanded.
    @discardableResult
    public func collapseSplit(ofLayer layer: Int = 0) -> Bool {
        setCollapsed(true, ofLayer: layer)
    }

    /// The platform expands a layer's split into its columns: the width became regular.
    ///
    /// Like ``collapseSplit(ofLayer:)``, at any time; every screen is back in its column.
    ///
    /// - Parameter layer: The split's layer; 0 by default.
    /// - Returns: Whether the layer is a split that was collapsed.
    @discardableResult
    public func expandSplit(ofLayer layer: Int = 0) -> Bool {
        setCollapsed(false, ofLayer: layer)
    }

    private func setCollapsed(_ isCollapsed: Bool, ofLayer layer: Int) -> Bool {
        guard shownLayers.indices.contains(layer), var split = shownLayers[layer].split,
            split.isCollapsed != isCollapsed
        else { return false }
        split.isCollapsed = isCollapsed
        shownLayers[layer].content = .split(split)
        reconciler?.containerDidChangeCollapse(ofLayer: layer, isCollapsed: isCollapsed)
        return true
    }

    /// The user taps the button with this label in the alert on screen.
    ///
    /// As in UIKit, the alert is dismissed first; the reconciler hears of the choice when
    /// that dismissal ends, at ``finishTransition()``.
    ///
    /// - Parameter label: The button's label; an alert without buttons has "OK".
    /// - Returns: Whether an alert with that button was up and nothing was in flight.
    @discardableResult
    public func tapAlertButton(_ label: String) -> Bool {
        guard transition == nil, let alert = shownAlert else { return false }
        let labels = alert.buttons.isEmpty ? ["OK"] : alert.buttons.map(\.label)
        guard let index = labels.firstIndex(of: label) else { return false }
        transition = .alertDismissal(alert.id, button: index)
        return true
    }

    /// The user taps outside a confirmation dialog's popover, which the system closes
    /// without a choice; only on iPad (``isPad``), where the dialog is a popover.
    ///
    /// - Returns: Whether a dialog was up and nothing was in flight.
    @discardableResult
    public func tapOutsideAlert() -> Bool {
        guard transition == nil, isPad, let alert = shownAlert, alert.anchor != nil else {
            return false
        }
        transition = .alertDismissal(alert.id, button: nil)
        return true
    }
}
