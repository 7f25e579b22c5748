/// The whole navigation state as a value: the screen tree of a root container plus
/// presented layers.
///
/// Layer 0 is the root; every later layer is presented over the one before it, so
/// modals nest to any depth. Each layer holds a container (``NavigationLayer/Content``):
/// a stack of ``NavigationEntry`` values, tabs with a stack each, or a split with a stack
/// per column. Identities are unique across the whole tree. The top layer's visible
/// screen is the visible screen, ``top``.
///
/// The state is `Equatable` and `Sendable`: snapshot it, compare it, diff it with
/// ``difference(from:)``, send it to another task. Only the ``Navigator`` changes it,
/// through its operations, and holds the live screens beside it.
///
/// Invariants, kept by every transition and checked by ``validate()``:
/// - there is always a root layer, and it has no style; every other layer has one;
/// - every presented layer has at least one entry, and nothing is presented over an empty
///   root stack;
/// - tabs have at least one tab, unique tags, a selected tag among them, and at least
///   one entry in every tab; a split has at least one entry in its primary column;
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
    public internal(set) var alert: ShownAlert? {
        get { if case .shown(let alert) = shownAlert { alert } else { nil } }
        set { shownAlert = newValue.map(AlertBox.shown) ?? .none }
    }

    /// The alert, boxed so that the state stays two words and copying it, which every
    /// read of the navigator's state does, retains one reference.
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

    /// The root layer's current stack (see ``NavigationLayer/entries``).
    public var root: [NavigationEntry] { layers[0].entries }

    /// The presented layers, bottom first.
    public var presented: ArraySlice<NavigationLayer> { layers.dropFirst() }

    /// The visible screen: the top of the top layer, or `nil` when nothing is shown.
    public var top: NavigationEntry? { layers[layers.count - 1].top }

    /// Every entry, root layer first, each layer's in ``NavigationLayer/allEntries``
    /// order.
    public var entries: [NavigationEntry] { layers.flatMap(\.allEntries) }

    /// The number of entries in all layers.
    public var count: Int { layers.reduce(0) { $0 + $1.count } }

    /// Whether no screen is shown.
    public var isEmpty: Bool { layers.count == 1 && layers[0].top == nil }

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
    /// - Returns: The layer index, the stack that holds it (``NavigationPlacement/current``
    ///   in a stack layer, its ``NavigationPlacement/tab(_:)`` or
    ///   ``NavigationPlacement/column(_:)`` otherwise) and its index in that stack
    ///   (``NavigationLayer/stack(_:)``), or `nil`.
    /// - Complexity: O(*n*), where *n* is the number of entries.
    public func location(of id: NavigationEntryID)
        -> (layer: Int, placement: NavigationPlacement, index: Int)?
    {
        // Searched top-down because navigation nearly always names a recent screen.
        var layer = layers.count - 1
        while layer >= 0 {
            switch layers[layer].content {
            case .stack(let entries):
                if let index = Self.lastIndex(of: id, in: entries) {
                    return (layer, .current, index)
                }
            case .tabs(let tabs, _):
                for tab in tabs {
                    if let index = Self.lastIndex(of: id, in: tab.entries) {
                        return (layer, .tab(tab.tag), index)
                    }
                }
            case .split(let split):
                for column in NavigationColumn.allCases.reversed() {
                    if let entries = split[column], let index = Self.lastIndex(of: id, in: entries)
                    {
                        return (layer, .column(column), index)
                    }
                }
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
        guard let (layer, placement, index) = location(of: id) else { return nil }
        return layers[layer].stack(placement)?[index]
    }

    private static func lastIndex(of id: NavigationEntryID, in entries: [NavigationEntry]) -> Int? {
        var index = entries.count - 1
        while index >= 0 {
            if entries[index].id == id { return index }
            index -= 1
        }
        return nil
    }

    /// The layers as `[#1 List, #2 Detail] | sheet [#3 Picker]`, then the alert if one is
    /// up.
    public var description: String {
        let shown = layers.map(\.description).joined(separator: " | ")
        guard let alert else { return shown }
        return shown + " | " + alert.description
    }
}

// The one place the navigator reads `PresentationStyle.coversPresenter`.
extension NavigationState {
    /// The entries that stay on screen below the top one, top first: the top entry of
    /// each layer under an unbroken run of layers whose style does not cover its
    /// presenter (``PresentationStyle/coversPresenter``).
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
}

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

    /// The identity of the visible screen.
    var topID: NavigationEntryID? { layers[layers.count - 1].topID }
}
