/// What changed between two navigation states, by entry identity: what an adapter
/// mirrors and a test asserts on.
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

    /// Entries in both states whose layer, stack or position changed.
    public var moved: [NavigationEntry]

    /// The visible entry before.
    public var oldTop: NavigationEntryID?

    /// The visible entry after.
    public var newTop: NavigationEntryID?

    /// Whether the layers' count, styles or containers (kind, tabs, selection, collapse) changed.
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
    /// What changed since the earlier state `old`.
    ///
    /// - Complexity: O(*n* + *m*), the entries of both states.
    public func difference(from old: NavigationState) -> NavigationDiff {
        var oldPositions: [NavigationEntryID: (Int, NavigationPlacement, Int)] = [:]
        old.forEachEntry { entry, position in oldPositions[entry.id] = position }
        var inserted: [NavigationEntry] = []
        var moved: [NavigationEntry] = []
        var newIDs = Set<NavigationEntryID>()
        forEachEntry { entry, position in
            newIDs.insert(entry.id)
            if let oldPosition = oldPositions[entry.id] {
                if oldPosition != position { moved.append(entry) }
            } else {
                inserted.append(entry)
            }
        }
        let removed = old.entries.filter { !newIDs.contains($0.id) }
        return NavigationDiff(
            inserted: inserted,
            removed: removed,
            moved: moved,
            oldTop: old.top?.id,
            newTop: top?.id,
            layersChanged: !old.layers.elementsEqual(layers) {
                $0.style == $1.style && $0.content.shape == $1.content.shape
            }
        )
    }

    /// Calls `body` with every entry and its layer, stack and index there.
    private func forEachEntry(
        _ body: (NavigationEntry, (Int, NavigationPlacement, Int)) -> Void
    ) {
        for (layer, item) in layers.enumerated() {
            for (placement, stack) in zip(item.content.shape.placements, item.content.stacks) {
                for (index, entry) in stack.enumerated() {
                    body(entry, (layer, placement, index))
                }
            }
        }
    }
}
