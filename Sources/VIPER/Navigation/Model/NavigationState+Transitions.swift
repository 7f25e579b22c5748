// The rules of every navigation. Each transition records the inverse of its edit in a
// StateJournal, which undoes a refused change and gives a change its old state.

extension NavigationState {
    /// Pushes an entry of a just-reserved identity onto the checked stack `placement`.
    mutating func push(
        fresh entry: NavigationEntry, in placement: NavigationPlacement = .current,
        recording journal: inout StateJournal
    ) {
        let last = layers.count - 1
        journal.record(.truncate(layer: last, placement, count: layers[last].count(of: placement)))
        layers[last][stack: placement].append(entry)
    }

    /// Pops the top screen of the stack `placement` names in the top layer.
    mutating func pop(
        in placement: NavigationPlacement = .current, recording journal: inout StateJournal
    ) throws(NavigationError) -> NavigationEntry {
        try requireStack(placement, as: .pop)
        let last = layers.count - 1
        guard layers[last].count(of: placement) > 1 else {
            throw NavigationError(.pop, .emptyStack)
        }
        if layers[last].undoesWhole(placement) {
            journal.record(.setContent(layer: last, layers[last].content))
            return layers[last][stack: placement].removeLast()
        }
        // Not `removeEntries`: a pop records its entry without allocating an array.
        let removed = layers[last][stack: placement].removeLast()
        journal.record(.appendEntry(layer: last, placement, removed))
        return removed
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

    /// Where `id` is (see ``location(of:)``); `action` is refused when it is not shown.
    func location(of id: NavigationEntryID, as action: NavigationAction) throws(NavigationError)
        -> (layer: Int, placement: NavigationPlacement, index: Int)
    {
        guard let location = location(of: id) else { throw NavigationError(action, .notShown(id)) }
        return location
    }

    /// The entry a screen pushed onto `placement`'s stack goes over.
    func requester(forPushIn placement: NavigationPlacement) -> NavigationEntryID? {
        let layer = layers[layers.count - 1]
        switch (placement, layer.content) {
        case (.current, _): return topID
        case (.column(.secondary), .split): return layer.topID
        case (.column(.supplementary), .split(let split)):
            return (split.supplementary?.last ?? split.primary.last)?.id
        default: return layer.stack(placement)?.last?.id
        }
    }

    /// Pops back to an entry, dismissing every layer above it and selecting its tab.
    mutating func pop(to id: NavigationEntryID, recording journal: inout StateJournal)
        throws(NavigationError) -> [NavigationEntry]
    {
        let location = try location(of: id, as: .popTo(id))
        let above = removeLayers(above: location.layer, recording: &journal)
        if case .tab(let tag) = location.placement {
            _ = try select(tag, inLayer: location.layer, as: .popTo(id), recording: &journal)
        }
        return removeEntries(at: location, keeping: location.index + 1, recording: &journal)
            + above
    }

    /// Pops the stack `placement` names in the top layer to its first screen, if it has more.
    mutating func popToRoot(
        in placement: NavigationPlacement = .current, recording journal: inout StateJournal
    ) throws(NavigationError) -> [NavigationEntry] {
        try requireStack(placement, as: .popToRoot)
        return removeEntries(of: layers.count - 1, in: placement, keeping: 1, recording: &journal)
    }

    /// Replaces the stack a placement names in the top layer.
    mutating func setStack(
        _ entries: [NavigationEntry], in placement: NavigationPlacement = .current,
        recording journal: inout StateJournal
    ) throws(NavigationError) -> [NavigationEntry] {
        let last = layers.count - 1
        guard let old = layers[last].stack(placement) else {
            throw NavigationError(.setStack, .invalidContainer(layer: last, placement))
        }
        if entries.count < layers[last].minimumCount(of: placement, isRoot: last == 0) {
            throw NavigationError(.setStack, .emptyStack)
        }
        // The identities of the lower layers and of the top layer's other stacks are taken.
        let replaced = Set(old.map(\.id))
        var seen = Set(layers.flatMap(\.allEntries).map(\.id).filter { !replaced.contains($0) })
        for entry in entries where !seen.insert(entry.id).inserted {
            throw NavigationError(.setStack, .duplicateEntry(entry.id))
        }
        let kept = Set(entries.map(\.id))
        journal.record(.setContent(layer: last, layers[last].content))
        layers[last][stack: placement] = entries
        return old.filter { !kept.contains($0.id) }
    }

    /// Presents a layer of entries whose identities were just reserved.
    mutating func present(
        fresh entries: [NavigationEntry], style: PresentationStyle, as action: NavigationAction,
        recording journal: inout StateJournal
    ) throws(NavigationError) {
        assert(!entries.isEmpty, "presented an empty layer")
        if isEmpty { throw NavigationError(action, .emptyStack) }
        try style.validateDetents(layer: layers.count, as: action)
        journal.record(.truncateLayers(count: layers.count))
        layers.append(NavigationLayer(style: style, entries: entries))
    }

    /// Dismisses the top presented layer.
    mutating func dismiss(recording journal: inout StateJournal) throws(NavigationError)
        -> [NavigationEntry]
    {
        guard layers.count > 1 else { throw NavigationError(.dismiss, .emptyStack) }
        return removeLayers(above: layers.count - 2, recording: &journal)
    }

    /// Dismisses every presented layer; does nothing when nothing is presented.
    mutating func dismissAll(recording journal: inout StateJournal) -> [NavigationEntry] {
        removeLayers(above: 0, recording: &journal)
    }

    /// Replaces the whole state.
    mutating func set(_ newState: NavigationState, recording journal: inout StateJournal) {
        journal.record(.setState(self))
        self = newState
    }

    /// Removes the entries above `id` in its stack, keeping the layers above.
    mutating func platformPop(to id: NavigationEntryID, recording journal: inout StateJournal)
        throws(NavigationError) -> [NavigationEntry]
    {
        let action = NavigationAction.platformPop(to: id)
        let location = try location(of: id, as: action)
        let (placement, index) = layers[location.layer].inCurrentStack(
            location.placement, location.index)
        guard layers[location.layer].count(of: placement) - index > 1 else {
            throw NavigationError(action, .emptyStack)
        }
        return removeEntries(at: location, keeping: location.index + 1, recording: &journal)
    }

    /// Removes the presented layer that shows `id` and every layer above it.
    mutating func platformDismiss(
        layerShowing id: NavigationEntryID, recording journal: inout StateJournal
    ) throws(NavigationError) -> [NavigationEntry] {
        let action = NavigationAction.platformDismiss(id)
        let layer = try location(of: id, as: action).layer
        guard layer > 0 else { throw NavigationError(action, .emptyStack) }
        return removeLayers(above: layer - 1, recording: &journal)
    }

    /// Removes `id` and the screens above it; its layer if no stack may be left without it.
    mutating func close(
        _ id: NavigationEntryID, as action: NavigationAction, recording journal: inout StateJournal
    ) throws(NavigationError) -> [NavigationEntry] {
        let location = try location(of: id, as: action)
        let layer = layers[location.layer]
        let (placement, index) = layer.inCurrentStack(location.placement, location.index)
        if index > 0 || layer.minimumCount(of: placement, isRoot: false) == 0 {
            let above = removeLayers(above: location.layer, recording: &journal)
            return removeEntries(at: location, keeping: location.index, recording: &journal)
                + above
        }
        guard location.layer > 0 else { throw NavigationError(action, .emptyStack) }
        return removeLayers(above: location.layer - 1, recording: &journal)
    }

    /// Keeps the first `count` entries of the stack at `location`.
    mutating func removeEntries(
        at location: (layer: Int, placement: NavigationPlacement, index: Int), keeping count: Int,
        recording journal: inout StateJournal
    ) -> [NavigationEntry] {
        let (placement, index) = layers[location.layer].inCurrentStack(
            location.placement, location.index)
        return removeEntries(
            of: location.layer, in: placement, keeping: index - location.index + count,
            recording: &journal)
    }

    /// Keeps the first `count` entries of the stack `placement` names in `layer`.
    mutating func removeEntries(
        of layer: Int, in placement: NavigationPlacement = .current, keeping count: Int,
        recording journal: inout StateJournal
    ) -> [NavigationEntry] {
        guard layers[layer].count(of: placement) > count else { return [] }
        let removed = Array(layers[layer][stack: placement][count...])
        if layers[layer].undoesWhole(placement) {
            journal.record(.setContent(layer: layer, layers[layer].content))
        } else {
            journal.record(.appendEntries(layer: layer, placement, removed))
        }
        layers[layer][stack: placement].removeSubrange(count...)
        return removed
    }

    /// Drops every layer above `layer`.
    mutating func removeLayers(above layer: Int, recording journal: inout StateJournal)
        -> [NavigationEntry]
    {
        guard layers.count > layer + 1 else { return [] }
        let removedLayers = Array(layers[(layer + 1)...])
        journal.record(.appendLayers(removedLayers))
        layers.removeSubrange((layer + 1)...)
        return removedLayers.flatMap(\.allEntries)
    }

    /// Shows `alert` over every layer, replacing the one up, or removes it (`nil`).
    mutating func setAlert(_ alert: ShownAlert?, recording journal: inout StateJournal) {
        journal.record(.setAlert(self.alert))
        self.alert = alert
    }
}
