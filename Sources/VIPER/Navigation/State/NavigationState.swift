/// The whole navigation state as a value: a root stack plus presented layers.
///
/// Layer 0 is the root stack; every later layer is presented over the one before it, so
/// modals nest to any depth. Each layer is a stack of ``NavigationEntry`` values with
/// unique identities. The last entry of the last layer is the visible screen, ``top``.
///
/// The state is `Equatable` and `Sendable`: snapshot it, compare it, diff it with
/// ``difference(from:)``, send it to another task. Only the ``Navigator`` changes it,
/// through its operations, and holds the live screens beside it.
///
/// Invariants, kept by every transition and checked by ``validate()``:
/// - there is always a root layer, and it has no style; every other layer has one;
/// - every presented layer has at least one entry, and nothing is presented over an empty
///   root stack;
/// - no identity appears twice.
///
/// ```swift
/// let before = navigator.state
/// try navigator.push(.screen(DetailScreen.self, input: item))
/// let diff = navigator.state.difference(from: before)
/// #expect(diff.inserted.map(\.screen) == [ScreenType(DetailScreen.self)])
/// ```
public struct NavigationState: Hashable, Sendable, CustomStringConvertible {
    /// The layers, root first.
    public internal(set) var layers: [NavigationLayer]

    /// The alert or confirmation dialog up over every layer, if any.
    ///
    /// It does not change ``top``: the screen under it stays the visible one. Restoration
    /// data never holds it.
    public internal(set) var alert: ShownAlert?

    /// Creates a state with an empty root stack.
    public init() {
        layers = [NavigationLayer(style: nil, entries: [])]
    }

    /// Creates a state from layers, after checking the invariants.
    ///
    /// - Parameter layers: The layers, root first; the root layer's style is ignored.
    /// - Throws: ``NavigationError`` with ``NavigationAction/replace`` when the layers
    ///   break an invariant.
    public init(validating layers: [NavigationLayer]) throws(NavigationError) {
        var layers = layers
        if layers.isEmpty {
            layers = [NavigationLayer(style: nil, entries: [])]
        }
        layers[0].style = nil
        self.layers = layers
        try validate(as: .replace)
    }

    /// Creates a state from layers the caller validates.
    init(unchecked layers: [NavigationLayer]) {
        self.layers = layers.isEmpty ? [NavigationLayer(style: nil, entries: [])] : layers
    }

    /// The root stack.
    public var root: [NavigationEntry] { layers[0].entries }

    /// The presented layers, bottom first.
    public var presented: ArraySlice<NavigationLayer> { layers.dropFirst() }

    /// The visible screen: the top of the top layer, or `nil` when nothing is shown.
    public var top: NavigationEntry? { layers[layers.count - 1].entries.last }

    /// Every entry, root stack first, bottom to top.
    public var entries: [NavigationEntry] { layers.flatMap(\.entries) }

    /// The number of entries in all layers.
    public var count: Int { layers.reduce(0) { $0 + $1.entries.count } }

    /// Whether no screen is shown.
    public var isEmpty: Bool { layers.count == 1 && layers[0].entries.isEmpty }

    /// Whether a screen with this identity is in the state.
    ///
    /// - Parameter id: The identity to look for.
    /// - Returns: `true` when an entry has it.
    /// - Complexity: O(*n*), where *n* is the number of entries.
    public func contains(_ id: NavigationEntryID) -> Bool {
        location(of: id) != nil
    }

    /// Where the entry with this identity is.
    ///
    /// - Parameter id: The identity to look for.
    /// - Returns: The layer index and the index in that layer's entries, or `nil`.
    /// - Complexity: O(*n*), where *n* is the number of entries.
    public func location(of id: NavigationEntryID) -> (layer: Int, index: Int)? {
        // NB: searched top-down because navigation nearly always names a recent screen.
        var layer = layers.count - 1
        while layer >= 0 {
            let entries = layers[layer].entries
            var index = entries.count - 1
            while index >= 0 {
                if entries[index].id == id { return (layer, index) }
                index -= 1
            }
            layer -= 1
        }
        return nil
    }

    /// The entry with this identity, if it is in the state.
    ///
    /// - Parameter id: The identity to look for.
    /// - Returns: The entry, or `nil`.
    /// - Complexity: O(*n*), where *n* is the number of entries.
    public subscript(id: NavigationEntryID) -> NavigationEntry? {
        guard let (layer, index) = location(of: id) else { return nil }
        return layers[layer].entries[index]
    }

    /// The layers as `[#1 List, #2 Detail] | sheet [#3 Picker]`, then the alert if one is
    /// up.
    public var description: String {
        let shown = layers.map(\.description).joined(separator: " | ")
        guard let alert else { return shown }
        return shown + " | " + alert.description
    }
}
