extension SimulatedNavigationContainer {
    /// The app presents a controller of its own (an alert, a SwiftUI `.sheet`) over the top
    /// layer, outside the navigator.
    ///
    /// It begins only when nothing is in flight and no such controller is shown, and is shown
    /// at ``finishTransition()``; commands sent meanwhile are refused. Layers presented
    /// afterwards go over it.
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
    /// At ``finishTransition()`` it is gone, with every layer presented over it, which the
    /// container reports with `NavigationReconciler.containerDidLoseLayers(showing:)`.
    ///
    /// - Returns: Whether the dismissal began.
    @discardableResult
    public func dismissForeignController() -> Bool {
        guard transition == nil, let layer = foreignControllerLayer else { return false }
        transition = .foreignDismissal(overLayer: layer)
        return true
    }

    /// Whether the app's own controller or an alert covers the top layer.
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
            callPendingViewEvents()
        }
        reconciler?.containerDidLoseLayers(showing: first)
    }
}
