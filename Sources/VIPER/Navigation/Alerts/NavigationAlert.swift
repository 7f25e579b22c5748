/// An alert or a confirmation dialog (an action sheet) as a value: a title, an optional
/// message, and buttons that each answer with a typed action.
///
/// Show it with ``Navigator/showAlert(_:onResult:)`` or
/// ``Navigator/showAlertForResult(_:)`` (or the same calls on a ``NavigationHandle``): the
/// chosen button's action comes back exactly once, or `nil` when the alert goes away
/// without a choice.
///
/// ```swift
/// let confirm = NavigationAlert(
///     title: "Delete this note?", message: "You cannot undo this.",
///     buttons: [
///         AlertButton("Delete", role: .destructive, action: NoteAction.delete),
///         AlertButton("Cancel", role: .cancel, action: NoteAction.keep),
///     ])
/// if try await navigator.showAlertForResult(confirm) == .delete { delete() }
/// ```
///
/// Text fields are out of scope: an alert asks for a choice, not for text; present a
/// screen to ask for text.
public struct NavigationAlert<Action: Sendable>: Sendable {
    /// The title, shown in bold.
    public var title: String

    /// The text under the title, if any.
    public var message: String?

    /// The buttons, in the order they are shown.
    ///
    /// Without buttons, the alert shows one "OK" button that answers `nil`, as SwiftUI
    /// does. UIKit shows at most one cancel button: a second one is shown with the
    /// default role.
    public var buttons: [AlertButton<Action>]

    /// Whether it is an alert or a confirmation dialog, and where a dialog points from.
    public var style: AlertStyle

    /// Creates an alert, shown in the middle of the screen.
    ///
    /// - Parameters:
    ///   - title: The title.
    ///   - message: The text under the title, if any.
    ///   - buttons: The buttons, in order.
    public init(title: String, message: String? = nil, buttons: [AlertButton<Action>]) {
        self.title = title
        self.message = message
        self.buttons = buttons
        self.style = .alert
    }

    /// Creates a confirmation dialog: an action sheet on iPhone, a popover that points
    /// from its anchor on iPad.
    ///
    /// - Parameters:
    ///   - title: The title.
    ///   - message: The text under the title, if any.
    ///   - buttons: The buttons, in order.
    ///   - anchor: The screen the dialog points from; `nil` for the visible screen. It
    ///     must be a screen of the top layer.
    /// - Returns: The dialog.
    public static func confirmationDialog(
        title: String, message: String? = nil, buttons: [AlertButton<Action>],
        anchor: NavigationEntryID? = nil
    ) -> NavigationAlert {
        var dialog = NavigationAlert(title: title, message: message, buttons: buttons)
        dialog.style = .confirmationDialog(anchor: anchor)
        return dialog
    }
}

extension NavigationAlert: Equatable where Action: Equatable {}

extension NavigationAlert: Hashable where Action: Hashable {}
