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
    /// One tab to build: its tag and its stack, bottom first.
    @MainActor
    public struct Tab {
        /// The tab's stable name.
        public var tag: NavigationTabTag
        /// The tab's screens, bottom first; at least one.
        public var stack: [Destination<Any>]

        /// Creates the tab `tag` with its screens `stack`, bottom first.
        public init(_ tag: NavigationTabTag, _ stack: [Destination<Any>]) {
            self.tag = tag
            self.stack = stack
        }
    }

    /// One stack.
    case stack([Destination<Any>])
    /// Tabs in their order, and the selected tab's tag.
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
