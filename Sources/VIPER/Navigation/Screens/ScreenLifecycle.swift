/// A screen that wants to know when it is loaded, becomes the visible one, and stops
/// being visible because it was covered or removed.
///
/// The ``Navigator`` calls these headless, so presenter logic tied to `viewDidLoad`,
/// `viewWillAppear` and leaving the screen runs in tests and on Linux. A screen the view
/// layer drives (UIKit) can forward its own callbacks to its presenter instead.
///
/// For each screen, in the order UIKit gives a view controller's callbacks:
/// - ``screenDidLoad()`` exactly once, right before its first ``screenDidAppear()``:
///   after the module was built and wired and the change that shows it committed. Like
///   UIKit's `viewDidLoad`, it is lazy: a screen a deep link builds under the visible one
///   loads when it is first uncovered;
/// - ``screenDidAppear()`` each time it becomes the visible screen;
/// - ``screenDidDisappear(_:)`` with ``ScreenDisappearance/covered`` each time another
///   screen covers it while it stays. A layer presented with a style that does not
///   cover its presenter (``PresentationStyle/coversPresenter``: `.sheet`,
///   `.overFullScreen`) leaves the screen below on screen: it is told nothing when the
///   layer comes, nor when it goes, as UIKit tells a presenting view controller nothing;
///   a screen built under such a layer loads and appears with it;
/// - ``screenDidDisappear(_:)`` with ``ScreenDisappearance/removed`` exactly once, when
///   it leaves the navigator, whether it was visible or covered then (also when it never
///   loaded). Nothing follows.
///
/// Within one change, across screens: the new visible screen loads if it never did,
/// then the screen that was visible disappears, then the other removed screens are told
/// (top first), then the new visible screen appears. A screen built and removed by the
/// same batch was never shown and is told nothing.
///
/// The callbacks run while the change is being reported: navigating from them throws
/// ``NavigationError/Reason/reentrant``. Start a `Task { @MainActor in … }` to navigate
/// after the change.
///
/// ```swift
/// extension DetailScreen: ScreenLifecycle {
///     func screenDidLoad() { presenter.viewDidLoad() }  // starts fetching
///     func screenDidDisappear(_ disappearance: ScreenDisappearance) {
///         if disappearance == .removed { presenter.viewDidLeave() }  // cancels it
///     }
/// }
/// ```
///
/// Every callback has a default that does nothing, so a method with another name, such
/// as UIKit's `viewWillAppear()`, compiles and is never called; `viper-lint`'s
/// `lifecycle-callback-name` rule reports such near-misses with the name to write.
@MainActor
public protocol ScreenLifecycle: AnyObject {
    /// Called once, right before the screen first appears.
    func screenDidLoad()

    /// Called when the screen has become the visible one.
    func screenDidAppear()

    /// Called when the screen has stopped being the visible one, or has left the
    /// navigator.
    ///
    /// - Parameter disappearance: Whether another screen covers it or it was removed.
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
///
/// ```swift
/// func screenDidDisappear(_ disappearance: ScreenDisappearance) {
///     if disappearance == .removed { interactor.cancel() }
/// }
/// ```
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
