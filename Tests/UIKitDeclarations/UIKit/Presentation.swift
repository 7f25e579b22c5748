import Foundation

/// How a view controller is presented modally (UIKit: `UIModalPresentationStyle`).
public enum UIModalPresentationStyle: Int, Sendable {
    /// Covers the screen; the presenter's views are removed.
    case fullScreen = 0
    /// A sheet that leaves the presenter partly visible.
    case pageSheet = 1
    /// A smaller sheet.
    case formSheet = 2
    /// Covers the presenting context.
    case currentContext = 3
    /// A custom presentation.
    case custom = 4
    /// Covers the screen; the presenter's views stay.
    case overFullScreen = 5
    /// Covers the presenting context; its views stay.
    case overCurrentContext = 6
    /// A popover.
    case popover = 7
    /// No adaptation.
    case none = -1
    /// The system's default (iOS 13).
    case automatic = -2
}

/// Manages a presentation (UIKit: `UIPresentationController`).
@MainActor
open class UIPresentationController: NSObject {
    /// The presented view controller.
    open var presentedViewController: UIViewController { declarationOnly() }

    /// The presenting view controller.
    open var presentingViewController: UIViewController { declarationOnly() }

    /// The delegate, kept weakly.
    open weak var delegate: (any UIAdaptivePresentationControllerDelegate)?
}

/// Methods a presentation controller calls on its delegate; optional in UIKit (iOS 13).
@MainActor
public protocol UIAdaptivePresentationControllerDelegate: NSObjectProtocol {
    /// Whether the user may dismiss the presentation now.
    ///
    /// - Parameter presentationController: The presentation.
    /// - Returns: `false` to refuse.
    func presentationControllerShouldDismiss(
        _ presentationController: UIPresentationController
    ) -> Bool

    /// The user started dismissing the presentation.
    ///
    /// - Parameter presentationController: The presentation.
    func presentationControllerWillDismiss(_ presentationController: UIPresentationController)

    /// The user dismissed the presentation; it is gone.
    ///
    /// - Parameter presentationController: The presentation.
    func presentationControllerDidDismiss(_ presentationController: UIPresentationController)

    /// The user tried to dismiss the presentation and was refused.
    ///
    /// - Parameter presentationController: The presentation.
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
