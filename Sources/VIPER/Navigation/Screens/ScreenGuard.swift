/// A screen that can veto or redirect a navigation that would remove it.
///
/// The navigator asks every screen that a proposed change removes, after the app's
/// guards allowed it. A form with unsaved edits, for example, vetoes being popped.
/// Navigating from inside the decision throws ``NavigationError/Reason/reentrant``;
/// return ``NavigationGuardDecision/redirect(_:)`` instead.
///
/// ```swift
/// extension EditScreen: ScreenGuard {
///     func shouldLeave(_ change: NavigationChange) -> NavigationGuardDecision {
///         presenter.hasUnsavedChanges ? .veto("unsaved changes") : .allow
///     }
/// }
/// ```
@MainActor
public protocol ScreenGuard: AnyObject {
    /// Decides whether a change that removes this screen may commit.
    ///
    /// - Parameter change: The proposed change: the current state, the state it would
    ///   produce, and what asked for it.
    /// - Returns: Whether to allow, veto or redirect it.
    func shouldLeave(_ change: NavigationChange) -> NavigationGuardDecision
}
