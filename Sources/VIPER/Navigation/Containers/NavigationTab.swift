/// One tab of a tab container: its stable tag and its stack.
///
/// ```swift
/// let tabs = NavigationLayer.Content.tabs(
///     [NavigationTab(.articles, entries: [list]), NavigationTab(.bookmarks, entries: [saved])],
///     selected: .articles)
/// ```
public struct NavigationTab: Hashable, Sendable, CustomStringConvertible {
    /// The tab's stable name; unique among the container's tabs.
    public var tag: NavigationTabTag

    /// The tab's screens, bottom first; at least one.
    public var entries: [NavigationEntry]

    /// Creates the tab `tag` with its screens `entries`, bottom first.
    public init(_ tag: NavigationTabTag, entries: [NavigationEntry]) {
        self.tag = tag
        self.entries = entries
    }

    /// The tab as `articles: [#1 List, #2 Detail]`.
    public var description: String {
        "\(tag): [" + entries.map(\.description).joined(separator: ", ") + "]"
    }
}

/// The stable name of a tab, as placements, ``Navigator/select(_:)`` and restoration
/// data name it. Declare an app's tags once:
///
/// ```swift
/// extension NavigationTabTag {
///     static let articles: Self = "articles"
///     static let bookmarks: Self = "bookmarks"
/// }
/// try navigator.select(.bookmarks)
/// ```
public struct NavigationTabTag: RawRepresentable, Hashable, Sendable, Codable,
    ExpressibleByStringLiteral, CustomStringConvertible
{
    /// The tag's name, as restoration data writes it.
    public let rawValue: String

    /// Creates a tag from its name, `rawValue`.
    public init(rawValue: String) {
        self.rawValue = rawValue
    }

    /// Creates a tag from its name, `value`.
    public init(stringLiteral value: String) {
        rawValue = value
    }

    /// The tag's name.
    public var description: String { rawValue }
}
