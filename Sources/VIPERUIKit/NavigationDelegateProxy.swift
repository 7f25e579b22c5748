#if canImport(UIKit)
import UIKit

/// Stands in front of the app's navigation controller delegate: reports the user's pops to
/// the host, guards the swipe back, and forwards every other call to the app's delegate.
///
/// It implements `willShow`, `didShow` and `animationControllerFor` (which it forwards
/// too, the last when the host has no animator of its own); for any other
/// delegate method, `responds(to:)` answers what the app's delegate answers and
/// `forwardingTarget(for:)` sends the call there, so methods the host does not know
/// about (the supported interface orientations, a custom animator) still reach the app.
@MainActor
final class NavigationDelegateProxy: NSObject, UINavigationControllerDelegate,
    UIGestureRecognizerDelegate
{
    // NB: read by the runtime's nonisolated forwarding methods; UIKit sends those, like
    // every delegate call, on the main thread.
    nonisolated(unsafe) weak var appDelegate: (any UINavigationControllerDelegate)?
    weak var controller: LayerNavigationController?

    private var host: NavigationHost? { controller?.host }
    private var stack: HostStack? { controller?.stack }

    nonisolated override func responds(to aSelector: Selector!) -> Bool {
        super.responds(to: aSelector) || (appDelegate as? NSObject)?.responds(to: aSelector) == true
    }

    nonisolated override func forwardingTarget(for aSelector: Selector!) -> Any? {
        if let appDelegate = appDelegate as? NSObject, appDelegate.responds(to: aSelector) {
            return appDelegate
        }
        return super.forwardingTarget(for: aSelector)
    }

    func navigationController(
        _ navigationController: UINavigationController,
        willShow viewController: UIViewController, animated: Bool
    ) {
        if let stack { host?.stack(stack, willShow: viewController) }
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
        if let stack { host?.stack(stack, didShow: viewController) }
        #if VIPERUIKIT_LINUX_DECLARATIONS
        appDelegate?.navigationController(
            navigationController, didShow: viewController, animated: animated)
        #else
        appDelegate?.navigationController?(
            navigationController, didShow: viewController, animated: animated)
        #endif
    }

    /// The host's animator for the push or pop (``NavigationHost/pushAnimators``), else
    /// the app delegate's.
    func navigationController(
        _ navigationController: UINavigationController,
        animationControllerFor operation: UINavigationController.Operation,
        from fromVC: UIViewController, to toVC: UIViewController
    ) -> (any UIViewControllerAnimatedTransitioning)? {
        if let stack,
            let animator = host?.animator(in: stack, for: operation, from: fromVC, to: toVC)
        {
            return animator
        }
        #if VIPERUIKIT_LINUX_DECLARATIONS
        return appDelegate?.navigationController(
            navigationController, animationControllerFor: operation, from: fromVC, to: toVC)
        #else
        return appDelegate?.navigationController?(
            navigationController, animationControllerFor: operation, from: fromVC, to: toVC)
        #endif
    }

    /// Asked by both swipes back: the edge swipe and, on iOS 26, the content swipe.
    func gestureRecognizerShouldBegin(_ gestureRecognizer: UIGestureRecognizer) -> Bool {
        guard let host, let stack else { return false }
        return host.allowsUserPop(in: stack)
    }
}
#endif
