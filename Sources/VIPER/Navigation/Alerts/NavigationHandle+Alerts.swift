extension NavigationHandle {
    /// Shows `alert` over this screen and hands the chosen button's action to `onResult`,
    /// as ``Navigator/showAlert(_:onResult:)`` does.
    ///
    /// - Returns: The alert's identity.
    /// - Throws: ``NavigationError/Reason/notShown(_:)`` when this screen is no longer
    ///   shown (or its navigator was released), ``NavigationError/Reason/entryNotOnTop(_:top:)``
    ///   when it is covered, or what ``Navigator/showAlert(_:onResult:)`` throws.
    @discardableResult
    public func showAlert<Action: Sendable>(
        _ alert: NavigationAlert<Action>, onResult: @escaping @MainActor (Action?) -> Void
    ) throws(NavigationError) -> NavigationEntryID {
        try liveNavigator(for: Navigator.showing(alert)).show(
            alert, from: source, result: ResultSlot(callback: onResult))
    }

    /// Shows `alert` over this screen and waits for the chosen button's action, as
    /// ``Navigator/showAlertForResult(_:)`` does; `nil` when the navigator is released.
    ///
    /// - Throws: As ``showAlert(_:onResult:)``; then nothing was shown.
    public func showAlertForResult<Action: Sendable>(_ alert: NavigationAlert<Action>)
        async throws(NavigationError) -> Action?
    {
        try await ResultSlot.awaiting { slot throws(NavigationError) in
            try liveNavigator(for: Navigator.showing(alert)).show(alert, from: source, result: slot)
        }
    }
}
