import Foundation

/// A container that manages a stack of view controllers (UIKit: `UINavigationController`).
@MainActor
open class UINavigationController: UIViewController {
    /// The kind of a navigation transition.
    public enum Operation: Int, Sendable {
        /// No operation.
        case none
        /// A push.
        case push
        /// A pop.
        case pop
    }

    /// Creates a navigation controller with a nib, or none.
    ///
    /// - Parameters:
    ///   - nibNameOrNil: The nib's name.
    ///   - nibBundleOrNil: The nib's bundle.
    public override init(nibName nibNameOrNil: String?, bundle nibBundleOrNil: Bundle?) {
        super.init(nibName: nibNameOrNil, bundle: nibBundleOrNil)
    }

    /// Creates a navigation controller from an archive.
    ///
    /// - Parameter coder: The archive.
    public required init?(coder: NSCoder) {
        super.init(coder: coder)
    }

    /// The view controllers on the stack, root first.
    open var viewControllers: [UIViewController] = []

    /// Replaces the stack.
    ///
    /// - Parameters:
    ///   - viewControllers: The new stack, root first.
    ///   - animated: Whether to animate.
    open func setViewControllers(_ viewControllers: [UIViewController], animated: Bool) {}

    /// The view controller at the top of the stack.
    open var topViewController: UIViewController? { declarationOnly() }

    /// The delegate, kept weakly.
    open weak var delegate: (any UINavigationControllerDelegate)?

    /// The gesture recognizer of the swipe back (iOS 7).
    open var interactivePopGestureRecognizer: UIGestureRecognizer? { declarationOnly() }

    /// The gesture recognizer of the swipe back that starts anywhere in the content, not
    /// only at the edge (iOS 26).
    @available(iOS 26.0, *)
    open var interactiveContentPopGestureRecognizer: UIGestureRecognizer? { declarationOnly() }
}

/// Methods a navigation controller calls on its delegate; every one is optional in UIKit
/// (`@objc optional`), declared here with default implementations.
@MainActor
public protocol UINavigationControllerDelegate: NSObjectProtocol {
    /// Called just before the navigation controller shows a view controller.
    ///
    /// - Parameters:
    ///   - navigationController: The navigation controller.
    ///   - viewController: The view controller it shows.
    ///   - animated: Whether it animates.
    func navigationController(
        _ navigationController: UINavigationController,
        willShow viewController: UIViewController, animated: Bool)

    /// Called just after the navigation controller showed a view controller.
    ///
    /// - Parameters:
    ///   - navigationController: The navigation controller.
    ///   - viewController: The view controller it shows.
    ///   - animated: Whether it animated.
    func navigationController(
        _ navigationController: UINavigationController,
        didShow viewController: UIViewController, animated: Bool)

    /// The animator of a custom transition (iOS 7).
    ///
    /// - Parameters:
    ///   - navigationController: The navigation controller.
    ///   - operation: The transition.
    ///   - fromVC: The view controller leaving.
    ///   - toVC: The view controller coming.
    /// - Returns: The animator, or `nil` for the standard one.
    func navigationController(
        _ navigationController: UINavigationController,
        animationControllerFor operation: UINavigationController.Operation,
        from fromVC: UIViewController, to toVC: UIViewController
    ) -> (any UIViewControllerAnimatedTransitioning)?

    /// The interactive animator of a custom transition (iOS 7).
    ///
    /// - Parameters:
    ///   - navigationController: The navigation controller.
    ///   - animationController: The animator.
    /// - Returns: The interactive animator, or `nil`.
    func navigationController(
        _ navigationController: UINavigationController,
        interactionControllerFor animationController: any UIViewControllerAnimatedTransitioning
    ) -> (any UIViewControllerInteractiveTransitioning)?
}

extension UINavigationControllerDelegate {
    /// Optional in UIKit.
    public func navigationController(
        _ navigationController: UINavigationController,
        willShow viewController: UIViewController, animated: Bool
    ) {}

    /// Optional in UIKit.
    public func navigationController(
        _ navigationController: UINavigationController,
        didShow viewController: UIViewController, animated: Bool
    ) {}

    /// Optional in UIKit.
    public func navigationController(
        _ navigationController: UINavigationController,
        animationControllerFor operation: UINavigationController.Operation,
        from fromVC: UIViewController, to toVC: UIViewController
    ) -> (any UIViewControllerAnimatedTransitioning)? { nil }

    /// Optional in UIKit.
    public func navigationController(
        _ navigationController: UINavigationController,
        interactionControllerFor animationController: any UIViewControllerAnimatedTransitioning
    ) -> (any UIViewControllerInteractiveTransitioning)? { nil }
}
