/// One screen object the navigator keeps alive, and what navigation reads of it.
///
/// `serial` is the object's identity, never reused, even when a restoration rebuilds a
/// screen under an older entry identity: lifecycle calls, guard questions and results go
/// to the object with the right serial.
struct LiveScreen {
    let id: NavigationEntryID
    let serial: UInt64
    let object: Any
    let lifecycle: (any ScreenLifecycle)?
    let screenGuard: (any ScreenGuard)?
    let result: ResultSlot?
    /// Whether the screen was told ``ScreenLifecycle/screenDidLoad()``.
    var isLoaded = false
}

/// The identity and serial reserved for a screen about to be built.
struct ScreenReservation: Sendable {
    let id: NavigationEntryID
    let serial: UInt64
    /// The environment the screen's handle carries, set when it is built.
    var environment = NavigationEnvironment()
}

/// The screen a ``NavigationHandle`` acts for: its entry and, when the navigator built
/// it, its object's serial.
struct NavigationHandleSource {
    let id: NavigationEntryID
    let serial: UInt64?
    /// The environment of the handle's flow, passed on to the screens it shows.
    var environment = NavigationEnvironment()
}
