#if canImport(UIKit)
import UIKit

/// The navigation controller of one layer: reports its appearance to the host and keeps a
/// delegate proxy in front of the app's delegate.
@MainActor
final class LayerNavigationController: UINavigationController {
    weak var host: NavigationHost?
    weak var layer: HostLayer?
    private let proxy = NavigationDelegateProxy()

    override init(nibName nibNameOrNil: String?, bundle nibBundleOrNil: Bundle?) {
        super.init(nibName: nibNameOrNil, bundle: nibBundleOrNil)
        proxy.controller = self
        super.delegate = proxy
    }

    required init?(coder: NSCoder) {
        // NB: the host builds its controllers in code; an archived one has no host.
        nil
    }

    /// The app's own delegate; the proxy in front of it forwards every call it gets.
    override weak var delegate: (any UINavigationControllerDelegate)? {
        get { proxy.appDelegate }
        set { proxy.appDelegate = newValue }
    }

    override func viewDidLoad() {
        super.viewDidLoad()
        // NB: replaces UIKit's own delegate of the recognizer; the proxy keeps its rule
        // (no swipe on the root screen) and adds the navigator's guards.
        interactivePopGestureRecognizer?.delegate = proxy
    }

    override func viewDidAppear(_ animated: Bool) {
        super.viewDidAppear(animated)
        host?.layerDidAppear(self)
    }
}
#endif
