/// A screen object the navigator keeps alive, with what it adopted looked up once.
///
/// NB: the conformance casts happen when the screen is built, not on every change, so a
/// commit reads stored references instead of casting.
struct LiveScreen {
    let object: Any
    let lifecycle: (any ScreenLifecycle)?
    let screenGuard: (any ScreenGuard)?
    let result: (any ResultDelivering)?

    @MainActor
    init(_ object: Any, result: (any ResultDelivering)?) {
        self.object = object
        lifecycle = object as? any ScreenLifecycle
        screenGuard = object as? any ScreenGuard
        self.result = result
    }
}
