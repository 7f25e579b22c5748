import Testing
import VIPERTesting

@testable import Articles

/// Every path of the list presenter, with a view spy, a use case stub and a real
/// headless navigator as the router's double.
@MainActor
@Suite struct ArticleListPresenterTests {
    let log = CallLog(exhaustive: true)

    @Test func successShowsTheArticlesNewestFirst() throws {
        let harness = Harness()
        let view = ArticleListViewSpy(log: log)
        let presenter = try harness.listPresenter(view: view)

        presenter.viewDidLoad()

        #expect(harness.articles.executeCount == 1)
        log.assertCalls([
            "view.showLoading()",
            #"view.show(["Swift", "Actors", "VIPER"], newest)"#,
        ])
    }

    @Test func successUsesTheSavedSortOrder() throws {
        let harness = Harness(order: .mostLiked)
        let view = ArticleListViewSpy(log: log)
        let presenter = try harness.listPresenter(view: view)

        presenter.viewDidLoad()

        log.assertCalls([
            "view.showLoading()",
            #"view.show(["VIPER", "Actors", "Swift"], mostLiked)"#,
        ])
    }

    @Test func noArticlesShowsTheEmptyState() throws {
        let harness = Harness(articles: UseCaseStub(returning: []))
        let view = ArticleListViewSpy(log: log)
        let presenter = try harness.listPresenter(view: view)

        presenter.viewDidLoad()

        log.assertCalls(["view.showLoading()", "view.showEmpty()"])
        #expect(presenter.didSelectRow(at: 0) == "There is no article to open.")
        harness.navigator.assertStack([TestHostBase.self, TestHost<Never>.self])
    }

    @Test func failureShowsTheErrorAndReloadTriesAgain() throws {
        let stub = UseCaseStub<Void, [Article], any Error>(failingWith: SampleError())
        let harness = Harness(articles: stub)
        let view = ArticleListViewSpy(log: log)
        let presenter = try harness.listPresenter(view: view)

        presenter.viewDidLoad()
        stub.behavior = .immediate(.success(SampleArticles.all))
        presenter.reload()

        #expect(stub.executeCount == 2)
        log.assertCalls([
            "view.showLoading()",
            "view.showError(Could not load the articles: offline.)",
            "view.showLoading()",
            #"view.show(["Swift", "Actors", "VIPER"], newest)"#,
        ])
    }

    @Test func aFailureAsksToRetryAndRetryLoadsAgain() throws {
        let stub = UseCaseStub<Void, [Article], any Error>(failingWith: SampleError())
        let harness = Harness(articles: stub)
        let view = ArticleListViewSpy(log: log)
        let presenter = try harness.listPresenter(view: view)
        presenter.viewDidLoad()
        log.assertNextCalls([
            "view.showLoading()", "view.showError(Could not load the articles: offline.)",
        ])
        stub.behavior = .immediate(.success(SampleArticles.all))

        harness.navigator.assertAlert(
            title: "Could not load the articles", buttons: ["Retry", "Cancel"]
        ).tap("Retry")

        #expect(harness.navigator.state.alert == nil)
        #expect(stub.executeCount == 2)
        log.assertNextCalls([
            "view.showLoading()", #"view.show(["Swift", "Actors", "VIPER"], newest)"#,
        ])
    }

    @Test func cancellingTheRetryAlertLeavesTheErrorShown() throws {
        let stub = UseCaseStub<Void, [Article], any Error>(failingWith: SampleError())
        let harness = Harness(articles: stub)
        let view = ArticleListViewSpy(log: log)
        let presenter = try harness.listPresenter(view: view)
        presenter.viewDidLoad()
        log.assertNextCalls([
            "view.showLoading()", "view.showError(Could not load the articles: offline.)",
        ])

        harness.navigator.assertAlert(title: "Could not load the articles").tap("Cancel")

        #expect(harness.navigator.state.alert == nil)
        #expect(stub.executeCount == 1)
        // the exhaustive log fails the test if the presenter showed anything
    }

    @Test func aLateResultIsShownWhenTheLoadCompletes() throws {
        let stub = UseCaseStub<Void, [Article], any Error>(.deferred)
        let harness = Harness(articles: stub)
        let view = ArticleListViewSpy(log: log)
        let presenter = try harness.listPresenter(view: view)

        presenter.viewDidLoad()
        log.assertNextCalls(["view.showLoading()"])
        stub.complete(with: .success([SampleArticles.viper]))

        log.assertNextCalls([#"view.show(["VIPER"], newest)"#])
    }

    @Test func poppingTheListWhileLoadingCancelsTheLoadOnceAndShowsNothing() throws {
        let stub = UseCaseStub<Void, [Article], any Error>(.deferred)
        let harness = Harness(articles: stub)
        let view = ArticleListViewSpy(log: log)
        let presenter = try harness.listPresenter(view: view)
        presenter.viewDidLoad()
        log.assertNextCalls(["view.showLoading()"])
        #expect(stub.executions.map(\.status) == [.pending])

        try harness.navigator.pop()

        #expect(stub.cancelCount == 1)
        #expect(stub.executions.map(\.status) == [.cancelled])
        withExtendedLifetime(presenter) {  // the module is alive: only the navigator stops it
            #expect(stub.complete(at: 0, with: .success([SampleArticles.viper])) == false)
        }
        // the exhaustive log fails the test if the presenter showed anything
    }

    @Test func reloadingWhileLoadingCancelsTheLoadInFlightOnce() throws {
        let stub = UseCaseStub<Void, [Article], any Error>(.deferred)
        let harness = Harness(articles: stub)
        let view = ArticleListViewSpy(log: log)
        let presenter = try harness.listPresenter(view: view)
        presenter.viewDidLoad()

        presenter.reload()

        #expect(stub.cancelCount == 1)
        #expect(stub.executions.map(\.status) == [.cancelled, .pending])
        #expect(stub.complete(at: 0, with: .success([SampleArticles.swift])) == false)
        stub.complete(at: 1, with: .success([SampleArticles.viper]))
        log.assertCalls([
            "view.showLoading()", "view.showLoading()", #"view.show(["VIPER"], newest)"#,
        ])
    }

    @Test func openingARowPushesThatArticleByRoute() throws {
        let harness = Harness()
        let view = ArticleListViewSpy(log: log)
        let presenter = try harness.listPresenter(view: view)
        presenter.viewDidLoad()
        log.skipUnverifiedCalls()

        #expect(presenter.didSelectRow(at: 2) == nil)  // newest first: VIPER is third

        harness.navigator.assertStack([
            TestHostBase.self, TestHost<Never>.self, ArticleDetailScreen.self,
        ])
        #expect(
            harness.navigator.state.top?.route == AnyNavigationRoute(AppRoute.article(id: "b2")))
    }

    @Test func aRowThatIsNotShownIsRefusedWithAMessage() throws {
        let harness = Harness()
        let view = ArticleListViewSpy(log: log)
        let presenter = try harness.listPresenter(view: view)
        presenter.viewDidLoad()
        log.skipUnverifiedCalls()

        #expect(presenter.didSelectRow(at: 3) == "There is no row 4: pick 1-3.")
        #expect(presenter.didSelectRow(at: -1) == "There is no row 0: pick 1-3.")
        harness.navigator.assertStack([TestHostBase.self, TestHost<Never>.self])
    }

    @Test func thePickedOrderResortsTheListAndIsSaved() throws {
        let harness = Harness()
        let view = ArticleListViewSpy(log: log)
        let presenter = try harness.listPresenter(view: view)
        presenter.viewDidLoad()
        log.skipUnverifiedCalls()

        #expect(presenter.didTapSort() == nil)
        harness.navigator.assertLayers([
            .root(TestHostBase.self, TestHost<Never>.self), .fullScreenCover(SortPickerScreen.self),
        ])
        let picker = try #require(harness.navigator.topScreen as? SortPickerScreen)
        #expect(picker.current == .newest)
        #expect(picker.perform(.open(4)) == nil)  // "Title A-Z"

        harness.navigator.assertLayers([.root(TestHostBase.self, TestHost<Never>.self)])
        log.assertNextCalls([#"view.show(["Actors", "Swift", "VIPER"], title)"#])
        #expect(harness.environment.sortPreference.order == .title)
        #expect(harness.articles.executeCount == 1)  // re-sorted, not reloaded
    }

    @Test func cancellingThePickerKeepsTheOrder() throws {
        let harness = Harness()
        let view = ArticleListViewSpy(log: log)
        let presenter = try harness.listPresenter(view: view)
        presenter.viewDidLoad()
        log.skipUnverifiedCalls()

        _ = presenter.didTapSort()
        let picker = try #require(harness.navigator.topScreen as? SortPickerScreen)
        #expect(picker.perform(.back) == nil)

        harness.navigator.assertLayers([.root(TestHostBase.self, TestHost<Never>.self)])
        #expect(harness.environment.sortPreference.order == .newest)
        // the exhaustive log fails the test if the presenter showed anything
    }

    @Test func sortIsRefusedWhenTheListIsCovered() throws {
        let harness = Harness()
        let view = ArticleListViewSpy(log: log)
        let presenter = try harness.listPresenter(view: view)
        _ = try harness.navigator.showTestHost()

        let message = try #require(presenter.didTapSort())
        #expect(message.hasPrefix("Cannot choose the order now:"))
        harness.navigator.assertStack([
            TestHostBase.self, TestHost<Never>.self, TestHost<Never>.self,
        ])
    }
}
