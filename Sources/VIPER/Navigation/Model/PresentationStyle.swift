/// How a presented layer covers the one below it.
///
/// The raw value is the stable tag written by state restoration, so an app can add its
/// own styles. ``coversPresenter`` is the one thing the headless navigator reads: it
/// decides whether the screen below is told it disappeared (see ``ScreenLifecycle``).
/// A UIKit or SwiftUI adapter maps the style onto `.pageSheet`, `.fullScreenCover` and
/// so on.
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

    /// Whether a layer of this style hides the screen it is presented over, so that
    /// screen is told it disappeared, and appeared again when the layer goes.
    ///
    /// UIKit sends the presenting view controller `viewWillDisappear`/`viewDidDisappear`
    /// only for `.fullScreen` and `.currentContext`; sheets (iOS 13 and later), the
    /// over-* styles, popovers and custom presentations keep its view and send nothing
    /// (`Documentation/UIKitFacts.md`, "Presentation styles and the presenter's
    /// appearance calls"). The headless navigator follows the same rule, so a list under
    /// a sheet does not reload when the sheet is cancelled.
    public let coversPresenter: Bool

    /// Creates a style from its tag, covering the presenter unless the tag is one of
    /// the built-in styles that do not: `sheet`, `overFullScreen`, `overCurrentContext`
    /// and `popover`.
    ///
    /// State restoration rebuilds a style from its tag with this initializer, so a
    /// restored layer of an app style made with ``init(rawValue:coversPresenter:)``
    /// covers unless its tag is one of those.
    ///
    /// - Parameter rawValue: The stable tag, such as `"sheet"`.
    public init(rawValue: String) {
        self.rawValue = rawValue
        self.coversPresenter = !Self.nonCoveringTags.contains(rawValue)
    }

    /// Creates a style from its tag, saying whether it covers the screen below.
    ///
    /// - Parameters:
    ///   - rawValue: The stable tag, such as `"card"`.
    ///   - coversPresenter: Whether the screen it is presented over is told it
    ///     disappeared.
    public init(rawValue: String, coversPresenter: Bool) {
        self.rawValue = rawValue
        self.coversPresenter = coversPresenter
    }

    /// The tags of the built-in styles that leave the presenter on screen.
    private static let nonCoveringTags: Set<String> = [
        "sheet", "overFullScreen", "overCurrentContext", "popover",
    ]

    /// A card that leaves the layer below partly visible; it does not cover its
    /// presenter, which is not told it disappeared (as UIKit's sheets since iOS 13).
    public static let sheet = PresentationStyle(rawValue: "sheet")

    /// A layer that covers the whole screen and hides its presenter, which is told it
    /// disappeared.
    public static let fullScreenCover = PresentationStyle(rawValue: "fullScreenCover")

    /// A layer over the whole screen that keeps its presenter visible behind it (UIKit's
    /// `.overFullScreen`, for a translucent or custom-animated layer); it does not cover
    /// its presenter.
    public static let overFullScreen = PresentationStyle(rawValue: "overFullScreen")

    /// The style's tag.
    public var description: String { rawValue }

    // The tag is the identity (restoration compares and stores it); the flag follows
    // from the tag the style was made with.
    /// Whether two styles have the same tag.
    public static func == (lhs: PresentationStyle, rhs: PresentationStyle) -> Bool {
        lhs.rawValue == rhs.rawValue
    }

    /// Hashes the style's tag.
    public func hash(into hasher: inout Hasher) {
        hasher.combine(rawValue)
    }

    /// Decodes a style from its tag, as ``init(rawValue:)``.
    ///
    /// - Parameter decoder: The decoder holding the tag.
    /// - Throws: What decoding a `String` throws.
    public init(from decoder: any Decoder) throws {
        self.init(rawValue: try decoder.singleValueContainer().decode(String.self))
    }

    /// Encodes the style's tag.
    ///
    /// - Parameter encoder: The encoder to write the tag to.
    /// - Throws: What encoding a `String` throws.
    public func encode(to encoder: any Encoder) throws {
        var container = encoder.singleValueContainer()
        try container.encode(rawValue)
    }
}
