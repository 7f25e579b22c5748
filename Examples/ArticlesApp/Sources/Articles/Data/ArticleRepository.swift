/// The articles the app shows, wherever they come from.
///
/// The interactors see only this protocol: the data source and the mapping to entities
/// stay behind it.
public protocol ArticleRepository: Sendable {
    /// Every valid article.
    ///
    /// - Returns: The articles, in the source's order.
    /// - Throws: What the source fails with.
    func articles() async throws -> [Article]

    /// One article.
    ///
    /// - Parameter id: The article's identity.
    /// - Returns: The article.
    /// - Throws: ``ArticleNotFound`` when no valid article has that identity, or what the
    ///   source fails with.
    func article(id: String) async throws -> Article
}

/// No valid article has the identity that was asked for.
public struct ArticleNotFound: Error, Equatable, CustomStringConvertible {
    /// The identity asked for.
    public let id: String

    /// Creates the error.
    ///
    /// - Parameter id: The identity asked for.
    public init(id: String) {
        self.id = id
    }

    /// One line for the user.
    public var description: String { "there is no article \(id)" }
}

/// The repository over a data source: fetch the rows, map them, drop the invalid ones.
public struct DataSourceArticleRepository: ArticleRepository {
    private let source: any ArticleDataSource

    /// Creates the repository.
    ///
    /// - Parameter source: Where the rows come from.
    public init(source: any ArticleDataSource) {
        self.source = source
    }

    /// Every valid article.
    ///
    /// - Returns: The articles, in the source's order.
    /// - Throws: What the source fails with.
    public func articles() async throws -> [Article] {
        ArticleMapper.articles(from: try await source.fetchArticles())
    }

    /// One article.
    ///
    /// - Parameter id: The article's identity.
    /// - Returns: The article.
    /// - Throws: ``ArticleNotFound``, or what the source fails with.
    public func article(id: String) async throws -> Article {
        guard let article = try await articles().first(where: { $0.id == id }) else {
            throw ArticleNotFound(id: id)
        }
        return article
    }
}
