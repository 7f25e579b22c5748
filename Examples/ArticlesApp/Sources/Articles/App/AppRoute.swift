import VIPER

/// Every screen the app can show by name: what deep links and the saved session hold.
///
/// The case names are the stable tags in the saved session (the route's own `Codable`
/// conformance), so renaming one is a schema change.
public enum AppRoute: NavigationRoute {
    /// The article list.
    case articles
    /// One article's detail.
    case article(id: String)
    /// The sort-order picker, presented over the list or the settings, with the order in
    /// use marked.
    case sortPicker(current: ArticleSortOrder)
    /// The kept articles: the bookmarks tab's first screen.
    case bookmarks
    /// The settings: the settings tab's first screen.
    case settings
}
