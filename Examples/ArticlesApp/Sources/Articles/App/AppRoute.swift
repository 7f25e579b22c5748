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
    /// The sort-order picker, presented over the list, with the order in use marked.
    case sortPicker(current: ArticleSortOrder)
}
