/// A screen that can veto or redirect a navigation that would remove it, such as a form
/// with unsaved edits; asked after the app's guards allowed the change.
@MainActor
public protocol ScreenGuard: AnyObject {
    /// Decides whether `change`, which removes this screen, may commit; navigating from
    /// here is ``NavigationError/Reason/reentrant``, return a redirect instead.
    func shouldLeave(_ change: NavigationChange) -> NavigationGuardDecision
}
