/// App-wide services for the screens of a flow, read by their assemblies through the
/// ``NavigationHandle/environment`` of each screen.
///
/// Each ``Navigator`` has one (``Navigator/environment``), so each scene and each test has
/// its own. A screen's handle carries the environment of the flow it was shown in:
/// ``Destination/environment(_:_:)`` changes a value for the screen shown and every screen
/// shown from it. Use it for services many modules share and whose parents only hand them
/// on (a store, a clock, a logger); what a module is *about* belongs in its `Input`.
public struct NavigationEnvironment: Sendable {
    private var values: [ObjectIdentifier: any Sendable] = [:]

    /// Creates an environment in which every key has its default value.
    public init() {}

    /// The value set for `key`, else its ``NavigationEnvironmentKey/defaultValue``.
    public subscript<Key: NavigationEnvironmentKey>(key: Key.Type) -> Key.Value {
        // Only this setter stores a value, under its own key, so the cast cannot fail.
        get { values[ObjectIdentifier(key)] as? Key.Value ?? Key.defaultValue }
        set { values[ObjectIdentifier(key)] = newValue }
    }

    /// This environment with the values `other` sets replacing its own.
    func merging(_ other: NavigationEnvironment) -> NavigationEnvironment {
        guard !other.values.isEmpty else { return self }
        var merged = self
        merged.values.merge(other.values) { _, new in new }
        return merged
    }

    /// Whether no key is set.
    var isEmpty: Bool { values.isEmpty }
}
