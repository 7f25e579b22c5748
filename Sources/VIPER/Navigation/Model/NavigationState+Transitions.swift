// The pure part of every navigation: the rules, and nothing else.
//
// NB: every transition records the inverse of what it edited in a journal (see
// StateJournal), so that a refused change is undone and a change report derives its old
// state without copying the state.

extension NavigationState {
    /// Pushes an entry whose identity was just reserved, so cannot be in use.
    ///
    /// NB: the identity check is an `assert`: the engine reserves every identity it
    /// pushes, and checking in release would make each push O(*n*) instead of O(1).
    mutating func push(fresh entry: NavigationEntry, recording journal: inout StateJournal) {
        assert(!contains(entry.id), "pushed \(entry.id), which is in use")
        let last = layers.count - 1
        journal.record(.truncate(layer: last, count: layers[last].currentCount))
        layers[last].entries.append(entry)
    }

    /// Pops the top screen of the top stack.
    ///
    /// - Returns: The removed entry.
    /// - Throws: ``NavigationError/Reason/emptyStack`` when the top stack has at most
    ///   one screen.
    @discardableResult
    mutating func pop(recording journal: inout StateJournal) throws(NavigationError)
        -> NavigationEntry
    {
        let last = layers.count - 1
        guard layers[last].currentCount > 1 else {
            throw NavigationError(.pop, .emptyStack)
        }
        if layers[last].undoesCurrentStackWhole {
            journal.record(.setContent(layer: last, layers[last].content))
            return layers[last].entries.removeLast()
        }
        let removed = layers[last].entries.removeLast()
        journal.record(.appendEntry(layer: last, removed))
        return removed
    }

    /// Pops back to an entry, dismissing every layer above it and selecting its tab.
    ///
    /// In an expanded split only the entry's column is popped; in a collapsed one, the
    /// combined stack (see ``NavigationSplit``).
    ///
    /// - Parameter id: The entry to make visible again.
    /// - Returns: The removed entries, bottom first.
    /// - Throws: ``NavigationError/Reason/notShown(_:)`` when no entry has `id`.
    /// - Complexity: O(*n*), where *n* is the number of entries.
    @discardableResult
    mutating func pop(to id: NavigationEntryID, recording journal: inout StateJournal)
        throws(NavigationError) -> [NavigationEntry]
    {
        guard let location = location(of: id) else {
            throw NavigationError(.popTo(id), .notShown(id))
        }
        let above = removeLayers(above: location.layer, recording: &journal)
        if case .tab(let tag) = location.placement, layers[location.layer].selectedTab != tag {
            select(tag, inLayer: location.layer, recording: &journal)
        }
        return removeEntries(at: location, keeping: location.index + 1, recording: &journal)
            + above
    }

    /// Pops the top stack back to its first screen; does nothing when it has one screen.
    ///
    /// - Returns: The removed entries, bottom first.
    /// - Complexity: O(*k*), where *k* is the number of removed entries.
    @discardableResult
    mutating func popToRoot(recording journal: inout StateJournal) -> [NavigationEntry] {
        removeEntries(of: layers.count - 1, keeping: 1, recording: &journal)
    }

    /// Replaces the entries of the top stack.
    ///
    /// Entries whose identity is already in the top stack stay the same screen.
    ///
    /// - Parameter entries: The new stack, bottom first.
    /// - Returns: The entries that left the state.
    /// - Throws: ``NavigationError/Reason/emptyStack`` for an empty presented stack,
    ///   ``NavigationError/Reason/duplicateEntry(_:)`` when an identity repeats or is
    ///   used by a lower layer.
    /// - Complexity: O(*n* + *m*), where *m* is the number of new entries.
    @discardableResult
    mutating func setStack(_ entries: [NavigationEntry], recording journal: inout StateJournal)
        throws(NavigationError) -> [NavigationEntry]
    {
        try setStack(entries, in: .current, recording: &journal)
    }

    /// Replaces the stack a placement names in the top layer.
    mutating func setStack(
        _ entries: [NavigationEntry], in placement: NavigationPlacement,
        recording journal: inout StateJournal
    ) throws(NavigationError) -> [NavigationEntry] {
        let last = layers.count - 1
        guard let old = layers[last].stack(placement) else {
            throw NavigationError(.setStack, .invalidContainer(layer: last, placement))
        }
        if entries.count < layers[last].minimumCount(of: placement, isRoot: last == 0) {
            throw NavigationError(.setStack, .emptyStack)
        }
        var seen = Set<NavigationEntryID>()
        for layer in layers.dropLast() {
            for entry in layer.allEntries { seen.insert(entry.id) }
        }
        if case .stack = layers[last].content {
        } else {
            // NB: the top layer's other stacks keep their screens, so their identities
            // are taken too.
            let replaced = Set(old.map(\.id))
            for entry in layers[last].allEntries where !replaced.contains(entry.id) {
                seen.insert(entry.id)
            }
        }
        for entry in entries where !seen.insert(entry.id).inserted {
            throw NavigationError(.setStack, .duplicateEntry(entry.id))
        }
        let kept = Set(entries.map(\.id))
        let removed = old.filter { !kept.contains($0.id) }
        if case .current = placement, !layers[last].undoesCurrentStackWhole {
            journal.record(.setEntries(layer: last, old))
            layers[last].entries = entries
        } else {
            journal.record(.setContent(layer: last, layers[last].content))
            layers[last][stack: placement] = entries
        }
        return removed
    }

    /// Presents a layer of entries whose identities were just reserved.
    mutating func present(
        fresh entries: [NavigationEntry], style: PresentationStyle, as action: NavigationAction,
        recording journal: inout StateJournal
    ) throws(NavigationError) {
        assert(!entries.isEmpty, "presented an empty layer")
        if isEmpty {
            throw NavigationError(action, .emptyStack)
        }
        journal.record(.truncateLayers(count: layers.count))
        layers.append(NavigationLayer(style: style, entries: entries))
    }

    /// Dismisses the top presented layer.
    ///
    /// - Returns: The removed entries, bottom first.
    /// - Throws: ``NavigationError/Reason/emptyStack`` when only the root stack is
    ///   shown.
    @discardableResult
    mutating func dismiss(recording journal: inout StateJournal) throws(NavigationError)
        -> [NavigationEntry]
    {
        guard layers.count > 1 else {
            throw NavigationError(.dismiss, .emptyStack)
        }
        return removeLayers(above: layers.count - 2, recording: &journal)
    }

    /// Dismisses every presented layer; does nothing when nothing is presented.
    ///
    /// - Returns: The removed entries, bottom first.
    /// - Complexity: O(*k*), where *k* is the number of removed entries.
    @discardableResult
    mutating func dismissAll(recording journal: inout StateJournal) -> [NavigationEntry] {
        removeLayers(above: 0, recording: &journal)
    }

    /// Replaces the whole state, without working out which entries left.
    mutating func set(_ newState: NavigationState, recording journal: inout StateJournal) {
        journal.record(.setState(self))
        self = newState
    }

    /// Replaces the whole state.
    ///
    /// - Parameter newState: The state to show.
    /// - Returns: The entries that left the state.
    /// - Complexity: O(*n* + *m*).
    mutating func replace(with newState: NavigationState, recording journal: inout StateJournal)
        -> [NavigationEntry]
    {
        let kept = Set(newState.entries.map(\.id))
        let removed = entries.filter { !kept.contains($0.id) }
        journal.record(.setState(self))
        self = newState
        return removed
    }

    /// Removes the entries above `id` in its layer, keeping the layers above: what the
    /// user did with a swipe back or the back button.
    ///
    /// - Returns: The removed entries, bottom first.
    mutating func platformPop(to id: NavigationEntryID, recording journal: inout StateJournal)
        throws(NavigationError) -> [NavigationEntry]
    {
        let action = NavigationAction.platformPop(to: id)
        guard let location = location(of: id) else {
            throw NavigationError(action, .notShown(id))
        }
        let layer = layers[location.layer]
        let count =
            if let current = layer.currentIndex(of: location.placement, location.index) {
                layer.entries.count - current
            } else {
                layer[stack: location.placement].count - location.index
            }
        guard count > 1 else { throw NavigationError(action, .emptyStack) }
        return removeEntries(at: location, keeping: location.index + 1, recording: &journal)
    }

    /// Removes the presented layer that shows `id` and every layer above it: what the
    /// user did by swiping a sheet down.
    ///
    /// - Returns: The removed entries, bottom first.
    mutating func platformDismiss(
        layerShowing id: NavigationEntryID, recording journal: inout StateJournal
    ) throws(NavigationError) -> [NavigationEntry] {
        let action = NavigationAction.platformDismiss(id)
        guard let (layer, _, _) = location(of: id) else {
            throw NavigationError(action, .notShown(id))
        }
        guard layer > 0 else { throw NavigationError(action, .emptyStack) }
        return removeLayers(above: layer - 1, recording: &journal)
    }

    /// Keeps the first `count` entries of `layer`.
    mutating func removeEntries(
        of layer: Int, keeping count: Int, recording journal: inout StateJournal
    ) -> [NavigationEntry] {
        guard layers[layer].entries.count > count else { return [] }
        if layers[layer].undoesCurrentStackWhole {
            journal.record(.setContent(layer: layer, layers[layer].content))
            let removed = Array(layers[layer].entries[count...])
            layers[layer].entries.removeSubrange(count...)
            return removed
        }
        let removed = Array(layers[layer].entries[count...])
        journal.record(.appendEntries(layer: layer, removed))
        layers[layer].entries.removeSubrange(count...)
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
}

extension NavigationState {
    /// Shows `alert` over every layer, replacing the one up, or removes it (`nil`).
    mutating func setAlert(_ alert: ShownAlert?, recording journal: inout StateJournal) {
        journal.record(.setAlert(self.alert))
        self.alert = alert
    }
}
