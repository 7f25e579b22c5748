extension NavigationState {
    /// Checks the invariants: a root layer without style, styled non-empty presented
    /// layers, nothing presented over an empty root, valid containers, unique
    /// identities.
    ///
    /// - Throws: ``NavigationError`` with ``NavigationAction/replace`` naming the broken
    ///   invariant: ``NavigationError/Reason/invalidContainer(layer:_:)`` (a style where
    ///   there should be none or none where there should be one, a repeated tab tag, a
    ///   selected tag no tab has),
    ///   ``NavigationError/Reason/emptyStack`` or
    ///   ``NavigationError/Reason/duplicateEntry(_:)``.
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
        var seen = Set<NavigationEntryID>()
        for (index, layer) in layers.enumerated() {
            if (index == 0) != (layer.style == nil) {
                throw NavigationError(action, .invalidContainer(layer: index, nil))
            }
            try Self.validate(layer.content, of: index, as: action)
            if index > 0 && (layer.top == nil || layers[0].top == nil) {
                throw NavigationError(action, .emptyStack)
            }
            for entry in layer.allEntries where !seen.insert(entry.id).inserted {
                throw NavigationError(action, .duplicateEntry(entry.id))
            }
        }
    }

    /// Checks a container's own rules: tabs with unique tags, a selected one among them
    /// and a screen in each; a split with a screen in its primary column.
    static func validate(
        _ content: NavigationLayer.Content, of layer: Int, as action: NavigationAction
    ) throws(NavigationError) {
        switch content {
        case .stack:
            return
        case .tabs(let tabs, let selected):
            guard !tabs.isEmpty else { throw NavigationError(action, .emptyStack) }
            var tags = Set<NavigationTabTag>()
            for tab in tabs {
                guard tags.insert(tab.tag).inserted else {
                    throw NavigationError(action, .invalidContainer(layer: layer, .tab(tab.tag)))
                }
                if tab.entries.isEmpty { throw NavigationError(action, .emptyStack) }
            }
            if !tags.contains(selected) {
                throw NavigationError(action, .invalidContainer(layer: layer, .tab(selected)))
            }
        case .split(let split):
            if split.primary.isEmpty { throw NavigationError(action, .emptyStack) }
        }
    }

    /// The identity of the visible screen, read without copying its entry.
    var topID: NavigationEntryID? { layers[layers.count - 1].topID }
}
