/// An alert or a confirmation dialog (an action sheet) as a value: a title, an optional
/// message, and buttons that each answer with a typed action.
///
/// Show it with ``Navigator/showAlert(_:onResult:)`` or
/// ``Navigator/showAlertForResult(_:)`` (or the same calls on a ``NavigationHandle``). At
/// most one alert is up, over every layer (``NavigationState/alert``); the screen under it
/// stays the visible screen and gets no lifecycle call. Any other navigation while it is
/// up (a deep link, ``Navigator/dismissAll()``, a pop, a new alert) dismisses it first,
/// ``Navigator/dismiss()`` dismisses only the alert, a refused navigation puts it back, a
/// split's collapse or expansion keeps it, and restoration data never holds it. The
/// chosen button's action comes back exactly once, once the navigator is idle, or `nil`
/// when the alert goes away without a choice.
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
/// An alert asks for a choice, not for text: present a screen to ask for text.
public struct NavigationAlert<Action: Sendable>: Sendable {
    /// The title, shown in bold.
    public var title: String

    /// The text under the title, if any.
    public var message: String?

    /// The buttons, in the order they are shown; without any, one "OK" button that
    /// answers `nil`, as SwiftUI does (UIKit shows a second cancel button as a default one).
    public var buttons: [AlertButton<Action>]

    /// Whether it is an alert or a confirmation dialog, and where a dialog points from.
    public var style: AlertStyle

    /// Creates an alert of `title`, `message` and `buttons`, shown in the middle of the
    /// screen.
    public init(title: String, message: String? = nil, buttons: [AlertButton<Action>]) {
        self.title = title
        self.message = message
        self.buttons = buttons
        self.style = .alert
    }

    /// A confirmation dialog of `title`, `message` and `buttons`: an action sheet on
    /// iPhone, on iPad a popover that points from `anchor`, a screen of the top layer
    /// (`nil` for the visible screen).
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
