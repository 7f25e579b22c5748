import VIPER

/// What the presenter asks of the view.
@MainActor
protocol BookmarkListView: AnyObject {
    func showLoading()
    func show(titles: [String])
    func showError(message: String)
}

/// What the interactor reports to: the presenter.
@MainActor
protocol BookmarkListInteractorOutput: AnyObject {
    func didLoad(_ bookmarks: [Bookmark])
    func didFailToLoad(_ error: any Error)
}
