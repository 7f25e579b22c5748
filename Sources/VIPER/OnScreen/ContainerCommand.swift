/// One step a ``NavigationContainer`` takes to show a navigation state: set a layer's
/// stack, present a layer, or dismiss layers.
///
/// A ``NavigationReconciler`` plans these from what the container shows to what the
/// navigator holds, with ``NavigationReconciler/commands(from:showingAlert:to:)``, and sends them one
/// at a time. Layer 0 is the root stack; a presented layer has the index it has in
/// ``NavigationState/layers``.
///
/// ```swift
/// let commands = NavigationReconciler.commands(from: container.shownLayers, to: navigator.state)
/// // [.dismiss(fromLayer: 1), .setStack(layer: 0, entries: [#1 List, #4 Detail])]
/// ```
public enum ContainerCommand: Hashable, Sendable, CustomStringConvertible {
    /// Replace the stack of the layer at this index with these entries, bottom first.
    ///
    /// In UIKit: `setViewControllers(_:animated:)` on the layer's navigation controller.
    case setStack(layer: Int, entries: [NavigationEntry])

    /// Present this layer over the top layer; it becomes the top layer.
    ///
    /// In UIKit: `present(_:animated:completion:)` of a navigation controller holding the
    /// layer's screens, from the top layer's navigation controller.
    case present(NavigationLayer)

    /// Dismiss the presented layer at this index and every layer above it, in one
    /// transition.
    ///
    /// In UIKit: `dismiss(animated:completion:)` on the navigation controller of the layer
    /// below it.
    case dismiss(fromLayer: Int)

    /// Present this alert over the top layer's visible screen; nothing can be presented
    /// until it is dismissed.
    ///
    /// In UIKit: a `UIAlertController` with one `UIAlertAction` a button, presented from the
    /// top layer's navigation controller; a confirmation dialog's popover points from its
    /// anchor's view.
    case presentAlert(ShownAlert)

    /// Dismiss the alert with this identity, without a choice.
    ///
    /// In UIKit: `dismiss(animated:completion:)` on the controller that presented it.
    case dismissAlert(NavigationEntryID)

    /// A short form such as `setStack(layer: 0, [#1 List, #2 Detail])`.
    public var description: String {
        switch self {
        case .setStack(let layer, let entries):
            "setStack(layer: \(layer), [" + entries.map(\.description).joined(separator: ", ")
                + "])"
        case .present(let layer): "present(\(layer))"
        case .dismiss(let layer): "dismiss(fromLayer: \(layer))"
        case .presentAlert(let alert): "presentAlert(\(alert))"
        case .dismissAlert(let id): "dismissAlert(\(id))"
        }
    }

    /// The layers a container shows after it performed this command on `layers`.
    ///
    /// - Parameter layers: The layers before, root first.
    /// - Returns: The layers after; a command that names a missing layer, or an alert's,
    ///   changes nothing.
    public func applied(to layers: [NavigationLayer]) -> [NavigationLayer] {
        var layers = layers
        switch self {
        case .setStack(let layer, let entries):
            if layers.indices.contains(layer) { layers[layer].entries = entries }
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
