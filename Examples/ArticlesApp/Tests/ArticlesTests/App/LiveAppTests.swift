import Testing
import VIPERTesting

@testable import Articles

/// The app over its real use cases: `AsyncUseCase` interactors over the bundled articles.
///
/// Each screen runs its load through its handle, so the test runs the navigator until
/// idle and asserts what the screen shows: no spy to wait on, no sleep, no timeout.
@MainActor
@Suite struct LiveAppTests {
    let app = ArticlesApp(
        environment: .live(
            repository: DataSourceArticleRepository(source: JSONFileArticleDataSource.bundled())))

    @Test func theListAndThenAnArticleLoadFromTheBundledFile() async throws {
        #expect(app.start(session: nil, deepLink: nil).isEmpty)
        #expect(app.isBusy)

        await app.navigator.runUntilIdle()

        let list = try #require(app.topScreen as? ArticleListScreen)
        guard case .rows(let rows, .newest) = list.content else {
            Issue.record("the list shows \(list.content)")
            return
        }
        #expect(rows.count == 8)

        #expect(app.handle("1") == .screen(message: nil))
        #expect(app.isBusy)
        await app.navigator.runUntilIdle()

        let detail = try #require(app.topScreen as? ArticleDetailScreen)
        #expect(detail.title == rows[0].title)
        #expect(!app.isBusy)
    }
}
