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

/// Wires the presenter as `BookmarkListScreen.make` does, with the spy as its view.
@MainActor
func makePresenter(
    fetchBookmarks: UseCaseStub<Void, [Bookmark], any Error>, view: BookmarkListViewSpy,
    navigator: Navigator
) throws -> BookmarkListPresenter {
    // A stand-in for the list on the navigator, so the router gets a real handle.
    let host = try navigator.showTestHost()
    let router = BookmarkListRouter(navigation: host.navigation)
    return ModuleAssembly.assemble(
        view: (any BookmarkListView).self, output: (any BookmarkListInteractorOutput).self
    ) { viewReference, output in
        let interactor = BookmarkListInteractor(
            fetchBookmarks: AnyUseCase(fetchBookmarks), navigation: host.navigation, output: output)
        let presenter = BookmarkListPresenter(
            view: viewReference, interactor: interactor, router: router)
        return ModuleParts(view: presenter, as: { _ in view }, output: presenter)
    }
}

@MainActor
@Suite struct BookmarkListPresenterTests {
    let swift = Bookmark(title: "Swift", url: URL(string: "https://swift.org")!)
    let view = BookmarkListViewSpy()
    let navigator = Navigator()

    @Test func viewDidLoadShowsTheBookmarks() throws {
        let fetchBookmarks = UseCaseStub<Void, [Bookmark], any Error>(returning: [swift])
        let presenter = try makePresenter(
            fetchBookmarks: fetchBookmarks, view: view, navigator: navigator)

        presenter.viewDidLoad()

        #expect(fetchBookmarks.executeCount == 1)
        view.log.assertCalls(["showLoading()", #"show(["Swift"])"#])
    }

    @Test func aFailureShowsAnError() throws {
        let fetchBookmarks = UseCaseStub<Void, [Bookmark], any Error>(
            failingWith: CancellationError())
        let presenter = try makePresenter(
            fetchBookmarks: fetchBookmarks, view: view, navigator: navigator)

        presenter.viewDidLoad()

        view.log.assertCalls(["showLoading()", "showError(Could not load your bookmarks.)"])
    }
}
