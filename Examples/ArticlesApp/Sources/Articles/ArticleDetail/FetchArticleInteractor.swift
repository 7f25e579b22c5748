import VIPER

/// Loads one article by identity from a repository: the detail's use case, as a named
/// class.
///
/// It adopts `AsyncUseCase` by writing its work as one `async throws` method; the
/// completion, main-actor and `async` styles and `cancel()` come from the protocol and
/// its tracker.
public final class FetchArticleInteractor: AsyncUseCase {
    /// The bookkeeping that keeps the use case contracts.
    public let executions = ExecutionTracker()
    private let repository: any ArticleRepository

    /// Creates the use case.
    ///
    /// - Parameter repository: Where the article comes from.
    public init(repository: any ArticleRepository) {
        self.repository = repository
    }

    /// Loads the article with identity `id`.
    ///
    /// - Parameter id: The article's identity.
    /// - Returns: The article.
    /// - Throws: What the repository throws, for example when no article has `id`.
    public func perform(_ id: String) async throws -> Article {
        try await repository.article(id: id)
    }
}
