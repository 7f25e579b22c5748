extension NavigationReconciler {
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
}
