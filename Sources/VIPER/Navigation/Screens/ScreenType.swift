/// The type of the screen an entry shows, compared by identity.
///
/// It names the screen in state dumps and failure messages and lets a test ask
/// "is the top a `DetailScreen`?" without reaching for the live object. It is never
/// encoded: restoration writes routes (see ``NavigationRoute``), not type names.
///
/// ```swift
/// #expect(navigator.state.top?.screen == ScreenType(DetailScreen.self))
/// ```
public struct ScreenType: Hashable, Sendable, CustomStringConvertible {
    // `@unchecked Sendable` is sound: the metatype is immutable and only used for
    // identity and `String(describing:)`; no conformance of it is ever looked up, so an
    // isolated conformance cannot leak through this value.
    private struct Storage: @unchecked Sendable {
        let type: Any.Type
    }

    private let storage: Storage

    /// Creates the value that names `type`.
    ///
    /// - Parameter type: The screen type.
    public init(_ type: Any.Type) {
        storage = Storage(type: type)
    }

    /// The screen type itself.
    var type: Any.Type { storage.type }

    /// The screen type's name, such as `DetailScreen`.
    public var name: String { String(describing: storage.type) }

    /// The screen type's name.
    public var description: String { name }

    /// Whether two values name the same type.
    ///
    /// - Parameters:
    ///   - lhs: A screen type.
    ///   - rhs: Another screen type.
    /// - Returns: `true` when both name the same type.
    public static func == (lhs: ScreenType, rhs: ScreenType) -> Bool {
        ObjectIdentifier(lhs.storage.type) == ObjectIdentifier(rhs.storage.type)
    }

    /// Hashes the type's identity.
    ///
    /// - Parameter hasher: The hasher to feed.
    public func hash(into hasher: inout Hasher) {
        hasher.combine(ObjectIdentifier(storage.type))
    }
}
