/// The articles the user kept, newest first; the bookmarks tab reads it, the detail
/// changes it, and the session saves it.
@MainActor
public final class BookmarkStore {
    /// The bookmarks, the one kept last first.
    public private(set) var bookmarks: [Bookmark]

    /// Creates the store.
    ///
    /// - Parameter bookmarks: The bookmarks to start with, the one kept last first.
    public init(_ bookmarks: [Bookmark] = []) {
        self.bookmarks = bookmarks
    }

    /// Whether an article is kept.
    ///
    /// - Parameter id: The article's identity.
    /// - Returns: `true` when it is in the bookmarks.
    public func contains(_ id: String) -> Bool {
        bookmarks.contains { $0.id == id }
    }

    /// Replaces the bookmarks with saved ones.
    ///
    /// - Parameter bookmarks: The bookmarks, the one kept last first.
    public func restore(_ bookmarks: [Bookmark]) {
        self.bookmarks = bookmarks
    }

    /// Keeps an article, or takes it out when it is kept already.
    ///
    /// - Parameter bookmark: The article.
    /// - Returns: Whether it is kept now.
    @discardableResult
    public func toggle(_ bookmark: Bookmark) -> Bool {
        if contains(bookmark.id) {
            bookmarks.removeAll { $0.id == bookmark.id }
            return false
        }
        bookmarks.insert(bookmark, at: 0)
        return true
    }
}
