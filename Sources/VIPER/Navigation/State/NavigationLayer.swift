/// One stack of screens: the root stack, or a stack presented over the layer below it.
///
/// ```swift
/// let sheet = navigator.state.layers.last
/// #expect(sheet?.style == .sheet)
/// ```
public struct NavigationLayer: Hashable, Sendable, CustomStringConvertible {
    /// How the layer is presented, or `nil` for the root layer.
    public var style: PresentationStyle?

    /// The layer's screens, bottom first; the last one is the layer's top.
    public var entries: [NavigationEntry]

    /// Creates a layer.
    ///
    /// - Parameters:
    ///   - style: How the layer is presented, or `nil` for the root layer.
    ///   - entries: The layer's screens, bottom first.
    public init(style: PresentationStyle?, entries: [NavigationEntry]) {
        self.style = style
        self.entries = entries
    }

    /// The layer's screens as `[#1 List, #2 Detail]`, prefixed by the style.
    public var description: String {
        let stack = "[" + entries.map(\.description).joined(separator: ", ") + "]"
        guard let style else { return stack }
        return "\(style) \(stack)"
    }
}
