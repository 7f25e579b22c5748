import VIPER

/// What the settings module is built from.
public struct SettingsInput {
    /// The sort order the list uses; the settings change it.
    public var sortPreference: SortPreference
    /// The kept articles, to count and clear them.
    public var bookmarks: BookmarkStore

    /// Creates the input.
    ///
    /// - Parameters:
    ///   - sortPreference: The sort order the list uses.
    ///   - bookmarks: The kept articles.
    public init(sortPreference: SortPreference, bookmarks: BookmarkStore) {
        self.sortPreference = sortPreference
        self.bookmarks = bookmarks
    }
}

/// What the settings presenter asks of its view.
@MainActor
public protocol SettingsView: AnyObject {
    /// Shows the settings.
    func show(sortOrder: ArticleSortOrder, bookmarkCount: Int)
}
