import VIPER

/// Shows the kept articles and opens one; the store is all it reads, so it needs no
/// interactor, and opening an article is its only route, so its router is the
/// ``ArticleOpener`` the list uses too.
@MainActor
public final class BookmarkListPresenter {
    private let view: WeakReference<any BookmarkListView>
    let router: ArticleOpener
    private let store: BookmarkStore

    /// Creates the presenter.
    ///
    /// - Parameters:
    ///   - view: The view, held weakly.
    ///   - router: The router.
    ///   - store: The kept articles.
    public init(
        view: WeakReference<any BookmarkListView>, router: ArticleOpener,
        store: BookmarkStore
    ) {
        self.view = view
        self.router = router
        self.store = store
    }

    /// The view is about to be drawn: show what the store holds now.
    public func refresh() {
        view.object?.show(bookmarks: store.bookmarks)
    }

    /// The user opened the row at `index` (from 0).
    ///
    /// - Parameter index: The row.
    /// - Returns: A message when there is no such row.
    public func didSelectRow(at index: Int) -> String? {
        let bookmarks = store.bookmarks
        guard bookmarks.indices.contains(index) else {
            return bookmarks.isEmpty
                ? "No bookmarks yet: k on an article keeps it here."
                : "There is no bookmark \(index + 1): pick 1-\(bookmarks.count)."
        }
        do {
            try router.showArticle(id: bookmarks[index].id)
            return nil
        } catch {
            return "Cannot open the bookmark: \(error.reason)."
        }
    }
}
