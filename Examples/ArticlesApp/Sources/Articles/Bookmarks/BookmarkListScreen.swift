import VIPER

/// The bookmarks tab's first screen: the kept articles, numbered.
@MainActor
public final class BookmarkListScreen: BookmarkListView {
    /// The bookmarks shown, the one kept last first.
    public private(set) var bookmarks: [Bookmark] = []
    // NB: internal, not private: the leak tests reach the module's parts through
    // `@testable import`, the view -> presenter -> router chain.
    let presenter: BookmarkListPresenter

    init(presenter: BookmarkListPresenter) {
        self.presenter = presenter
    }

    /// Shows the bookmarks.
    ///
    /// - Parameter bookmarks: The kept articles.
    public func show(bookmarks: [Bookmark]) {
        self.bookmarks = bookmarks
    }
}

extension BookmarkListScreen: TerminalScreen {
    /// "Bookmarks".
    public var title: String { "Bookmarks" }

    /// The kept articles, numbered, or how to keep one.
    public var lines: [String] {
        guard !bookmarks.isEmpty else {
            return ["No bookmarks yet.", "", "Open an article and type k to keep it here."]
        }
        return bookmarks.enumerated().map { index, bookmark in "\(index + 1). \(bookmark.title)" }
    }

    /// Open.
    public var commands: [CommandHint] {
        guard !bookmarks.isEmpty else { return [] }
        let key = bookmarks.count == 1 ? "1" : "1-\(bookmarks.count)"
        return [CommandHint(key, "open", "open that article")]
    }

    /// Never busy.
    public var isBusy: Bool { false }

    /// Performs a command.
    ///
    /// - Parameter command: The command.
    /// - Returns: A one-line message, or `nil`.
    public func perform(_ command: Command) -> String? {
        switch command {
        case .open(let number):
            return presenter.didSelectRow(at: number - 1)
        case .back:
            return "This is the tab's first screen; t1 goes to the articles."
        case .sort, .reload, .bookmark:
            return "Not here: open an article (1-9) to keep or sort."
        case .quit, .help, .redraw, .tab:
            return nil
        }
    }
}

extension BookmarkListScreen: ScreenLifecycle {
    /// Shows the bookmarks once the module is built.
    public func screenDidLoad() {
        presenter.refresh()
    }

    /// Shows the bookmarks again each time the screen comes back: when its tab is
    /// selected, or the article above it closed, with what was kept meanwhile.
    public func screenDidAppear() {
        presenter.refresh()
    }
}

extension BookmarkListScreen: @MainActor RestorableScreen {
    /// The bookmarks' route: there is one list of them.
    ///
    /// - Parameter input: The module's input.
    /// - Returns: ``AppRoute/bookmarks``.
    public static func route(for input: BookmarkListInput) -> AppRoute { .bookmarks }

    /// Builds the module: view -> presenter -> router, with a weak back reference.
    ///
    /// - Parameter dependency: The input and the screen's navigation handle.
    /// - Returns: The bookmarks' view, which owns the module.
    public static func make(
        withDependency dependency: Navigated<BookmarkListInput, Never>
    ) -> BookmarkListScreen {
        let input = dependency.input
        return ModuleAssembly.assemble(view: (any BookmarkListView).self, output: Void.self) {
            view, _ in
            let router = ArticleOpener(
                navigation: dependency.navigation, detailInput: input.detailInput)
            let presenter = BookmarkListPresenter(view: view, router: router, store: input.store)
            let screen = BookmarkListScreen(presenter: presenter)
            return ModuleParts(view: screen, as: { $0 }, output: ())
        }
    }
}
