import VIPER

/// The list's view: draws the list in the terminal and turns commands into presenter calls.
///
/// It owns the presenter and through it the rest of the module.
@MainActor
public final class ArticleListScreen: ArticleListView {
    /// What the list shows.
    public enum Content: Equatable {
        /// Nothing yet: the screen has not appeared.
        case idle
        /// Loading.
        case loading
        /// The rows, in an order.
        case rows([ArticleRow], ArticleSortOrder)
        /// No articles.
        case empty
        /// Loading failed.
        case failed(String)
    }

    /// What the list shows now.
    public private(set) var content: Content = .idle {
        didSet { display.setNeedsDisplay() }
    }
    // NB: internal, not private: the leak tests reach the module's parts through
    // `@testable import`, the view -> presenter -> interactor and router chain.
    let presenter: ArticleListPresenter
    private let display: Display

    init(presenter: ArticleListPresenter, display: Display) {
        self.presenter = presenter
        self.display = display
    }

    /// Shows the loading state.
    public func showLoading() {
        content = .loading
    }

    /// Shows the rows.
    ///
    /// - Parameters:
    ///   - rows: The rows, in order.
    ///   - order: Their order.
    public func show(rows: [ArticleRow], order: ArticleSortOrder) {
        content = .rows(rows, order)
    }

    /// Shows the empty state.
    public func showEmpty() {
        content = .empty
    }

    /// Shows the error state.
    ///
    /// - Parameter message: What went wrong.
    public func showError(message: String) {
        content = .failed(message)
    }
}

extension ArticleListScreen: TerminalScreen {
    /// "Articles".
    public var title: String { "Articles" }

    /// The rows, numbered, or the state's message.
    public var lines: [String] {
        switch content {
        case .idle, .loading:
            return ["Loading articles…"]
        case .rows(let rows, let order):
            let width = String(rows.count).count
            var lines = ["Sorted: \(order.label)", ""]
            for (index, row) in rows.enumerated() {
                let number = String(index + 1)
                let padded = String(repeating: " ", count: width - number.count) + number
                lines.append("\(padded). \(row.title)")
                lines.append(String(repeating: " ", count: width + 2) + row.detail)
            }
            return lines
        case .empty:
            return ["No articles yet.", "", "r reloads."]
        case .failed(let message):
            return ["! \(message)", "", "r tries again."]
        }
    }

    /// Open, sort and reload.
    public var commands: [CommandHint] {
        var hints: [CommandHint] = []
        if case .rows(let rows, _) = content {
            hints.append(
                CommandHint(rows.count == 1 ? "1" : "1-\(rows.count)", "open", "open that article"))
        }
        hints.append(CommandHint("s", "sort", "choose the sort order"))
        hints.append(CommandHint("r", "reload", "load the articles again"))
        return hints
    }

    /// Whether the articles are loading.
    public var isBusy: Bool { content == .loading }

    /// Performs a command.
    ///
    /// - Parameter command: The command.
    /// - Returns: A one-line message, or `nil`.
    public func perform(_ command: Command) -> String? {
        switch command {
        case .open(let number):
            return presenter.didSelectRow(at: number - 1)
        case .sort:
            return presenter.didTapSort()
        case .reload:
            presenter.reload()
            return nil
        case .back:
            return "This is the first screen; q quits."
        case .bookmark:
            return "Open an article (1-9), then k keeps it."
        case .quit, .help, .redraw, .tab:
            return nil
        }
    }
}

extension ArticleListScreen: ScreenLifecycle {
    /// Loads the articles once the module is built and shown.
    public func screenDidLoad() {
        presenter.viewDidLoad()
    }

    /// Shows the rows again, in the order picked meanwhile, each time the list comes back.
    public func screenDidAppear() {
        presenter.viewDidAppear()
    }
}

extension ArticleListScreen: @MainActor RestorableScreen {
    /// The list's route: there is one list.
    ///
    /// - Parameter input: The list's input.
    /// - Returns: ``AppRoute/articles``.
    public static func route(for input: ArticleListInput) -> AppRoute { .articles }

    /// Builds the whole module: view -> presenter -> interactor and router, with weak
    /// back references, as the seeds' `assembleModule()` does by hand, and registers the
    /// presenter for the sort picker's results (a restored picker's too: a restored list
    /// is built here again and registers again).
    ///
    /// - Parameter dependency: The input and the list's navigation handle.
    /// - Returns: The list's view, which owns the module.
    public static func make(
        withDependency dependency: Navigated<ArticleListInput, Never>
    ) -> ArticleListScreen {
        let input = dependency.input
        return ModuleAssembly.assemble(
            view: (any ArticleListView).self, output: (any ArticleListInteractorOutput).self
        ) { view, output in
            let interactor = ArticleListInteractor(
                fetchArticles: input.fetchArticles, sortPreference: input.sortPreference,
                navigation: dependency.navigation, output: output)
            let router = ArticleListRouter(
                navigation: dependency.navigation, detailInput: input.detailInput)
            let presenter = ArticleListPresenter(view: view, interactor: interactor, router: router)
            let screen = ArticleListScreen(presenter: presenter, display: input.display)
            dependency.navigation.receiveResults(from: SortPickerScreen.self) {
                [weak presenter] order in
                presenter?.didPick(order)
            }
            return ModuleParts(view: screen, as: { $0 }, output: presenter)
        }
    }
}
