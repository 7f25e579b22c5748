#if canImport(UIKit)
import UIKit
import VIPER

/// The delegate of a split layer's split view controller: moves the screens when UIKit
/// collapses or expands it and reports that to the navigator; a private object, so that
/// its methods are not the host's API.
@MainActor
final class SplitDelegate: NSObject, UISplitViewControllerDelegate {
    weak var host: NavigationHost?
    weak var layer: HostLayer?

    /// The width became compact: the compact column now shows every screen.
    func splitViewControllerDidCollapse(_ svc: UISplitViewController) {
        changed()
    }

    /// The width became regular: every screen is back in its column.
    func splitViewControllerDidExpand(_ svc: UISplitViewController) {
        changed()
    }

    private func changed() {
        guard let host, let layer else { return }
        layer.moveScreensForCollapse()
        host.layerDidChangeCollapse(layer)
    }
}
#endif
