/// What changed between two navigation states, by entry identity.
///
/// An adapter uses it to mirror a change (which screens to build, which to release,
/// whether the visible screen changed); a test uses it to assert on one step.
///
/// ```swift
/// let diff = after.difference(from: before)
/// #expect(diff.removed.map(\.id) == [detail])
/// #expect(diff.topChanged)
/// ```
public struct NavigationDiff: Hashable, Sendable {
    /// Entries in the new state that were not in the old one, bottom first.
    public var inserted: [NavigationEntry]

    /// Entries in the old state that are not in the new one, bottom first.
    public var removed: [NavigationEntry]

    /// Entries in both states whose layer or position changed.
    public var moved: [NavigationEntry]

    /// The visible entry before.
    public var oldTop: NavigationEntryID?

    /// The visible entry after.
    public var newTop: NavigationEntryID?

    /// Whether the number of layers or a layer's style changed.
    public var layersChanged: Bool

    /// Whether the visible screen changed.
    public var topChanged: Bool { oldTop != newTop }

    /// Whether the two states are equal.
    public var isEmpty: Bool {
        inserted.isEmpty && removed.isEmpty && moved.isEmpty && !layersChanged
            && !topChanged
    }
}

extension NavigationState {
    /// Compares this state with an earlier one.
    ///
    /// - Parameter old: The earlier state.
    /// - Returns: What was inserted, removed and moved, and whether the top changed.
    /// - Complexity: O(*n* + *m*), the entries of both states.
    public func difference(from old: NavigationState) -> NavigationDiff {
        var oldPositions: [NavigationEntryID: (Int, Int)] = [:]
        for (layer, stack) in old.layers.enumerated() {
            for (index, entry) in stack.entries.enumerated() {
                oldPositions[entry.id] = (layer, index)
            }
        }
        var inserted: [NavigationEntry] = []
        var moved: [NavigationEntry] = []
        var newIDs = Set<NavigationEntryID>()
        for (layer, stack) in layers.enumerated() {
            for (index, entry) in stack.entries.enumerated() {
                newIDs.insert(entry.id)
                if let position = oldPositions[entry.id] {
                    if position != (layer, index) { moved.append(entry) }
                } else {
                    inserted.append(entry)
                }
            }
        }
        let removed = old.entries.filter { !newIDs.contains($0.id) }
        return NavigationDiff(
            inserted: inserted,
            removed: removed,
            moved: moved,
            oldTop: old.top?.id,
            newTop: top?.id,
            layersChanged: old.layers.map(\.style) != layers.map(\.style)
        )
    }
}
