import VIPER

/// Decides what the detail shows: the article, loading, or why it cannot be shown.
@MainActor
public final class ArticleDetailPresenter: ArticleDetailInteractorOutput {
    private let view: WeakReference<any ArticleDetailView>
    let interactor: ArticleDetailInteractor
    let router: ArticleDetailRouter
    private let bookmarks: BookmarkStore
    private var article: Article?

    /// Creates the presenter: it owns the interactor and the router; the view is weak.
    ///
    /// - Parameters:
    ///   - view: The view, held weakly.
    ///   - interactor: The interactor.
    ///   - router: The router.
    ///   - bookmarks: The kept articles.
    public init(
        view: WeakReference<any ArticleDetailView>, interactor: ArticleDetailInteractor,
        router: ArticleDetailRouter, bookmarks: BookmarkStore = BookmarkStore()
    ) {
        self.view = view
        self.interactor = interactor
        self.router = router
        self.bookmarks = bookmarks
    }

    /// The view appeared for the first time: load.
    public func viewDidLoad() {
        reload()
    }

    /// The user asked for the article again.
    public func reload() {
        view.object?.showLoading()
        interactor.loadArticle()
    }

    /// The user asked to go back.
    ///
    /// - Returns: A message when the detail cannot close.
    public func didTapBack() -> String? {
        do {
            try router.close()
            return nil
        } catch {
            return "Cannot go back: \(error.reason)."
        }
    }

    /// The user asked to keep the article, or to take it out of the bookmarks.
    ///
    /// Keeping happens at once; taking it out asks first ("Remove this bookmark?"), and
    /// only Remove takes it out.
    ///
    /// - Returns: What changed, or why nothing did; `nil` while the question is up.
    public func didTapBookmark() -> String? {
        guard let article else { return "Wait for the article to load, then k keeps it." }
        let bookmark = Bookmark(id: article.id, title: article.title)
        guard bookmarks.contains(article.id) else {
            _ = bookmarks.toggle(bookmark)
            didLoad(article)
            return "Kept in your bookmarks (t2)."
        }
        do {
            try router.confirmRemoval(of: article.title) { [weak self] remove in
                guard remove, let self, self.bookmarks.contains(bookmark.id) else { return }
                _ = self.bookmarks.toggle(bookmark)
                self.didLoad(article)
            }
            return nil
        } catch {
            return "Cannot take it out now: \(error.reason)."
        }
    }

    /// Shows the article.
    ///
    /// - Parameter article: What the interactor loaded.
    public func didLoad(_ article: Article) {
        self.article = article
        view.object?.show(
            ArticleDetailViewModel(
                title: article.title,
                byline:
                    "by @\(article.author) · \(ArticleFormat.day(article.publishedAt)) · ♥ \(article.likes)",
                tags: article.tags.isEmpty
                    ? "no tags" : article.tags.map { "#\($0)" }.joined(separator: " "),
                address: article.url.description,
                isBookmarked: bookmarks.contains(article.id)))
    }

    /// Shows why the article cannot be shown.
    ///
    /// - Parameter error: Why loading failed.
    public func didFailToLoad(_ error: any Error) {
        if let missing = error as? ArticleNotFound {
            view.object?.showError(message: "There is no article \"\(missing.id)\".")
        } else {
            view.object?.showError(message: "Could not load the article: \(error).")
        }
    }
}
