extension Destination.Returning {
    /// An alert or a confirmation dialog whose chosen button's action comes back as the
    /// result.
    ///
    /// Any call that shows a destination with a result shows it:
    /// ``Navigator/present(_:style:onResult:)``, ``Navigator/presentForResult(_:style:as:)``,
    /// the same calls on a ``NavigationHandle``, and their `push` siblings alike. It goes
    /// over every layer, and the screen under it stays the visible screen; the `style`
    /// argument is ignored. The result is the action of the button the user taps, or
    /// `nil` when the alert goes away without a choice: any other navigation while it is
    /// up (a deep link, ``Navigator/dismissAll()``, the screen under it popped, a new
    /// alert) dismisses it first, ``Navigator/dismiss()`` dismisses only the alert, and
    /// restoring a state drops it.
    ///
    /// ```swift
    /// try navigation.present(.alert(confirmDelete)) { action in
    ///     if action == .delete { interactor.delete() }
    /// }
    /// ```
    ///
    /// - Parameter alert: The alert; its buttons' actions are of the result type.
    /// - Returns: The destination.
    public static func alert(_ alert: NavigationAlert<Output>) -> Self {
        Self(
            Destination(
                kind: .alert(AlertRequest(alert)), output: Output.self))
    }
}

/// An alert a destination carries until the navigator shows it: what the state shows,
/// and how the typed answer reaches the caller.
///
/// NB: a class, so that ``Destination``'s kind stays two words: as a struct its title,
/// message, buttons and closure made every destination of every push about 100 bytes,
/// copied through outlined value witnesses (navigation/navigator-push-pop).
@MainActor
@usableFromInline
final class AlertRequest {
    /// The type an alert's change names: `NavigationAlert<Action>`.
    let type: ScreenType
    let title: String
    let message: String?
    let buttons: [ShownAlert.Button]
    let style: AlertStyle
    /// The actions of the buttons, by index.
    let actions: [any Sendable]

    init<Action: Sendable>(_ alert: NavigationAlert<Action>) {
        type = ScreenType(NavigationAlert<Action>.self)
        title = alert.title
        message = alert.message
        buttons = alert.buttons.map { ShownAlert.Button($0.label, role: $0.role) }
        style = alert.style
        actions = alert.buttons.map(\.action)
    }
}
