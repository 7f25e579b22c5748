import Foundation

/// How the article list is ordered; what the sort picker hands back.
///
/// The raw values are stable: they are written into the saved session.
public enum ArticleSortOrder: String, CaseIterable, Codable, Sendable {
    /// The most recently published first.
    case newest
    /// The earliest published first.
    case oldest
    /// The most liked first.
    case mostLiked
    /// Alphabetically by title.
    case title

    /// How the order reads on screen.
    public var label: String {
        switch self {
        case .newest: "Newest first"
        case .oldest: "Oldest first"
        case .mostLiked: "Most liked"
        case .title: "Title A-Z"
        }
    }
}

extension Array where Element == Article {
    /// The articles in `order`; ties keep the identity order, so the result is stable.
    ///
    /// - Parameter order: The order to put them in.
    /// - Returns: The sorted articles.
    public func sorted(by order: ArticleSortOrder) -> [Article] {
        sorted { lhs, rhs in
            switch order {
            case .newest where lhs.publishedAt != rhs.publishedAt:
                return lhs.publishedAt > rhs.publishedAt
            case .oldest where lhs.publishedAt != rhs.publishedAt:
                return lhs.publishedAt < rhs.publishedAt
            case .mostLiked where lhs.likes != rhs.likes:
                return lhs.likes > rhs.likes
            case .title where lhs.title != rhs.title:
                return lhs.title.localizedStandardCompare(rhs.title) == .orderedAscending
            default:
                return lhs.id < rhs.id
            }
        }
    }
}
