import Foundation

/// An article, as the app's domain knows it: independent of the API that delivers it.
///
/// Plain data with no behaviour beyond ordering; the mapper builds it only from valid
/// rows, so every field is present and the ``url`` is a web address.
public struct Article: Hashable, Sendable, Identifiable {
    /// The article's identity at the source.
    public let id: String
    /// The headline.
    public let title: String
    /// Where the article can be read.
    public let url: ArticleURL
    /// The author's user name.
    public let author: String
    /// How many readers liked it.
    public let likes: Int
    /// When it was first published.
    public let publishedAt: Date
    /// Its tags, in the source's order.
    public let tags: [String]

    /// Creates an article.
    ///
    /// - Parameters:
    ///   - id: The article's identity at the source.
    ///   - title: The headline.
    ///   - url: Where the article can be read.
    ///   - author: The author's user name.
    ///   - likes: How many readers liked it.
    ///   - publishedAt: When it was first published.
    ///   - tags: Its tags.
    public init(
        id: String, title: String, url: ArticleURL, author: String, likes: Int,
        publishedAt: Date, tags: [String]
    ) {
        self.id = id
        self.title = title
        self.url = url
        self.author = author
        self.likes = likes
        self.publishedAt = publishedAt
        self.tags = tags
    }
}
