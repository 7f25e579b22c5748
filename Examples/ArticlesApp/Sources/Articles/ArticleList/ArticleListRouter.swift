import VIPER

/// Moves from the list to an article or the sort picker, through the list's handle.
@MainActor
public final class ArticleListRouter {
    private let navigation: AppNavigation<Never>

    /// Creates the router.
    ///
    /// - Parameter navigation: The list screen's navigation.
    public init(navigation: AppNavigation<Never>) {
        self.navigation = navigation
    }

    /// Pushes an article's detail, by route.
    ///
    /// - Parameter id: The article's identity.
    /// - Throws: `NavigationError` when the list is not the visible screen.
    public func showArticle(id: String) throws(NavigationError) {
        try navigation.push(.article(id: id))
    }

    /// Presents the sort picker as a sheet; `onPick` gets the picked order once, or
    /// `nil` when the sheet is closed without a pick.
    ///
    /// - Parameters:
    ///   - current: The order to mark as current.
    ///   - onPick: Receives the result.
    /// - Throws: `NavigationError` when the list is not the visible screen.
    public func showSortPicker(
        current: ArticleSortOrder, onPick: @escaping @MainActor (ArticleSortOrder?) -> Void
    ) throws(NavigationError) {
        try navigation.handle.present(SortPickerScreen.self, input: current, onResult: onPick)
    }
}
