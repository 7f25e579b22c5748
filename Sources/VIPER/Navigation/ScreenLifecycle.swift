/// A screen that wants to know when it becomes, or stops being, the visible one.
///
/// The ``Navigator`` calls these as the top of the visible stack changes: after a push
/// the new screen appears and the covered one disappears; after a pop or dismiss the
/// removed top disappears and the uncovered one appears. It runs headless, so presenter
/// logic tied to `viewWillAppear` runs in tests and on Linux. A screen that the view
/// layer drives (UIKit) can forward these to its presenter instead.
///
/// The callbacks run while the change is being reported: navigating from them throws
/// ``NavigationError/Reason/reentrant``. Start a `Task { @MainActor in … }` to navigate
/// after the change.
///
/// ```swift
/// extension DetailScreen: ScreenLifecycle {
///     func screenDidAppear() { presenter.viewWillAppear() }
/// }
/// ```
@MainActor
public protocol ScreenLifecycle: AnyObject {
    /// Called when the screen has become the visible one.
    func screenDidAppear()

    /// Called when the screen has stopped being the visible one, covered or removed.
    func screenDidDisappear()
}

extension ScreenLifecycle {
    /// Does nothing by default.
    public func screenDidAppear() {}

    /// Does nothing by default.
    public func screenDidDisappear() {}
}
