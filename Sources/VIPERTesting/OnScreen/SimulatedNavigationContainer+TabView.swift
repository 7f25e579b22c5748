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
        showTab(tag, inLayer: layer)
        return true
    }

    /// The user customises the tabs of `layer` in the sidebar: shows them in `order`, with
    /// those in `hidden` hidden, and the container reports it.
    ///
    /// - Returns: Whether `layer` shows tabs with exactly the tags of `order`.
    @discardableResult
    public func customizeTabs(
        ofLayer layer: Int = 0, _ order: [NavigationTabTag], hidden: Set<NavigationTabTag>
    ) -> Bool {
        guard transition == nil, shownLayers.indices.contains(layer),
            case .tabs(let tabs, let selected, let showsSidebar) = shownLayers[layer].content,
            Set(order) == Set(tabs.map(\.tag)), order.count == tabs.count
        else { return false }
        let reordered = order.compactMap { tag in
            tabs.first { $0.tag == tag }.map { tab in
                var tab = tab
                tab.isHidden = hidden.contains(tag)
                return tab
            }
        }
        shownLayers[layer].content = .tabs(
            reordered, selected: selected, showsSidebar: showsSidebar)
        reconciler?.containerDidCustomizeTabs(ofLayer: layer, order, hidden: hidden)
        return true
    }

    /// The platform shows the tabs of `layer` as a sidebar (`isShown`) or as a tab bar, as a
    /// width change or the user's sidebar button does, at any time; the container reports it.
    ///
    /// - Returns: Whether `layer` shows tabs, the other way before.
    @discardableResult
    public func showSidebar(ofLayer layer: Int = 0, _ isShown: Bool) -> Bool {
        guard shownLayers.indices.contains(layer),
            case .tabs(let tabs, let selected, let showsSidebar) = shownLayers[layer].content,
            showsSidebar != isShown
        else { return false }
        shownLayers[layer].content = .tabs(tabs, selected: selected, showsSidebar: isShown)
        reconciler?.containerDidShowSidebar(ofLayer: layer, isShown: isShown)
        return true
    }

    /// The top layer's tabs the user can tap (not hidden), when the user can tap one.
    func tappableTabs() -> (layer: Int, tabs: [NavigationTab], selected: NavigationTabTag)? {
        let layer = shownLayers.count - 1
        guard transition == nil, !isTopLayerCovered,
            case .tabs(let tabs, let selected, _) = shownLayers[layer].content
        else { return nil }
        return (layer, tabs.filter { !$0.isHidden }, selected)
    }

    /// Shows another tab of a layer at once, with the appearance calls.
    func showTab(_ tag: NavigationTabTag, inLayer layer: Int) {
        let before = Self.visibleEntry(of: shownLayers)
        if case .tabs(let all, _, let showsSidebar) = shownLayers[layer].content {
            shownLayers[layer].content = .tabs(all, selected: tag, showsSidebar: showsSidebar)
        }
        beginAppearance(disappearing: before, appearing: Self.visibleEntry(of: shownLayers))
        callPendingViewEvents()
    }
}
