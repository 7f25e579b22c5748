import VIPER

/// Opens a kept article in the bookmarks tab, through the bookmarks screen's handle.
@MainActor
public final class BookmarkListRouter {
    private let navigation: NavigationHandle<Never>
    private let detailInput: @MainActor (_ articleID: String) -> ArticleDetailInput

    /// Creates the router.
    ///
    /// - Parameters:
    ///   - navigation: The bookmarks screen's handle.
    ///   - detailInput: Makes the detail module's input for an article.
    public init(
        navigation: NavigationHandle<Never>,
        detailInput: @escaping @MainActor (_ articleID: String) -> ArticleDetailInput
    ) {
        self.navigation = navigation
        self.detailInput = detailInput
    }

    /// Pushes an article's detail on the bookmarks tab's stack.
    ///
    /// - Parameter id: The article's identity.
    /// - Throws: `NavigationError` when the bookmarks are not the visible screen.
    public func showArticle(id: String) throws(NavigationError) {
        try navigation.push(.screen(ArticleDetailScreen.self, input: detailInput(id)))
    }
}
