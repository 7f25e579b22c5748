import Foundation
import Testing
import VIPERTesting

@testable import Bookmarks

/// The view double: one line in a `CallLog` per call.
@MainActor
final class BookmarkListViewSpy: BookmarkListView {
    let log = CallLog()

    func showLoading() { log.record("showLoading") }
    func show(titles: [String]) { log.record("show", titles) }
    func showError(message: String) { log.record("showError", message) }
}
