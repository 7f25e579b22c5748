import VIPER

/// An article as the detail shows it, formatted by the presenter.
public struct ArticleDetailViewModel: Equatable, Sendable {
    /// The headline.
    public let title: String
    /// Author, date and likes on one line.
    public let byline: String
    /// The tags on one line.
    public let tags: String
    /// The web address.
    public let address: String
    /// Whether the article is in the bookmarks.
    public let isBookmarked: Bool

    /// Creates the view model.
    ///
    /// - Parameters:
    ///   - title: The headline.
    ///   - byline: Author, date and likes on one line.
    ///   - tags: The tags on one line.
    ///   - address: The web address.
    ///   - isBookmarked: Whether the article is in the bookmarks.
    public init(
        title: String, byline: String, tags: String, address: String, isBookmarked: Bool = false
    ) {
        self.title = title
        self.byline = byline
        self.tags = tags
        self.address = address
        self.isBookmarked = isBookmarked
    }
}

/// What the detail presenter asks of its view.
@MainActor
public protocol ArticleDetailView: AnyObject {
    /// Shows that the article is loading.
    func showLoading()
    /// Shows the article.
    func show(_ article: ArticleDetailViewModel)
    /// Shows that loading failed.
    func showError(message: String)
}

/// What the detail interactor reports to: the presenter.
@MainActor
public protocol ArticleDetailInteractorOutput: AnyObject {
    /// The article was loaded.
    func didLoad(_ article: Article)
    /// Loading failed.
    func didFailToLoad(_ error: any Error)
}

/// What the detail module is built from.
public struct ArticleDetailInput {
    /// The article to show.
    public var articleID: String
    /// The interactor's use case.
    public var fetchArticle: FetchArticle
    /// Where the view signals that it changed.
    public var display: Display
    /// The kept articles, which `k` changes.
    public var bookmarks: BookmarkStore

    /// Creates the input.
    ///
    /// - Parameters:
    ///   - articleID: The article to show.
    ///   - fetchArticle: The interactor's use case.
    ///   - display: Where the view signals that it changed.
    ///   - bookmarks: The kept articles.
    public init(
        articleID: String, fetchArticle: FetchArticle, display: Display,
        bookmarks: BookmarkStore
    ) {
        self.articleID = articleID
        self.fetchArticle = fetchArticle
        self.display = display
        self.bookmarks = bookmarks
    }
}
