import VIPER

extension SimulatedNavigationContainer {
    /// The user drags the sheet of `layer` (the top one when `nil`) to its offered detent
    /// `identifier`: the container shows it at once, with no transition, and reports it
    /// (``NavigationReconciler/containerDidSelectDetent(_:ofLayer:)``).
    ///
    /// - Returns: Whether the layer is shown with detents offering `identifier`, and
    ///   nothing is in flight.
    @discardableResult
    public func dragSheet(toDetent identifier: String, inLayer layer: Int? = nil) -> Bool {
        let layer = layer ?? shownLayers.count - 1
        guard transition == nil, shownLayers.indices.contains(layer),
            let style = shownLayers[layer].style, let detents = style.detents,
            let detent = detents.first(where: { $0.identifier == identifier })
        else { return false }
        shownLayers[layer].style = style.detents(detents, selected: detent)
        reconciler?.containerDidSelectDetent(identifier, ofLayer: layer)
        return true
    }
}
