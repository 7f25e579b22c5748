/// A deep link whose parameters do not parse, thrown from a ``RouteTable``'s parser and
/// reported as ``NavigationError/Reason/invalidDeepLink(_:)``.
///
/// ```swift
/// guard let id = Int(value) else { throw DeepLinkError("id \(value) is not a number") }
/// ```
public struct DeepLinkError: Error, Hashable, Sendable, CustomStringConvertible {
    /// What is wrong with the link.
    public let message: String

    /// Creates the error, with what is wrong with the link: `message`.
    public init(_ message: String) {
        self.message = message
    }

    /// The message.
    public var description: String { message }
}
