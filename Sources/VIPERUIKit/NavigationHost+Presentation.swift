#if canImport(UIKit)
import UIKit

// NB: the host is the delegate of every presented layer's presentation controller, for
// the sheet swiped down. UIKit calls these only for the user's dismissals, never for
// `dismiss(animated:completion:)`.
extension NavigationHost: UIAdaptivePresentationControllerDelegate {
    /// Asks the navigator's guards whether the user may swipe the sheet down now.
    ///
    /// - Parameter presentationController: The sheet's presentation.
    /// - Returns: What ``VIPER/NavigationReconciler/allowsUserDismiss(ofLayer:)`` answers.
    public func presentationControllerShouldDismiss(
        _ presentationController: UIPresentationController
    ) -> Bool {
        guard let layer = layer(of: presentationController.presentedViewController),
            let index = index(of: layer)
        else { return false }
        return reconciler?.allowsUserDismiss(ofLayer: index) ?? false
    }

    /// Holds the host's commands back while the user drags the sheet.
    ///
    /// - Parameter presentationController: The sheet's presentation.
    public func presentationControllerWillDismiss(
        _ presentationController: UIPresentationController
    ) {
        guard let layer = layer(of: presentationController.presentedViewController) else {
            return
        }
        beginUserDismissal(of: layer)
    }

    /// Reports the dismissal to the navigator, as a platform-driven change.
    ///
    /// - Parameter presentationController: The sheet's presentation.
    public func presentationControllerDidDismiss(
        _ presentationController: UIPresentationController
    ) {
        guard let layer = layer(of: presentationController.presentedViewController) else {
            return
        }
        endUserDismissal(of: layer)
    }
}
#endif
