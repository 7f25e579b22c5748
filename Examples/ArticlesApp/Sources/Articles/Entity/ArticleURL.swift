import Foundation

/// The web address of an article: an absolute `http` or `https` URL with a host.
///
/// The domain refuses every other string at construction, so an ``Article`` can never
/// carry a `javascript:` link, a relative path or an `ftp://` address.
///
/// ```swift
/// ArticleURL("https://qiita.com/alice/items/1a2b")  // a value
/// ArticleURL("ftp://example.com/file")              // nil
/// ```
public struct ArticleURL: Hashable, Sendable, CustomStringConvertible {
    /// The address.
    public let url: URL

    /// Creates the address from a string, or `nil` unless it is an absolute `http(s)` URL
    /// with a host.
    ///
    /// - Parameter string: The address as text.
    public init?(_ string: String) {
        guard let url = URL(string: string),
            let scheme = url.scheme?.lowercased(), scheme == "http" || scheme == "https",
            let host = url.host, !host.isEmpty
        else { return nil }
        self.url = url
    }

    /// The address as text.
    public var description: String { url.absoluteString }
}
