/// The whole navigation state as a value: a root layer and the layers presented over it,
/// each with its container (``NavigationLayer/Content``) of entries.
///
/// Snapshot it, compare it, diff it with ``difference(from:)``; only the ``Navigator``
/// changes it. Invariants, kept by every transition and checked by ``validate()``:
/// - there is always a root layer, and it has no style; every other layer has one;
/// - every presented layer has at least one entry, and nothing is presented over an empty
///   root stack;
/// - tabs have at least one tab, tags unique among tabs and groups, each group's tabs
///   together, a selected tab among them, and at least one entry in every tab; a split has
///   at least one entry in its primary column;
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

    /// The alert or confirmation dialog up over every layer, if any; ``top`` stays the
    /// screen under it, and restoration data never holds it.
    public internal(set) var alert: ShownAlert? {
        get { if case .shown(let alert) = shownAlert { alert } else { nil } }
        set { shownAlert = newValue.map(AlertBox.shown) ?? .none }
    }

    /// The alert, boxed so that copying the state retains one reference.
    private var shownAlert = AlertBox.none

    private indirect enum AlertBox: Hashable, Sendable {
        case none
        case shown(ShownAlert)
    }

    /// Whether an alert or confirmation dialog is up.
    var hasAlert: Bool {
        if case .shown = shownAlert { true } else { false }
    }

    /// Creates a state with an empty root stack.
    public init() {
        layers = [NavigationLayer(style: nil, entries: [])]
    }

    /// Creates a state from `layers`, root first (the root's style is ignored), if valid.
    ///
    /// - Throws: What ``validate()`` throws.
    public init(validating layers: [NavigationLayer]) throws(NavigationError) {
        self.init(unchecked: layers)
        self.layers[0].style = nil
        try validate(as: .replace)
    }

    /// Creates a state from layers the caller validates.
    init(unchecked layers: [NavigationLayer]) {
        self.layers = layers.isEmpty ? [NavigationLayer(style: nil, entries: [])] : layers
    }

    /// The root layer's current stack (see ``NavigationLayer/entries``).
    public var root: [NavigationEntry] { layers[0].entries }

    /// The presented layers, bottom first.
    public var presented: ArraySlice<NavigationLayer> { layers.dropFirst() }

    /// The visible screen: the top of the top layer, or `nil` when nothing is shown.
    public var top: NavigationEntry? { layers[layers.count - 1].top }

    var topID: NavigationEntryID? { layers[layers.count - 1].topID }

    /// Every entry, layer by layer in ``NavigationLayer/allEntries`` order.
    public var entries: [NavigationEntry] { layers.flatMap(\.allEntries) }

    /// The number of entries in all layers.
    public var count: Int { layers.reduce(0) { $0 + $1.count } }

    /// Whether no screen is shown.
    public var isEmpty: Bool { layers.count == 1 && layers[0].top == nil }

    /// Whether an entry has the identity `id`.
    ///
    /// - Complexity: O(*n*), where *n* is the number of entries.
    public func contains(_ id: NavigationEntryID) -> Bool {
        location(of: id) != nil
    }

    /// Where the entry with the identity `id` is: its layer, the stack that holds it
    /// (``NavigationPlacement/current`` in a stack layer) and its index there, or `nil`.
    /// - Complexity: O(*n*), where *n* is the number of entries.
    public func location(of id: NavigationEntryID)
        -> (layer: Int, placement: NavigationPlacement, index: Int)?
    {
        // Searched top-down because navigation nearly always names a recent screen.
        for layer in layers.indices.reversed() {
            let content = layers[layer].content
            for (placement, stack) in zip(content.shape.placements, content.stacks) {
                if let index = stack.lastIndex(where: { $0.id == id }) {
                    return (layer, placement, index)
                }
            }
        }
        return nil
    }

    /// The entry with the identity `id`, or `nil`.
    ///
    /// - Complexity: O(*n*), where *n* is the number of entries.
    public subscript(id: NavigationEntryID) -> NavigationEntry? {
        guard let (layer, placement, index) = location(of: id) else { return nil }
        return layers[layer].stack(placement)?[index]
    }

    /// The layers as `[#1 List, #2 Detail] | sheet [#3 Picker]`, then any alert.
    public var description: String {
        let shown = layers.map(\.description).joined(separator: " | ")
        guard let alert else { return shown }
        return shown + " | " + alert.description
    }

    /// The entries that stay on screen below the top one, top first: the top of each
    /// layer under a run of layers that do not cover their presenter.
    var shownBelowTop: [NavigationEntryID] {
        var shown: [NavigationEntryID] = []
        var layer = layers.count - 1
        while layer > 0, let style = layers[layer].style, !style.coversPresenter {
            layer -= 1
            guard let below = layers[layer].entries.last else { break }
            shown.append(below.id)
        }
        return shown
    }

    /// Checks the invariants listed at the type.
    ///
    /// - Throws: ``NavigationError`` with ``NavigationAction/replace``:
    ///   ``NavigationError/Reason/invalidContainer(layer:_:)`` (a misplaced style, a
    ///   repeated or unknown tab tag), ``NavigationError/Reason/detentNotOffered(layer:_:)``,
    ///   ``NavigationError/Reason/emptyStack`` or
    ///   ``NavigationError/Reason/duplicateEntry(_:)``.
    /// - Complexity: O(*n*).
    public func validate() throws(NavigationError) {
        try validate(as: .replace)
    }

    /// Whether ``validate()`` passes.
    public var isValid: Bool { (try? validate()) != nil }

    func validate(as action: NavigationAction) throws(NavigationError) {
        var seen = Set<NavigationEntryID>()
        for (index, layer) in layers.enumerated() {
            if (index == 0) != (layer.style == nil) {
                throw NavigationError(action, .invalidContainer(layer: index, nil))
            }
            try Self.validate(layer.content, of: index, as: action)
            try layer.style?.validateDetents(layer: index, as: action)
            if index > 0 && (layer.top == nil || layers[0].top == nil) {
                throw NavigationError(action, .emptyStack)
            }
            for entry in layer.allEntries where !seen.insert(entry.id).inserted {
                throw NavigationError(action, .duplicateEntry(entry.id))
            }
        }
    }

    /// Checks a container's own rules, as the type lists them.
    static func validate(
        _ content: NavigationLayer.Content, of layer: Int, as action: NavigationAction
    ) throws(NavigationError) {
        switch content {
        case .stack:
            return
        case .tabs(let tabs, let selected, _):
            try NavigationTab.validate(tabs, selected: selected, of: layer, as: action)
        case .split(let split):
            if split.primary.isEmpty { throw NavigationError(action, .emptyStack) }
        }
    }
}
