#if canImport(UIKit)
import UIKit

/// The delegate of every presented layer's presentation controller, for the sheet
/// swiped down; a private object, so that its methods are not the host's API.
///
/// UIKit calls these only for the user's dismissals, never for
/// `dismiss(animated:completion:)`.
@MainActor
final class PresentationDelegate: NSObject, UIAdaptivePresentationControllerDelegate {
    weak var host: NavigationHost?

    /// Asks the navigator's guards whether the user may swipe the sheet down now.
    func presentationControllerShouldDismiss(
        _ presentationController: UIPresentationController
    ) -> Bool {
        guard let host, let layer = host.layer(of: presentationController.presentedViewController),
            let index = host.index(of: layer)
        else { return false }
        return host.reconciler?.allowsUserDismiss(ofLayer: index) ?? false
    }

    /// Holds the host's commands back while the user drags the sheet.
    func presentationControllerWillDismiss(_ presentationController: UIPresentationController) {
        guard let host, let layer = host.layer(of: presentationController.presentedViewController)
        else { return }
        host.beginUserDismissal(of: layer)
    }

    /// Reports the dismissal to the navigator, as a platform-driven change.
    func presentationControllerDidDismiss(_ presentationController: UIPresentationController) {
        guard let host, let layer = host.layer(of: presentationController.presentedViewController)
        else { return }
        host.endUserDismissal(of: layer)
    }
}
#endif
