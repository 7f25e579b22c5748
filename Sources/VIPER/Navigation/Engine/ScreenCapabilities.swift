/// Which navigation protocols a screen type adopts, looked up once per type.
///
/// NB: ``RestorableScreen`` is looked up here too, so that a typed push records its
/// screen's route without a conformance lookup per push.
struct ScreenCapabilities {
    var lifecycle: Bool
    var guards: Bool
    // NB: the conformances themselves, as metatypes, when the screen type is known. Casting
    // a screen through its opened metatype is a cast to its own type, which the runtime
    // answers without the conformance lookup that `screen as? any ScreenLifecycle` costs
    // in unspecialised code on every push.
    var lifecycleType: (any ScreenLifecycle.Type)?
    var guardType: (any ScreenGuard.Type)?
    /// The screen type as a ``RestorableScreen``, when it adopts it.
    var restorableType: (any RestorableScreen.Type)?

    init(
        lifecycle: Bool, guards: Bool, lifecycleType: (any ScreenLifecycle.Type)? = nil,
        guardType: (any ScreenGuard.Type)? = nil,
        restorableType: (any RestorableScreen.Type)? = nil
    ) {
        self.lifecycle = lifecycle
        self.guards = guards
        self.lifecycleType = lifecycleType
        self.guardType = guardType
        self.restorableType = restorableType
    }

    /// The screen as a ``ScreenLifecycle``, when its type adopts it.
    @MainActor @inline(__always)
    func lifecycle<Screen>(of screen: Screen) -> (any ScreenLifecycle)? {
        guard lifecycle else { return nil }
        guard let lifecycleType else { return screen as? any ScreenLifecycle }
        func cast<Adopter: ScreenLifecycle>(_: Adopter.Type) -> (any ScreenLifecycle)? {
            screen as? Adopter
        }
        return cast(lifecycleType)
    }

    /// The screen as a ``ScreenGuard``, when its type adopts it.
    @MainActor @inline(__always)
    func screenGuard<Screen>(of screen: Screen) -> (any ScreenGuard)? {
        guard guards else { return nil }
        guard let guardType else { return screen as? any ScreenGuard }
        func cast<Adopter: ScreenGuard>(_: Adopter.Type) -> (any ScreenGuard)? {
            screen as? Adopter
        }
        return cast(guardType)
    }

    /// A small cache of the last few screen types, searched linearly: an app pushes a
    /// handful of types over and over, and a conformance lookup costs far more than a
    /// comparison of a few identifiers.
    ///
    /// NB: without it (three conformance casts a push), navigation/navigator-push-pop
    /// went from 2.5x to 2.95x, navigator-push-pop-navigated from 2.95x to 3.75x.
    struct Cache {
        private var entries: [(type: ObjectIdentifier, capabilities: ScreenCapabilities)] = []

        // NB: the last type asked for, checked before the list: a push/pop loop repeats it.
        private var last: (type: ObjectIdentifier, capabilities: ScreenCapabilities)?

        @MainActor
        mutating func capabilities(of type: any Any.Type) -> ScreenCapabilities {
            let key = ObjectIdentifier(type)
            if let last, last.type == key { return last.capabilities }
            for entry in entries where entry.type == key {
                last = entry
                return entry.capabilities
            }
            let lifecycleType = type as? any ScreenLifecycle.Type
            let guardType = type as? any ScreenGuard.Type
            let found = ScreenCapabilities(
                lifecycle: lifecycleType != nil, guards: guardType != nil,
                lifecycleType: lifecycleType, guardType: guardType,
                restorableType: type as? any RestorableScreen.Type)
            if entries.count >= 32 { entries.removeFirst() }
            entries.append((key, found))
            last = (key, found)
            return found
        }
    }
}
