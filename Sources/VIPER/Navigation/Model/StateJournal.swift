/// The inverses of the edits a transaction made to a ``NavigationState``, newest last: how
/// the engine undoes a refused change, and a change derives its old state.
struct StateJournal: Hashable, Sendable {
    /// The inverse of one edit; a layer's edits are of the stack a placement names.
    enum Undo: Hashable, Sendable {
        case truncate(layer: Int, NavigationPlacement, count: Int)
        case appendEntry(layer: Int, NavigationPlacement, NavigationEntry)
        case appendEntries(layer: Int, NavigationPlacement, [NavigationEntry])
        case truncateLayers(count: Int)
        case appendLayers([NavigationLayer])
        case setState(NavigationState)
        /// Undoes any other edit of a layer's container.
        case setContent(layer: Int, NavigationLayer.Content)
        case setAlert(ShownAlert?)
        case select(layer: Int, NavigationTabTag)
    }

    /// The inverses, oldest first.
    private(set) var undos: [Undo] = []

    var isEmpty: Bool { undos.isEmpty }

    /// Records the inverse of an edit just made.
    mutating func record(_ undo: Undo) {
        undos.append(undo)
    }

    /// Forgets every recorded edit, keeping the storage.
    mutating func removeAll() {
        undos.removeAll(keepingCapacity: true)
    }

    /// Undoes every recorded edit on `state`, newest first.
    func undo(_ state: inout NavigationState) {
        for undo in undos.reversed() {
            switch undo {
            case .truncate(let layer, let placement, let count):
                state.layers[layer][stack: placement].removeSubrange(count...)
            case .appendEntry(let layer, let placement, let entry):
                state.layers[layer][stack: placement].append(entry)
            case .appendEntries(let layer, let placement, let entries):
                state.layers[layer][stack: placement].append(contentsOf: entries)
            case .truncateLayers(let count):
                state.layers.removeSubrange(count...)
            case .appendLayers(let layers):
                state.layers.append(contentsOf: layers)
            case .setState(let old):
                state = old
            case .setContent(let layer, let content):
                state.layers[layer].content = content
            case .setAlert(let old):
                state.alert = old
            case .select(let layer, let tag):
                _ = state.layers[layer].select(tag)
            }
        }
    }

    /// Whether the edits changed `state`; `nil` unless they only select tabs and set alerts.
    func knownChange(of state: NavigationState) -> Bool? {
        // The first record of each selection and of the alert holds what it was before.
        var changed = false
        var seenAlert = false
        for (position, undo) in undos.enumerated() {
            switch undo {
            case .select(let layer, let tag):
                let isFirst = !undos[..<position].contains { earlier in
                    if case .select(layer, _) = earlier { return true }
                    return false
                }
                changed = changed || (isFirst && state.layers[layer].selectedTab != tag)
            case .setAlert(let old):
                changed = changed || (!seenAlert && old?.id != state.alert?.id)
                seenAlert = true
            default:
                return nil
            }
        }
        return changed
    }

    /// The state `state` was before the recorded edits.
    func undone(_ state: NavigationState) -> NavigationState {
        var old = state
        undo(&old)
        return old
    }
}
