// A sheet's detent is part of its layer's style: the user dragging the sheet changes the
// style in the state, and nothing else.

extension Navigator {
    /// Records that the user dragged the sheet showing `id` (any of its layer's entries) to
    /// the offered detent `identifier`: the layer's style selects it.
    ///
    /// Like the other platform-driven changes it cannot be refused by guards; observers get
    /// one change marked ``NavigationChange/isPlatformDriven``, and no screen is told
    /// anything. An adapter reports it from
    /// `sheetPresentationControllerDidChangeSelectedDetentIdentifier(_:)`.
    ///
    /// ```swift
    /// try navigator.present(route, style: .sheet.detents([.medium, .large], selected: .medium))
    /// try navigator.platformDidSelectDetent("large", layerShowing: sheetID)
    /// ```
    ///
    /// - Throws: ``NavigationError/Reason/notShown(_:)`` when no layer shows `id`,
    ///   ``NavigationError/Reason/detentNotOffered(layer:_:)`` when its style does not
    ///   offer `identifier`, or ``NavigationError/Reason/reentrant`` inside a batch; the
    ///   state is unchanged.
    public func platformDidSelectDetent(_ identifier: String, layerShowing id: NavigationEntryID)
        throws(NavigationError)
    {
        let action = NavigationAction.platformSelectDetent(identifier, layerShowing: id)
        guard engine.isIdle else { throw refused(NavigationError(action, .reentrant)) }
        var state = engine.state
        guard let layer = state.layers.lastIndex(where: { $0.allEntries.contains { $0.id == id } })
        else { throw refused(NavigationError(action, .notShown(id))) }
        guard let style = state.layers[layer].style?.selectingDetent(identifier) else {
            throw refused(NavigationError(action, .detentNotOffered(layer: layer, identifier)))
        }
        state.layers[layer].style = style
        try transactPlatformChange(action, .replace(state, keeping: Set(state.entries.map(\.id))))
    }
}
