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
