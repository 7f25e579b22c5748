// Declarations of UIKit's alert API as the generator's `--uikit` template uses it, with the
// signatures of Apple's documentation (developer.apple.com: UIAlertController/
// init(title:message:preferredStyle:), addAction(_:); UIAlertAction/
// init(title:style:handler:)). Never linked, never run.

/// A view controller that shows an alert (UIKit: `UIAlertController`, iOS 8).
@MainActor
open class UIAlertController: UIViewController {
    /// How an alert is presented (UIKit: `UIAlertController.Style`).
    public enum Style: Int, Sendable {
        /// An action sheet.
        case actionSheet = 0
        /// A modal alert.
        case alert = 1
    }

    /// Creates an alert controller.
    ///
    /// - Parameters:
    ///   - title: The alert's title.
    ///   - message: More detail about the alert.
    ///   - preferredStyle: How the alert is presented.
    public convenience init(
        title: String?, message: String?, preferredStyle: UIAlertController.Style
    ) {
        self.init(nibName: nil, bundle: nil)
    }

    /// Adds an action (a button) to the alert.
    ///
    /// - Parameter action: The action to add.
    open func addAction(_ action: UIAlertAction) {}
}

/// A button of an alert (UIKit: `UIAlertAction`, iOS 8).
@MainActor
open class UIAlertAction: NSObject {
    /// How an action's button looks (UIKit: `UIAlertAction.Style`).
    public enum Style: Int, Sendable {
        /// The default style.
        case `default` = 0
        /// A button that cancels.
        case cancel = 1
        /// A button that changes or deletes data.
        case destructive = 2
    }

    /// Creates an action.
    ///
    /// - Parameters:
    ///   - title: The button's title.
    ///   - style: How the button looks.
    ///   - handler: Runs when the user selects the action.
    public convenience init(
        title: String?, style: UIAlertAction.Style, handler: ((UIAlertAction) -> Void)? = nil
    ) {
        self.init()
    }
}
