/// A typed key of a ``NavigationEnvironment``: an app-wide service a module can reach
/// without every parent passing it on, with the value it has when nobody set one.
///
/// The default is required, so reading a key always gives a value of its type: a
/// module never finds a service missing at run time. Declare a key per service, as a
/// caseless enum:
///
/// ```swift
/// enum ClockKey: NavigationEnvironmentKey {
///     static let defaultValue: any Clock<Duration> = ContinuousClock()
/// }
/// ```
public protocol NavigationEnvironmentKey {
    /// The type of the service.
    associatedtype Value: Sendable

    /// The value the key has in an environment that does not set it.
    static var defaultValue: Value { get }
}
