/// The identity and serial reserved for a screen about to be built.
@usableFromInline
struct ScreenReservation: Sendable {
    @usableFromInline let id: NavigationEntryID
    @usableFromInline let serial: UInt64
    /// The environment the screen's handle carries; set by the navigator right before
    /// it builds the screen.
    @usableFromInline var environment = NavigationEnvironment()
}
