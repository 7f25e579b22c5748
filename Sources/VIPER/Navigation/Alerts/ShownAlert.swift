/// The alert a ``NavigationState`` shows: what is on screen, without the typed actions.
///
/// Read it from ``NavigationState/alert``; ``NavigationAlert`` states the rules.
public struct ShownAlert: Hashable, Sendable, CustomStringConvertible {
    /// A button as it is shown: its label and role.
    public struct Button: Hashable, Sendable, CustomStringConvertible {
        /// The text on the button.
        public var label: String
        /// How the button is drawn.
        public var role: AlertButtonRole

        /// Creates a button of `label` and `role`.
        public init(_ label: String, role: AlertButtonRole = .default) {
            self.label = label
            self.role = role
        }

        /// `Delete (destructive)`, or the label alone for the default role.
        public var description: String {
            role == .default ? label : "\(label) (\(role))"
        }
    }

    /// The alert's identity, issued like a screen's and never reused; answers and
    /// dismissals name it.
    public let id: NavigationEntryID

    /// The title.
    public let title: String

    /// The text under the title, if any.
    public let message: String?

    /// The buttons, in order; an empty list shows one "OK" button that answers `nil`.
    public let buttons: [Button]

    /// An alert, or a dialog with the anchor it points from.
    public let style: AlertStyle

    /// Creates the shown alert `id` of `title`, `message`, `buttons` and `style`.
    public init(
        id: NavigationEntryID, title: String, message: String? = nil, buttons: [Button],
        style: AlertStyle = .alert
    ) {
        self.id = id
        self.title = title
        self.message = message
        self.buttons = buttons
        self.style = style
    }

    /// The anchor of a confirmation dialog; `nil` for an alert.
    public var anchor: NavigationEntryID? {
        if case .confirmationDialog(let anchor) = style { return anchor }
        return nil
    }

    /// A line such as `alert #4 "Delete this note?" [Delete (destructive), Cancel (cancel)]`.
    public var description: String {
        "\(style) \(id) \"\(title)\" [" + buttons.map(\.description).joined(separator: ", ")
            + "]"
    }
}
