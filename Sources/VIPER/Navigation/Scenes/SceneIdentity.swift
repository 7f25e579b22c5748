/// The stable name of a scene (a window), as a ``SceneRouter`` knows it: on UIKit the
/// `persistentIdentifier` of the scene's `UISceneSession`, which stays the same when the
/// system disconnects the scene and connects it again.
///
/// ```swift
/// let scene = SceneIdentity(rawValue: session.persistentIdentifier)
/// ```
public struct SceneIdentity: RawRepresentable, Hashable, Sendable, Codable,
    ExpressibleByStringLiteral, CustomStringConvertible
{
    /// The scene's name.
    public let rawValue: String

    /// Creates an identity from the scene's name, `rawValue`.
    public init(rawValue: String) {
        self.rawValue = rawValue
    }

    /// Creates an identity from the scene's name, `value`.
    public init(stringLiteral value: String) {
        rawValue = value
    }

    /// The name.
    public var description: String { rawValue }
}
