extension SimulatedNavigationContainer {
    /// The user taps a tab of a SwiftUI `TabView` that shows the top layer's tabs.
    ///
    /// A tab view switches first and asks afterwards, through its selection binding (the
    /// reconciler's `containerDidPick(_:inLayer:)`); when that refuses, the shown selection
    /// stays as it was. An accepted pick shows the tab as ``tapTab(_:)`` does.
    ///
    /// - Parameter tag: The tab tapped.
    /// - Returns: Whether the tab view now shows `tag` as a platform-driven selection.
    @discardableResult
    public func pickTab(_ tag: NavigationTabTag) -> Bool {
        guard let (layer, tabs, selected) = tappableTabs(), tag != selected,
            tabs.contains(where: { $0.tag == tag }), let reconciler
        else { return false }
        // The shown selection changes only once the pick stands, as the binding reads.
        guard reconciler.containerDidPick(tag, inLayer: layer) else { return false }
        showTab(tag, of: tabs, inLayer: layer)
        return true
    }

    /// The top layer's tabs, when the user can tap one.
    func tappableTabs() -> (layer: Int, tabs: [NavigationTab], selected: NavigationTabTag)? {
        let layer = shownLayers.count - 1
        guard transition == nil, !isTopLayerCovered,
            case .tabs(let tabs, let selected) = shownLayers[layer].content
        else { return nil }
        return (layer, tabs, selected)
    }

    /// Shows another tab of a layer at once, with the appearance calls.
    func showTab(_ tag: NavigationTabTag, of tabs: [NavigationTab], inLayer layer: Int) {
        let before = Self.visibleEntry(of: shownLayers)
        shownLayers[layer].content = .tabs(tabs, selected: tag)
        beginAppearance(disappearing: before, appearing: Self.visibleEntry(of: shownLayers))
        callPendingViewEvents()
    }
}
