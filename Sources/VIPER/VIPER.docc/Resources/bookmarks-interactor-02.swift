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

    func loadBookmarks() {
        fetchBookmarks.executeOnMainActor { [output] result in
            switch result {
            case .success(let bookmarks): output.object?.didLoad(bookmarks)
            case .failure(let error): output.object?.didFailToLoad(error)
            }
        }
    }

    deinit {
        fetchBookmarks.cancel()
    }
}
