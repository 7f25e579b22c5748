// Transition coordinators and the animator protocols (Facts §1, "Context"; rule 6).

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

/// One running transition: a push or pop, a presentation or dismissal.
///
/// It exists only while the transition runs (rule 6: `transitionCoordinator` is `nil`
/// otherwise); its completions run when it ends, also after a cancel, with `isCancelled`
/// set (Facts §1, "Push/pop take no completion").
@MainActor
final class ModelTransition: NSObject, UIViewControllerTransitionCoordinator {
    let isAnimated: Bool
    private(set) var isInteractive: Bool
    private(set) var isCancelled = false
    private var completions: [(any UIViewControllerTransitionCoordinatorContext) -> Void] = []

    init(animated: Bool, interactive: Bool) {
        isAnimated = animated
        isInteractive = interactive
    }

    @discardableResult
    func animate(
        alongsideTransition animation: (
            (any UIViewControllerTransitionCoordinatorContext) -> Void
        )?,
        completion: ((any UIViewControllerTransitionCoordinatorContext) -> Void)?
    ) -> Bool {
        animation?(self)
        if let completion { completions.append(completion) }
        return true
    }

    /// The user let go: the rest runs by itself, completing or cancelling.
    func endInteraction(cancelled: Bool) {
        isInteractive = false
        isCancelled = cancelled
    }

    /// Runs the completions, in the order they were added.
    func complete() {
        let now = completions
        completions = []
        for completion in now { completion(self) }
    }
}

/// A gesture recognizer (UIKit: `UIGestureRecognizer`); the model's users start the
/// gestures, the recognizer asks its delegate (`gestureRecognizerShouldBegin`).
@MainActor
open class UIGestureRecognizer: NSObject {
    /// The delegate, kept weakly.
    open weak var delegate: (any UIGestureRecognizerDelegate)?

    /// Whether the recognizer is enabled.
    open var isEnabled = true

    /// Whether the gesture may begin now: enabled, and the delegate agrees (Facts §1; rule 8).
    func shouldBegin() -> Bool {
        guard isEnabled else { return false }
        return delegate?.gestureRecognizerShouldBegin(self) ?? true
    }
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
