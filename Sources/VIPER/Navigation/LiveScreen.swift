/// A screen object the navigator keeps alive, with what it adopted looked up once.
///
/// NB: the conformance casts happen when the screen is built, not on every change, so a
/// commit reads stored references instead of casting.
struct LiveScreen {
    let object: Any
    let lifecycle: (any ScreenLifecycle)?
    let screenGuard: (any ScreenGuard)?
    let result: (any ResultDelivering)?

    /// Wraps a screen, casting from its static type rather than from `Any`, which would
    /// first try to unbox and bridge the value, and only for the protocols its type is
    /// known to adopt.
    @MainActor
    init<Screen>(
        _ screen: Screen, adopts capabilities: ScreenCapabilities,
        result: (any ResultDelivering)?
    ) {
        object = screen
        lifecycle = capabilities.lifecycle ? screen as? any ScreenLifecycle : nil
        screenGuard = capabilities.guards ? screen as? any ScreenGuard : nil
        self.result = result
    }
}

/// Which navigation protocols a screen type adopts, looked up once per type.
struct ScreenCapabilities {
    var lifecycle: Bool
    var guards: Bool

    /// A small cache of the last few screen types, searched linearly: an app pushes a
    /// handful of types over and over, and a conformance lookup costs far more than a
    /// comparison of a few identifiers.
    struct Cache {
        private var entries: [(type: ObjectIdentifier, capabilities: ScreenCapabilities)] = []

        @MainActor
        mutating func capabilities<Screen>(of type: Screen.Type) -> ScreenCapabilities {
            let key = ObjectIdentifier(type)
            for entry in entries where entry.type == key { return entry.capabilities }
            let found = ScreenCapabilities(
                lifecycle: type is any ScreenLifecycle.Type, guards: type is any ScreenGuard.Type)
            if entries.count >= 32 { entries.removeFirst() }
            entries.append((key, found))
            return found
        }
    }
}
