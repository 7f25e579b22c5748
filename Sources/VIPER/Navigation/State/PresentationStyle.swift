/// How a presented layer covers the one below it.
///
/// The headless navigator treats every style alike; the value is kept so a UIKit or
/// SwiftUI adapter can pick `.pageSheet`, `.fullScreenCover` and so on. The raw value is
/// the stable tag written by state restoration, so an app can add its own styles.
///
/// ```swift
/// try navigator.present(PickerScreen.self, input: colors, style: .fullScreenCover)
/// let popover = PresentationStyle(rawValue: "popover")
/// ```
public struct PresentationStyle: Hashable, Sendable, Codable, RawRepresentable,
    CustomStringConvertible
{
    /// The stable tag of the style.
    public let rawValue: String

    /// Creates a style from its tag.
    ///
    /// - Parameter rawValue: The stable tag, such as `"sheet"`.
    public init(rawValue: String) {
        self.rawValue = rawValue
    }

    /// A card that leaves the layer below partly visible.
    public static let sheet = PresentationStyle(rawValue: "sheet")

    /// A layer that covers the whole screen.
    public static let fullScreenCover = PresentationStyle(rawValue: "fullScreenCover")

    /// The style's tag.
    public var description: String { rawValue }
}
