/// The identity and serial reserved for a screen about to be built.
@usableFromInline
struct ScreenReservation: Sendable {
    @usableFromInline let id: NavigationEntryID
    @usableFromInline let serial: UInt64
}
