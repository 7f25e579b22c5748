/// A typed key of a ``NavigationEnvironment``, with the value it has when nobody set one,
/// so that a module never finds a service missing; declare one per service, as a caseless
/// enum.
public protocol NavigationEnvironmentKey {
    /// The type of the service.
    associatedtype Value: Sendable

    /// The value the key has in an environment that does not set it.
    static var defaultValue: Value { get }
}
