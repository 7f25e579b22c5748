import VIPER

/// Loads every valid article from a repository: the list's use case, as a named class.
///
/// It adopts `AsyncUseCase` by writing its work as one `async throws` method; the
/// completion, main-actor and `async` styles and `cancel()` come from the protocol and
/// its tracker.
public final class FetchArticlesInteractor: AsyncUseCase {
    /// The bookkeeping that keeps the use case contracts.
    public let executions = ExecutionTracker()
    private let repository: any ArticleRepository

    /// Creates the use case.
    ///
    /// - Parameter repository: Where the articles come from.
    public init(repository: any ArticleRepository) {
        self.repository = repository
    }

    /// Loads the articles.
    ///
    /// - Parameter parameters: Nothing: the list loads every article.
    /// - Returns: Every valid article.
    /// - Throws: What the repository throws.
    public func perform(_ parameters: Void) async throws -> [Article] {
        try await repository.articles()
    }
}
