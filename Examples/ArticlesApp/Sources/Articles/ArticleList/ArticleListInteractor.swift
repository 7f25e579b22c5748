import VIPER

/// Loads the articles through the ``FetchArticles`` use case and keeps the sort order.
///
/// It runs the use case for the list screen, through the screen's handle, and reports to
/// its output, weakly, on the main actor; a load in flight is cancelled when a new one
/// starts and when the list leaves the navigator, and its result is then never reported.
@MainActor
public final class ArticleListInteractor {
    private let fetchArticles: FetchArticles
    private let sortPreference: SortPreference
    private let navigation: NavigationHandle<Never>
    private let output: WeakReference<any ArticleListInteractorOutput>
    private var load: ScreenWork?

    /// Creates the interactor.
    ///
    /// - Parameters:
    ///   - fetchArticles: The use case.
    ///   - sortPreference: Where the sort order is kept.
    ///   - navigation: The list screen's handle, which the loads run for.
    ///   - output: What hears the results, held weakly.
    public init(
        fetchArticles: FetchArticles, sortPreference: SortPreference,
        navigation: NavigationHandle<Never>,
        output: WeakReference<any ArticleListInteractorOutput>
    ) {
        self.fetchArticles = fetchArticles
        self.sortPreference = sortPreference
        self.navigation = navigation
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
        load?.cancel()
        load = navigation.execute(fetchArticles, ()) { [output] result in
            switch result {
            case .success(let articles): output.object?.didLoad(articles)
            case .failure(let error): output.object?.didFailToLoad(error)
            }
        }
    }
}
