import VIPER

/// The one use case of the list's interactor: load every valid article.
public typealias FetchArticles = AnyUseCase<Void, [Article], any Error>

/// The one use case of the detail's interactor: load one article by identity.
public typealias FetchArticle = AnyUseCase<String, Article, any Error>

/// The sort order the user picked last; the list reads it and the session saves it.
@MainActor
public final class SortPreference {
    /// The current order.
    public var order: ArticleSortOrder

    /// Creates the preference.
    ///
    /// - Parameter order: The order to start with.
    public init(_ order: ArticleSortOrder = .newest) {
        self.order = order
    }
}

/// What the app's modules are built from: the composition root's dependencies.
///
/// Each module gets its own use case instance from a factory, so cancelling one
/// module's load never cancels another's.
@MainActor
public struct ArticlesEnvironment {
    /// Makes the list's use case.
    public var fetchArticles: @MainActor () -> FetchArticles
    /// Makes the detail's use case.
    public var fetchArticle: @MainActor () -> FetchArticle
    /// The sort order the list starts with and updates.
    public var sortPreference: SortPreference
    /// Tells the terminal that a screen's content changed.
    public var display: Display
    /// The articles the user kept.
    public var bookmarks: BookmarkStore

    /// Creates an environment from its parts; tests pass stubs.
    ///
    /// - Parameters:
    ///   - fetchArticles: Makes the list's use case.
    ///   - fetchArticle: Makes the detail's use case.
    ///   - sortPreference: The sort order the list starts with and updates.
    ///   - display: Tells the terminal that a screen's content changed.
    ///   - bookmarks: The articles the user kept.
    public init(
        fetchArticles: @escaping @MainActor () -> FetchArticles,
        fetchArticle: @escaping @MainActor () -> FetchArticle,
        sortPreference: SortPreference = SortPreference(),
        display: Display = Display(),
        bookmarks: BookmarkStore = BookmarkStore()
    ) {
        self.fetchArticles = fetchArticles
        self.fetchArticle = fetchArticle
        self.sortPreference = sortPreference
        self.display = display
        self.bookmarks = bookmarks
    }

    /// The environment of the real app: both use cases over one repository.
    ///
    /// - Parameters:
    ///   - repository: Where the articles come from.
    ///   - sortPreference: The sort order to start with.
    /// - Returns: The environment.
    public static func live(
        repository: some ArticleRepository, sortPreference: SortPreference = SortPreference()
    ) -> ArticlesEnvironment {
        ArticlesEnvironment(
            fetchArticles: { AnyUseCase(FetchArticlesInteractor(repository: repository)) },
            fetchArticle: { AnyUseCase(FetchArticleInteractor(repository: repository)) },
            sortPreference: sortPreference
        )
    }
}
