import VIPER

/// One row of the article list, formatted by the presenter.
public struct ArticleRow: Equatable, Sendable, CustomStringConvertible {
    /// The headline.
    public let title: String
    /// Author, date and likes on one line.
    public let detail: String

    /// Creates a row.
    ///
    /// - Parameters:
    ///   - title: The headline.
    ///   - detail: Author, date and likes on one line.
    public init(title: String, detail: String) {
        self.title = title
        self.detail = detail
    }

    /// The row as one line, for test transcripts.
    public var description: String { "\(title) | \(detail)" }
}

/// What the list presenter asks of its view.
@MainActor
public protocol ArticleListView: AnyObject {
    /// Shows that the articles are loading.
    func showLoading()
    /// Shows the articles, in the order named.
    func show(rows: [ArticleRow], order: ArticleSortOrder)
    /// Shows that there are no articles.
    func showEmpty()
    /// Shows that loading failed.
    func showError(message: String)
}

/// What the list interactor reports to: the presenter.
@MainActor
public protocol ArticleListInteractorOutput: AnyObject {
    /// The articles were loaded.
    func didLoad(_ articles: [Article])
    /// Loading failed.
    func didFailToLoad(_ error: any Error)
}

/// What the list module is built from.
public struct ArticleListInput {
    /// The interactor's use case.
    public var fetchArticles: FetchArticles
    /// The sort order to start with; the list writes the user's picks back.
    public var sortPreference: SortPreference
    /// Where the view signals that it changed.
    public var display: Display
    /// Makes the detail module's input for an article, for the router.
    public var detailInput: @MainActor (_ articleID: String) -> ArticleDetailInput

    /// Creates the input.
    ///
    /// - Parameters:
    ///   - fetchArticles: The interactor's use case.
    ///   - sortPreference: The sort order to start with.
    ///   - display: Where the view signals that it changed.
    ///   - detailInput: Makes the detail module's input for an article.
    public init(
        fetchArticles: FetchArticles, sortPreference: SortPreference, display: Display,
        detailInput: @escaping @MainActor (_ articleID: String) -> ArticleDetailInput
    ) {
        self.fetchArticles = fetchArticles
        self.sortPreference = sortPreference
        self.display = display
        self.detailInput = detailInput
    }
}
