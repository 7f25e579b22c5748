import VIPER

/// The interactor's one piece of business logic: load the bookmarks.
typealias FetchBookmarks = AnyUseCase<Void, [Bookmark], any Error>

@MainActor
final class BookmarkListInteractor {
    private let fetchBookmarks: FetchBookmarks
    private let output: WeakReference<any BookmarkListInteractorOutput>

    init(fetchBookmarks: FetchBookmarks, output: WeakReference<any BookmarkListInteractorOutput>) {
        self.fetchBookmarks = fetchBookmarks
        self.output = output
    }
}
