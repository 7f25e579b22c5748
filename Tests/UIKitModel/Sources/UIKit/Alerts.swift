// UIAlertController and UIAlertAction: an alert or action sheet with actions a test taps
// (UIKitFacts.md, "Alerts and action sheets").

/// An alert or an action sheet (UIKit: `UIAlertController`).
@MainActor
open class UIAlertController: UIViewController {
    /// The kind of the alert.
    public enum Style: Int, Sendable {
        /// An action sheet; a popover on iPad.
        case actionSheet = 0
        /// An alert.
        case alert = 1
    }

    /// The message.
    open var message: String?
    /// The style.
    open private(set) var preferredStyle = Style.alert
    /// The actions, in the order they were added.
    open private(set) var actions: [UIAlertAction] = []

    /// Creates an alert; an action sheet on iPad is presented as a popover.
    ///
    /// - Parameters:
    ///   - title: The title.
    ///   - message: The message.
    ///   - preferredStyle: The style.
    public convenience init(
        title: String?, message: String?, preferredStyle: UIAlertController.Style
    ) {
        self.init(nibName: nil, bundle: nil)
        self.title = title
        self.message = message
        self.preferredStyle = preferredStyle
        // NB: an alert keeps its presenter's view (UIKitFacts.md, "An alert is presented
        // modally over the presenting controller, which stays in the window").
        modalPresentationStyle =
            preferredStyle == .actionSheet && UIKitModel.idiom == .pad ? .popover : .custom
    }

    /// Adds an action; a second `.cancel` action is a misuse (UIKit raises an exception,
    /// A: uikit/uialertaction/style/cancel).
    ///
    /// - Parameter action: The action.
    open func addAction(_ action: UIAlertAction) {
        if action.style == .cancel, actions.contains(where: { $0.style == .cancel }) {
            return UIKitModel.misuse(
                "UIAlertController can only have one action with a style of cancel")
        }
        actions.append(action)
    }

    /// An action sheet on iPad needs a source for its popover, else UIKit raises an
    /// exception (A: uikit/uipopoverpresentationcontroller).
    func isReadyToPresent() -> Bool {
        guard let popover = popoverPresentationController else { return true }
        guard popover.sourceView != nil else {
            UIKitModel.misuse("an action sheet popover was presented without a source view")
            return false
        }
        return true
    }

    /// The user taps an action: the alert is dismissed, animated, and the action's
    /// handler runs after the dismissal (A: uikit/uialertaction/init(title:style:handler:)).
    ///
    /// Whether the handler runs as the dismissal ends or on a later turn of the main queue
    /// is **unverified** (DeviceChecklist.md, question E); `handlerOnLaterTurn` plays the
    /// later turn.
    ///
    /// - Parameters:
    ///   - index: The action's index.
    ///   - handlerOnLaterTurn: Whether the handler waits for a later main-queue turn.
    /// - Returns: Whether the alert was up, with that action, and free to take the tap.
    @discardableResult
    package func modelUserTap(_ index: Int, handlerOnLaterTurn: Bool = false) -> Bool {
        guard actions.indices.contains(index), let presenter = presentingStorage,
            presentationTransition == nil
        else { return false }
        let action = actions[index]
        presenter.dismiss(animated: true) {
            guard handlerOnLaterTurn else { return action.handler?(action) ?? () }
            Task { @MainActor in action.handler?(action) }
        }
        return true
    }

    /// The user taps outside the action sheet's popover on iPad: it closes without running
    /// a handler, and its presentation controller's delegate hears
    /// `presentationControllerDidDismiss` (A: uikit/uiadaptivepresentationcontrollerdelegate;
    /// whether the cancel action's handler runs too is **unverified**: the model runs none).
    ///
    /// - Returns: Whether a popover was up to close.
    @discardableResult
    package func modelUserTapOutside() -> Bool {
        guard let popover = popoverPresentationController, let presenter = presentingStorage,
            presentationTransition == nil
        else { return false }
        presenter.dismiss(animated: true) {
            UIKitModel.record("presentationDelegate", "didDismiss")
            popover.delegate?.presentationControllerDidDismiss(popover)
        }
        return true
    }
}

/// A button of an alert (UIKit: `UIAlertAction`).
@MainActor
open class UIAlertAction: NSObject {
    /// The look of a button.
    public enum Style: Int, Sendable {
        /// A plain button.
        case `default` = 0
        /// The cancel button; at most one.
        case cancel = 1
        /// A destructive button.
        case destructive = 2
    }

    /// The title.
    open private(set) var title: String?
    /// The style.
    open private(set) var style = Style.default
    let handler: ((UIAlertAction) -> Void)?

    /// Creates an action.
    ///
    /// - Parameters:
    ///   - title: The title.
    ///   - style: The style.
    ///   - handler: Runs after the alert was dismissed by a tap on this button.
    public init(
        title: String?, style: UIAlertAction.Style, handler: ((UIAlertAction) -> Void)? = nil
    ) {
        self.title = title
        self.style = style
        self.handler = handler
    }
}
