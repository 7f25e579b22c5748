import Foundation

/// Turns API rows into domain articles, dropping the rows that cannot be one.
///
/// A row is kept only with an identity, a non-blank title, an `http(s)` address, a
/// parseable publication time and an author. A missing like count reads as 0, missing
/// tags as none.
public enum ArticleMapper {
    /// The articles of the valid rows, in the rows' order.
    ///
    /// - Parameter rows: The rows as decoded.
    /// - Returns: One article per valid row.
    public static func articles(from rows: [ArticleDTO]) -> [Article] {
        rows.compactMap(article(from:))
    }

    /// The article a row stands for, or `nil` when the row is invalid.
    ///
    /// - Parameter row: The row as decoded.
    /// - Returns: The article, or `nil`.
    public static func article(from row: ArticleDTO) -> Article? {
        guard let id = row.id, !id.isEmpty,
            let title = row.title?.trimmingCharacters(in: .whitespacesAndNewlines),
            !title.isEmpty,
            let url = row.url.flatMap(ArticleURL.init),
            let createdAt = row.createdAt,
            let publishedAt = try? Date(createdAt, strategy: .iso8601),
            let author = row.user?.id, !author.isEmpty
        else { return nil }
        return Article(
            id: id, title: title, url: url, author: author, likes: max(row.likesCount ?? 0, 0),
            publishedAt: publishedAt, tags: (row.tags ?? []).compactMap(\.name))
    }
}
