import Articles
import Testing
import VIPER

/// The live use cases are named classes that adopt `AsyncUseCase` with one method each.
@Suite(.timeLimit(.minutes(1)))
struct FetchInteractorTests {
    @Test func theNamedInteractorsLoadThroughTheRepository() async throws {
        let repository = DataSourceArticleRepository(source: JSONFileArticleDataSource.bundled())

        let articles = try await FetchArticlesInteractor(repository: repository).execute()
        let article = try await FetchArticleInteractor(repository: repository)
            .execute("a9e6b3027d4c1f85e7b0")

        #expect(articles.count == 8)
        #expect(article.author == "mika_t")
    }

    @Test func cancelResumesACallerWaitingForASlowSourceAtOnce() async {
        let slowSource = JSONFileArticleDataSource.bundled(latency: 30)
        let interactor = FetchArticlesInteractor(
            repository: DataSourceArticleRepository(source: slowSource))
        let load = Task { try await interactor.execute() }
        // NB: cancels until the load has started and been cancelled; a cancel that did not
        // reach it would let it run its 30 s and succeed.
        let canceller = Task {
            while !Task.isCancelled {
                interactor.cancel()
                try? await Task.sleep(nanoseconds: 10_000_000)
            }
        }

        let result = await load.result
        canceller.cancel()

        #expect(throws: CancellationError.self) { try result.get() }
    }
}
