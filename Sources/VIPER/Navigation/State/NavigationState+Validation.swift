extension NavigationState {
    /// Checks the invariants: a root layer without style, styled non-empty presented
    /// layers, nothing presented over an empty root, unique identities.
    ///
    /// - Throws: ``NavigationError`` with ``NavigationAction/replace`` naming the broken
    ///   invariant: ``NavigationError/Reason/invalidLayerStyle(layer:)``,
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
                throw NavigationError(action, .invalidLayerStyle(layer: index))
            }
            if index > 0 && (layer.entries.isEmpty || layers[0].entries.isEmpty) {
                throw NavigationError(action, .emptyStack)
            }
            for entry in layer.entries where !seen.insert(entry.id).inserted {
                throw NavigationError(action, .duplicateEntry(entry.id))
            }
        }
    }

    /// The identity of the visible screen, read without copying its entry.
    var topID: NavigationEntryID? {
        let entries = layers[layers.count - 1].entries
        let count = entries.count
        return count > 0 ? entries[count - 1].id : nil
    }
}
