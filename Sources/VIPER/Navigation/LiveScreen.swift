/// A screen object the navigator keeps alive, with what it adopted looked up once.
///
/// NB: the conformance casts happen when the screen is built, not on every change, so a
/// commit reads stored references instead of casting.
struct LiveScreen {
    let object: Any
    let lifecycle: (any ScreenLifecycle)?
    let screenGuard: (any ScreenGuard)?
    let result: (any ResultDelivering)?

    /// Reassembles a live screen from its parts.
    init(
        object: Any, lifecycle: (any ScreenLifecycle)?, screenGuard: (any ScreenGuard)?,
        result: (any ResultDelivering)?
    ) {
        self.object = object
        self.lifecycle = lifecycle
        self.screenGuard = screenGuard
        self.result = result
    }

    /// Wraps a screen, casting from its static type rather than from `Any`, which would
    /// first try to unbox and bridge the value, and only for the protocols its type is
    /// known to adopt.
    @MainActor
    init<Screen>(
        _ screen: Screen, adopts capabilities: ScreenCapabilities,
        result: (any ResultDelivering)?
    ) {
        object = screen
        lifecycle = capabilities.lifecycle(of: screen)
        screenGuard = capabilities.screenGuard(of: screen)
        self.result = result
    }
}
