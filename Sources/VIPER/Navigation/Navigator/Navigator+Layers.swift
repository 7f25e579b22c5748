extension Navigator {
    /// Dismisses the top presented layer, or only the alert when one is up (its result is
    /// then `nil`).
    ///
    /// - Throws: ``NavigationError/Reason/emptyStack`` when nothing is presented.
    public func dismiss() throws(NavigationError) {
        let dismissesAlert = engine.state.alert != nil
        try transact(.dismiss) { () throws(NavigationError) in
            // The alert went when the transaction began.
            if dismissesAlert { return }
            try engine.stage(.dismiss)
        }
    }

    /// Dismisses every presented layer; does nothing when nothing is presented.
    public func dismissAll() throws(NavigationError) {
        try transact(.dismissAll, staging: .dismissAll)
    }

    /// Removes the screen `id` and every screen above it: pops it, or dismisses its layer
    /// when it is the layer's first screen.
    ///
    /// - Throws: ``NavigationError/Reason/notShown(_:)``, or
    ///   ``NavigationError/Reason/emptyStack`` for the first screen of the root stack.
    public func close(_ id: NavigationEntryID) throws(NavigationError) {
        try transact(.close(id), staging: .close(id, as: .close(id)))
    }

    /// Runs `action` as the one edit `edit`.
    func transact(_ action: NavigationAction, staging edit: NavigatorEngine.Edit)
        throws(NavigationError)
    {
        try transact(action) { () throws(NavigationError) -> Void in
            try engine.stage(edit)
        }
    }
}
