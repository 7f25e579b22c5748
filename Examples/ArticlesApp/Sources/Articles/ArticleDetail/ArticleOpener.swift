import VIPER

/// Opens an article's detail over the screen that lists it, through that screen's handle:
/// the route the article list and the bookmarks share.
///
/// It is the bookmarks' router, whose only route this is; the list's router keeps one
/// beside its own routes (the sort picker, the retry alert).
@MainActor
public final class ArticleOpener {
    private let navigation: NavigationHandle<Never>
    private let detailInput: @MainActor (_ articleID: String) -> ArticleDetailInput

    /// Creates the opener.
    ///
    /// - Parameters:
    ///   - navigation: The handle of the screen that lists the articles.
    ///   - detailInput: Makes the detail module's input for an article.
    public init(
        navigation: NavigationHandle<Never>,
        detailInput: @escaping @MainActor (_ articleID: String) -> ArticleDetailInput
    ) {
        self.navigation = navigation
        self.detailInput = detailInput
    }

    /// Pushes an article's detail on the listing screen's stack (in the tab bar, that
    /// screen's tab).
    ///
    /// - Parameter id: The article's identity.
    /// - Throws: `NavigationError` when the listing screen is not the visible screen.
    public func showArticle(id: String) throws(NavigationError) {
        try navigation.push(.screen(ArticleDetailScreen.self, input: detailInput(id)))
    }
}
