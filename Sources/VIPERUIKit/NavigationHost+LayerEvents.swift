#if canImport(UIKit)
import UIKit
import VIPER

// What UIKit tells the host about its layers: a navigation controller appeared or
// disappeared (a presentation can run, a layer vanished), a split collapsed or expanded.

extension NavigationHost {
    /// A stack's navigation controller appeared; a presentation waiting for its layer
    /// to be in a window can run.
    func stackDidAppear(_ stack: HostStack) {
        guard let pending = pendingPresentation,
            let index = layers.firstIndex(where: { $0 === pending.layer }), index > 0,
            layers[index - 1] === stack.layer
        else { return }
        pendingPresentation = nil
        present(
            pending.layer, from: layers[index - 1].controller, animated: pending.animated,
            pending.done)
    }

    /// A stack's navigation controller disappeared; if its layer is no longer presented,
    /// though the host did not dismiss it and the user did not swipe it down, it left with
    /// a controller of the app's own that it was presented over.
    func stackDidDisappear(_ stack: HostStack) {
        schedule(after: 0) { [weak self] in self?.reportVanishedLayers() }
    }

    func reportVanishedLayers() {
        guard userTransitionOwner == nil else { return }
        guard !isTransitionRunning else {
            // NB: look again once the running transition, which may be the one taking
            // the layers along, has ended.
            return schedule(after: reconciler?.retryInterval ?? 0.1) { [weak self] in
                self?.reportVanishedLayers()
            }
        }
        guard let index = layers.indices.dropFirst().first(where: { !isOnScreen(layers[$0]) })
        else { return }
        let vanished = layers[index]
        let first = vanished.stacks.lazy.compactMap(\.entries.first).first
        for layer in layers[index...] { layer.clear() }
        layers.removeSubrange(index...)
        if let first { reconciler?.containerDidLoseLayers(showing: first.id) }
    }

    /// A split UIKit collapsed or expanded, its screens already moved where UIKit shows
    /// them.
    func layerDidChangeCollapse(_ layer: HostLayer) {
        guard let index = index(of: layer) else { return }
        updateBackButtons()
        reconciler?.containerDidChangeCollapse(ofLayer: index, isCollapsed: layer.isCollapsed)
    }
}
#endif
