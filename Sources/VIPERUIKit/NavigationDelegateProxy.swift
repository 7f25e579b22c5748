#if canImport(UIKit)
import UIKit

/// Stands in front of the app's navigation controller delegate: reports the user's pops to
/// the host and forwards every call to the app's delegate.
@MainActor
final class NavigationDelegateProxy: NSObject, UINavigationControllerDelegate,
    UIGestureRecognizerDelegate
{
    weak var appDelegate: (any UINavigationControllerDelegate)?
    weak var controller: LayerNavigationController?

    private var host: NavigationHost? { controller?.host }
    private var layer: HostLayer? { controller?.layer }

    func navigationController(
        _ navigationController: UINavigationController,
        willShow viewController: UIViewController, animated: Bool
    ) {
        if let layer { host?.layer(layer, willShow: viewController) }
        #if VIPERUIKIT_LINUX_DECLARATIONS
        appDelegate?.navigationController(
            navigationController, willShow: viewController, animated: animated)
        #else
        appDelegate?.navigationController?(
            navigationController, willShow: viewController, animated: animated)
        #endif
    }

    func navigationController(
        _ navigationController: UINavigationController,
        didShow viewController: UIViewController, animated: Bool
    ) {
        if let layer { host?.layer(layer, didShow: viewController) }
        #if VIPERUIKIT_LINUX_DECLARATIONS
        appDelegate?.navigationController(
            navigationController, didShow: viewController, animated: animated)
        #else
        appDelegate?.navigationController?(
            navigationController, didShow: viewController, animated: animated)
        #endif
    }

    func navigationController(
        _ navigationController: UINavigationController,
        animationControllerFor operation: UINavigationController.Operation,
        from fromVC: UIViewController, to toVC: UIViewController
    ) -> (any UIViewControllerAnimatedTransitioning)? {
        #if VIPERUIKIT_LINUX_DECLARATIONS
        appDelegate?.navigationController(
            navigationController, animationControllerFor: operation, from: fromVC, to: toVC)
        #else
        appDelegate?.navigationController?(
            navigationController, animationControllerFor: operation, from: fromVC, to: toVC)
        #endif
    }

    func navigationController(
        _ navigationController: UINavigationController,
        interactionControllerFor animationController: any UIViewControllerAnimatedTransitioning
    ) -> (any UIViewControllerInteractiveTransitioning)? {
        #if VIPERUIKIT_LINUX_DECLARATIONS
        appDelegate?.navigationController(
            navigationController, interactionControllerFor: animationController)
        #else
        appDelegate?.navigationController?(
            navigationController, interactionControllerFor: animationController)
        #endif
    }

    func gestureRecognizerShouldBegin(_ gestureRecognizer: UIGestureRecognizer) -> Bool {
        guard let host, let layer else { return false }
        return host.allowsUserPop(in: layer)
    }
}
#endif
