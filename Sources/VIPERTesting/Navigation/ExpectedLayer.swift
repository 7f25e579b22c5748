/// What a test expects one layer of a navigator to show: its style and its screen types,
/// bottom first.
///
/// Identities are left out: compare `navigator.state` when they matter.
public struct ExpectedLayer: Hashable, Sendable, CustomStringConvertible {
    /// How the layer is presented, or `nil` for the root stack.
    public var style: PresentationStyle?

    /// The layer's screen types, bottom first.
    public var screens: [ScreenType]

    /// Creates an expected layer.
    ///
    /// - Parameters:
    ///   - style: How the layer is presented, or `nil` for the root stack.
    ///   - screens: The layer's screen types, bottom first.
    public init(style: PresentationStyle?, screens: [Any.Type]) {
        self.style = style
        self.screens = screens.map(ScreenType.init)
    }

    /// The root stack with these screen types, bottom first.
    public static func root(_ screens: Any.Type...) -> ExpectedLayer {
        ExpectedLayer(style: nil, screens: screens)
    }

    /// A layer presented with `style`, with these screen types, bottom first.
    public static func presented(_ style: PresentationStyle, _ screens: Any.Type...)
        -> ExpectedLayer
    {
        ExpectedLayer(style: style, screens: screens)
    }

    /// A layer presented as a sheet, with these screen types, bottom first.
    public static func sheet(_ screens: Any.Type...) -> ExpectedLayer {
        ExpectedLayer(style: .sheet, screens: screens)
    }

    /// A layer presented as a full-screen cover, with these screen types, bottom first.
    public static func fullScreenCover(_ screens: Any.Type...) -> ExpectedLayer {
        ExpectedLayer(style: .fullScreenCover, screens: screens)
    }

    /// The layer as failures show it, such as `sheet [CityPickerScreen]`.
    public var description: String {
        ExpectedLayer.line(style: style, items: screens.map(\.name))
    }

    /// One layer as one line: the style (`root` for none), then the items in brackets.
    static func line(style: PresentationStyle?, items: [String]) -> String {
        "\(style?.rawValue ?? "root") [\(items.joined(separator: ", "))]"
    }
}

extension ExpectedLayer {
    /// The layer a navigator shows.
    init(_ layer: NavigationLayer) {
        style = layer.style
        screens = layer.entries.map(\.screen)
    }
}
