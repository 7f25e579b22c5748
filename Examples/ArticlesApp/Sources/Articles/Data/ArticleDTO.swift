/// One article row as the Qiita API delivers it (`GET /api/v2/items`).
///
/// Every field is optional: a row missing one still decodes, and ``ArticleMapper``
/// decides whether it becomes an ``Article`` or is dropped. One bad row never fails the
/// whole list.
public struct ArticleDTO: Decodable, Sendable, Equatable {
    /// The author, as the API nests it.
    public struct User: Decodable, Sendable, Equatable {
        /// The author's user name.
        public var id: String?
    }

    /// A tag, as the API nests it.
    public struct Tag: Decodable, Sendable, Equatable {
        /// The tag's name.
        public var name: String?
    }

    /// The article's identity.
    public var id: String?
    /// The headline.
    public var title: String?
    /// The address, unvalidated.
    public var url: String?
    /// The like count.
    public var likesCount: Int?
    /// The publication time, ISO 8601.
    public var createdAt: String?
    /// The author.
    public var user: User?
    /// The tags.
    public var tags: [Tag]?

    enum CodingKeys: String, CodingKey {
        case id, title, url, user, tags
        case likesCount = "likes_count"
        case createdAt = "created_at"
    }
}
