// Alerts and confirmation dialogs: the calls that show one, the platform's report of a
// choice, and staging; the rules are stated once, at `NavigationAlert`.

extension Navigator {
    /// Shows `alert` over every layer and hands the chosen button's action to `onResult`,
    /// once, on the main actor, as ``NavigationAlert`` describes; `onResult` is never
    /// called when showing it is refused.
    ///
    /// ```swift
    /// try navigator.showAlert(confirmDelete) { action in
    ///     if action == .delete { interactor.delete() }
    /// }
    /// ```
    ///
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

    /// Shows `alert` as ``showAlert(_:onResult:)`` does and waits for the chosen button's
    /// action, or `nil` when the alert goes away without a choice.
    ///
    /// - Throws: As ``showAlert(_:onResult:)``; then nothing was shown.
    public func showAlertForResult<Action: Sendable>(_ alert: NavigationAlert<Action>)
        async throws(NavigationError) -> Action?
    {
        try await ResultSlot.awaiting { slot throws(NavigationError) in
            try show(alert, from: nil, result: slot)
        }
    }

    /// Records that the user tapped the button at `index` (in ``ShownAlert/buttons``; 0
    /// for the "OK" of an alert without buttons) of the alert `id`, already gone on screen.
    ///
    /// The button's action is the alert's result. Guards are not asked, as for
    /// ``platformDidPop(to:)``; an alert taken down without a choice is reported with
    /// ``platformDidDismiss(layerShowing:)``.
    ///
    /// - Throws: ``NavigationError/Reason/notShown(_:)`` when no alert `id` is up or it
    ///   has no button `index`, or ``NavigationError/Reason/reentrant`` inside a batch.
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

    /// Shows an alert over every layer, its answer going to `result`, which a refusal
    /// cancels.
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
