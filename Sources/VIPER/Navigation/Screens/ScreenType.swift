/// The type of the screen an entry shows, compared by identity: it names the screen in
/// state dumps and failures, and is never encoded (restoration writes routes).
public struct ScreenType: Hashable, Sendable, CustomStringConvertible {
    // `@unchecked Sendable` is sound: the metatype is immutable and only used for identity
    // and its name; no conformance of it is looked up, so no isolated one can leak.
    private struct Storage: @unchecked Sendable {
        let type: Any.Type
    }

    private let storage: Storage

    /// Creates the value that names `type`.
    public init(_ type: Any.Type) {
        storage = Storage(type: type)
    }

    /// The screen type itself.
    var type: Any.Type { storage.type }

    /// The screen type's name, such as `DetailScreen`.
    public var name: String { String(describing: storage.type) }

    /// The screen type's name.
    public var description: String { name }

    /// Whether `lhs` and `rhs` name the same type.
    public static func == (lhs: ScreenType, rhs: ScreenType) -> Bool {
        ObjectIdentifier(lhs.storage.type) == ObjectIdentifier(rhs.storage.type)
    }

    /// Hashes the type's identity into `hasher`.
    public func hash(into hasher: inout Hasher) {
        hasher.combine(ObjectIdentifier(storage.type))
    }
}
