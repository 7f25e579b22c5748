import VIPER

/// Loads the articles through the ``FetchArticles`` use case and keeps the sort order.
///
/// It reports to its output, weakly, on the main actor; a load in flight is cancelled
/// when a new one starts, when ``cancel()`` is called, and when the interactor goes.
@MainActor
public final class ArticleListInteractor {
    private let fetchArticles: FetchArticles
    private let sortPreference: SortPreference
    private let output: WeakReference<any ArticleListInteractorOutput>

    /// Creates the interactor.
    ///
    /// - Parameters:
    ///   - fetchArticles: The use case.
    ///   - sortPreference: Where the sort order is kept.
    ///   - output: What hears the results, held weakly.
    public init(
        fetchArticles: FetchArticles, sortPreference: SortPreference,
        output: WeakReference<any ArticleListInteractorOutput>
    ) {
        self.fetchArticles = fetchArticles
        self.sortPreference = sortPreference
        self.output = output
    }

    /// The order the user picked last.
    public var sortOrder: ArticleSortOrder { sortPreference.order }

    /// Remembers a new order.
    ///
    /// - Parameter order: The order.
    public func saveSortOrder(_ order: ArticleSortOrder) {
        sortPreference.order = order
    }

    /// Starts loading, replacing a load in flight; the output hears back on the main actor.
    public func loadArticles() {
        fetchArticles.cancel()
        fetchArticles.executeOnMainActor { [output] result in
            switch result {
            case .success(let articles): output.object?.didLoad(articles)
            case .failure(let error): output.object?.didFailToLoad(error)
            }
        }
    }

    /// Stops the load in flight: its result is never reported.
    public func cancel() {
        fetchArticles.cancel()
    }

    deinit {
        fetchArticles.cancel()
    }
}
