// Alerts and confirmation dialogs: shown over every layer, answered exactly once.
//
// The rules, in one place:
// - at most one alert is up (`NavigationState.alert`); the screen under it stays the
//   visible screen, so no lifecycle call is made for it;
// - every navigation, whatever it is, first dismisses the alert that is up (Navigator+
//   Transaction), so a deep link, `dismissAll()`, a pop or a new alert all deliver `nil`
//   to it; `dismiss()` dismisses only the alert; a refused navigation puts it back;
// - the platform's collapse or expansion of a split is no navigation (the width changed;
//   UIKit keeps a presented alert through a size change), so the alert stays up;
// - the answer is delivered after the change that took the alert down commits, once the
//   navigator is idle, before the results of the screens that change removed.

extension Navigator {
    /// Records the button the user tapped in the alert that is up; the alert is already
    /// gone on screen.
    ///
    /// The alert's result is the button's action. Like the other platform-driven changes
    /// it cannot be refused, so guards are not asked; observers get one change, a
    /// ``NavigationAction/platformChoose(button:inAlert:)`` with the button's index and
    /// the alert's identity, which tells a choice apart from the system taking the dialog
    /// down. For an alert the system took down without a choice, call
    /// ``platformDidDismiss(layerShowing:)`` with the alert's identity instead: observers
    /// then get a ``NavigationAction/platformDismiss(_:)``.
    ///
    /// ```swift
    /// // In the UIAlertAction's handler:
    /// try navigator.platformDidChoose(button: 0, inAlert: alert.id)
    /// ```
    ///
    /// - Parameters:
    ///   - index: The button's index in ``ShownAlert/buttons``; 0 for the "OK" button
    ///     of an alert without buttons.
    ///   - id: The alert's identity.
    /// - Throws: ``NavigationError/Reason/notShown(_:)`` when no alert with `id` is up
    ///   or it has no button at `index`, ``NavigationError/Reason/reentrant`` as for
    ///   ``platformDidPop(to:)``. The state is then unchanged.
    public func platformDidChoose(button index: Int, inAlert id: NavigationEntryID)
        throws(NavigationError)
    {
        let action = NavigationAction.platformChoose(button: index, inAlert: id)
        guard engine.isIdle else { throw refused(NavigationError(action, .reentrant)) }
        guard let alert = engine.state.alert, alert.id == id, index >= 0,
            index < max(alert.buttons.count, 1)
        else { throw refused(NavigationError(action, .notShown(id))) }
        // The transaction dismisses the alert as it begins; the choice is its result.
        try transact(action) { () throws(NavigationError) in
            engine.stageResult(for: id)?.stage(choice: index)
        }
    }

    /// Records that the system took the alert `id` down without a choice.
    func platformDidDismissAlert(_ id: NavigationEntryID) throws(NavigationError) {
        let action = NavigationAction.platformDismiss(id)
        guard engine.isIdle else { throw refused(NavigationError(action, .reentrant)) }
        try transact(action) { () throws(NavigationError) in }
    }
}

extension Navigator {
    /// Shows an alert or a confirmation dialog over every layer and hands the chosen
    /// button's action to a closure.
    ///
    /// The screen under it stays the visible screen. Any other navigation while it is up
    /// (a deep link, ``dismissAll()``, the screen under it popped, a new alert) dismisses
    /// it first, ``dismiss()`` dismisses only the alert, and restoring a state drops it.
    ///
    /// ```swift
    /// try navigator.showAlert(confirmDelete) { action in
    ///     if action == .delete { interactor.delete() }
    /// }
    /// ```
    ///
    /// - Parameters:
    ///   - alert: The alert; its buttons' actions are of the result type.
    ///   - onResult: Called once on the main actor: with the action of the button the
    ///     user taps, or `nil` when the alert goes away without a choice. Never called
    ///     when showing it is refused.
    /// - Returns: The alert's identity.
    /// - Throws: ``NavigationError/Reason/emptyStack`` when no screen is shown,
    ///   ``NavigationError/Reason/notShown(_:)`` or
    ///   ``NavigationError/Reason/entryNotOnTop(_:top:)`` when a dialog's anchor is not
    ///   the visible screen, or a guard's refusal.
    @discardableResult
    public func showAlert<Action: Sendable>(
        _ alert: NavigationAlert<Action>, onResult: @escaping @MainActor (Action?) -> Void
    ) throws(NavigationError) -> NavigationEntryID {
        try show(alert, from: nil, result: ResultSlot(callback: onResult))
    }

    /// Shows an alert or a confirmation dialog and waits for the chosen button's action.
    ///
    /// ```swift
    /// if try await navigator.showAlertForResult(confirmDelete) == .delete { delete() }
    /// ```
    ///
    /// - Parameter alert: The alert; its buttons' actions are of the result type.
    /// - Returns: The action of the button the user taps, or `nil` when the alert goes
    ///   away without a choice.
    /// - Throws: As ``showAlert(_:onResult:)``; then nothing was shown.
    public func showAlertForResult<Action: Sendable>(_ alert: NavigationAlert<Action>)
        async throws(NavigationError) -> Action?
    {
        try await ResultSlot.awaiting { slot throws(NavigationError) in
            try show(alert, from: nil, result: slot)
        }
    }

    // MARK: Staging

    /// Shows an alert over every layer, its answer going to `result`; a refusal cancels
    /// `result` without a delivery.
    @discardableResult
    func show<Action: Sendable>(
        _ alert: NavigationAlert<Action>, from source: NavigationHandleSource?,
        result: ResultSlot
    ) throws(NavigationError) -> NavigationEntryID {
        let action = Self.showing(alert)
        result.actions = alert.buttons.map(\.action)
        do {
            return try transact(action) { () throws(NavigationError) in
                if let source { try engine.requireOnTop(source, action) }
                let state = engine.state
                guard let top = state.top else { throw NavigationError(action, .emptyStack) }
                var alertStyle = alert.style
                if case .confirmationDialog(let asked) = alertStyle {
                    let anchor = asked ?? top.id
                    guard let (layer, placement, _) = state.location(of: anchor) else {
                        throw NavigationError(action, .notShown(anchor))
                    }
                    // A screen in a tab that is not selected is not on screen to point from.
                    var inHiddenTab = false
                    if case .tab(let tag) = placement {
                        inHiddenTab = tag != state.layers[layer].selectedTab
                    }
                    guard layer == state.layers.count - 1, !inHiddenTab else {
                        throw NavigationError(action, .entryNotOnTop(anchor, top: top.id))
                    }
                    alertStyle = .confirmationDialog(anchor: anchor)
                }
                let id = try engine.reserve(for: action).id
                let buttons = alert.buttons.map { ShownAlert.Button($0.label, role: $0.role) }
                try engine.stageAlert(
                    ShownAlert(
                        id: id, title: alert.title, message: alert.message, buttons: buttons,
                        style: alertStyle),
                    answer: result)
                return id
            }
        } catch {
            result.cancelSilently()
            throw error
        }
    }

    /// The action that shows `alert`, which a refusal names.
    static func showing<Action>(_ alert: NavigationAlert<Action>) -> NavigationAction {
        let style: PresentationStyle =
            if case .alert = alert.style { .alert } else { .confirmationDialog }
        return .present(ScreenType(NavigationAlert<Action>.self), style)
    }
}

extension PresentationStyle {
    /// The style a change that shows an alert reports in
    /// ``NavigationAction/present(_:_:)``; an alert is not a layer.
    public static let alert = PresentationStyle(rawValue: "alert")

    /// The style a change that shows a confirmation dialog reports.
    public static let confirmationDialog = PresentationStyle(rawValue: "confirmationDialog")
}
