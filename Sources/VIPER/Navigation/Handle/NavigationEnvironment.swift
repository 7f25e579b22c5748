/// App-wide services for the screens of a flow, read by their assemblies through the
/// ``NavigationHandle`` the navigator gives each screen.
///
/// Each ``Navigator`` has one (``Navigator/environment``): no singleton, so each scene,
/// and each test, has its own. A screen's handle carries the environment of the flow
/// it was shown in: the screen that showed it passes its own on, and
/// ``Destination/environment(_:_:)`` changes a value for the screen shown and every
/// screen shown from it, and for nobody else. Reading a key gives its value, or its
/// ``NavigationEnvironmentKey/defaultValue`` when nobody set it.
///
/// Use it for services many modules share and whose parents only hand them on (a store,
/// a clock, a logger). Keep what a module is *about* (the item it edits, the choices it
/// offers) in its `Input`: the caller decides it and the compiler checks it is passed.
///
/// ```swift
/// extension AddScreen: @MainActor DependencyInjectable {
///     static func make(withDependency dependency: Navigated<Void, TodoItem>) -> AddScreen {
///         let store = dependency.navigation.environment[TodoStoreKey.self]
///         …
///     }
/// }
/// navigator.environment[TodoStoreKey.self] = InMemoryTodoStore()  // in a test
/// try navigator.present(.screen(AddScreen.self, input: ()).environment(ClockKey.self, fixed))
/// ```
public struct NavigationEnvironment: Sendable {
    // `Dictionary()`, not `[:]`: the literal calls the unspecialised
    // `init(dictionaryLiteral:)` for every destination, reservation and handle made.
    private var values = [ObjectIdentifier: any Sendable]()

    /// Creates an environment in which every key has its default value.
    public init() {}

    /// The value of a key: the one set, else the key's default.
    ///
    /// - Parameter key: The key.
    public subscript<Key: NavigationEnvironmentKey>(key: Key.Type) -> Key.Value {
        // A value is stored only through this setter, under its own key's identity,
        // so the cast succeeds whenever a value is there.
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
