import VIPER

extension SimulatedNavigationContainer {
    /// The app presents a controller of its own (an alert, a SwiftUI `.sheet` of a view
    /// around the navigator) over the top layer, outside the navigator.
    ///
    /// It begins only when no transition is in flight and no such controller is shown;
    /// it is shown at ``finishTransition()``. Until then ``isTransitionRunning`` is `true`,
    /// and a command sent meanwhile is refused, as UIKit refuses a present "while a
    /// presentation is in progress". Layers presented afterwards go over it, as the
    /// UIKit host presents over the topmost presented controller.
    ///
    /// - Returns: Whether the presentation began.
    @discardableResult
    public func presentForeignController() -> Bool {
        guard transition == nil, foreignControllerLayer == nil else { return false }
        transition = .foreignPresentation(overLayer: shownLayers.count - 1)
        return true
    }

    /// The app dismisses its own controller.
    ///
    /// It begins only when no transition is in flight. At ``finishTransition()`` the
    /// controller is gone and, as in UIKit, so is every layer presented over it; no
    /// delegate hears of those, so the container reports them with
    /// `NavigationReconciler.containerDidLoseLayers(showing:)`.
    ///
    /// - Returns: Whether the dismissal began.
    @discardableResult
    public func dismissForeignController() -> Bool {
        guard transition == nil, let layer = foreignControllerLayer else { return false }
        transition = .foreignDismissal(overLayer: layer)
        return true
    }

    /// Whether the app's own controller covers the top layer, so the user cannot act on
    /// it.
    var isTopLayerCovered: Bool {
        shownAlert != nil || foreignControllerLayer == shownLayers.count - 1
    }

    func foreignDismissalDidEnd(overLayer layer: Int) {
        foreignControllerLayer = nil
        guard layer + 1 < shownLayers.count else { return }
        let first = shownLayers[layer + 1].allEntries[0].id
        let before = shownLayers
        shownLayers.removeSubrange((layer + 1)...)
        if callsScreenCode {
            beginAppearance(disappearing: Self.visibleEntry(of: before), appearing: nil)
            let due = pendingViewEvents
            pendingViewEvents = []
            call(due)
        }
        reconciler?.containerDidLoseLayers(showing: first)
    }
}
