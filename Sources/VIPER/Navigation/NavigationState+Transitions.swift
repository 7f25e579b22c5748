extension NavigationState {
    /// Pushes an entry onto the top stack.
    ///
    /// - Parameter entry: The entry to push; its identity must be new.
    /// - Throws: ``NavigationError/Reason/duplicateEntry(_:)`` when the identity is in use.
    /// - Complexity: O(*n*) to check the identity, where *n* is the number of entries.
    public mutating func push(_ entry: NavigationEntry) throws(NavigationError) {
        if contains(entry.id) {
            throw NavigationError(.push(entry.screen), .duplicateEntry(entry.id))
        }
        appendUnchecked(entry)
    }

    /// Pops the top screen of the top stack.
    ///
    /// - Returns: The removed entry.
    /// - Throws: ``NavigationError/Reason/cannotPopRoot`` when the top stack has at most
    ///   one screen.
    @discardableResult
    public mutating func pop() throws(NavigationError) -> NavigationEntry {
        let last = layers.count - 1
        guard layers[last].entries.count > 1 else {
            throw NavigationError(.pop, .cannotPopRoot)
        }
        return layers[last].entries.removeLast()
    }

    /// Pops back to an entry, dismissing every layer above it.
    ///
    /// - Parameter id: The entry to make visible again.
    /// - Returns: The removed entries, bottom first.
    /// - Throws: ``NavigationError/Reason/unknownEntry(_:)`` when no entry has `id`.
    /// - Complexity: O(*n*), where *n* is the number of entries.
    @discardableResult
    public mutating func pop(to id: NavigationEntryID) throws(NavigationError)
        -> [NavigationEntry]
    {
        guard let (layer, index) = location(of: id) else {
            throw NavigationError(.popTo(id), .unknownEntry(id))
        }
        return truncate(layer: layer, keeping: index + 1)
    }

    /// Pops the top stack back to its first screen; does nothing when it has one screen.
    ///
    /// - Returns: The removed entries, bottom first.
    /// - Complexity: O(*k*), where *k* is the number of removed entries.
    @discardableResult
    public mutating func popToRoot() -> [NavigationEntry] {
        let last = layers.count - 1
        guard layers[last].entries.count > 1 else { return [] }
        return truncate(layer: last, keeping: 1)
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
    public mutating func setStack(_ entries: [NavigationEntry]) throws(NavigationError)
        -> [NavigationEntry]
    {
        let last = layers.count - 1
        if last > 0 && entries.isEmpty {
            throw NavigationError(.setStack, .emptyStack)
        }
        var seen = Set<NavigationEntryID>()
        for layer in layers.dropLast() {
            for entry in layer.entries { seen.insert(entry.id) }
        }
        for entry in entries where !seen.insert(entry.id).inserted {
            throw NavigationError(.setStack, .duplicateEntry(entry.id))
        }
        let kept = Set(entries.map(\.id))
        let removed = layers[last].entries.filter { !kept.contains($0.id) }
        layers[last].entries = entries
        return removed
    }

    /// Presents a new layer over the current one.
    ///
    /// - Parameters:
    ///   - entries: The new layer's stack, bottom first; at least one entry.
    ///   - style: How the layer is presented.
    /// - Throws: ``NavigationError/Reason/emptyStack`` when `entries` is empty or nothing
    ///   is shown to present from, ``NavigationError/Reason/duplicateEntry(_:)`` when an
    ///   identity is in use.
    /// - Complexity: O(*n* + *m*), where *m* is the number of new entries.
    public mutating func present(_ entries: [NavigationEntry], style: PresentationStyle)
        throws(NavigationError)
    {
        guard let first = entries.first else {
            throw NavigationError(.present(ScreenType(Never.self), style), .emptyStack)
        }
        let action = NavigationAction.present(first.screen, style)
        if isEmpty {
            throw NavigationError(action, .emptyStack)
        }
        var seen = Set(self.entries.map(\.id))
        for entry in entries where !seen.insert(entry.id).inserted {
            throw NavigationError(action, .duplicateEntry(entry.id))
        }
        layers.append(NavigationLayer(style: style, entries: entries))
    }

    /// Dismisses the top presented layer.
    ///
    /// - Returns: The removed entries, bottom first.
    /// - Throws: ``NavigationError/Reason/nothingPresented`` when only the root stack is
    ///   shown.
    @discardableResult
    public mutating func dismiss() throws(NavigationError) -> [NavigationEntry] {
        guard layers.count > 1 else {
            throw NavigationError(.dismiss, .nothingPresented)
        }
        return layers.removeLast().entries
    }

    /// Dismisses every presented layer; does nothing when nothing is presented.
    ///
    /// - Returns: The removed entries, bottom first.
    /// - Complexity: O(*k*), where *k* is the number of removed entries.
    @discardableResult
    public mutating func dismissAll() -> [NavigationEntry] {
        guard layers.count > 1 else { return [] }
        let removed = layers.dropFirst().flatMap(\.entries)
        layers.removeSubrange(1...)
        return removed
    }

    /// Replaces the whole state.
    ///
    /// - Parameter newState: The state to show.
    /// - Returns: The entries that left the state.
    /// - Complexity: O(*n* + *m*).
    @discardableResult
    public mutating func replace(with newState: NavigationState) -> [NavigationEntry] {
        let kept = Set(newState.entries.map(\.id))
        let removed = entries.filter { !kept.contains($0.id) }
        self = newState
        return removed
    }

    /// Checks the invariants: a root layer without style, styled non-empty presented
    /// layers, nothing presented over an empty root, unique identities.
    ///
    /// - Throws: ``NavigationError`` with ``NavigationAction/replace`` naming the broken
    ///   invariant.
    /// - Complexity: O(*n*).
    public func validate() throws(NavigationError) {
        try validate(as: .replace)
    }

    /// Whether ``validate()`` passes.
    public var isValid: Bool {
        do {
            try validate()
            return true
        } catch {
            return false
        }
    }

    func validate(as action: NavigationAction) throws(NavigationError) {
        guard let first = layers.first, first.style == nil else {
            throw NavigationError(action, .emptyStack)
        }
        var seen = Set<NavigationEntryID>()
        for (index, layer) in layers.enumerated() {
            if index > 0 && (layer.entries.isEmpty || layer.style == nil) {
                throw NavigationError(action, .emptyStack)
            }
            for entry in layer.entries where !seen.insert(entry.id).inserted {
                throw NavigationError(action, .duplicateEntry(entry.id))
            }
        }
        if layers.count > 1 && first.entries.isEmpty {
            throw NavigationError(action, .emptyStack)
        }
    }

    /// The identity of the visible screen, read without copying its entry.
    var topID: NavigationEntryID? {
        let entries = layers[layers.count - 1].entries
        let count = entries.count
        return count > 0 ? entries[count - 1].id : nil
    }

    /// Appends to the top stack without checking the identity: the navigator's fast path
    /// for identities it has just issued.
    mutating func appendUnchecked(_ entry: NavigationEntry) {
        layers[layers.count - 1].entries.append(entry)
    }

    /// Keeps the first `count` entries of `layer` and drops every layer above it.
    private mutating func truncate(layer: Int, keeping count: Int) -> [NavigationEntry] {
        var removed = Array(layers[layer].entries[count...])
        for above in layers[(layer + 1)...] {
            removed.append(contentsOf: above.entries)
        }
        layers.removeSubrange((layer + 1)...)
        layers[layer].entries.removeSubrange(count...)
        return removed
    }
}
