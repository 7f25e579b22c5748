#if canImport(UIKit)
import UIKit

/// The navigation controller of one stack (a stack layer's, a tab's, a column's): reports
/// its appearance to the host and keeps a delegate proxy in front of the app's delegate.
@MainActor
final class LayerNavigationController: UINavigationController {
    weak var host: NavigationHost?
    weak var stack: HostStack?
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
        set {
            proxy.appDelegate = newValue
            // NB: UIKit is believed to cache which methods a delegate responds to when it
            // is set; setting the proxy again makes it ask again, now with the app's.
            super.delegate = nil
            super.delegate = proxy
        }
    }

    override func viewDidLoad() {
        super.viewDidLoad()
        // NB: replaces UIKit's own delegate of the recognizers; the proxy keeps its rule
        // (no swipe on the root screen) and adds the navigator's guards.
        interactivePopGestureRecognizer?.delegate = proxy
        #if compiler(>=6.2)
        // NB: the iOS 26 SDK (Xcode 26, Swift 6.2) declares the content swipe.
        if #available(iOS 26.0, *) {
            interactiveContentPopGestureRecognizer?.delegate = proxy
        }
        #endif
    }

    override func viewDidAppear(_ animated: Bool) {
        super.viewDidAppear(animated)
        if let stack { host?.stackDidAppear(stack) }
    }

    override func viewDidDisappear(_ animated: Bool) {
        super.viewDidDisappear(animated)
        if let stack { host?.stackDidDisappear(stack) }
    }
}
#endif
