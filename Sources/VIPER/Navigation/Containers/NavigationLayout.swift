/// A layer's container to build: a stack, tabs or a split, each stack given as
/// destinations, for ``Navigator/setLayout(_:)``.
///
/// ```swift
/// try navigator.setLayout(
///     .tabs(
///         [
///             .init(.articles, [.screen(ArticleListScreen.self, input: ())]),
///             .init(.bookmarks, [.screen(BookmarkListScreen.self, input: ())]),
///         ], selected: .articles))
/// ```
@MainActor
public enum NavigationLayout {
    /// One tab to build: its tag, the groups it is in and its stack, bottom first.
    @MainActor
    public struct Tab {
        /// The tab's stable name.
        public var tag: NavigationTabTag
        /// The tags of the groups the tab is in, outermost first (``NavigationTab/groups``).
        public var groups: [NavigationTabTag]
        /// The tab's screens, bottom first; at least one.
        public var stack: [Destination<Any>]

        /// Creates the tab `tag` in the groups `groups` (outermost first) with its screens
        /// `stack`, bottom first.
        public init(
            _ tag: NavigationTabTag, in groups: [NavigationTabTag] = [],
            _ stack: [Destination<Any>]
        ) {
            self.tag = tag
            self.groups = groups
            self.stack = stack
        }
    }

    /// One stack.
    case stack([Destination<Any>])
    /// Tabs in their order, and the selected tab's tag; the sidebar and the tabs the user
    /// hid are kept from the tabs it replaces, since the user changes them.
    case tabs([Tab], selected: NavigationTabTag)
    /// A split's columns; ``NavigationSplit/isCollapsed`` is kept from the split it
    /// replaces, else `false`, since the platform reports it.
    case split(
        primary: [Destination<Any>], supplementary: [Destination<Any>]?,
        secondary: [Destination<Any>])

    /// A split of the two columns `primary` and `secondary`.
    public static func split(primary: [Destination<Any>], secondary: [Destination<Any>] = [])
        -> NavigationLayout
    {
        .split(primary: primary, supplementary: nil, secondary: secondary)
    }
}
