import VIPER

/// Loads one article through the ``FetchArticle`` use case and reports to its output.
@MainActor
public final class ArticleDetailInteractor {
    private let articleID: String
    private let fetchArticle: FetchArticle
    private let output: WeakReference<any ArticleDetailInteractorOutput>

    /// Creates the interactor.
    ///
    /// - Parameters:
    ///   - articleID: The article to load.
    ///   - fetchArticle: The use case.
    ///   - output: What hears the results, held weakly.
    public init(
        articleID: String, fetchArticle: FetchArticle,
        output: WeakReference<any ArticleDetailInteractorOutput>
    ) {
        self.articleID = articleID
        self.fetchArticle = fetchArticle
        self.output = output
    }

    /// Starts loading, replacing a load in flight; the output hears back on the main actor.
    public func loadArticle() {
        fetchArticle.cancel()
        fetchArticle.executeOnMainActor(articleID) { [output] result in
            switch result {
            case .success(let article): output.object?.didLoad(article)
            case .failure(let error): output.object?.didFailToLoad(error)
            }
        }
    }

    /// Stops the load in flight: its result is never reported.
    public func cancel() {
        fetchArticle.cancel()
    }

    deinit {
        fetchArticle.cancel()
    }
}
