import Foundation
import Testing

@testable import Articles

@Suite struct ArticleURLTests {
    @Test(arguments: [
        "https://qiita.com/alice/items/1a2b", "http://example.com", "HTTPS://EXAMPLE.COM/x",
    ])
    func webAddressesAreAccepted(_ text: String) {
        #expect(ArticleURL(text)?.description == text)
    }

    @Test(arguments: [
        "ftp://example.com/file", "javascript:alert(1)", "/items/1", "qiita.com/items/1",
        "https://", "", "mailto:a@example.com",
    ])
    func everythingElseIsRefused(_ text: String) {
        #expect(ArticleURL(text) == nil)
    }
}

@Suite struct ArticleMapperTests {
    let valid = ArticleDTO(
        id: "a1", title: " Title ", url: "https://qiita.com/u/items/a1", likesCount: 3,
        createdAt: "2024-03-18T09:12:00+09:00", user: .init(id: "u"),
        tags: [.init(name: "Swift"), .init(name: nil)])

    @Test func aValidRowBecomesAnArticle() throws {
        let article = try #require(ArticleMapper.article(from: valid))
        #expect(article.id == "a1")
        #expect(article.title == "Title")
        #expect(article.url.description == "https://qiita.com/u/items/a1")
        #expect(article.likes == 3)
        #expect(article.tags == ["Swift"])
        #expect(article.publishedAt == Date(timeIntervalSince1970: 1_710_720_720))
    }

    @Test func missingLikesAndTagsReadAsNone() throws {
        var row = valid
        row.likesCount = nil
        row.tags = nil
        let article = try #require(ArticleMapper.article(from: row))
        #expect(article.likes == 0)
        #expect(article.tags.isEmpty)
    }

    @Test(arguments: ["id", "title", "url", "createdAt", "user"])
    func aRowWithoutARequiredFieldIsDropped(_ field: String) {
        var row = valid
        switch field {
        case "id": row.id = nil
        case "title": row.title = nil
        case "url": row.url = nil
        case "createdAt": row.createdAt = nil
        default: row.user = nil
        }
        #expect(ArticleMapper.article(from: row) == nil)
    }

    @Test func invalidValuesAreDroppedAndTheRestKeptInOrder() {
        var blankTitle = valid
        blankTitle.title = "  "
        var ftp = valid
        ftp.url = "ftp://qiita.com/x"
        var badDate = valid
        badDate.createdAt = "yesterday"
        var noAuthor = valid
        noAuthor.user = nil
        var second = valid
        second.id = "b2"

        let articles = ArticleMapper.articles(from: [
            valid, blankTitle, ftp, badDate, noAuthor, second,
        ])

        #expect(articles.map(\.id) == ["a1", "b2"])
    }
}

@Suite struct ArticleDataSourceTests {
    @Test func theBundledFixtureIsReadByDefaultAndItsInvalidRowsDropped() async throws {
        let rows = try await JSONFileArticleDataSource.bundled().fetchArticles()
        let articles = try await DataSourceArticleRepository(
            source: JSONFileArticleDataSource.bundled()
        )
        .articles()

        #expect(rows.count == 11)
        #expect(articles.count == 8)
        #expect(!articles.contains { $0.id == "ffff000011112222aaaa" })  // the ftp:// row
    }

    @Test func aMissingFileIsUnreadable() async {
        let source = JSONFileArticleDataSource(file: URL(fileURLWithPath: "/no/such/file.json"))
        await #expect(throws: ArticleSourceError.unreadable(path: "/no/such/file.json")) {
            try await source.fetchArticles()
        }
    }

    @Test func aFileThatIsNotAListIsMalformed() async throws {
        let file = FileManager.default.temporaryDirectory
            .appendingPathComponent("articles-\(UUID().uuidString).json")
        try Data(#"{"id": "x"}"#.utf8).write(to: file)
        defer { try? FileManager.default.removeItem(at: file) }

        await #expect(throws: ArticleSourceError.malformed(path: file.path)) {
            try await JSONFileArticleDataSource(file: file).fetchArticles()
        }
    }

    @Test func cancellingAFetchThatWaitsStopsIt() async {
        let task = Task { try await JSONFileArticleDataSource.bundled(latency: 30).fetchArticles() }
        task.cancel()
        await #expect(throws: CancellationError.self) { try await task.value }
    }

    @Test func theRepositoryFindsOneArticleOrSaysItIsMissing() async throws {
        let repository = DataSourceArticleRepository(source: JSONFileArticleDataSource.bundled())
        #expect(try await repository.article(id: "a9e6b3027d4c1f85e7b0").author == "mika_t")
        await #expect(throws: ArticleNotFound(id: "ffff000011112222aaaa")) {
            try await repository.article(id: "ffff000011112222aaaa")
        }
    }
}

@Suite struct SortOrderTests {
    @Test(arguments: [
        (ArticleSortOrder.newest, ["a1", "c3", "b2"]), (.oldest, ["b2", "c3", "a1"]),
        (.mostLiked, ["b2", "c3", "a1"]), (.title, ["c3", "a1", "b2"]),
    ])
    func eachOrderSortsAsItsLabelSays(_ order: ArticleSortOrder, _ ids: [String]) {
        #expect(SampleArticles.all.sorted(by: order).map(\.id) == ids)
    }

    @Test func tiesKeepTheIdentityOrder() {
        let first = SampleArticles.article(
            id: "x1", title: "Same", likes: 1, published: "2024-01-01T00:00:00Z")
        let second = SampleArticles.article(
            id: "x2", title: "Same", likes: 1, published: "2024-01-01T00:00:00Z")
        for order in ArticleSortOrder.allCases {
            #expect([second, first].sorted(by: order).map(\.id) == ["x1", "x2"])
        }
    }
}
