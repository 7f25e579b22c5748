/// One button of a ``NavigationAlert``: its label, its role, and the action it answers
/// with.
public struct AlertButton<Action: Sendable>: Sendable {
    /// The text on the button.
    public var label: String

    /// How the button is drawn and where it goes.
    public var role: AlertButtonRole

    /// What the alert answers when the user taps the button.
    public var action: Action

    /// Creates a button of `label` and `role` (`.default` unless it cancels or destroys)
    /// that answers `action`.
    public init(_ label: String, role: AlertButtonRole = .default, action: Action) {
        self.label = label
        self.role = role
        self.action = action
    }
}

extension AlertButton: Equatable where Action: Equatable {}

extension AlertButton: Hashable where Action: Hashable {}

/// How an alert's button is drawn: UIKit's `UIAlertAction.Style`, SwiftUI's `ButtonRole`.
public enum AlertButtonRole: String, Hashable, Sendable, CustomStringConvertible {
    /// A plain choice.
    case `default`
    /// Leaves without doing anything; drawn apart (bold in an alert, last in a dialog).
    case cancel
    /// Destroys something; drawn in red.
    case destructive

    /// The role's name.
    public var description: String { rawValue }
}

/// Whether a ``NavigationAlert`` is an alert or a confirmation dialog.
public enum AlertStyle: Hashable, Sendable, CustomStringConvertible {
    /// An alert in the middle of the screen.
    case alert
    /// A confirmation dialog (an action sheet) that points, on iPad, from the view of
    /// the screen `anchor`; `nil` asks for the visible screen. In a ``ShownAlert`` the
    /// anchor is always set.
    case confirmationDialog(anchor: NavigationEntryID?)

    /// `alert` or `confirmationDialog(anchor: #2)`.
    public var description: String {
        switch self {
        case .alert: "alert"
        case .confirmationDialog(let anchor?): "confirmationDialog(anchor: \(anchor))"
        case .confirmationDialog(nil): "confirmationDialog"
        }
    }
}
