import Foundation

@testable import Articles

/// Three articles whose orders all differ: newest, most liked and by title.
enum SampleArticles {
    static let swift = article(
        id: "a1", title: "Swift", likes: 10, published: "2024-03-01T00:00:00Z")
    static let viper = article(
        id: "b2", title: "VIPER", likes: 30, published: "2024-01-01T00:00:00Z")
    static let actors = article(
        id: "c3", title: "Actors", likes: 20, published: "2024-02-01T00:00:00Z")

    static let all = [swift, viper, actors]

    static func article(id: String, title: String, likes: Int, published: String) -> Article {
        Article(
            id: id, title: title, url: ArticleURL("https://qiita.com/u/items/\(id)")!,
            author: "u", likes: likes, publishedAt: try! Date(published, strategy: .iso8601),
            tags: ["swift"])
    }
}

/// What a loading failure looks like in the tests.
struct SampleError: Error, CustomStringConvertible {
    var description: String { "offline" }
}
