import VIPER

/// A minimal runtime dependency container: a lock, a dictionary keyed by type, a cast.
///
/// This is the mechanism runtime DI containers (Swinject and the like) are built on,
/// without their scopes, names or graph tracking, so it is the cheapest such a container
/// can be. The library does not offer one: a missing registration is a `nil` here, a
/// compile error with ``DependencyInjectable``.
final class RuntimeContainer: Sendable {
    private typealias Factory = @Sendable (RuntimeContainer) -> Any?

    private let factories = LockedState([ObjectIdentifier: Factory]())

    /// Registers how to build a `Service`; a later registration replaces an earlier one.
    func register<Service>(
        _ type: Service.Type, factory: @escaping @Sendable (RuntimeContainer) -> Service?
    ) {
        factories.withLock { $0[ObjectIdentifier(type)] = factory }
    }

    /// Builds a `Service`, or returns `nil` when none is registered.
    func resolve<Service>(_ type: Service.Type) -> Service? {
        let factory = factories.withLock { $0[ObjectIdentifier(type)] }
        return factory?(self) as? Service
    }
}
