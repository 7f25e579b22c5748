// Declarations of the UIKit symbols the VIPERUIKit glue uses, with the signatures and
// isolation of the iOS 15 SDK, so that the glue type-checks on Linux. Never linked, never
// run: .ci/typecheck-uikit only emits a module from these files. Sources are in
// /work/shared/UIKIT-FACTS.md style: Apple's documentation (developer.apple.com) and the
// SDK headers.
// NB: like the real UIKit module, which re-exports Foundation.
@_exported import Foundation

/// The name of an Objective-C method (Objective-C runtime: `Selector`).
///
/// Declared here because Linux has no Objective-C runtime; only passed along.
public struct Selector: Hashable, Sendable {}

/// The root class, with the Objective-C runtime's message forwarding that Linux's
/// Foundation lacks (Objective-C runtime: `NSObject`, `responds(to:)` and
/// `forwardingTarget(for:)`, both nonisolated).
// NB: shadows Foundation's NSObject for modules that import this one, as the Objective-C
// NSObject would; every class declared here derives from it.
open class NSObject: Foundation.NSObject {
    /// Creates an object.
    public override init() {}

    /// Whether the object implements or inherits a method.
    ///
    /// - Parameter aSelector: The method.
    /// - Returns: Whether messages for it are handled.
    open func responds(to aSelector: Selector!) -> Bool { declarationOnly() }

    /// The object that unhandled messages for a method are sent to, if any.
    ///
    /// - Parameter aSelector: The method.
    /// - Returns: The object, or `nil` to handle them the usual way.
    open func forwardingTarget(for aSelector: Selector!) -> Any? { declarationOnly() }
}

/// An object that responds to events (UIKit: `UIResponder`).
@MainActor
open class UIResponder: NSObject {
    /// Creates a responder.
    public override init() {}
}

/// A view (UIKit: `UIView`); only what the glue and the generator's `--uikit` template use.
@MainActor
open class UIView: UIResponder {
    /// The view's window, `nil` when it is not in a window's hierarchy.
    open var window: UIWindow? { declarationOnly() }

    /// The view's background color.
    open var backgroundColor: UIColor? {
        get { declarationOnly() }
        set {}
    }

    /// Whether the autoresizing mask becomes constraints (iOS 6).
    open var translatesAutoresizingMaskIntoConstraints: Bool {
        get { declarationOnly() }
        set {}
    }

    /// Adds a view at the end of the receiver's subviews.
    ///
    /// - Parameter view: The view to add.
    open func addSubview(_ view: UIView) {}

    /// The horizontal center of the view's frame (iOS 9).
    open var centerXAnchor: NSLayoutXAxisAnchor { declarationOnly() }

    /// The vertical center of the view's frame (iOS 9).
    open var centerYAnchor: NSLayoutYAxisAnchor { declarationOnly() }
}

/// A window (UIKit: `UIWindow`).
@MainActor
open class UIWindow: UIView {
    /// Creates a window in a scene (iOS 13).
    ///
    /// - Parameter windowScene: The scene.
    public init(windowScene: UIWindowScene) {}

    /// The root view controller of the window.
    open var rootViewController: UIViewController?

    /// Shows the window and makes it the key window.
    open func makeKeyAndVisible() {}
}

/// Manages a view hierarchy (UIKit: `UIViewController`).
@MainActor
open class UIViewController: UIResponder {
    /// Creates a view controller with a nib, or none.
    ///
    /// - Parameters:
    ///   - nibNameOrNil: The nib's name.
    ///   - nibBundleOrNil: The nib's bundle.
    public init(nibName nibNameOrNil: String?, bundle nibBundleOrNil: Bundle?) {}

    /// Creates a view controller from an archive.
    ///
    /// - Parameter coder: The archive.
    public required init?(coder: NSCoder) {}

    /// The view the controller manages, loaded on first access.
    // NB: implicitly unwrapped, as the SDK imports it; code that treats it as optional
    // must not type-check here either.
    // swift-format-ignore: NeverUseImplicitlyUnwrappedOptionals
    open var view: UIView! {
        get { declarationOnly() }
        set {}
    }

    /// The view, if it is loaded (iOS 9).
    open var viewIfLoaded: UIView? { declarationOnly() }

    /// The item that represents the controller in a navigation bar.
    open var navigationItem: UINavigationItem { declarationOnly() }

    /// Called once, after the view was loaded.
    open func viewDidLoad() {}

    /// Called after the view was added to a window's hierarchy.
    ///
    /// - Parameter animated: Whether it appeared with an animation.
    open func viewDidAppear(_ animated: Bool) {}

    /// Called after the view was removed from a window's hierarchy.
    ///
    /// - Parameter animated: Whether it disappeared with an animation.
    open func viewDidDisappear(_ animated: Bool) {}

    /// Whether the view controller is being presented, inside its appearance calls
    /// (iOS 5).
    open var isBeingPresented: Bool { declarationOnly() }

    /// Whether the view controller is being dismissed, inside its disappearance calls
    /// (iOS 5).
    open var isBeingDismissed: Bool { declarationOnly() }

    /// The navigation controller the view controller is in, if any.
    open var navigationController: UINavigationController? { declarationOnly() }

    /// The coordinator of the transition in progress, `nil` when none runs (iOS 7).
    open var transitionCoordinator: (any UIViewControllerTransitionCoordinator)? {
        declarationOnly()
    }

    /// How the view controller is presented modally.
    open var modalPresentationStyle: UIModalPresentationStyle = .automatic

    /// Whether the user cannot dismiss the presented view controller (iOS 13).
    open var isModalInPresentation = false

    /// The presentation controller that manages the view controller (iOS 8).
    open var presentationController: UIPresentationController? { declarationOnly() }

    /// The view controller this one presents, if any.
    open var presentedViewController: UIViewController? { declarationOnly() }

    /// The view controller that presents this one, if any (iOS 5).
    open var presentingViewController: UIViewController? { declarationOnly() }

    /// Presents a view controller modally.
    ///
    /// - Parameters:
    ///   - viewControllerToPresent: The view controller to present.
    ///   - flag: Whether to animate.
    ///   - completion: Runs after the presentation finished.
    open func present(
        _ viewControllerToPresent: UIViewController, animated flag: Bool,
        completion: (() -> Void)? = nil
    ) {}

    /// Dismisses the view controller this one presents, and every one above it.
    ///
    /// - Parameters:
    ///   - flag: Whether to animate.
    ///   - completion: Runs after the dismissal finished.
    open func dismiss(animated flag: Bool, completion: (() -> Void)? = nil) {}
}

/// Never runs: this module is only type-checked against.
func declarationOnly<Value>() -> Value {
    fatalError("a UIKit declaration for type-checking on Linux was called")
}
