import VIPER

/// The interactor's one piece of business logic: load the bookmarks.
typealias FetchBookmarks = AnyUseCase<Void, [Bookmark], any Error>

@MainActor
final class BookmarkListInteractor {
    private let fetchBookmarks: FetchBookmarks
    private let navigation: NavigationHandle<Never>
    private let output: WeakReference<any BookmarkListInteractorOutput>

    init(
        fetchBookmarks: FetchBookmarks, navigation: NavigationHandle<Never>,
        output: WeakReference<any BookmarkListInteractorOutput>
    ) {
        self.fetchBookmarks = fetchBookmarks
        self.navigation = navigation
        self.output = output
    }
}
