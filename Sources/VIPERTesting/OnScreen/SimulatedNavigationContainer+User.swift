import VIPER

extension SimulatedNavigationContainer {
    /// The user starts swiping back in the top layer.
    ///
    /// As in UIKit, the gesture begins only when no transition is in flight, the top
    /// layer has at least two screens and the gesture's delegate allows it (here the
    /// reconciler's `allowsUserPop(inLayer:)`). The top screen leaves the stack at once;
    /// finish with ``finishTransition()`` (the pop completes) or ``cancelGesture()``.
    ///
    /// - Returns: Whether the gesture began.
    @discardableResult
    public func swipeBack() -> Bool {
        let layer = shownLayers.count - 1
        guard transition == nil, !isTopLayerCovered, shownLayers[layer].entries.count > 1,
            reconciler?.allowsUserPop(inLayer: layer) == true
        else { return false }
        let removed = shownLayers[layer].entries.removeLast()
        let revealed = shownLayers[layer].entries.last!.id
        transition = .swipeBack(revealing: revealed, removed: removed)
        reconciler?.containerWillBeginUserTransition()
        beginAppearance(disappearing: removed.id, appearing: revealed)
        return true
    }

    /// The user taps the back button, or picks an entry `levels` deep from its menu.
    ///
    /// UIKit asks no one before this pop: it begins whenever no transition is in flight
    /// and the top layer has more than `levels` screens. The screens leave the stack at
    /// once; the pop completes at ``finishTransition()`` and cannot be cancelled.
    ///
    /// When a screen of the layer guards its leaving
    /// (`NavigationReconciler.needsGuardedBackButton(inLayer:)`), the button is the one
    /// the UIKit host shows instead of UIKit's, as on a device: it has no menu (`levels`
    /// must be 1) and pops through the navigator
    /// (`NavigationReconciler.popTopScreen(inLayer:)`), which asks the guards; the screen
    /// follows through the reconciler's commands.
    ///
    /// - Parameter levels: How many screens to pop, 1 for the back button.
    /// - Returns: Whether the pop began (for the host's button: whether the navigator
    ///   popped).
    @discardableResult
    public func tapBack(levels: Int = 1) -> Bool {
        let layer = shownLayers.count - 1
        let count = shownLayers[layer].entries.count
        guard transition == nil, !isTopLayerCovered, levels >= 1, count > levels else {
            return false
        }
        if let reconciler, reconciler.needsGuardedBackButton(inLayer: layer) {
            guard levels == 1 else { return false }
            do throws(NavigationError) {
                try reconciler.popTopScreen(inLayer: layer)
                return true
            } catch {
                return false
            }
        }
        let top = shownLayers[layer].entries[count - 1].id
        shownLayers[layer].entries.removeLast(levels)
        let revealed = shownLayers[layer].entries[count - levels - 1].id
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
        case .swipeBack(let revealed, let removed):
            shownLayers[shownLayers.count - 1].entries.append(removed)
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
