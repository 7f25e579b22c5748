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
        try transact(action) { navigator throws(NavigationError) in
            navigator.engine.stageResult(for: id)?.stage(choice: index)
        }
    }

    /// Records that the system took the alert `id` down without a choice.
    func platformDidDismissAlert(_ id: NavigationEntryID) throws(NavigationError) {
        let action = NavigationAction.platformDismiss(id)
        guard engine.isIdle else { throw refused(NavigationError(action, .reentrant)) }
        try transact(action) { _ throws(NavigationError) in }
    }

    /// Shows an alert over every layer, its answer going to `result`.
    func showAlert(
        _ request: AlertRequest, from source: NavigationHandleSource?,
        result: ResultSlot?
    ) throws(NavigationError) -> NavigationEntryID {
        let style: PresentationStyle =
            if case .alert = request.style { .alert } else { .confirmationDialog }
        let action = NavigationAction.present(request.type, style)
        let answer = result ?? ResultSlot()
        answer.actions = request.actions
        return try transact(action) { _ throws(NavigationError) in
            if let source { try engine.requireOnTop(source, action) }
            let state = engine.state
            guard let top = state.top else { throw NavigationError(action, .emptyStack) }
            var alertStyle = request.style
            if case .confirmationDialog(let asked) = alertStyle {
                let anchor = asked ?? top.id
                guard let (layer, placement, _) = state.location(of: anchor) else {
                    throw NavigationError(action, .notShown(anchor))
                }
                // NB: a screen in a tab that is not selected is not on screen to point from.
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
            try engine.stageAlert(
                ShownAlert(
                    id: id, title: request.title, message: request.message,
                    buttons: request.buttons, style: alertStyle),
                answer: answer)
            return id
        }
    }
}

extension PresentationStyle {
    /// The style a change that shows an alert reports in
    /// ``NavigationAction/present(_:_:)``; an alert is not a layer.
    public static let alert = PresentationStyle(rawValue: "alert")

    /// The style a change that shows a confirmation dialog reports.
    public static let confirmationDialog = PresentationStyle(rawValue: "confirmationDialog")
}
