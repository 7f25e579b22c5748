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

    func didLoad(_ bookmarks: [Bookmark]) {
    }

    func didFailToLoad(_ error: any Error) {
    }
}
