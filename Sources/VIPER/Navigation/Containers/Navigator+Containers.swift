// Tabs and splits: the selection, the platform's collapse and a layer's whole container.
// A push, pop or `setStack` into a named stack takes a placement (Navigator+Showing, +Stack).

extension Navigator {
    /// Selects the tab `tag` of the top layer; the tab left keeps its screens, its visible
    /// one disappears as ``ScreenDisappearance/covered``.
    ///
    /// - Throws: ``NavigationError/Reason/invalidContainer(layer:_:)`` when the top layer
    ///   has no tab `tag` (it is a stack or a split, or its tabs have other tags),
    ///   ``NavigationError/Reason/reentrant`` or a guard's refusal.
    public func select(_ tag: NavigationTabTag) throws(NavigationError) {
        try transact(.select(tag)) { () throws(NavigationError) -> Void in
            try engine.stage(.select(tag, platform: false))
        }
    }

    /// Records that the user already selected the tab `tag` of the top layer on screen.
    ///
    /// Guards are not asked (ask ``allowsPlatformSelect(_:)`` beforehand). A tap on the
    /// selected tab is ``platformDidPop(to:)`` of its first screen.
    ///
    /// - Throws: ``NavigationError/Reason/invalidContainer(layer:_:)`` when the top layer
    ///   has no tab `tag`, ``NavigationError/Reason/reentrant``.
    public func platformDidSelect(_ tag: NavigationTabTag) throws(NavigationError) {
        try transactPlatformChange(.platformSelect(tag), .select(tag, platform: true))
    }

    /// Whether the user may select `tag` now: a dry run of ``platformDidSelect(_:)`` that
    /// asks the guards and changes nothing.
    public func allowsPlatformSelect(_ tag: NavigationTabTag) -> Bool {
        allowsPlatformChange(.platformSelect(tag), .select(tag, platform: true))
    }

    /// Records that the platform collapsed the split that shows `id` (any entry of its
    /// layer) into one stack, by the collapse rule of ``NavigationSplit``; an alert that
    /// is up stays up.
    ///
    /// - Throws: ``NavigationError/Reason/notShown(_:)`` when `id` is not shown,
    ///   ``NavigationError/Reason/invalidContainer(layer:_:)`` when its layer is not a
    ///   split, ``NavigationError/Reason/reentrant`` as for ``platformDidPop(to:)``.
    public func platformDidCollapse(splitShowing id: NavigationEntryID) throws(NavigationError) {
        try transactPlatformChange(
            .platformCollapse(id, isCollapsed: true), .setCollapsed(true, splitShowing: id))
    }

    /// Records that the platform expanded the split that shows `id` into its columns.
    ///
    /// - Throws: As ``platformDidCollapse(splitShowing:)``.
    public func platformDidExpand(splitShowing id: NavigationEntryID) throws(NavigationError) {
        try transactPlatformChange(
            .platformCollapse(id, isCollapsed: false), .setCollapsed(false, splitShowing: id))
    }

    /// Replaces the top layer's container with `layout`, keeping the screens of the top
    /// layer named with ``Destination/existing(_:)`` and building the others.
    ///
    /// A built screen's requester is the screen below it; a stack's first screen's, the
    /// top of the layer below, or in a split's later column the top of the column before.
    ///
    /// - Throws: ``NavigationError/Reason/notShown(_:)`` for an existing screen not in the
    ///   top layer, ``NavigationError/Reason/duplicateEntry(_:)`` for one named twice,
    ///   what ``NavigationState/validate()`` and ``setStack(_:in:)`` throw.
    /// - Complexity: O(*n* + *m*), plus building the new screens.
    public func setLayout(_ layout: NavigationLayout) throws(NavigationError) {
        let stacks = try reportingRefusal { () throws(NavigationError) in
            try layout.stacks.map { stack throws(NavigationError) in
                try resolvedBeforeStaging(stack, for: .setLayout)
            }
        }
        try transact(.setLayout) { () throws(NavigationError) in
            let layers = engine.state.layers
            let last = layers.count - 1
            var existing: [NavigationEntryID: NavigationEntry] = [:]
            for entry in layers[last].allEntries { existing[entry.id] = entry }
            let below = last > 0 ? layers[last - 1].top?.id : nil
            let shape = layout.shape.keepingPlatformState(of: layers[last])
            var building: [(ScreenReservation, Destination<Any>, NavigationEntryID?)] = []
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

    /// Stages one stack of a layout, each kept screen taken once from `existing`.
    private func layoutStack(
        _ destinations: [Destination<Any>], over first: NavigationEntryID?,
        _ existing: inout [NavigationEntryID: NavigationEntry],
        _ building: inout [(ScreenReservation, Destination<Any>, NavigationEntryID?)]
    ) throws(NavigationError) -> [NavigationEntry] {
        try stageStack(destinations, as: .setLayout, over: first, building: &building) {
            id throws(NavigationError) in
            guard let kept = existing.removeValue(forKey: id) else {
                // A top-layer screen missing from `existing` was named already; no other
                // screen, even one shown in a lower layer, can be kept.
                let layers = engine.state.layers
                let isNamedTwice = layers[layers.count - 1].allEntries.contains { $0.id == id }
                throw NavigationError(
                    .setLayout, isNamedTwice ? .duplicateEntry(id) : .notShown(id))
            }
            return kept
        }
    }
}
