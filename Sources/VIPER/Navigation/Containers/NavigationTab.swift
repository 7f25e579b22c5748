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

    /// Creates a tab.
    ///
    /// - Parameters:
    ///   - tag: The tab's stable name.
    ///   - entries: The tab's screens, bottom first; at least one.
    public init(_ tag: NavigationTabTag, entries: [NavigationEntry]) {
        self.tag = tag
        self.entries = entries
    }

    /// The tab as `articles: [#1 List, #2 Detail]`.
    public var description: String {
        "\(tag): [" + entries.map(\.description).joined(separator: ", ") + "]"
    }
}
