// The transitions of tabs and splits: select a tab, collapse a split, replace a container.

extension NavigationState {
    /// Selects the tab `tag` of `layer`, the top one by default.
    mutating func select(
        _ tag: NavigationTabTag, inLayer layer: Int? = nil, as action: NavigationAction,
        recording journal: inout StateJournal
    ) throws(NavigationError) -> [NavigationEntry] {
        let layer = layer ?? layers.count - 1
        guard let previous = layers[layer].select(tag) else {
            throw NavigationError(action, .invalidContainer(layer: layer, .tab(tag)))
        }
        if previous != tag { journal.record(.select(layer: layer, previous)) }
        return []
    }

    /// Records that the platform collapsed or expanded the split that shows `id`.
    mutating func setCollapsed(
        _ isCollapsed: Bool, splitShowing id: NavigationEntryID, as action: NavigationAction,
        recording journal: inout StateJournal
    ) throws(NavigationError) -> [NavigationEntry] {
        let layer = try location(of: id, as: action).layer
        guard case .split(var split) = layers[layer].content else {
            throw NavigationError(action, .invalidContainer(layer: layer, .column(.secondary)))
        }
        guard split.isCollapsed != isCollapsed else { return [] }
        journal.record(.setContent(layer: layer, layers[layer].content))
        split.isCollapsed = isCollapsed
        layers[layer].content = .split(split)
        return []
    }

    /// Replaces the top layer's container; its new entries have just-reserved identities.
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
