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

extension BookmarkListScreen: ScreenLifecycle {
    func screenDidLoad() {
        presenter.viewDidLoad()
    }
}

extension BookmarkListScreen: @MainActor DependencyInjectable {
    static func make(withDependency dependency: Navigated<FetchBookmarks, Never>)
        -> BookmarkListScreen
    {
        ModuleAssembly.assemble(
            view: (any BookmarkListView).self, output: (any BookmarkListInteractorOutput).self
        ) { view, output in
            let interactor = BookmarkListInteractor(
                fetchBookmarks: dependency.input, navigation: dependency.navigation,
                output: output)
            let router = BookmarkListRouter(navigation: dependency.navigation)
            let presenter = BookmarkListPresenter(
                view: view, interactor: interactor, router: router)
            let screen = BookmarkListScreen(presenter: presenter)
            return ModuleParts(view: screen, as: { $0 }, output: presenter)
        }
    }
}
