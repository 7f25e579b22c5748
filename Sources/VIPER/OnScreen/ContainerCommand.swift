/// One step a ``NavigationContainer`` takes to show a navigation state, planned by
/// ``NavigationReconciler/commands(from:showingAlert:to:)``.
///
/// Layer 0 is the root; a presented layer has its index in ``NavigationState/layers``. In
/// UIKit the cases are, in order: `setViewControllers(_:animated:)` on that stack's
/// navigation controller, the tab bar's `selectedIndex` (not animated), a new container
/// controller, `present(_:animated:completion:)`, `dismiss(animated:completion:)`, a
/// presented `UIAlertController`, and its `dismiss(animated:completion:)`.
public enum ContainerCommand: Hashable, Sendable, CustomStringConvertible {
    /// Replace one stack of the layer at this index with these entries, bottom first: the
    /// layer's stack (``NavigationPlacement/current``), a tab's, or a column's.
    case setStack(layer: Int, in: NavigationPlacement = .current, entries: [NavigationEntry])

    /// Select a tab of the tabs layer at this index; no stack changes.
    case select(layer: Int, tab: NavigationTabTag)

    /// Replace the whole container of the layer at this index (a stack becomes tabs, ...).
    case setContent(layer: Int, NavigationLayer.Content)

    /// Present this layer over the top layer; it becomes the top layer.
    case present(NavigationLayer)

    /// Dismiss the presented layer at this index and every layer above it, in one transition.
    case dismiss(fromLayer: Int)

    /// Present this alert over the top layer's visible screen; nothing can be presented
    /// until it is dismissed.
    case presentAlert(ShownAlert)

    /// Dismiss the alert with this identity, without a choice.
    case dismissAlert(NavigationEntryID)

    /// A short form such as `setStack(layer: 0, [#1 List, #2 Detail])` or
    /// `setStack(layer: 0, tab(bookmarks), [#3 Saved])`.
    public var description: String {
        switch self {
        case .setStack(let layer, let placement, let entries):
            let stack = "[" + entries.map(\.description).joined(separator: ", ") + "]"
            return placement == .current
                ? "setStack(layer: \(layer), \(stack))"
                : "setStack(layer: \(layer), \(placement), \(stack))"
        case .select(let layer, let tab): return "select(layer: \(layer), \(tab))"
        case .setContent(let layer, let content):
            return "setContent(layer: \(layer), \(NavigationLayer(style: nil, content: content)))"
        case .present(let layer): return "present(\(layer))"
        case .dismiss(let layer): return "dismiss(fromLayer: \(layer))"
        case .presentAlert(let alert): return "presentAlert(\(alert))"
        case .dismissAlert(let id): return "dismissAlert(\(id))"
        }
    }

    /// The layers a container shows after it performed this command on `layers`; a command
    /// that names a missing layer, stack or tab, or an alert's, changes nothing.
    public func applied(to layers: [NavigationLayer]) -> [NavigationLayer] {
        var layers = layers
        switch self {
        case .setStack(let layer, let placement, let entries):
            if layers.indices.contains(layer) { layers[layer].setStack(placement, to: entries) }
        case .select(let layer, let tab):
            if layers.indices.contains(layer) { _ = layers[layer].select(tab) }
        case .setContent(let layer, let content):
            if layers.indices.contains(layer) { layers[layer].content = content }
        case .present(let layer):
            layers.append(layer)
        case .dismiss(let layer):
            if layer > 0 && layer < layers.count { layers.removeSubrange(layer...) }
        case .presentAlert, .dismissAlert:
            break
        }
        return layers
    }
}
