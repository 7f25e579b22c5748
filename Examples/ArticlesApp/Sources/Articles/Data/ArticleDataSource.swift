import Foundation

/// Where article rows come from; the layer that uses it owns this protocol.
public protocol ArticleDataSource: Sendable {
    /// Fetches the current rows.
    ///
    /// - Returns: The rows, unvalidated.
    /// - Throws: ``ArticleSourceError`` when the rows cannot be read, or
    ///   `CancellationError` when the fetch was cancelled.
    func fetchArticles() async throws -> [ArticleDTO]
}

/// Why the article rows could not be read.
public enum ArticleSourceError: Error, Equatable, CustomStringConvertible {
    /// The file does not exist or cannot be opened.
    case unreadable(path: String)
    /// The file is not a JSON array of article rows.
    case malformed(path: String)

    /// One line for the user.
    public var description: String {
        switch self {
        case .unreadable(let path): "cannot read \(path)"
        case .malformed(let path): "\(path) is not a JSON list of articles"
        }
    }
}

/// A data source that reads a JSON file of rows in the Qiita API's shape: the bundled
/// fixture by default, so the app runs anywhere without a network.
public struct JSONFileArticleDataSource: ArticleDataSource {
    /// The file read on every fetch.
    public let file: URL
    private let latencyNanoseconds: UInt64

    /// Creates a data source over `file`.
    ///
    /// - Parameters:
    ///   - file: A JSON array of rows.
    ///   - latency: Seconds each fetch waits first, as a network would; cancellable.
    public init(file: URL, latency: Double = 0) {
        self.file = file
        self.latencyNanoseconds = UInt64(max(latency, 0) * 1_000_000_000)
    }

    /// The fixture bundled with the app as a package resource.
    ///
    /// - Parameter latency: Seconds each fetch waits first.
    /// - Returns: A data source over the bundled `articles.json`.
    public static func bundled(latency: Double = 0) -> JSONFileArticleDataSource {
        // NB: `Bundle.module` is the resource bundle SwiftPM generates for this target.
        let file =
            Bundle.module.url(forResource: "articles", withExtension: "json")
            ?? Bundle.module.bundleURL.appendingPathComponent("articles.json")
        return JSONFileArticleDataSource(file: file, latency: latency)
    }

    /// Reads and decodes the file.
    ///
    /// - Returns: The rows, unvalidated.
    /// - Throws: ``ArticleSourceError``, or `CancellationError` when cancelled while
    ///   waiting.
    public func fetchArticles() async throws -> [ArticleDTO] {
        if latencyNanoseconds > 0 {
            try await Task.sleep(nanoseconds: latencyNanoseconds)
        }
        try Task.checkCancellation()
        let data: Data
        do {
            data = try Data(contentsOf: file)
        } catch {
            throw ArticleSourceError.unreadable(path: file.path)
        }
        do {
            return try JSONDecoder().decode([ArticleDTO].self, from: data)
        } catch {
            throw ArticleSourceError.malformed(path: file.path)
        }
    }
}
