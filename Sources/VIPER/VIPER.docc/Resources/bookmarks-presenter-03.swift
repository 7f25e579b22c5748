import VIPER

@MainActor
final class BookmarkListPresenter: BookmarkListInteractorOutput {
    private let view: WeakReference<any BookmarkListView>
    private let interactor: BookmarkListInteractor
    private let router: BookmarkListRouter
    private var bookmarks: [Bookmark] = []

    init(
        view: WeakReference<any BookmarkListView>, interactor: BookmarkListInteractor,
        router: BookmarkListRouter
    ) {
        self.view = view
        self.interactor = interactor
        self.router = router
    }

    func viewDidLoad() {
        view.object?.showLoading()
        interactor.loadBookmarks()
    }

    func didSelectRow(at index: Int) {
        guard bookmarks.indices.contains(index) else { return }
        try? router.showBookmark(bookmarks[index])
    }

    func didLoad(_ bookmarks: [Bookmark]) {
        self.bookmarks = bookmarks
        view.object?.show(titles: bookmarks.map(\.title))
    }

    func didFailToLoad(_ error: any Error) {
        view.object?.showError(message: "Could not load your bookmarks.")
    }
}
