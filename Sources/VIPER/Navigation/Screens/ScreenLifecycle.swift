/// A screen that wants to know when it is loaded, becomes the visible one, and stops
/// being visible because it was covered or removed.
///
/// The ``Navigator`` calls these headless, in the order UIKit calls a view controller's,
/// so presenter logic tied to `viewDidLoad`, `viewWillAppear` and leaving the screen runs
/// in tests and on Linux. The callbacks run while the change is reported: navigating from them is
/// ``NavigationError/Reason/reentrant`` (start a `Task`). The order across screens is in
/// <doc:Navigation>. Every callback has a default that does nothing; `viper-lint`'s
/// `lifecycle-callback-name` rule reports a near-miss such as `viewWillAppear()`.
@MainActor
public protocol ScreenLifecycle: AnyObject {
    /// Called exactly once, right before the first ``screenDidAppear()``, once the change
    /// that shows the screen committed (lazily, like `viewDidLoad`).
    func screenDidLoad()

    /// Called each time the screen becomes the visible one.
    func screenDidAppear()

    /// Called with ``ScreenDisappearance/covered`` each time another screen covers this
    /// one (a layer whose style does not ``PresentationStyle/coversPresenter`` tells it
    /// nothing), and with ``ScreenDisappearance/removed`` exactly once, when it leaves the
    /// navigator; nothing follows. Work to stop when the screen leaves is not cancelled here:
    /// run it for the screen with ``NavigationHandle/execute(_:_:completion:)``,
    /// ``NavigationHandle/task(_:)`` or ``NavigationHandle/cancelWhenRemoved(_:)``.
    func screenDidDisappear(_ disappearance: ScreenDisappearance)
}

extension ScreenLifecycle {
    /// Does nothing by default.
    public func screenDidLoad() {}

    /// Does nothing by default.
    public func screenDidAppear() {}

    /// Does nothing by default.
    public func screenDidDisappear(_ disappearance: ScreenDisappearance) {}
}

/// Why a screen stopped being the visible one.
public enum ScreenDisappearance: Hashable, Sendable, CustomStringConvertible {
    /// Another screen covers it; it stays and may appear again.
    case covered
    /// It left the navigator; it will be released and is told nothing more.
    case removed

    /// `covered` or `removed`.
    public var description: String {
        switch self {
        case .covered: "covered"
        case .removed: "removed"
        }
    }
}
