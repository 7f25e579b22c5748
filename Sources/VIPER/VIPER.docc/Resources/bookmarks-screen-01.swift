import VIPER

/// The list's view, headless here; in an app it is a `UIViewController`.
@MainActor
final class BookmarkListScreen: BookmarkListView {
    private(set) var titles: [String] = []
    private(set) var message: String?
    private let presenter: BookmarkListPresenter

    init(presenter: BookmarkListPresenter) {
        self.presenter = presenter
    }

    func showLoading() {
        message = "Loading…"
    }

    func show(titles: [String]) {
        self.titles = titles
        message = nil
    }

    func showError(message: String) {
        self.message = message
    }

    func tapRow(_ index: Int) {
        presenter.didSelectRow(at: index)
    }
}
