extension NavigationReconciler {
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
}
