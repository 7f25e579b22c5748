// Tabs and splits: selecting a tab, and the platform's tab selection, collapse and
// expansion (pushes, pops and `setStack` into a named stack take a placement, in
// Navigator+Showing.swift and Navigator+Stack.swift).

extension Navigator {
    /// Selects a tab of the top layer.
    ///
    /// The selected tab's visible screen appears and the one before disappears as
    /// ``ScreenDisappearance/covered``: a tab that is not selected keeps its
    /// screens. Guards see the change, whose action is ``NavigationAction/select(_:)``.
    /// Selecting the selected tab changes nothing.
    ///
    /// ```swift
    /// try navigator.select(.bookmarks)
    /// ```
    ///
    /// - Parameter tag: The tab to select.
    /// - Throws: ``NavigationError/Reason/invalidContainer(layer:_:)`` when the top layer
    ///   has no tab `tag` (it is a stack or a split, or its tabs have other tags),
    ///   ``NavigationError/Reason/reentrant`` or a guard's refusal.
    public func select(_ tag: NavigationTabTag) throws(NavigationError) {
        try transact(.select(tag)) { navigator throws(NavigationError) -> Void in
            try navigator.engine.stage(.select(tag, platform: false))
        }
    }

    /// Records a tab the user already selected on screen, in the top layer.
    ///
    /// A tap on another tab of the tab bar ends here; it cannot be refused, so guards are
    /// not asked (use ``allowsPlatformSelect(_:)`` beforehand, from the tab bar
    /// controller delegate's `shouldSelect`). A tap on the selected tab pops its stack to
    /// its first screen on screen: report that as ``platformDidPop(to:)`` of the tab's
    /// first screen.
    ///
    /// - Parameter tag: The tab now selected.
    /// - Throws: ``NavigationError/Reason/invalidContainer(layer:_:)`` when the top layer
    ///   has no tab `tag`, ``NavigationError/Reason/reentrant`` as for
    ///   ``platformDidPop(to:)``. The state is then unchanged.
    public func platformDidSelect(_ tag: NavigationTabTag) throws(NavigationError) {
        try transactPlatformChange(.platformSelect(tag), .select(tag, platform: true))
    }

    /// Whether the user may select `tag` right now: a dry run of
    /// ``platformDidSelect(_:)`` that asks the guards and changes nothing.
    ///
    /// - Parameter tag: The tab the user is about to select.
    /// - Returns: `true` when the selection is valid and every guard allows it.
    public func allowsPlatformSelect(_ tag: NavigationTabTag) -> Bool {
        allowsPlatformChange(.platformSelect(tag), .select(tag, platform: true))
    }

    /// Records that the platform collapsed the split that shows `id` into one stack
    /// (the width became compact).
    ///
    /// No screen moves: every screen keeps its column and identity, and the split's
    /// current stack becomes the combined one (see ``NavigationSplit``). It cannot be
    /// refused; collapsing a collapsed split changes nothing. Unlike a navigation, it
    /// leaves the alert that is up (``NavigationState/alert``) up and unanswered: UIKit
    /// keeps a presented alert through a size change.
    ///
    /// - Parameter id: Any entry of the split's layer.
    /// - Throws: ``NavigationError/Reason/notShown(_:)`` when `id` is not shown,
    ///   ``NavigationError/Reason/invalidContainer(layer:_:)`` when its layer is not a
    ///   split, ``NavigationError/Reason/reentrant`` as for ``platformDidPop(to:)``.
    public func platformDidCollapse(splitShowing id: NavigationEntryID) throws(NavigationError) {
        try setCollapsed(true, splitShowing: id)
    }

    /// Records that the platform expanded the split that shows `id` into its columns
    /// (the width became regular); every screen is back in the column it was in.
    ///
    /// - Parameter id: Any entry of the split's layer.
    /// - Throws: As ``platformDidCollapse(splitShowing:)``.
    public func platformDidExpand(splitShowing id: NavigationEntryID) throws(NavigationError) {
        try setCollapsed(false, splitShowing: id)
    }

    private func setCollapsed(_ isCollapsed: Bool, splitShowing id: NavigationEntryID)
        throws(NavigationError)
    {
        let action = NavigationAction.platformCollapse(id, isCollapsed: isCollapsed)
        try transactPlatformChange(action, .setCollapsed(isCollapsed, splitShowing: id))
    }

    /// Replaces the top layer's container: turns it into tabs or a split, or back into a
    /// stack, keeping the screens named with ``Destination/existing(_:)`` (from any stack
    /// of the top layer) and building the others.
    ///
    /// ```swift
    /// try navigator.setLayout(
    ///     .split(
    ///         primary: [.screen(NoteListScreen.self, input: ())],
    ///         secondary: [.screen(NoteScreen.self, input: first)]))
    /// ```
    ///
    /// A built screen's requester is the screen below it in its stack; the first screen
    /// of a stack's, the top of the layer below (none in the root layer); the first of a
    /// split's secondary (or supplementary) column's, the top of the column before it.
    ///
    /// - Parameter layout: The container to show.
    /// - Throws: ``NavigationError/Reason/notShown(_:)`` when an existing screen is not
    ///   in the top layer (also when a layer below shows it),
    ///   ``NavigationError/Reason/duplicateEntry(_:)`` when one is named twice, ``NavigationError/Reason/emptyStack`` for an empty tab, primary column or
    ///   presented stack, or no tabs,
    ///   ``NavigationError/Reason/invalidContainer(layer:_:)`` for a repeated tag or a
    ///   selected tag no tab has; what ``setStack(_:in:)`` throws.
    /// - Complexity: O(*n* + *m*), plus building the new screens.
    public func setLayout(_ layout: NavigationLayout) throws(NavigationError) {
        let stacks = try reportingRefusal { () throws(NavigationError) in
            try layout.stacks.map { stack throws(NavigationError) in
                try resolvedBeforeStaging(stack, for: .setLayout)
            }
        }
        try transact(.setLayout) { _ throws(NavigationError) in
            let layers = engine.state.layers
            let last = layers.count - 1
            var existing: [NavigationEntryID: NavigationEntry] = [:]
            for entry in layers[last].allEntries { existing[entry.id] = entry }
            let below = last > 0 ? layers[last - 1].top?.id : nil
            let shape = layout.shape.keepingCollapse(of: layers[last])
            var building: [(ScreenReservation, Destination, NavigationEntryID?)] = []
            var built: [[NavigationEntry]] = []
            for stack in stacks {
                let first = shape.requester(ofStack: built.count, after: built, below: below)
                built.append(try layoutStack(stack, over: first, &existing, &building))
            }
            try engine.stage(.setContent(NavigationLayer.Content(shape, built)))
            for (reservation, destination, requester) in building {
                build(destination, as: reservation, requester: requester)
            }
        }
    }

    /// Stages the entries of one stack of a layout: kept ones taken from `existing` (each
    /// once), new ones reserved and listed in `building`.
    private func layoutStack(
        _ destinations: [Destination], over first: NavigationEntryID?,
        _ existing: inout [NavigationEntryID: NavigationEntry],
        _ building: inout [(ScreenReservation, Destination, NavigationEntryID?)]
    ) throws(NavigationError) -> [NavigationEntry] {
        try stageStack(destinations, as: .setLayout, over: first, building: &building) {
            id throws(NavigationError) in
            guard let kept = existing.removeValue(forKey: id) else {
                // A screen of the top layer that is no longer in `existing` was named
                // already; any other screen, even one shown in a lower layer, is not one
                // the layout can keep.
                let layers = engine.state.layers
                let isNamedTwice = layers[layers.count - 1].allEntries.contains { $0.id == id }
                throw NavigationError(
                    .setLayout, isNamedTwice ? .duplicateEntry(id) : .notShown(id))
            }
            return kept
        }
    }
}
