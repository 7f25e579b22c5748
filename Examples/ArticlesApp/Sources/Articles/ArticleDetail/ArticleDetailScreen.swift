import VIPER

/// The detail's view: draws one article and turns commands into presenter calls.
@MainActor
public final class ArticleDetailScreen: ArticleDetailView {
    /// What the detail shows.
    public enum Content: Equatable {
        /// Nothing yet: the screen has not appeared.
        case idle
        /// Loading.
        case loading
        /// The article.
        case article(ArticleDetailViewModel)
        /// Loading failed.
        case failed(String)
    }

    /// What the detail shows now.
    public private(set) var content: Content = .idle {
        didSet { display.setNeedsDisplay() }
    }
    // NB: internal, not private: the leak tests reach the module's parts through
    // `@testable import`, the view -> presenter -> interactor and router chain.
    let presenter: ArticleDetailPresenter
    private let display: Display

    init(presenter: ArticleDetailPresenter, display: Display) {
        self.presenter = presenter
        self.display = display
    }

    /// Shows the loading state.
    public func showLoading() {
        content = .loading
    }

    /// Shows the article.
    ///
    /// - Parameter article: The article.
    public func show(_ article: ArticleDetailViewModel) {
        content = .article(article)
    }

    /// Shows the error state.
    ///
    /// - Parameter message: What went wrong.
    public func showError(message: String) {
        content = .failed(message)
    }
}

extension ArticleDetailScreen: TerminalScreen {
    /// The headline once loaded.
    public var title: String {
        if case .article(let article) = content { return article.title }
        return "Article"
    }

    /// The article, or the state's message.
    public var lines: [String] {
        switch content {
        case .idle, .loading:
            return ["Loading the article…"]
        case .article(let article):
            return [article.title, "", article.byline, article.tags, "", article.address]
                + (article.isBookmarked ? ["", "★ In your bookmarks"] : [])
        case .failed(let message):
            return ["! \(message)", "", "r tries again, b goes back."]
        }
    }

    /// Back, keep and reload.
    public var commands: [CommandHint] {
        let kept = if case .article(let article) = content { article.isBookmarked } else { false }
        return [
            CommandHint("b", "back", "back to the list"),
            CommandHint("k", kept ? "unkeep" : "keep", "keep the article in the bookmarks, or not"),
            CommandHint("r", "reload", "load the article again"),
        ]
    }

    /// Whether the article is loading.
    public var isBusy: Bool { content == .loading }

    /// Performs a command.
    ///
    /// - Parameter command: The command.
    /// - Returns: A one-line message, or `nil`.
    public func perform(_ command: Command) -> String? {
        switch command {
        case .back:
            return presenter.didTapBack()
        case .reload:
            presenter.reload()
            return nil
        case .open:
            return "Nothing to open here; b goes back to the list."
        case .bookmark:
            return presenter.didTapBookmark()
        case .sort:
            return "Sorting is on the list; b goes back to it."
        case .quit, .help, .redraw, .tab:
            return nil
        }
    }
}

extension ArticleDetailScreen: ScreenLifecycle {
    /// Loads the article once the module is built and shown.
    public func screenDidLoad() {
        presenter.viewDidLoad()
    }
}

extension ArticleDetailScreen: @MainActor RestorableScreen {
    /// The detail's route: the article's identity.
    ///
    /// - Parameter input: The detail's input.
    /// - Returns: ``AppRoute/article(id:)``.
    public static func route(for input: ArticleDetailInput) -> AppRoute {
        .article(id: input.articleID)
    }

    /// Builds the whole module with weak back references.
    ///
    /// - Parameter dependency: The input and the detail's navigation handle.
    /// - Returns: The detail's view, which owns the module.
    public static func make(
        withDependency dependency: Navigated<ArticleDetailInput, Never>
    ) -> ArticleDetailScreen {
        let input = dependency.input
        return ModuleAssembly.assemble(
            view: (any ArticleDetailView).self, output: (any ArticleDetailInteractorOutput).self
        ) { view, output in
            let interactor = ArticleDetailInteractor(
                articleID: input.articleID, fetchArticle: input.fetchArticle,
                navigation: dependency.navigation, output: output)
            let router = ArticleDetailRouter(navigation: dependency.navigation)
            let presenter = ArticleDetailPresenter(
                view: view, interactor: interactor, router: router, bookmarks: input.bookmarks)
            let screen = ArticleDetailScreen(presenter: presenter, display: input.display)
            return ModuleParts(view: screen, as: { $0 }, output: presenter)
        }
    }
}
