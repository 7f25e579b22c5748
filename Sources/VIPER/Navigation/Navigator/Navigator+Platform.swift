// Platform-driven changes: what the user already did on screen, reported by an adapter.
//
// These commit through the one transaction path (Engine/Transaction.swift); the only
// difference the path makes for them is that `commit` does not ask guards, since the
// change cannot be undone. Guards are asked beforehand instead, by the `allows…` dry
// runs, which stage the same transition, ask, and roll back.

extension Navigator {
    /// Records a pop the user already made on screen: removes the entries above `id` in
    /// the layer that shows `id`; layers above that layer are kept.
    ///
    /// A swipe back, the back button and the back-button menu (which pops several levels
    /// at once) all end here. The change cannot be refused, so guards are not asked; use
    /// ``allowsPlatformPop(to:)`` beforehand to disable the gesture. Removed screens get
    /// their lifecycle calls, their pending results are delivered as "no result", and
    /// observers get one change whose ``NavigationChange/isPlatformDriven`` is `true`.
    ///
    /// ```swift
    /// // In the navigation controller delegate, once the interactive pop completed:
    /// try navigator.platformDidPop(to: revealedEntryID)
    /// ```
    ///
    /// - Parameter id: The entry the user popped back to; it is now its layer's top.
    /// - Throws: ``NavigationError/Reason/notShown(_:)`` when `id` is not shown,
    ///   ``NavigationError/Reason/emptyStack`` when it already is its layer's top,
    ///   ``NavigationError/Reason/reentrant`` inside a batch or while a change is being
    ///   built, guarded or reported. The state is then unchanged.
    /// - Complexity: O(*n*), where *n* is the number of entries.
    public func platformDidPop(to id: NavigationEntryID) throws(NavigationError) {
        try transactPlatformChange(.platformPop(to: id), .platformPop(to: id))
    }

    /// Records a dismissal the user or the system already made: removes the presented
    /// layer that shows `id` (any entry of it) and every layer above it.
    ///
    /// A sheet swiped down ends here, and so does an alert the system took down without a
    /// choice (a tap outside an action sheet's popover): pass the alert's identity. Like ``platformDidPop(to:)`` it cannot be refused;
    /// use ``allowsPlatformDismiss(layerShowing:)`` beforehand to forbid the swipe.
    ///
    /// - Parameter id: Any entry of the dismissed layer.
    /// - Throws: ``NavigationError/Reason/notShown(_:)`` when `id` is not shown,
    ///   ``NavigationError/Reason/emptyStack`` when it is in the root layer,
    ///   ``NavigationError/Reason/reentrant`` as for ``platformDidPop(to:)``. The state is
    ///   then unchanged.
    /// - Complexity: O(*n*), where *n* is the number of entries.
    public func platformDidDismiss(layerShowing id: NavigationEntryID) throws(NavigationError) {
        if engine.state.alert?.id == id { return try platformDidDismissAlert(id) }
        try transactPlatformChange(.platformDismiss(id), .platformDismiss(layerShowing: id))
    }

    /// Whether the user may pop to `id` right now.
    ///
    /// A dry run of ``platformDidPop(to:)``: it asks the app's guards and the leaving
    /// screens' ``ScreenGuard``s about the change that pop would make, and changes nothing
    /// (no lifecycle call, no observer event, no identity issued). A guard's redirect
    /// counts as a refusal, since a gesture cannot be redirected. Adapters use it to
    /// enable or disable `interactivePopGestureRecognizer`.
    ///
    /// - Parameter id: The entry the pop would reveal.
    /// - Returns: `true` when the pop is valid and every guard allows it; `false` also
    ///   when ``platformDidPop(to:)`` would throw.
    public func allowsPlatformPop(to id: NavigationEntryID) -> Bool {
        allowsPlatformChange(.platformPop(to: id), .platformPop(to: id))
    }

    /// Whether the user may dismiss the layer showing `id` right now.
    ///
    /// The same dry run as ``allowsPlatformPop(to:)``, for
    /// ``platformDidDismiss(layerShowing:)``. Adapters use it for `isModalInPresentation`.
    ///
    /// - Parameter id: Any entry of the layer.
    /// - Returns: `true` when the dismissal is valid and every guard allows it.
    public func allowsPlatformDismiss(layerShowing id: NavigationEntryID) -> Bool {
        allowsPlatformChange(.platformDismiss(id), .platformDismiss(layerShowing: id))
    }

    func transactPlatformChange(_ action: NavigationAction, _ edit: NavigatorEngine.Edit)
        throws(NavigationError)
    {
        // Inside a batch the change would become part of a vetoable, undoable whole;
        // what happened on screen cannot be either, so it is refused like re-entrance.
        guard engine.isIdle else { throw refused(NavigationError(action, .reentrant)) }
        try transact(action) { navigator throws(NavigationError) -> Void in
            try navigator.engine.stage(edit)
        }
    }

    /// Stages `transition`, asks the guards about it, and rolls it back.
    func allowsPlatformChange(_ action: NavigationAction, _ edit: NavigatorEngine.Edit)
        -> Bool
    {
        guard engine.isIdle, (try? engine.begin(action)) != nil else { return false }
        defer {
            release(rollback())
            // A guard that navigated was refused as re-entrant.
            if !pendingRefusals.isEmpty { reportPendingRefusals() }
        }
        do {
            try engine.stage(edit)
        } catch {
            return false
        }
        return finishDryRun(action)
    }
}
