/// How a presented layer covers the one below it: a stable tag (what restoration writes,
/// and the style's identity), and whether it covers its presenter.
///
/// ``coversPresenter`` is all the headless navigator reads; an adapter maps the tag onto
/// `.pageSheet`, `.fullScreenCover` and so on.
///
/// ```swift
/// try navigator.present(.screen(PickerScreen.self, input: colors), style: .fullScreenCover)
/// let card = PresentationStyle(rawValue: "card", coversPresenter: false)
/// ```
public struct PresentationStyle: Hashable, Sendable, Codable, RawRepresentable,
    CustomStringConvertible
{
    /// The stable tag of the style.
    public let rawValue: String

    /// Whether a layer of this style hides the screen it is presented over, which is told
    /// it disappeared, and appeared when the layer goes: as in UIKit, sheets, the over-*
    /// styles and popovers do not (`Documentation/UIKitFacts.md`).
    public let coversPresenter: Bool

    /// Creates a style from its tag, `rawValue`, as restoration does: covering, unless the
    /// tag is `sheet`, `overFullScreen`, `overCurrentContext` or `popover`.
    public init(rawValue: String) {
        self.rawValue = rawValue
        coversPresenter = !["sheet", "overFullScreen", "overCurrentContext", "popover"].contains(
            rawValue)
    }

    /// Creates a style from its tag, `rawValue`, saying whether it `coversPresenter`.
    public init(rawValue: String, coversPresenter: Bool) {
        self.rawValue = rawValue
        self.coversPresenter = coversPresenter
    }

    /// A card that leaves the layer below partly visible; it does not cover it.
    public static let sheet = PresentationStyle(rawValue: "sheet")

    /// A layer that covers the whole screen and its presenter.
    public static let fullScreenCover = PresentationStyle(rawValue: "fullScreenCover")

    /// A layer over the whole screen that keeps its presenter visible behind it.
    public static let overFullScreen = PresentationStyle(rawValue: "overFullScreen")

    /// The style's tag.
    public var description: String { rawValue }

    /// Whether two styles have the same tag.
    public static func == (lhs: PresentationStyle, rhs: PresentationStyle) -> Bool {
        lhs.rawValue == rhs.rawValue
    }

    /// Hashes the style's tag.
    public func hash(into hasher: inout Hasher) {
        hasher.combine(rawValue)
    }
}
