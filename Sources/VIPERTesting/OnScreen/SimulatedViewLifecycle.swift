/// A screen that gets UIKit's view callbacks from a ``SimulatedNavigationContainer``
/// whose ``SimulatedNavigationContainer/callsScreenCode`` is on.
///
/// The names are UIKit's, so a `UIViewController` conforms as it is. The container calls
/// them inside its commands and gestures, in UIKit's order: the new top's `viewDidLoad`
/// (once), the leaving top's `viewWillDisappear`, the new top's `viewWillAppear`; when the
/// transition ends, `viewDidDisappear` and `viewDidAppear`.
@MainActor
public protocol SimulatedViewLifecycle: AnyObject {
    /// The view was loaded; once, before the first appearance.
    func viewDidLoad()

    /// The view is about to appear.
    func viewWillAppear(_ animated: Bool)

    /// The view appeared.
    func viewDidAppear(_ animated: Bool)

    /// The view is about to disappear.
    func viewWillDisappear(_ animated: Bool)

    /// The view disappeared.
    func viewDidDisappear(_ animated: Bool)
}

extension SimulatedViewLifecycle {
    /// Does nothing.
    public func viewDidLoad() {}

    /// Does nothing.
    public func viewWillAppear(_ animated: Bool) {}

    /// Does nothing.
    public func viewDidAppear(_ animated: Bool) {}

    /// Does nothing.
    public func viewWillDisappear(_ animated: Bool) {}

    /// Does nothing.
    public func viewDidDisappear(_ animated: Bool) {}
}
