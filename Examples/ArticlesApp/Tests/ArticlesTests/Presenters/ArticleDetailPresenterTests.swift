import Testing
import VIPERTesting

@testable import Articles

/// Every path of the detail presenter.
@MainActor
@Suite struct ArticleDetailPresenterTests {
    let log = CallLog(exhaustive: true)

    @Test func successShowsTheArticleItWasOpenedFor() throws {
        let harness = Harness()
        let view = ArticleDetailViewSpy(log: log)
        let presenter = try harness.detailPresenter(id: "a1", view: view)

        presenter.viewDidLoad()

        #expect(harness.article.parameters == ["a1"])
        log.assertCalls(["view.showLoading()", "view.show(Swift)"])
    }

    @Test func aMissingArticleSaysSo() throws {
        let harness = Harness(article: UseCaseStub(failingWith: ArticleNotFound(id: "zz9")))
        let view = ArticleDetailViewSpy(log: log)
        let presenter = try harness.detailPresenter(id: "zz9", view: view)

        presenter.viewDidLoad()

        log.assertCalls(["view.showLoading()", #"view.showError(There is no article "zz9".)"#])
    }

    @Test func failureShowsTheError() throws {
        let harness = Harness(article: UseCaseStub(failingWith: SampleError()))
        let view = ArticleDetailViewSpy(log: log)
        let presenter = try harness.detailPresenter(id: "a1", view: view)

        presenter.viewDidLoad()

        log.assertCalls([
            "view.showLoading()", "view.showError(Could not load the article: offline.)",
        ])
    }

    @Test func keepingAnArticleDoesNotAsk() throws {
        let harness = Harness()
        let view = ArticleDetailViewSpy(log: log)
        let presenter = try harness.detailPresenter(id: "a1", view: view)
        presenter.viewDidLoad()
        log.assertNextCalls(["view.showLoading()", "view.show(Swift)"])

        #expect(presenter.didTapBookmark() == "Kept in your bookmarks (t2).")

        #expect(harness.navigator.state.alert == nil)
        #expect(harness.environment.bookmarks.contains("a1"))
        log.assertNextCalls(["view.show(Swift)"])
    }

    @Test func takingAnArticleOutAsksAndRemoveTakesItOut() throws {
        let harness = Harness()
        harness.environment.bookmarks.restore([Bookmark(id: "a1", title: "Swift")])
        let view = ArticleDetailViewSpy(log: log)
        let presenter = try harness.detailPresenter(id: "a1", view: view)
        presenter.viewDidLoad()
        log.assertNextCalls(["view.showLoading()", "view.show(Swift)"])

        #expect(presenter.didTapBookmark() == nil)
        #expect(harness.environment.bookmarks.contains("a1"))
        harness.navigator.assertAlert(
            title: "Remove this bookmark?", buttons: ["Remove", "Keep"]
        ).tap("Remove")

        #expect(harness.navigator.state.alert == nil)
        #expect(!harness.environment.bookmarks.contains("a1"))
        log.assertNextCalls(["view.show(Swift)"])
    }

    @Test func answeringKeepLeavesTheBookmark() throws {
        let harness = Harness()
        harness.environment.bookmarks.restore([Bookmark(id: "a1", title: "Swift")])
        let view = ArticleDetailViewSpy(log: log)
        let presenter = try harness.detailPresenter(id: "a1", view: view)
        presenter.viewDidLoad()
        log.assertNextCalls(["view.showLoading()", "view.show(Swift)"])

        #expect(presenter.didTapBookmark() == nil)
        harness.navigator.assertAlert(title: "Remove this bookmark?").tap("Keep")

        #expect(harness.navigator.state.alert == nil)
        #expect(harness.environment.bookmarks.contains("a1"))
        // the exhaustive log fails the test if the presenter showed anything
    }

    @Test func backClosesTheDetail() throws {
        let harness = Harness()
        let view = ArticleDetailViewSpy(log: log)
        let presenter = try harness.detailPresenter(id: "a1", view: view)
        harness.navigator.assertStack([TestHostBase.self, TestHost<Never>.self])

        #expect(presenter.didTapBack() == nil)
        harness.navigator.assertStack([TestHostBase.self])
    }

    @Test func closingTheDetailWhileLoadingCancelsTheLoadOnceAndShowsNothing() throws {
        let stub = UseCaseStub<String, Article, any Error>(.deferred)
        let harness = Harness(article: stub)
        let view = ArticleDetailViewSpy(log: log)
        let presenter = try harness.detailPresenter(id: "a1", view: view)
        presenter.viewDidLoad()
        log.assertNextCalls(["view.showLoading()"])
        #expect(stub.executions.map(\.status) == [.pending])

        #expect(presenter.didTapBack() == nil)

        #expect(stub.cancelCount == 1)
        #expect(stub.executions.map(\.status) == [.cancelled])
        withExtendedLifetime(presenter) {  // the module is alive: only the navigator stops it
            #expect(stub.complete(at: 0, with: .success(SampleArticles.swift)) == false)
        }
        // the exhaustive log fails the test if the presenter showed anything
    }

    @Test func backFromAScreenNoLongerShownSaysWhy() throws {
        let harness = Harness()
        let view = ArticleDetailViewSpy(log: log)
        let presenter = try harness.detailPresenter(id: "a1", view: view)
        #expect(presenter.didTapBack() == nil)

        let message = try #require(presenter.didTapBack())
        #expect(message.hasPrefix("Cannot go back:"))
    }
}
