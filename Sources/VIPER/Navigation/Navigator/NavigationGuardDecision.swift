/// What a guard (``Navigator/addGuard(_:)``, ``ScreenGuard``) decides about a proposed
/// navigation.
public enum NavigationGuardDecision {
    /// Let the change commit.
    case allow

    /// Refuse the change with ``NavigationError/Reason/vetoed(_:)`` and this reason.
    case veto(String)

    /// Replace the change: the state returns to what it was, the closure runs as one
    /// batch, and its result is guarded and committed instead.
    case redirect(@MainActor (Navigator) throws(NavigationError) -> Void)
}
