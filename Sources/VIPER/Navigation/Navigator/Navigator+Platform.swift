// Platform-driven changes: what the user already did on screen, reported by an adapter.
// They commit through the one transaction path (Engine/Transaction.swift), which does not
// ask guards about them since they cannot be undone; the `allows…` dry runs ask instead.

extension Navigator {
    /// Records a pop the user already made on screen (a swipe back, the back button or
    /// its menu): removes the entries above `id` in its layer; layers above are kept.
    ///
    /// The change cannot be refused, so guards are not asked (``allowsPlatformPop(to:)``
    /// asks them beforehand); removed screens get their lifecycle calls and deliver "no
    /// result", and observers get one change marked ``NavigationChange/isPlatformDriven``.
    ///
    /// - Throws: ``NavigationError/Reason/notShown(_:)``,
    ///   ``NavigationError/Reason/emptyStack`` when it already is its layer's top, or
    ///   ``NavigationError/Reason/reentrant`` inside a batch.
    public func platformDidPop(to id: NavigationEntryID) throws(NavigationError) {
        try transactPlatformChange(.platformPop(to: id), .platformPop(to: id))
    }

    /// Records a dismissal the user or the system already made, as ``platformDidPop(to:)``
    /// does a pop: removes the presented layer that shows `id` (any of its entries) and
    /// every layer above it; or the alert `id`, taken down without a choice.
    ///
    /// - Throws: As ``platformDidPop(to:)``; ``NavigationError/Reason/emptyStack`` for
    ///   the root layer.
    public func platformDidDismiss(layerShowing id: NavigationEntryID) throws(NavigationError) {
        if engine.state.alert?.id == id { return try platformDidDismissAlert(id) }
        try transactPlatformChange(.platformDismiss(id), .platformDismiss(layerShowing: id))
    }

    /// Whether the user may pop to `id` now (for `interactivePopGestureRecognizer`).
    ///
    /// A dry run of ``platformDidPop(to:)`` that asks the guards and the leaving
    /// ``ScreenGuard``s: a redirect counts as a refusal, as does what would throw.
    public func allowsPlatformPop(to id: NavigationEntryID) -> Bool {
        allowsPlatformChange(.platformPop(to: id), .platformPop(to: id))
    }

    /// Whether the user may dismiss the layer showing `id` now (for
    /// `isModalInPresentation`): the dry run of ``platformDidDismiss(layerShowing:)``, as
    /// ``allowsPlatformPop(to:)``.
    public func allowsPlatformDismiss(layerShowing id: NavigationEntryID) -> Bool {
        allowsPlatformChange(.platformDismiss(id), .platformDismiss(layerShowing: id))
    }

    /// Commits what the platform did, refused inside a batch: what happened on screen
    /// cannot become part of an undoable whole.
    func transactPlatformChange(_ action: NavigationAction, _ edit: NavigatorEngine.Edit)
        throws(NavigationError)
    {
        guard engine.isIdle else { throw refused(NavigationError(action, .reentrant)) }
        try transact(action, staging: edit)
    }

    /// Stages `edit`, asks the guards about it, and rolls it back.
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
