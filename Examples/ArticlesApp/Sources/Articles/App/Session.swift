import Foundation
import VIPER

/// What the app keeps between runs: the navigation, as the library's restoration data,
/// the sort order the user picked, and the articles they kept.
///
/// A session saved before there were bookmarks has none: it reads as no bookmarks.
public struct Session: Codable, Equatable, Sendable {
    /// The version of this format; another version is refused.
    public static let currentVersion = 1

    /// The format version.
    public var version: Int
    /// What `Navigator.restorationData(_:)` wrote.
    public var navigation: Data
    /// The sort order of the list.
    public var sortOrder: ArticleSortOrder
    /// The kept articles, the one kept last first.
    public var bookmarks: [Bookmark]

    /// Creates a session.
    ///
    /// - Parameters:
    ///   - navigation: What `Navigator.restorationData(_:)` wrote.
    ///   - sortOrder: The sort order of the list.
    ///   - bookmarks: The kept articles, the one kept last first.
    public init(navigation: Data, sortOrder: ArticleSortOrder, bookmarks: [Bookmark] = []) {
        self.version = Session.currentVersion
        self.navigation = navigation
        self.sortOrder = sortOrder
        self.bookmarks = bookmarks
    }

    private enum CodingKeys: String, CodingKey {
        case version, navigation, sortOrder, bookmarks
    }

    /// Decodes a session; one saved before there were bookmarks has none.
    ///
    /// - Parameter decoder: The decoder.
    /// - Throws: `DecodingError` when a field is missing or of the wrong type.
    public init(from decoder: any Decoder) throws {
        let container = try decoder.container(keyedBy: CodingKeys.self)
        version = try container.decode(Int.self, forKey: .version)
        navigation = try container.decode(Data.self, forKey: .navigation)
        sortOrder = try container.decode(ArticleSortOrder.self, forKey: .sortOrder)
        bookmarks = try container.decodeIfPresent([Bookmark].self, forKey: .bookmarks) ?? []
    }

    /// The session as JSON.
    ///
    /// - Returns: The encoded session.
    /// - Throws: `EncodingError`, which a session's fields never cause.
    public func encoded() throws -> Data {
        let encoder = JSONEncoder()
        encoder.outputFormatting = [.sortedKeys, .prettyPrinted]
        return try encoder.encode(self)
    }

    /// Decodes a session.
    ///
    /// - Parameter data: What ``encoded()`` wrote.
    /// - Throws: ``SessionError`` when the data is not a session of this version.
    public init(decoding data: Data) throws(SessionError) {
        let session: Session
        do {
            session = try JSONDecoder().decode(Session.self, from: data)
        } catch {
            throw SessionError("the saved session is not readable")
        }
        guard session.version == Session.currentVersion else {
            throw SessionError(
                "the saved session has version \(session.version), not \(Session.currentVersion)")
        }
        self = session
    }
}

/// Why a saved session was not used.
public struct SessionError: Error, Equatable, CustomStringConvertible {
    /// What is wrong.
    public let message: String

    /// Creates the error.
    ///
    /// - Parameter message: What is wrong.
    public init(_ message: String) {
        self.message = message
    }

    /// The message.
    public var description: String { message }
}
