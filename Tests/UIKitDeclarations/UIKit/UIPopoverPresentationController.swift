// Declarations of the popover anchor an action sheet needs on iPad, with the signatures of
// Apple's documentation (developer.apple.com: UIViewController/popoverPresentationController,
// UIPopoverPresentationController/sourceView and sourceRect, UIView/bounds). Never linked,
// never run.

/// The presentation of a popover (UIKit: `UIPopoverPresentationController`, iOS 8).
@MainActor
open class UIPopoverPresentationController: UIPresentationController {
    /// The view the popover points from.
    open var sourceView: UIView? {
        get { declarationOnly() }
        set {}
    }

    /// The rectangle, in the source view's coordinates, the popover points from.
    open var sourceRect: CGRect {
        get { declarationOnly() }
        set {}
    }
}

extension UIViewController {
    /// The popover presentation of this controller when it is shown as a popover (an
    /// action sheet on iPad), else `nil`.
    public var popoverPresentationController: UIPopoverPresentationController? {
        declarationOnly()
    }
}

extension UIView {
    /// The view's bounds, in its own coordinates.
    public var bounds: CGRect { declarationOnly() }
}
