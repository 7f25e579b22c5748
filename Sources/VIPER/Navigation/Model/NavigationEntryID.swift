/// The stable identity of one screen shown by a ``Navigator``.
///
/// A navigator issues identities in order from 1, so tests can write them down; it never
/// reuses one, and an identity survives restoration and moves between stacks.
///
/// ```swift
/// let detail = try navigator.push(.screen(DetailScreen.self, input: item))
/// try navigator.pop(to: detail)
/// ```
public struct NavigationEntryID: Hashable, Comparable, Sendable, Codable,
    CustomStringConvertible
{
    /// The number behind the identity.
    public let rawValue: UInt64

    /// Creates an identity from its number, `rawValue`.
    public init(_ rawValue: UInt64) {
        self.rawValue = rawValue
    }

    /// Reads the identity from the single number `decoder` holds; throws `DecodingError`
    /// when it is not an unsigned integer.
    public init(from decoder: any Decoder) throws {
        rawValue = try decoder.singleValueContainer().decode(UInt64.self)
    }

    /// Writes the identity as a single number to `encoder`; throws what it throws.
    public func encode(to encoder: any Encoder) throws {
        var container = encoder.singleValueContainer()
        try container.encode(rawValue)
    }

    /// Whether `lhs` was issued before `rhs`.
    public static func < (lhs: NavigationEntryID, rhs: NavigationEntryID) -> Bool {
        lhs.rawValue < rhs.rawValue
    }

    /// A short form for logs and failure messages, such as `#3`.
    public var description: String { "#\(rawValue)" }
}
