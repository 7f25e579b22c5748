#if canImport(UIKit)
import UIKit
import VIPER

/// Shows a ``VIPER/Navigator`` on screen with UIKit's containers, and reports what the
/// user does there back to it.
///
/// Each layer is a `UINavigationController`, a `UITabBarController` with a navigation
/// controller per tab, or a column-style `UISplitViewController` with a navigation
/// controller per column (and one for the compact width, which shows the navigator's
/// collapsed stack); presented layers are presented from the container below, so they
/// cover a tab bar and stay up when the tab under them changes.
///
/// The host is the UIKit ``VIPER/NavigationContainer``: a ``VIPER/NavigationReconciler``
/// decides what to show and when; the host only performs its commands
/// (`setViewControllers(_:animated:)`, `selectedIndex`, `present(_:animated:completion:)`,
/// `dismiss(animated:completion:)`) and tells it about swipes back, back-button pops,
/// tab taps (a tap on the selected tab pops it to its first screen, as UIKit does), a
/// split collapsed or expanded, and sheets swiped down. The host is the delegate of its
/// tab bar and split view controllers; the facts it relies on are in
/// `Documentation/UIKitFacts.md`. Every screen must be a `UIViewController` (a
/// `UIHostingController` for SwiftUI); another object is shown as an empty placeholder
/// and reported as a ``ConfigurationError``.
///
/// ```swift
/// func scene(_ scene: UIScene, willConnectTo session: UISceneSession,
///            options connectionOptions: UIScene.ConnectionOptions) {
///     guard let scene = scene as? UIWindowScene else { return }
///     let navigator = Navigator()
///     try? navigator.push(.screen(ListScreen.self, input: ()))
///     host = NavigationHost(navigator: navigator)   // keep it: it owns the controllers
///     window = UIWindow(windowScene: scene)
///     window?.rootViewController = host?.rootViewController
///     window?.makeKeyAndVisible()
/// }
/// ```
///
/// Make one navigator and one host per scene (each window of an iPad app), never one for
/// several: a view controller can be in one window only. Give the navigator its root
/// container (a stack, tabs or a split) before making the host: the host builds the
/// root's controller for it; a later change of the root to another kind of container is
/// shown by replacing the window's root view controller (the layers presented over it are
/// dismissed and presented again from the new one, without animation), which a host
/// inside SwiftUI (``NavigatorView``) cannot do
/// (``ConfigurationError/rootContainerChanged(from:to:)``).
///
/// Do not push, pop, present or dismiss on the host's controllers yourself: navigate
/// through the navigator, and the host follows. Presenting an alert of your own over them
/// is fine: the host presents over it, and if dismissing it takes the host's layers
/// along, the reconciler records a platform-driven dismissal (or presents them again
/// when a guard refuses). Setting the root controller's `delegate` is fine too: the host
/// keeps a proxy in front of it that forwards every call.
///
/// The back button and its long-press menu pop without asking anyone, so for a stack
/// holding a ``VIPER/ScreenGuard`` (see
/// ``VIPER/NavigationReconciler/needsGuardedBackButton(inLayer:in:)``) the host hides the
/// back button of the top screen and shows a ``guardedBackButtonTitle`` button that pops
/// through the navigator, which asks the guards.
@MainActor
public final class NavigationHost: NavigationContainer {
    /// The navigator shown.
    public let navigator: Navigator

    /// The reconciler that drives this host; the host keeps it alive.
    public private(set) var reconciler: NavigationReconciler?

    /// The `modalPresentationStyle` of a presented layer; by default
    /// ``VIPER/PresentationStyle/defaultModalPresentationStyle``.
    public var modalPresentationStyles: @MainActor (PresentationStyle) -> UIModalPresentationStyle =
        { $0.defaultModalPresentationStyle }

    /// What an anchor identity names on screen: the view or bar button item a
    /// ``VIPER/PresentationStyle/popover(anchor:)`` points at, the view a
    /// ``VIPER/NavigationTransition/zoom(from:)`` grows out of; `nil` (the default) for
    /// none, when a popover points at its presenter's view and a zoom starts from the
    /// middle of the screen.
    public var anchors: @MainActor (String) -> PresentationAnchor? = { _ in nil }

    /// The transitioning delegate of a presented layer, for a custom presentation
    /// animation; `nil` (the default) for UIKit's own.
    ///
    /// The host keeps the delegate while the layer is shown (UIKit holds it weakly) and
    /// sets it on the layer's navigation controller before presenting it. Give the style
    /// the `modalPresentationStyle` the animation needs (``modalPresentationStyles``,
    /// usually `.custom` or `.overFullScreen`) and a
    /// ``VIPER/PresentationStyle/coversPresenter`` that matches it. Nothing of it enters
    /// the navigation state: restoring and testing see the style alone.
    public var transitioningDelegates:
        @MainActor (PresentationStyle) -> (any UIViewControllerTransitioningDelegate)? = { _ in
            nil
        }

    /// The animator of a push or pop in a layer's stack, for a custom animation; `nil`
    /// (the default) leaves the choice to the navigation controller delegate the app set
    /// on ``rootViewController``, else UIKit's own.
    ///
    /// It gets the operation and the entries of the screens leaving and coming, so the
    /// app can animate one kind of push (a list into its detail) and no other. Nothing of
    /// it enters the navigation state.
    public var pushAnimators:
        @MainActor (
            UINavigationController.Operation, _ from: NavigationEntry, _ to: NavigationEntry
        )
            -> (any UIViewControllerAnimatedTransitioning)? = { _, _, _ in nil }

    /// Called with every ``ConfigurationError``, on the main actor.
    public var onConfigurationError: (@MainActor (ConfigurationError) -> Void)?

    /// The last ``ConfigurationError``, if any.
    public internal(set) var lastConfigurationError: ConfigurationError?

    /// The title of the button that replaces the back button above a guarded screen;
    /// "Back" by default.
    public var guardedBackButtonTitle = "Back"

    /// The tab bar item of a tab; by default one titled with the tag's name.
    ///
    /// Set it before the host shows tabs.
    public var tabBarItem: @MainActor (NavigationTabTag) -> UITabBarItem = { tag in
        UITabBarItem(title: tag.rawValue, image: nil, tag: 0)
    }

    var layers: [HostLayer] = []
    /// The navigator's alert while the host presents it (NavigationHost+Alerts).
    var alertOnScreen: AlertOnScreen?
    var isPerformingCommand = false
    /// The stack (a pop) or the layer (a dismissal) of the user's transition in flight.
    var userTransitionOwner: AnyObject?
    var pendingPresentation: (layer: HostLayer, animated: Bool, done: @MainActor () -> Void)?
    var placeholders: [NavigationEntryID: UIViewController] = [:]
    let presentationDelegate = PresentationDelegate()
    /// The screens whose back button the host replaced.
    var guardedBackButtons: [WeakController] = []

    /// Makes SwiftUI's containers for tabs and splits (``NavigatorView``), or `nil` for
    /// UIKit's.
    let declarativeContainers: DeclarativeContainers?

    /// Creates a host showing a navigator with UIKit's containers, and starts mirroring
    /// it.
    ///
    /// - Parameter navigator: The navigator to show; no other host may show it.
    public convenience init(navigator: Navigator) {
        self.init(navigator: navigator, declarativeContainers: nil)
    }

    /// Creates a host whose tabs and splits are drawn by declarative containers where
    /// `declarativeContainers` makes one.
    init(navigator: Navigator, declarativeContainers: DeclarativeContainers?) {
        self.navigator = navigator
        self.declarativeContainers = declarativeContainers
        layers = []
        presentationDelegate.host = self
        layers = [HostLayer(style: nil, content: navigator.state.layers[0].content, host: self)]
        _ = NavigationReconciler(navigator: navigator, container: self)
    }

    /// Stops mirroring and gives the screens up: dismisses the presented layers and
    /// empties the stacks, without animation, so another host can show the navigator.
    ///
    /// ``NavigatorView`` calls it when SwiftUI removes its view.
    public func detach() {
        reconciler?.stop()
        if layers.count > 1 { layers[0].controller.dismiss(animated: false) }
        for layer in layers { layer.clear() }
        layers.removeSubrange(1...)
    }

    /// The root's container: the window's root view controller, or the controller a
    /// SwiftUI ``NavigatorView`` shows.
    ///
    /// A `UINavigationController` for a stack root, a `UITabBarController` for tabs, a
    /// `UISplitViewController` for a split.
    public var rootViewController: UIViewController { layers[0].controller }

    /// The layers on screen, root first, read from UIKit: a presented layer counts while
    /// its controller is presented (or waits for a window to be presented from), so a
    /// present UIKit refused, or a layer that left with the app's own controller, is not
    /// counted.
    public var shownLayers: [NavigationLayer] {
        var shown: [NavigationLayer] = []
        for (index, layer) in layers.enumerated() {
            if index > 0 && !isOnScreen(layer) { break }
            shown.append(layer.shownLayer())
        }
        return shown
    }

    /// Whether a transition runs anywhere in the presentation chain, the app's own
    /// presentations (an alert, a SwiftUI sheet of an ancestor) included.
    public var isTransitionRunning: Bool {
        var controller: UIViewController? = layers[0].controller
        while let current = controller {
            if current.transitionCoordinator != nil || current.isBeingPresented
                || current.isBeingDismissed
            {
                return true
            }
            controller = current.presentedViewController
        }
        // NB: a push in a tab or a column runs in that navigation controller, which its
        // tab bar or split view controller does not report.
        return layers.contains { layer in
            layer.activeStacks.contains { $0.controller.transitionCoordinator != nil }
        }
    }

    func isOnScreen(_ layer: HostLayer) -> Bool {
        layer.controller.presentingViewController != nil || pendingPresentation?.layer === layer
    }

    /// Keeps the reconciler that drives this host.
    ///
    /// - Parameter reconciler: The reconciler.
    public func attach(_ reconciler: NavigationReconciler) {
        self.reconciler = reconciler
    }
}
#endif
