import VIPER

extension SimulatedNavigationContainer {
    /// The user taps a tab of a SwiftUI `TabView` that shows the top layer's tabs.
    ///
    /// Unlike a tab bar controller (``tapTab(_:)``), a tab view switches first and asks
    /// afterwards: it sets its selection binding, whose setter is the reconciler's
    /// `containerDidPick(_:inLayer:)`. When that refuses (a guard, a transition in
    /// flight, a covering layer, or the selected tab tapped again, which a tab view does
    /// not pop), the tab view shows the navigator's selected tab again at once, and the
    /// shown selection stays as it was. An accepted pick shows the tab, with its
    /// appearance calls, as a tab bar's tap does.
    ///
    /// - Parameter tag: The tab tapped.
    /// - Returns: Whether the tab view now shows `tag` as a platform-driven selection.
    @discardableResult
    public func pickTab(_ tag: NavigationTabTag) -> Bool {
        guard let (layer, tabs, selected) = tappableTabs(), tag != selected,
            tabs.contains(where: { $0.tag == tag }), let reconciler
        else { return false }
        // NB: the host reads a tab view's selection from its binding, which returns the
        // navigator's tab until the pick stands; so here the shown selection changes
        // only then.
        guard reconciler.containerDidPick(tag, inLayer: layer) else { return false }
        showTab(tag, of: tabs, inLayer: layer)
        return true
    }

    /// The top layer's tabs, when the user can tap one: no transition runs and no layer
    /// covers them.
    func tappableTabs() -> (layer: Int, tabs: [NavigationTab], selected: NavigationTabTag)? {
        let layer = shownLayers.count - 1
        guard transition == nil, !isTopLayerCovered,
            case .tabs(let tabs, let selected) = shownLayers[layer].content
        else { return nil }
        return (layer, tabs, selected)
    }

    /// Shows another tab of a layer at once, with the appearance calls of its screens and
    /// of the tab it covers.
    func showTab(_ tag: NavigationTabTag, of tabs: [NavigationTab], inLayer layer: Int) {
        let before = Self.visibleEntry(of: shownLayers)
        shownLayers[layer].content = .tabs(tabs, selected: tag)
        beginAppearance(disappearing: before, appearing: Self.visibleEntry(of: shownLayers))
        let due = pendingViewEvents
        pendingViewEvents = []
        call(due)
    }
}
