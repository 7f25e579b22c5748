// Modal presentation: present, dismiss, the presentation controller and its delegate, and
// the user's swipe down (Facts §4; rules 15 to 20; UIKitFacts.md, "Presentation styles
// and the presenter's appearance calls").

/// How a view controller is presented modally (UIKit: `UIModalPresentationStyle`).
public enum UIModalPresentationStyle: Int, Sendable {
    /// Covers the screen; the presenter's view is removed.
    case fullScreen = 0
    /// A sheet.
    case pageSheet = 1
    /// A smaller sheet.
    case formSheet = 2
    /// Covers the presenting context.
    case currentContext = 3
    /// A custom presentation.
    case custom = 4
    /// Covers the screen; the presenter's view stays.
    case overFullScreen = 5
    /// Covers the presenting context; its view stays.
    case overCurrentContext = 6
    /// A popover.
    case popover = 7
    /// No presentation style.
    case none = -1
    /// The system's default (iOS 13).
    case automatic = -2

    /// The style UIKit uses for `.automatic`: a page sheet before iOS 18, a form sheet
    /// from iOS 18 (rule 19).
    @MainActor package var resolved: UIModalPresentationStyle {
        guard self == .automatic else { return self }
        return UIKitModel.system == .iOS18 ? .formSheet : .pageSheet
    }

    /// Whether the presenter's view leaves the window, so that it gets disappearance and
    /// appearance calls: only `.fullScreen` and `.currentContext` (rule 18; UIKitFacts.md,
    /// "Presentation styles", Rule).
    var coversPresenter: Bool { self == .fullScreen || self == .currentContext }

    /// Whether the user can swipe it down: the sheets (rule 19).
    var isSheet: Bool { self == .pageSheet || self == .formSheet }
}

/// Manages a presented view controller (UIKit: `UIPresentationController`).
@MainActor
open class UIPresentationController: NSObject {
    /// The controller presented.
    open private(set) unowned var presentedViewController: UIViewController

    /// The controller presenting it; until it is presented, the one it will be presented
    /// from is unknown and the model answers the presented controller itself.
    open var presentingViewController: UIViewController {
        presentedViewController.presentingStorage ?? presentedViewController
    }

    /// The delegate, kept weakly.
    open weak var delegate: (any UIAdaptivePresentationControllerDelegate)?

    init(presented: UIViewController) {
        presentedViewController = presented
    }
}

/// The popover an action sheet is on iPad (UIKit: `UIPopoverPresentationController`).
@MainActor
open class UIPopoverPresentationController: UIPresentationController {
    /// The view the popover points from.
    open var sourceView: UIView?

    /// The rectangle in `sourceView` the popover points from.
    open var sourceRect = CGRect.zero

    /// The bar button item the popover points from, instead of a view.
    open var barButtonItem: UIBarButtonItem?
}

/// Hears of the user's dismissals of a presented controller (UIKit:
/// `UIAdaptivePresentationControllerDelegate`); UIKit never calls it for
/// `dismiss(animated:completion:)` (Facts §4, "Dismissal callbacks").
@MainActor
public protocol UIAdaptivePresentationControllerDelegate: NSObjectProtocol {
    /// Whether the user may dismiss it now.
    ///
    /// - Parameter presentationController: The presentation controller.
    /// - Returns: `false` to keep it.
    func presentationControllerShouldDismiss(
        _ presentationController: UIPresentationController
    ) -> Bool

    /// The user's dismissal starts.
    ///
    /// - Parameter presentationController: The presentation controller.
    func presentationControllerWillDismiss(_ presentationController: UIPresentationController)

    /// The user's dismissal ended with the controller gone.
    ///
    /// - Parameter presentationController: The presentation controller.
    func presentationControllerDidDismiss(_ presentationController: UIPresentationController)

    /// The user tried to dismiss it and was refused.
    ///
    /// - Parameter presentationController: The presentation controller.
    func presentationControllerDidAttemptToDismiss(
        _ presentationController: UIPresentationController)
}

extension UIAdaptivePresentationControllerDelegate {
    /// Optional in UIKit.
    public func presentationControllerShouldDismiss(
        _ presentationController: UIPresentationController
    ) -> Bool { true }

    /// Optional in UIKit.
    public func presentationControllerWillDismiss(
        _ presentationController: UIPresentationController
    ) {}

    /// Optional in UIKit.
    public func presentationControllerDidDismiss(
        _ presentationController: UIPresentationController
    ) {}

    /// Optional in UIKit.
    public func presentationControllerDidAttemptToDismiss(
        _ presentationController: UIPresentationController
    ) {}
}

extension UIViewController {
    /// The presentation controller that manages the view controller (iOS 8); reading it
    /// before presenting makes one for the current style (Facts §4, "Put the delegate").
    public var presentationController: UIPresentationController? {
        if let presentationControllerStorage { return presentationControllerStorage }
        let made: UIPresentationController =
            modalPresentationStyle == .popover
            ? UIPopoverPresentationController(presented: self)
            : modalPresentationStyle.resolved.isSheet
                ? UISheetPresentationController(presented: self)
                : UIPresentationController(presented: self)
        presentationControllerStorage = made
        return made
    }

    /// The popover presentation controller, for a controller presented as a popover.
    public var popoverPresentationController: UIPopoverPresentationController? {
        guard modalPresentationStyle == .popover else { return nil }
        return presentationController as? UIPopoverPresentationController
    }

    /// The view controller this one presents, if any; a child answers its container's
    /// (Facts §4: "`presentedViewController` includes presentations by ancestors").
    public var presentedViewController: UIViewController? {
        presentedStorage ?? parentController?.presentedViewController
    }

    /// The view controller that presents this one (or its container), if any (iOS 5).
    public var presentingViewController: UIViewController? {
        presentingStorage ?? parentController?.presentingViewController
    }

    /// The controller a presentation from this one is made from: its outermost container
    /// (Facts §4: UIKit reroutes to the root or a `definesPresentationContext`
    /// controller, which the model does not have).
    var presentationContext: UIViewController {
        var context = self
        while let parent = context.parentController { context = parent }
        return context
    }

    /// Whether a presentation or dismissal runs in the window's presentation chain.
    var isPresentationTransitionRunning: Bool {
        var controller: UIViewController? = presentationContext
        while let root = controller?.presentingStorage { controller = root }
        while let current = controller {
            if current.presentationTransition != nil { return true }
            controller = current.presentedStorage
        }
        return false
    }

    /// Presents a view controller modally, from this controller's presentation context.
    ///
    /// Refused, with UIKit's console message and without a completion, when the
    /// presenter is not in a window, already presents one, or a presentation or
    /// dismissal runs (rule 15; Facts §4, "Invalid calls"). Presenting a controller
    /// already presented is a misuse (UIKit raises an exception). The transition always
    /// ends on the run loop, animated or not; the completion runs after the presented
    /// controller's `viewDidAppear` (rule 17).
    ///
    /// - Parameters:
    ///   - viewControllerToPresent: The view controller to present.
    ///   - flag: Whether to animate.
    ///   - completion: Runs after the presentation finished.
    public func present(
        _ viewControllerToPresent: UIViewController, animated flag: Bool,
        completion: (() -> Void)? = nil
    ) {
        let presented = viewControllerToPresent
        let presenter = presentationContext
        if presented.presentingStorage != nil || presented.modelWindow != nil {
            return UIKitModel.misuse(
                "Application tried to present modally a view controller \(presented.modelName) "
                    + "that is already being presented")
        }
        guard presenter.modelWindow != nil else {
            return UIKitModel.log(
                "Attempt to present \(presented.modelName) on \(presenter.modelName) whose "
                    + "view is not in the window hierarchy.")
        }
        if presenter.isPresentationTransitionRunning {
            return UIKitModel.log(
                "Attempt to present \(presented.modelName) on \(presenter.modelName) while a "
                    + "presentation is in progress.")
        }
        if let already = presenter.presentedStorage {
            return UIKitModel.log(
                "Attempt to present \(presented.modelName) on \(presenter.modelName) which is "
                    + "already presenting \(already.modelName).")
        }
        if let alert = presented as? UIAlertController, !alert.isReadyToPresent() { return }
        let style = presented.modalPresentationStyle.resolved
        presenter.presentedStorage = presented
        presented.presentingStorage = presenter
        _ = presented.presentationController
        if let delegate = presented.transitioningDelegate {
            let animator = delegate.animationController(
                forPresented: presented, presenting: presenter, source: self)
            UIKitModel.record(
                "transitioningDelegate", animator == nil ? "no animator" : "presents")
        }
        let transition = ModelTransition(animated: flag, interactive: false)
        presented.presentationTransition = transition
        presenter.presentationTransition = transition
        presented.isBeingPresentedStorage = true
        presented.beginAppearance(true, animated: flag)
        if style.coversPresenter { presenter.beginAppearance(false, animated: flag) }
        UIKitModel.enqueue {
            if style.coversPresenter {
                presenter.endAppearance(animated: flag)
                presenter.isCoveredByPresentation = true
            }
            presented.endAppearance(animated: flag)
            presented.isBeingPresentedStorage = false
            presented.presentationTransition = nil
            presenter.presentationTransition = nil
            transition.complete()
            completion?()
        }
    }

    /// Dismisses the view controller this one presents and every one above it.
    ///
    /// When it presents none, it dismisses itself (Facts §4: "`dismiss` on the presented controller is
    /// forwarded to it"); one transition, one completion, after the dismissed
    /// controllers' `viewDidDisappear` (rules 16, 17). Refused, with UIKit's message and
    /// without a completion, while a presentation or dismissal runs; with nothing
    /// presented it does nothing (completion **unverified**: the model calls none).
    ///
    /// - Parameters:
    ///   - flag: Whether to animate.
    ///   - completion: Runs after the dismissal finished.
    public func dismiss(animated flag: Bool, completion: (() -> Void)? = nil) {
        let context = presentationContext
        guard let presenter = context.presentedStorage != nil ? context : context.presentingStorage
        else {
            return UIKitModel.log("dismiss of \(modelName), which presents nothing: no effect")
        }
        if presenter.isPresentationTransitionRunning {
            return UIKitModel.log(
                "Attempt to dismiss from view controller \(presenter.modelName) while a "
                    + "presentation or dismiss is in progress!")
        }
        dismissChain(of: presenter, animated: flag, interactive: false, completion: completion)
    }

    /// Starts dismissing what `presenter` presents and every controller above; returns
    /// the transition, which ends on the run loop unless it is interactive.
    @discardableResult
    func dismissChain(
        of presenter: UIViewController, animated flag: Bool, interactive: Bool,
        transition running: ModelTransition? = nil, completion: (() -> Void)?
    ) -> (ModelTransition, end: @MainActor (Bool) -> Void)? {
        guard let first = presenter.presentedStorage else { return nil }
        var chain = [first]
        while let next = chain[chain.count - 1].presentedStorage { chain.append(next) }
        let covers = first.modalPresentationStyle.resolved.coversPresenter
        if let delegate = first.transitioningDelegate {
            let animator = delegate.animationController(forDismissed: first)
            UIKitModel.record(
                "transitioningDelegate", animator == nil ? "no animator" : "dismisses")
        }
        let transition = running ?? ModelTransition(animated: flag, interactive: interactive)
        presenter.presentationTransition = transition
        for controller in chain {
            controller.presentationTransition = transition
            controller.isBeingDismissedStorage = true
        }
        for controller in chain.reversed() { controller.beginAppearance(false, animated: flag) }
        if covers {
            presenter.isCoveredByPresentation = false
            presenter.beginAppearance(true, animated: flag)
        }
        let end: @MainActor (Bool) -> Void = { completing in
            transition.endInteraction(cancelled: !completing)
            if completing {
                for controller in chain.reversed() { controller.endAppearance(animated: flag) }
                if covers { presenter.endAppearance(animated: flag) }
                presenter.presentedStorage = nil
                for controller in chain {
                    controller.presentingStorage = nil
                    controller.presentedStorage = nil
                }
            } else {
                // NB: rule 20: a cancelled swipe gives the sheet its appearance back.
                if covers {
                    presenter.beginAppearance(false, animated: flag)
                    presenter.endAppearance(animated: flag)
                    presenter.isCoveredByPresentation = true
                }
                for controller in chain {
                    controller.beginAppearance(true, animated: flag)
                    controller.endAppearance(animated: flag)
                }
            }
            for controller in chain {
                controller.isBeingDismissedStorage = false
                controller.presentationTransition = nil
            }
            presenter.presentationTransition = nil
            if completing, let delegate = first.presentationControllerStorage?.delegate,
                interactive, let controller = first.presentationControllerStorage
            {
                UIKitModel.record("presentationDelegate", "didDismiss")
                delegate.presentationControllerDidDismiss(controller)
            }
            transition.complete()
            if completing { completion?() }
        }
        if !interactive { UIKitModel.enqueue { end(true) } }
        return (transition, end)
    }

    /// The user swipes this presented sheet down and holds it.
    ///
    /// Rule 20 and Facts §4, "Dismissal callbacks": `presentationControllerShouldDismiss`; if it answers
    /// `false`, or `isModalInPresentation` is set, `presentationControllerDidAttemptToDismiss`
    /// and nothing more. Else `presentationControllerWillDismiss` (with the dismissal's
    /// transition coordinator already there, **unverified**: the glue relies on it), the
    /// sheet's `viewWillDisappear`, and an interaction the test ends: finished, the sheet's
    /// `viewDidDisappear` and `presentationControllerDidDismiss`; cancelled, its
    /// `viewWillAppear`/`viewDidAppear` and no `presentationControllerDidDismiss`.
    ///
    /// - Returns: The swipe in progress, or `nil` when it cannot start (not a sheet at the
    ///   top of its window, a transition running, refused).
    package func modelUserSwipeDown() -> UserInteraction? {
        guard let presenter = presentingStorage, presentedStorage == nil,
            modalPresentationStyle.resolved.isSheet, modelWindow != nil,
            !isPresentationTransitionRunning, let controller = presentationController
        else { return nil }
        let delegate = controller.delegate
        UIKitModel.record("presentationDelegate", "shouldDismiss")
        let allowed = delegate?.presentationControllerShouldDismiss(controller) ?? true
        if !allowed || isModalInPresentation {
            UIKitModel.record("presentationDelegate", "didAttemptToDismiss")
            delegate?.presentationControllerDidAttemptToDismiss(controller)
            return nil
        }
        // NB: the transition exists before willDismiss, so that its coordinator can be read
        // there; the appearance calls follow willDismiss (rule 20's order).
        let transition = ModelTransition(animated: true, interactive: true)
        presentationTransition = transition
        UIKitModel.record("presentationDelegate", "willDismiss")
        delegate?.presentationControllerWillDismiss(controller)
        guard
            let (_, end) = dismissChain(
                of: presenter, animated: true, interactive: true, transition: transition,
                completion: nil)
        else { return nil }
        return UserInteraction(end: end)
    }
}
