import Foundation
import VIPER

/// Decides what the list shows, in which state, and where a command goes.
///
/// It keeps the loaded articles only to sort them and to know which one a row is.
@MainActor
public final class ArticleListPresenter: ArticleListInteractorOutput {
    private let view: WeakReference<any ArticleListView>
    let interactor: ArticleListInteractor
    let router: ArticleListRouter
    private var articles: [Article] = []

    /// Creates the presenter: it owns the interactor and the router; the view is weak.
    ///
    /// - Parameters:
    ///   - view: The view, held weakly.
    ///   - interactor: The interactor.
    ///   - router: The router.
    public init(
        view: WeakReference<any ArticleListView>, interactor: ArticleListInteractor,
        router: ArticleListRouter
    ) {
        self.view = view
        self.interactor = interactor
        self.router = router
    }

    /// The view appeared for the first time: load.
    public func viewDidLoad() {
        reload()
    }

    /// The user asked for the articles again.
    public func reload() {
        view.object?.showLoading()
        interactor.loadArticles()
    }

    /// The user opened the row at `index` (from 0) of what the view shows.
    ///
    /// - Parameter index: The row.
    /// - Returns: A message when there is no such row or it cannot open.
    public func didSelectRow(at index: Int) -> String? {
        let shown = articles.sorted(by: interactor.sortOrder)
        guard shown.indices.contains(index) else {
            return shown.isEmpty
                ? "There is no article to open."
                : "There is no row \(index + 1): pick 1-\(shown.count)."
        }
        do {
            try router.showArticle(id: shown[index].id)
            return nil
        } catch {
            return "Cannot open the article: \(error.reason)."
        }
    }

    /// The user asked to change the sort order: show the picker.
    ///
    /// What it returns comes to ``didPick(_:)``, through the receiver the list's assembly
    /// registered.
    ///
    /// - Returns: A message when the picker cannot open.
    public func didTapSort() -> String? {
        do {
            try router.showSortPicker(current: interactor.sortOrder)
            return nil
        } catch {
            return "Cannot choose the order now: \(error.reason)."
        }
    }

    /// The picker returned (also a picker restored from a saved session): `nil` when it
    /// was closed without a pick.
    ///
    /// - Parameter order: The picked order.
    public func didPick(_ order: ArticleSortOrder?) {
        guard let order, order != interactor.sortOrder else { return }
        interactor.saveSortOrder(order)
        if !articles.isEmpty { showArticles() }
    }

    /// The list is shown again (its tab was selected, a screen above it closed): show the
    /// articles in the order the user may have picked meanwhile, in the settings tab.
    public func viewDidAppear() {
        if !articles.isEmpty { showArticles() }
    }

    /// Shows the articles in the current order, or the empty state.
    ///
    /// - Parameter articles: What the interactor loaded.
    public func didLoad(_ articles: [Article]) {
        self.articles = articles
        if articles.isEmpty {
            view.object?.showEmpty()
        } else {
            showArticles()
        }
    }

    /// Shows the error state and asks whether to try again.
    ///
    /// - Parameter error: Why loading failed.
    public func didFailToLoad(_ error: any Error) {
        articles = []
        // NB: the alert first, so that the view's change draws the error with the alert
        // over it. The error state stays under the alert; Cancel leaves it there, with r.
        // When the list is no longer the visible screen (its tab was left while it
        // loaded), there is no alert: the error and r are enough.
        try? router.askToRetry(message: "\(error).") { [weak self] retry in
            if retry { self?.reload() }
        }
        view.object?.showError(message: "Could not load the articles: \(error).")
    }

    private func showArticles() {
        let order = interactor.sortOrder
        view.object?.show(rows: articles.sorted(by: order).map(Self.row), order: order)
    }

    static func row(_ article: Article) -> ArticleRow {
        ArticleRow(
            title: article.title,
            detail:
                "@\(article.author) · \(ArticleFormat.day(article.publishedAt)) · ♥ \(article.likes)"
        )
    }
}

/// How dates read on screen.
enum ArticleFormat {
    /// `yyyy-MM-dd` in UTC, the same on every machine (tests compare screens).
    static func day(_ date: Date) -> String {
        date.formatted(.iso8601.year().month().day())
    }
}
