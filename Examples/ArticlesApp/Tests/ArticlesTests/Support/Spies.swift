import VIPERTesting

@testable import Articles

/// The list view double: one log line per call.
@MainActor
final class ArticleListViewSpy: ArticleListView {
    let log: CallLog
    init(log: CallLog) { self.log = log }
    func showLoading() { log.record("view.showLoading") }
    func show(rows: [ArticleRow], order: ArticleSortOrder) {
        log.record("view.show", rows.map(\.title), order)
    }
    func showEmpty() { log.record("view.showEmpty") }
    func showError(message: String) { log.record("view.showError", message) }
}

/// The detail view double.
@MainActor
final class ArticleDetailViewSpy: ArticleDetailView {
    let log: CallLog
    init(log: CallLog) { self.log = log }
    func showLoading() { log.record("view.showLoading") }
    func show(_ article: ArticleDetailViewModel) { log.record("view.show", article.title) }
    func showError(message: String) { log.record("view.showError", message) }
}

/// The picker view double.
@MainActor
final class SortPickerViewSpy: SortPickerView {
    let log: CallLog
    init(log: CallLog) { self.log = log }
    func show(options: [ArticleSortOrder], current: ArticleSortOrder) {
        log.record("view.show", options.map(\.rawValue).joined(separator: ", "), current)
    }
}
