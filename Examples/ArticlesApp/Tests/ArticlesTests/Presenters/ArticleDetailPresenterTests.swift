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

    @Test func backClosesTheDetail() throws {
        let harness = Harness()
        let view = ArticleDetailViewSpy(log: log)
        let presenter = try harness.detailPresenter(id: "a1", view: view)
        harness.navigator.assertStack([TestHostBase.self, TestHost<Never>.self])

        #expect(presenter.didTapBack() == nil)
        harness.navigator.assertStack([TestHostBase.self])
    }

    @Test func leavingWhileLoadingCancelsTheLoad() throws {
        let stub = UseCaseStub<String, Article, any Error>(.never)
        let harness = Harness(article: stub)
        let view = ArticleDetailViewSpy(log: log)
        let presenter = try harness.detailPresenter(id: "a1", view: view)
        presenter.viewDidLoad()
        log.assertNextCalls(["view.showLoading()"])

        #expect(stub.executions.map(\.status) == [.pending])
        presenter.viewDidLeave()

        #expect(stub.executions.map(\.status) == [.cancelled])
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
