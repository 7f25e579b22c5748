/// What a guard decides about a proposed navigation.
///
/// ```swift
/// navigator.addGuard { change in
///     guard !session.isLoggedIn, change.new.top?.screen == ScreenType(Profile.self) else {
///         return .allow
///     }
///     return .redirect { navigator in try navigator.present(Login.self, input: ()) }
/// }
/// ```
public enum NavigationGuardDecision {
    /// Let the change commit.
    case allow

    /// Refuse the change; the caller gets ``NavigationError/Reason/vetoed(_:)`` with the
    /// reason, and the state stays as it was.
    case veto(String)

    /// Replace the change: the state returns to what it was before the change, the
    /// closure runs as one batch, and its result is guarded and committed instead.
    case redirect(@MainActor (Navigator) throws(NavigationError) -> Void)
}
