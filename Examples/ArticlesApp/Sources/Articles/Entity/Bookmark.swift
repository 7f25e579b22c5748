/// An article the user kept: its identity and its headline, for the bookmarks tab.
public struct Bookmark: Codable, Hashable, Sendable {
    /// The article's identity.
    public let id: String
    /// The article's headline when it was kept.
    public let title: String

    /// Creates a bookmark.
    ///
    /// - Parameters:
    ///   - id: The article's identity.
    ///   - title: The article's headline.
    public init(id: String, title: String) {
        self.id = id
        self.title = title
    }
}
