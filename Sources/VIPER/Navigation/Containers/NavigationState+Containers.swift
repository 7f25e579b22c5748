// The pure transitions of tabs and splits: selecting, collapsing, and editing a named
// stack of the top layer (the current stack's are in NavigationState+Transitions.swift).
//
// NB: an edit of a stack that is not the current one records the layer's whole content
// as its inverse: those edits are rare, and the fine-grained inverses act on the current
// stack only.

extension NavigationState {
    /// Selects a tab of the top layer.
    ///
    /// - Parameters:
    ///   - tag: The tab to select; selecting the selected one changes nothing.
    ///   - action: What a refusal names.
    /// - Throws: ``NavigationError/Reason/invalidContainer(layer:_:)`` when the top layer
    ///   has no tab `tag`.
    mutating func select(
        _ tag: NavigationTabTag, as action: NavigationAction, recording journal: inout StateJournal
    ) throws(NavigationError) -> [NavigationEntry] {
        let last = layers.count - 1
        switch layers[last].select(tag) {
        case .selected(let previous): journal.record(.select(layer: last, previous))
        case .unchanged: break
        case .noSuchTab: throw NavigationError(action, .invalidContainer(layer: last, .tab(tag)))
        }
        return []
    }

    /// Selects a tab the layer has.
    mutating func select(
        _ tag: NavigationTabTag, inLayer layer: Int, recording journal: inout StateJournal
    ) {
        if case .selected(let previous) = layers[layer].select(tag) {
            journal.record(.select(layer: layer, previous))
        }
    }

    /// Records that the platform collapsed or expanded the split that shows `id`.
    ///
    /// - Throws: ``NavigationError/Reason/notShown(_:)`` when `id` is not shown,
    ///   ``NavigationError/Reason/invalidContainer(layer:_:)`` when its layer is not a
    ///   split.
    mutating func setCollapsed(
        _ isCollapsed: Bool, splitShowing id: NavigationEntryID, as action: NavigationAction,
        recording journal: inout StateJournal
    ) throws(NavigationError) -> [NavigationEntry] {
        guard let (layer, _, _) = location(of: id) else {
            throw NavigationError(action, .notShown(id))
        }
        guard case .split(var split) = layers[layer].content else {
            throw NavigationError(action, .invalidContainer(layer: layer, .column(.secondary)))
        }
        guard split.isCollapsed != isCollapsed else { return [] }
        journal.record(.setContent(layer: layer, layers[layer].content))
        split.isCollapsed = isCollapsed
        layers[layer].content = .split(split)
        return []
    }

    /// Checks that the top layer has the stack `placement` names.
    func requireStack(_ placement: NavigationPlacement, as action: NavigationAction)
        throws(NavigationError)
    {
        if case .current = placement { return }
        let last = layers.count - 1
        if layers[last].stack(placement) == nil {
            throw NavigationError(action, .invalidContainer(layer: last, placement))
        }
    }

    /// The entry a screen pushed onto `placement`'s stack goes over: that stack's top; for
    /// the first screen of a column, the top of the column before it.
    func requester(forPushIn placement: NavigationPlacement) -> NavigationEntryID? {
        let layer = layers[layers.count - 1]
        switch (placement, layer.content) {
        case (.current, _): return topID
        case (.column(.secondary), .split(let split)):
            return (split.secondary.last ?? split.supplementary?.last ?? split.primary.last)?.id
        case (.column(.supplementary), .split(let split)):
            return (split.supplementary?.last ?? split.primary.last)?.id
        default: return layer.stack(placement)?.last?.id
        }
    }

    /// Pushes an entry whose identity was just reserved onto the stack `placement` names;
    /// the caller checked it with ``requireStack(_:as:)``.
    mutating func push(
        fresh entry: NavigationEntry, in placement: NavigationPlacement,
        recording journal: inout StateJournal
    ) {
        if case .current = placement {
            push(fresh: entry, recording: &journal)
            return
        }
        let last = layers.count - 1
        journal.record(.setContent(layer: last, layers[last].content))
        layers[last][stack: placement].append(entry)
    }

    /// Pops the top screen of the stack `placement` names in the top layer.
    ///
    /// - Throws: ``NavigationError/Reason/invalidContainer(layer:_:)`` for a stack the
    ///   layer does not have, ``NavigationError/Reason/emptyStack`` when it has at most
    ///   one screen.
    mutating func pop(in placement: NavigationPlacement, recording journal: inout StateJournal)
        throws(NavigationError) -> NavigationEntry
    {
        if case .current = placement { return try pop(recording: &journal) }
        try requireStack(placement, as: .pop)
        let last = layers.count - 1
        guard layers[last][stack: placement].count > 1 else {
            throw NavigationError(.pop, .emptyStack)
        }
        journal.record(.setContent(layer: last, layers[last].content))
        return layers[last][stack: placement].removeLast()
    }

    /// Pops the stack `placement` names in the top layer to its first screen.
    ///
    /// - Throws: ``NavigationError/Reason/invalidContainer(layer:_:)`` for a stack the
    ///   layer does not have.
    mutating func popToRoot(
        in placement: NavigationPlacement, recording journal: inout StateJournal
    ) throws(NavigationError) -> [NavigationEntry] {
        if case .current = placement { return popToRoot(recording: &journal) }
        try requireStack(placement, as: .popToRoot)
        let last = layers.count - 1
        let stack = layers[last][stack: placement]
        guard stack.count > 1 else { return [] }
        journal.record(.setContent(layer: last, layers[last].content))
        layers[last][stack: placement].removeSubrange(1...)
        return Array(stack[1...])
    }

    /// Keeps the first `count` entries of the stack at `location`; in a collapsed split,
    /// of the combined stack up to there.
    mutating func removeEntries(
        at location: (layer: Int, placement: NavigationPlacement, index: Int), keeping count: Int,
        recording journal: inout StateJournal
    ) -> [NavigationEntry] {
        let layer = location.layer
        if let current = layers[layer].currentIndex(of: location.placement, location.index) {
            return removeEntries(
                of: layer, keeping: current - location.index + count, recording: &journal)
        }
        let stack = layers[layer][stack: location.placement]
        guard stack.count > count else { return [] }
        journal.record(.setContent(layer: layer, layers[layer].content))
        layers[layer][stack: location.placement].removeSubrange(count...)
        return Array(stack[count...])
    }

    /// Removes `id` and every screen above it.
    ///
    /// It pops `id` from its stack, or dismisses its layer when it is the layer's first
    /// screen. A split's secondary and supplementary columns may be emptied; the first screen of a tab, of a primary column or of the
    /// root stack cannot be closed.
    ///
    /// - Throws: ``NavigationError/Reason/notShown(_:)`` when `id` is not shown,
    ///   ``NavigationError/Reason/emptyStack`` for a first screen of the root layer.
    mutating func close(
        _ id: NavigationEntryID, as action: NavigationAction, recording journal: inout StateJournal
    ) throws(NavigationError) -> [NavigationEntry] {
        guard let location = location(of: id) else {
            throw NavigationError(action, .notShown(id))
        }
        let layer = layers[location.layer]
        let isFirst: Bool
        if let current = layer.currentIndex(of: location.placement, location.index) {
            isFirst = current == 0 && layer.minimumCount(of: .current, isRoot: false) > 0
        } else {
            isFirst =
                location.index == 0
                && layer.minimumCount(of: location.placement, isRoot: false) > 0
        }
        if !isFirst {
            let above = removeLayers(above: location.layer, recording: &journal)
            return removeEntries(at: location, keeping: location.index, recording: &journal)
                + above
        }
        guard location.layer > 0 else { throw NavigationError(action, .emptyStack) }
        return removeLayers(above: location.layer - 1, recording: &journal)
    }

    /// Replaces the top layer's container with one whose new entries have just-reserved
    /// identities.
    ///
    /// - Returns: The entries of the old container the new one does not keep.
    /// - Throws: ``NavigationError/Reason/emptyStack`` or
    ///   ``NavigationError/Reason/invalidContainer(layer:_:)`` when the container breaks
    ///   its rules, ``NavigationError/Reason/emptyStack`` for an empty presented stack.
    mutating func setContent(
        _ content: NavigationLayer.Content, as action: NavigationAction,
        recording journal: inout StateJournal
    ) throws(NavigationError) -> [NavigationEntry] {
        let last = layers.count - 1
        try Self.validate(content, of: last, as: action)
        let layer = NavigationLayer(style: nil, content: content)
        if last > 0 && layer.top == nil { throw NavigationError(action, .emptyStack) }
        let kept = Set(layer.allEntries.map(\.id))
        let removed = layers[last].allEntries.filter { !kept.contains($0.id) }
        journal.record(.setContent(layer: last, layers[last].content))
        layers[last].content = content
        return removed
    }
}
