// Dismissing presented layers, and closing or finishing a screen (present is in
// Navigator+Showing.swift).

extension Navigator {
    /// Dismisses the top presented layer, or only the alert when one is up (its result is
    /// then `nil`).
    ///
    /// - Throws: ``NavigationError/Reason/emptyStack`` when only the root stack is
    ///   shown and no alert is up.
    public func dismiss() throws(NavigationError) {
        let dismissesAlert = engine.state.alert != nil
        try transact(.dismiss) { navigator throws(NavigationError) in
            // The alert went when the transaction began.
            if dismissesAlert { return }
            try navigator.engine.stage(.dismiss)
        }
    }

    /// Dismisses every presented layer; does nothing when nothing is presented.
    ///
    /// - Throws: ``NavigationError/Reason/reentrant`` or a guard's refusal.
    /// - Complexity: O(*k*), where *k* is the number of removed screens.
    public func dismissAll() throws(NavigationError) {
        try transact(.dismissAll) { navigator throws(NavigationError) -> Void in
            try navigator.engine.stage(.dismissAll)
        }
    }

    /// Removes a screen and every screen above it: pops it, or dismisses its layer when
    /// it is the layer's first screen.
    ///
    /// - Parameter id: The screen to close.
    /// - Throws: ``NavigationError/Reason/notShown(_:)`` when it is not shown,
    ///   ``NavigationError/Reason/emptyStack`` for the first screen of the root stack.
    /// - Complexity: O(*n*), where *n* is the number of entries.
    public func close(_ id: NavigationEntryID) throws(NavigationError) {
        try transact(.close(id)) { navigator throws(NavigationError) -> Void in
            try navigator.engine.stage(.close(id, as: .close))
        }
    }

    // MARK: Staging

    /// Stages a result for `id`, then closes it, inside a transaction.
    func finish<Output: Sendable>(
        _ id: NavigationEntryID, with value: Output, from source: NavigationHandleSource
    ) throws(NavigationError) {
        try transact(.finish(id)) { navigator throws(NavigationError) in
            try navigator.engine.requireShown(source, .finish(id))
            try navigator.engine.stage(.close(id, as: .finish))
            navigator.engine.stageResult(for: id)?.stage(value)
        }
    }
}
