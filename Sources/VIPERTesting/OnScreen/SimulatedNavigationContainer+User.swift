extension SimulatedNavigationContainer {
    /// The user starts swiping back in a stack of the top layer.
    ///
    /// It begins only when nothing is in flight, the stack is on screen with at least two
    /// screens, and the reconciler's `allowsUserPop(inLayer:in:)` agrees. The top screen leaves
    /// at once; end with ``finishTransition()`` or ``cancelGesture()``.
    ///
    /// - Parameter placement: The stack; ``NavigationPlacement/current`` by default.
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
        beginUserTransition(
            .swipeBack(revealing: revealed, removed: removed, in: placement),
            disappearing: removed.id, appearing: revealed)
        return true
    }

    /// Starts the user's transition: tells the reconciler, then makes the appearance calls.
    func beginUserTransition(
        _ transition: Transition, disappearing old: NavigationEntryID?,
        appearing new: NavigationEntryID?
    ) {
        self.transition = transition
        reconciler?.containerWillBeginUserTransition()
        beginAppearance(disappearing: old, appearing: new)
    }

    /// The stack a gesture in `placement` acts on, if it is on screen.
    func onScreenStack(_ placement: NavigationPlacement, inLayer layer: Int)
        -> NavigationPlacement?
    {
        let shown = shownLayers[layer]
        switch (placement, shown.content) {
        case (.tab(let tag), .tabs(_, let selected, _)):
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
    /// UIKit asks no one: the pop begins when nothing is in flight and the stack has more than
    /// `levels` screens, and completes at ``finishTransition()``. When a screen guards its
    /// leaving (`NavigationReconciler.needsGuardedBackButton(inLayer:in:)`), the button is the
    /// host's own: no menu, and it pops through the navigator, which asks the guards.
    ///
    /// - Parameters:
    ///   - levels: How many screens to pop, 1 for the back button.
    ///   - placement: The stack whose back button it is; ``NavigationPlacement/current`` by
    ///     default.
    /// - Returns: Whether the pop began.
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
        beginUserTransition(.backButton(to: revealed), disappearing: top, appearing: revealed)
        return true
    }

    /// The user starts swiping the top presented layer down.
    ///
    /// It begins only when nothing is in flight, the style is in
    /// ``interactivelyDismissableStyles`` and the reconciler's `allowsUserDismiss(ofLayer:)`
    /// agrees (a refusal counts in ``refusedDismissAttempts``). End with ``finishTransition()``
    /// or ``cancelGesture()``.
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
        beginUserTransition(
            .swipeDown(layer: layer), disappearing: Self.visibleEntry(of: shownLayers),
            appearing: nil)
        return true
    }

    /// The system dismisses the top presented layer, asking no one (a popover tapped outside).
    ///
    /// - Returns: Whether the dismissal began; it completes at ``finishTransition()``.
    @discardableResult
    public func dismissBySystem() -> Bool {
        let layer = shownLayers.count - 1
        guard transition == nil, !isTopLayerCovered, layer > 0 else { return false }
        let revealed =
            shownLayers[layer].style?.coversPresenter ?? true
            ? Self.visibleEntry(of: Array(shownLayers[..<layer])) : nil
        beginUserTransition(
            .systemDismiss(layer: layer), disappearing: Self.visibleEntry(of: shownLayers),
            appearing: revealed)
        return true
    }

    /// The user lets go of a swipe before the threshold: the screen shows what it showed before.
    ///
    /// - Returns: Whether a swipe was in flight.
    @discardableResult
    public func cancelGesture() -> Bool {
        switch transition {
        case .swipeBack(let revealed, let removed, let placement):
            let layer = shownLayers.count - 1
            shownLayers[layer].setStack(
                placement, to: (shownLayers[layer].stack(placement) ?? []) + [removed])
            // UIKit's order for a cancelled pop: the revealed screen never gets viewDidAppear.
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
    /// The reconciler's `allowsUserSelect(_:inLayer:)` is asked first, as
    /// `tabBarController(_:shouldSelect:)` is. Another tab is selected at once and reported with
    /// `containerDidSelect(_:)`; a tap on the selected tab pops it to its first screen, in a
    /// transition that completes at ``finishTransition()``.
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
            guard tab.entries.count > 1 else { return false }
            let top = tab.entries[tab.entries.count - 1].id
            shownLayers[layer].setStack(.tab(tag), to: [tab.entries[0]])
            beginUserTransition(
                .backButton(to: tab.entries[0].id), disappearing: top, appearing: tab.entries[0].id)
            return true
        }
        showTab(tag, inLayer: layer)
        reconciler?.containerDidSelect(tag)
        return true
    }

    /// The platform collapses a layer's split into one stack (the width became compact).
    ///
    /// It works at any time, also mid-transition, as in UIKit; the reconciler hears of it with
    /// `containerDidChangeCollapse(ofLayer:isCollapsed:)`.
    ///
    /// - Parameter layer: The split's layer; 0 by default.
    /// - Returns: Whether the layer is a split that was expanded.
    @discardableResult
    public func collapseSplit(ofLayer layer: Int = 0) -> Bool {
        setCollapsed(true, ofLayer: layer)
    }

    /// The platform expands a layer's split into its columns (the width became regular).
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
    /// The alert is dismissed first; the reconciler hears of the choice at ``finishTransition()``.
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

    /// The user taps outside a confirmation dialog's popover, on iPad (``isPad``) only.
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
