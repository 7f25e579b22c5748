/// One tab of a tab container: its stable tag, the groups it is in, whether the user hid
/// it, and its stack.
///
/// A container's tabs are a tree written leaf by leaf: each tab names the groups it is in,
/// outermost first, and a group's tabs follow one another; a group's tag is unique among
/// the tabs and groups, and it is not selectable. Flat tabs have no groups.
///
/// ```swift
/// let tabs = NavigationLayer.Content.tabs(
///     [
///         NavigationTab(.articles, entries: [list]),
///         NavigationTab(.bookmarks, in: [.library], entries: [saved]),
///     ],
///     selected: .articles)
/// ```
public struct NavigationTab: Hashable, Sendable, CustomStringConvertible {
    /// The tab's stable name; unique among the container's tabs and groups.
    public var tag: NavigationTabTag

    /// The tags of the groups the tab is in, outermost first; empty at the top level.
    public var groups: [NavigationTabTag]

    /// Whether the user hid the tab when customising the sidebar.
    public var isHidden: Bool

    /// The tab's screens, bottom first; at least one.
    public var entries: [NavigationEntry]

    /// Creates the tab `tag` in the groups `groups` (outermost first), hidden when
    /// `isHidden`, with its screens `entries`, bottom first.
    public init(
        _ tag: NavigationTabTag, in groups: [NavigationTabTag] = [], isHidden: Bool = false,
        entries: [NavigationEntry]
    ) {
        self.tag = tag
        self.groups = groups
        self.isHidden = isHidden
        self.entries = entries
    }

    /// The tab as `articles: [#1 List]`, `library/bookmarks: […]`, `hidden` before when it is.
    public var description: String {
        let path = (groups + [tag]).map(\.rawValue).joined(separator: "/")
        return (isHidden ? "hidden " : "") + path + ": ["
            + entries.map(\.description).joined(separator: ", ") + "]"
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
