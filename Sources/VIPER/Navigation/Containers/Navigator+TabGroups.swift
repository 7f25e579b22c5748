// What the platform reports of a tab container's tree: the user's customisation and the
// sidebar. Selecting a tab anywhere in the tree is `select(_:)`; a group is not selectable.

extension Navigator {
    /// Records that the user customised, on screen, the tabs of the layer that shows `id`
    /// (any entry of that layer): the tabs in their new `order`, with those in `hidden`
    /// hidden and the others shown.
    ///
    /// A tab keeps its groups: the user reorders a group's tabs, not the tree. Guards are
    /// not asked; an alert that is up stays up.
    ///
    /// - Parameters:
    ///   - order: Every tab's tag once, in the order the container now shows them.
    ///   - hidden: The tags of the tabs the user hid.
    ///   - id: Any entry of the tabs' layer.
    /// - Throws: ``NavigationError/Reason/notShown(_:)`` when `id` is not shown,
    ///   ``NavigationError/Reason/invalidContainer(layer:_:)`` naming a tag when its layer
    ///   has no tabs, `order` misses, repeats or adds a tag, `hidden` names a tag not there,
    ///   or the order parts a group's tabs; ``NavigationError/Reason/reentrant``. The state
    ///   is unchanged.
    public func platformDidCustomizeTabs(
        _ order: [NavigationTabTag], hidden: Set<NavigationTabTag>,
        tabsShowing id: NavigationEntryID
    ) throws(NavigationError) {
        let edit = TabEdit(kind: .customize(order: order, hidden: hidden), id: id)
        try transactPlatformChange(edit.action, .editTabs(edit))
    }

    /// Records that the platform shows the tabs of the layer that shows `id` as a sidebar
    /// (a regular width, or the user opened it); an alert that is up stays up.
    ///
    /// - Throws: ``NavigationError/Reason/notShown(_:)`` when `id` is not shown,
    ///   ``NavigationError/Reason/invalidContainer(layer:_:)`` when its layer has no tabs,
    ///   ``NavigationError/Reason/reentrant``.
    public func platformDidShowSidebar(tabsShowing id: NavigationEntryID)
        throws(NavigationError)
    {
        let edit = TabEdit(kind: .showSidebar(true), id: id)
        try transactPlatformChange(edit.action, .editTabs(edit))
    }

    /// Records that the platform shows the tabs of the layer that shows `id` as a tab bar.
    ///
    /// - Throws: As ``platformDidShowSidebar(tabsShowing:)``.
    public func platformDidHideSidebar(tabsShowing id: NavigationEntryID)
        throws(NavigationError)
    {
        let edit = TabEdit(kind: .showSidebar(false), id: id)
        try transactPlatformChange(edit.action, .editTabs(edit))
    }
}
