import VIPER

/// What the bookmarks presenter asks of its view.
@MainActor
public protocol BookmarkListView: AnyObject {
    /// Shows the kept articles, the one kept last first.
    func show(bookmarks: [Bookmark])
}

/// What the bookmarks module is built from.
public struct BookmarkListInput {
    /// The kept articles.
    public var store: BookmarkStore
    /// Makes the detail module's input for an article, for the router.
    public var detailInput: @MainActor (_ articleID: String) -> ArticleDetailInput

    /// Creates the input.
    ///
    /// - Parameters:
    ///   - store: The kept articles.
    ///   - detailInput: Makes the detail module's input for an article.
    public init(
        store: BookmarkStore,
        detailInput: @escaping @MainActor (_ articleID: String) -> ArticleDetailInput
    ) {
        self.store = store
        self.detailInput = detailInput
    }
}
