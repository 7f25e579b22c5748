import VIPER

/// Loads one article through the ``FetchArticle`` use case and reports to its output.
///
/// It runs the use case for the detail screen, through the screen's handle: a load in
/// flight is cancelled when a new one starts and when the detail leaves the navigator,
/// and its result is then never reported.
@MainActor
public final class ArticleDetailInteractor {
    private let articleID: String
    private let fetchArticle: FetchArticle
    private let navigation: NavigationHandle<Never>
    private let output: WeakReference<any ArticleDetailInteractorOutput>
    private var load: ScreenWork?

    /// Creates the interactor.
    ///
    /// - Parameters:
    ///   - articleID: The article to load.
    ///   - fetchArticle: The use case.
    ///   - navigation: The detail screen's handle, which the loads run for.
    ///   - output: What hears the results, held weakly.
    public init(
        articleID: String, fetchArticle: FetchArticle, navigation: NavigationHandle<Never>,
        output: WeakReference<any ArticleDetailInteractorOutput>
    ) {
        self.articleID = articleID
        self.fetchArticle = fetchArticle
        self.navigation = navigation
        self.output = output
    }

    /// Starts loading, replacing a load in flight; the output hears back on the main actor.
    public func loadArticle() {
        load?.cancel()
        load = navigation.execute(fetchArticle, articleID) { [output] result in
            switch result {
            case .success(let article): output.object?.didLoad(article)
            case .failure(let error): output.object?.didFailToLoad(error)
            }
        }
    }
}
