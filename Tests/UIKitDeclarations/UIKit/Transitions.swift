import Foundation

/// The animator of a custom transition (UIKit: `UIViewControllerAnimatedTransitioning`).
@MainActor
public protocol UIViewControllerAnimatedTransitioning: NSObjectProtocol {}

/// The interactive animator of a custom transition (UIKit:
/// `UIViewControllerInteractiveTransitioning`).
@MainActor
public protocol UIViewControllerInteractiveTransitioning: NSObjectProtocol {}

/// What a running transition reports (UIKit: `UIViewControllerTransitionCoordinatorContext`).
@MainActor
public protocol UIViewControllerTransitionCoordinatorContext: NSObjectProtocol {
    /// Whether the transition is animated.
    var isAnimated: Bool { get }
    /// Whether the user drives the transition now.
    var isInteractive: Bool { get }
    /// Whether the interactive transition was cancelled.
    var isCancelled: Bool { get }
}

/// The coordinator of a running transition (UIKit: `UIViewControllerTransitionCoordinator`).
@MainActor
public protocol UIViewControllerTransitionCoordinator:
    UIViewControllerTransitionCoordinatorContext
{
    /// Runs animations alongside the transition, and a completion after it ended, also
    /// after a cancel.
    ///
    /// UIKit gives `completion` a `nil` default, which a Swift protocol cannot declare;
    /// the glue passes both arguments.
    ///
    /// - Parameters:
    ///   - animation: Animations to run alongside.
    ///   - completion: Runs when the transition ended.
    /// - Returns: Whether the blocks were queued.
    @discardableResult
    func animate(
        alongsideTransition animation: (
            (any UIViewControllerTransitionCoordinatorContext) -> Void
        )?,
        completion: ((any UIViewControllerTransitionCoordinatorContext) -> Void)?
    ) -> Bool
}

/// A gesture recognizer (UIKit: `UIGestureRecognizer`); only what the glue uses.
@MainActor
open class UIGestureRecognizer: NSObject {
    /// The delegate, kept weakly.
    open weak var delegate: (any UIGestureRecognizerDelegate)?

    /// Whether the recognizer is enabled.
    open var isEnabled = true
}

/// Methods a gesture recognizer calls on its delegate; optional in UIKit.
@MainActor
public protocol UIGestureRecognizerDelegate: NSObjectProtocol {
    /// Whether the gesture may begin.
    ///
    /// - Parameter gestureRecognizer: The recognizer.
    /// - Returns: `false` to keep it from beginning.
    func gestureRecognizerShouldBegin(_ gestureRecognizer: UIGestureRecognizer) -> Bool
}

extension UIGestureRecognizerDelegate {
    /// Optional in UIKit.
    public func gestureRecognizerShouldBegin(_ gestureRecognizer: UIGestureRecognizer) -> Bool {
        true
    }
}

/// Vends the animators of a custom presentation (UIKit:
/// `UIViewControllerTransitioningDelegate`, iOS 7); every method is optional.
@MainActor
public protocol UIViewControllerTransitioningDelegate: NSObjectProtocol {
    /// The animator that presents `presented`, or `nil` for the standard one.
    ///
    /// - Parameters:
    ///   - presented: The controller being presented.
    ///   - presenting: The controller presenting it.
    ///   - source: The controller `present` was called on.
    /// - Returns: The animator.
    func animationController(
        forPresented presented: UIViewController, presenting: UIViewController,
        source: UIViewController
    ) -> (any UIViewControllerAnimatedTransitioning)?

    /// The animator that dismisses `dismissed`, or `nil` for the standard one.
    ///
    /// - Parameter dismissed: The controller being dismissed.
    /// - Returns: The animator.
    func animationController(forDismissed dismissed: UIViewController)
        -> (any UIViewControllerAnimatedTransitioning)?
}

extension UIViewControllerTransitioningDelegate {
    /// Optional in UIKit.
    public func animationController(
        forPresented presented: UIViewController, presenting: UIViewController,
        source: UIViewController
    ) -> (any UIViewControllerAnimatedTransitioning)? { nil }

    /// Optional in UIKit.
    public func animationController(forDismissed dismissed: UIViewController)
        -> (any UIViewControllerAnimatedTransitioning)?
    { nil }
}

extension UIViewController {
    /// The delegate that vends the animators when this controller is presented (UIKit:
    /// `weak var transitioningDelegate`, iOS 7): UIKit does not retain it.
    ///
    /// NB: a stub computes it, since an extension cannot store; the glue only sets it.
    public var transitioningDelegate: (any UIViewControllerTransitioningDelegate)? {
        get { nil }
        set {}
    }
}
