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
/// shown by replacing the window's root view controller, which a host inside SwiftUI
/// (``NavigatorView``) cannot do (``ConfigurationError/rootContainerChanged(from:to:)``).
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
    public private(set) var lastConfigurationError: ConfigurationError?

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
    private var isPerformingCommand = false
    /// The stack (a pop) or the layer (a dismissal) of the user's transition in flight.
    private var userTransitionOwner: AnyObject?
    private var pendingPresentation:
        (layer: HostLayer, animated: Bool, done: @MainActor () -> Void)?
    private var placeholders: [NavigationEntryID: UIViewController] = [:]
    private let presentationDelegate = PresentationDelegate()
    /// The screens whose back button the host replaced.
    private var guardedBackButtons: [WeakController] = []

    /// Creates a host showing a navigator, and starts mirroring it.
    ///
    /// - Parameter navigator: The navigator to show; no other host may show it.
    public init(navigator: Navigator) {
        self.navigator = navigator
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

    private func isOnScreen(_ layer: HostLayer) -> Bool {
        layer.controller.presentingViewController != nil || pendingPresentation?.layer === layer
    }

    /// Keeps the reconciler that drives this host.
    ///
    /// - Parameter reconciler: The reconciler.
    public func attach(_ reconciler: NavigationReconciler) {
        self.reconciler = reconciler
    }

    /// Performs a command of the reconciler.
    ///
    /// - Parameters:
    ///   - command: What to show.
    ///   - animated: Whether to animate.
    ///   - completion: Called once the transition ended.
    public func perform(
        _ command: ContainerCommand, animated: Bool,
        completion: @escaping @MainActor () -> Void
    ) {
        isPerformingCommand = true
        let done: @MainActor () -> Void = { [weak self] in
            self?.isPerformingCommand = false
            completion()
        }
        switch command {
        case .setStack(let index, let placement, let entries):
            guard layers.indices.contains(index), let stack = layers[index].stack(placement)
            else { return finishSoon(done) }
            let layer = layers[index]
            layer.show(entries, screens: entries.map(screen(for:)), in: stack, animated: animated)
            updateBackButtons()
            whenTransitionEnds(in: layer.transitioning(stack), done)
        case .select(let index, let tab):
            if layers.indices.contains(index) { layers[index].select(tab) }
            finishSoon(done)
        case .setContent(let index, let content):
            guard layers.indices.contains(index) else { return finishSoon(done) }
            replaceContent(ofLayer: index, with: content)
            updateBackButtons()
            finishSoon(done)
        case .present(let presented):
            let layer = HostLayer(style: presented.style, content: presented.content, host: self)
            fill(layer, with: presented)
            // NB: the style first: reading `presentationController` creates it for the
            // current style.
            layer.controller.modalPresentationStyle = modalPresentationStyles(
                presented.style ?? .sheet)
            layer.controller.presentationController?.delegate = presentationDelegate
            layer.transitioningDelegate = transitioningDelegates(presented.style ?? .sheet)
            layer.controller.transitioningDelegate = layer.transitioningDelegate
            let presenter = layers[layers.count - 1].controller
            layers.append(layer)
            updateBackButtons()
            present(layer, from: presenter, animated: animated, done)
        case .dismiss(let index):
            guard index > 0 && index < layers.count,
                // NB: the layer's actual presenter: the layer below, or a controller of
                // the app's own in between, which must stay.
                let presenter = layers[index].controller.presentingViewController
            else { return finishSoon(done) }
            layers.removeSubrange(index...)
            presenter.dismiss(animated: animated) { done() }
            updateBackButtons()
        case .presentAlert, .dismissAlert:
            performAlert(command, animated: animated, done)
        }
        prunePlaceholders()
    }

    // MARK: Containers

    /// Shows every stack of a new layer's content, without animation.
    private func fill(_ layer: HostLayer, with content: NavigationLayer) {
        for stack in layer.stacks {
            guard let entries = content.stack(stack.placement) else { continue }
            layer.show(entries, screens: entries.map(screen(for:)), in: stack, animated: false)
        }
        if let selected = content.selectedTab { layer.select(selected) }
    }

    /// Replaces a layer's container: the same controller gets new tabs, or a new
    /// controller replaces it (for the root, as the window's root view controller).
    private func replaceContent(ofLayer index: Int, with content: NavigationLayer.Content) {
        let old = layers[index]
        let wanted = NavigationLayer(style: old.style, content: content)
        let before = NavigationLayer(style: nil, content: old.shownLayer().content)
        old.clear()
        let new = HostLayer(style: old.style, content: content, host: self)
        fill(new, with: wanted)
        layers[index] = new
        guard index == 0 else { return }
        // NB: a presented layer's container is presented anew by the reconciler's plan
        // (it dismisses a layer whose container changed); only the root is swapped.
        if let window = old.controller.viewIfLoaded?.window,
            window.rootViewController === old.controller
        {
            window.rootViewController = new.controller
        } else {
            let error = ConfigurationError.rootContainerChanged(from: before, to: wanted)
            lastConfigurationError = error
            onConfigurationError?(error)
        }
    }

    // MARK: Screens

    private func screen(for entry: NavigationEntry) -> UIViewController {
        if let controller = navigator.screen(for: entry.id) as? UIViewController {
            return controller
        }
        if let placeholder = placeholders[entry.id] { return placeholder }
        let error = ConfigurationError.screenIsNotAViewController(entry)
        lastConfigurationError = error
        onConfigurationError?(error)
        let placeholder = UIViewController(nibName: nil, bundle: nil)
        placeholders[entry.id] = placeholder
        return placeholder
    }

    private func prunePlaceholders() {
        guard !placeholders.isEmpty else { return }
        let shown = Set(navigator.state.entries.map(\.id))
        placeholders = placeholders.filter { shown.contains($0.key) }
    }

    // MARK: Transitions

    /// Calls `done` when the controller's transition ended, or soon when none runs.
    private func whenTransitionEnds(
        in controller: UIViewController, _ done: @escaping @MainActor () -> Void
    ) {
        if let coordinator = controller.transitionCoordinator,
            coordinator.animate(alongsideTransition: nil, completion: { _ in done() })
        {
            return
        }
        finishSoon(done)
    }

    private func finishSoon(_ done: @escaping @MainActor () -> Void) {
        Task { @MainActor in done() }
    }

    /// Presents now, or once the presenter is in a window: UIKit ignores, without a
    /// completion, a presentation from a controller outside the window hierarchy.
    private func present(
        _ layer: HostLayer, from presenter: UIViewController, animated: Bool,
        _ done: @escaping @MainActor () -> Void
    ) {
        guard presenter.viewIfLoaded?.window != nil else {
            pendingPresentation = (layer, animated, done)
            return
        }
        // NB: UIKit refuses, without a completion, to present from a controller that
        // already presents one (an alert the app showed itself): present over that one.
        var top: UIViewController = presenter
        while let presented = top.presentedViewController { top = presented }
        top.present(layer.controller, animated: animated) { done() }
        // NB: UIKit sets the presenting controller at once; without one, it refused (a
        // presentation or dismissal was running): finish, the reconciler sees nothing
        // changed and sends it again later.
        if layer.controller.presentingViewController == nil {
            layers.removeAll { $0 === layer }
            finishSoon(done)
        }
    }

    /// A stack's navigation controller appeared; a presentation waiting for its layer
    /// to be in a window can run.
    func stackDidAppear(_ stack: HostStack) {
        guard let pending = pendingPresentation,
            let index = layers.firstIndex(where: { $0 === pending.layer }), index > 0,
            layers[index - 1] === stack.layer
        else { return }
        pendingPresentation = nil
        present(
            pending.layer, from: layers[index - 1].controller, animated: pending.animated,
            pending.done)
    }

    /// A stack's navigation controller disappeared; if its layer is no longer presented,
    /// though the host did not dismiss it and the user did not swipe it down, it left with
    /// a controller of the app's own that it was presented over.
    func stackDidDisappear(_ stack: HostStack) {
        schedule(after: 0) { [weak self] in self?.reportVanishedLayers() }
    }

    private func reportVanishedLayers() {
        guard userTransitionOwner == nil else { return }
        guard !isTransitionRunning else {
            // NB: look again once the running transition, which may be the one taking
            // the layers along, has ended.
            return schedule(after: reconciler?.retryInterval ?? 0.1) { [weak self] in
                self?.reportVanishedLayers()
            }
        }
        guard let index = layers.indices.dropFirst().first(where: { !isOnScreen(layers[$0]) })
        else { return }
        let vanished = layers[index]
        let first = vanished.stacks.lazy.compactMap(\.entries.first).first
        for layer in layers[index...] { layer.clear() }
        layers.removeSubrange(index...)
        if let first { reconciler?.containerDidLoseLayers(showing: first.id) }
    }

    /// A split UIKit collapsed or expanded, its screens already moved where UIKit shows
    /// them.
    func layerDidChangeCollapse(_ layer: HostLayer) {
        guard let index = index(of: layer) else { return }
        updateBackButtons()
        reconciler?.containerDidChangeCollapse(ofLayer: index, isCollapsed: layer.isCollapsed)
    }

    // MARK: Back buttons

    /// Replaces the back button of each stack's top screen while a guard is above the
    /// stack's first screen, and puts UIKit's back again once none is.
    private func updateBackButtons() {
        var guarded: [UIViewController] = []
        for (index, layer) in layers.enumerated() {
            for stack in layer.activeStacks {
                guard stack.screens.count > 1, let top = stack.screens.last,
                    reconciler?.needsGuardedBackButton(inLayer: index, in: stack.placement) == true
                else { continue }
                guarded.append(top)
                guard !guardedBackButtons.contains(where: { $0.controller === top }) else {
                    continue
                }
                top.navigationItem.hidesBackButton = true
                let action = UIAction(title: guardedBackButtonTitle) {
                    [weak self, weak stack] _ in
                    guard let self, let stack, let layer = stack.layer,
                        let index = self.index(of: layer)
                    else { return }
                    // NB: a guard's veto is the answer; the screen stays.
                    try? self.reconciler?.popTopScreen(inLayer: index, in: stack.placement)
                }
                top.navigationItem.leftBarButtonItem = UIBarButtonItem(
                    title: guardedBackButtonTitle, primaryAction: action)
                guardedBackButtons.append(WeakController(controller: top))
            }
        }
        for entry in guardedBackButtons {
            guard let screen = entry.controller, !guarded.contains(where: { $0 === screen }) else {
                continue
            }
            screen.navigationItem.hidesBackButton = false
            screen.navigationItem.leftBarButtonItem = nil
        }
        guardedBackButtons.removeAll { entry in
            guard let screen = entry.controller else { return true }
            return !guarded.contains { $0 === screen }
        }
    }

    // MARK: The user's transitions

    func layer(of controller: UIViewController) -> HostLayer? {
        layers.first { $0.controller === controller }
    }

    func index(of layer: HostLayer) -> Int? {
        layers.firstIndex { $0 === layer }
    }

    /// A stack is about to show `screen`; a pop the host did not make is the user's: the
    /// swipe back, the back button or its menu, or a tap on the selected tab.
    func stack(_ stack: HostStack, willShow screen: UIViewController) {
        guard !isPerformingCommand, userTransitionOwner == nil, stack.isPopped else { return }
        userTransitionOwner = stack
        reconciler?.containerWillBeginUserTransition()
        if let coordinator = stack.controller.transitionCoordinator {
            coordinator.animate(alongsideTransition: nil) { [weak self] context in
                if context.isCancelled { self?.endUserTransition(of: stack, .cancelled) }
            }
        }
    }

    /// A stack showed `screen`; it commits the user's pop unless it was cancelled.
    func stack(_ stack: HostStack, didShow screen: UIViewController) {
        guard userTransitionOwner === stack else { return }
        // NB: iOS 18 reports a cancelled interactive pop here too; older systems do not.
        if let coordinator = stack.controller.transitionCoordinator, coordinator.isCancelled {
            return
        }
        guard let revealed = stack.entry(of: screen) else {
            return endUserTransition(of: stack, .cancelled)
        }
        stack.layer?.prune()
        endUserTransition(of: stack, .popped(to: revealed.id))
        updateBackButtons()
    }

    /// The app's animator for a push or pop between two screens of `stack`, if any.
    func animator(
        in stack: HostStack, for operation: UINavigationController.Operation,
        from: UIViewController, to: UIViewController
    ) -> (any UIViewControllerAnimatedTransitioning)? {
        guard let leaving = stack.entry(of: from), let coming = stack.entry(of: to) else {
            return nil
        }
        return pushAnimators(operation, leaving, coming)
    }

    /// Whether the user may swipe back in a stack now.
    func allowsUserPop(in stack: HostStack) -> Bool {
        guard stack.controller.viewControllers.count > 1, let layer = stack.layer,
            let index = index(of: layer)
        else { return false }
        return reconciler?.allowsUserPop(inLayer: index, in: stack.placement) ?? false
    }

    func beginUserDismissal(of layer: HostLayer) {
        // NB: UIKit reports an abandoned swipe only through the transition coordinator;
        // without one, commands are not held back, or nothing would end the wait.
        guard userTransitionOwner == nil, let coordinator = layer.controller.transitionCoordinator
        else { return }
        userTransitionOwner = layer
        reconciler?.containerWillBeginUserTransition()
        coordinator.animate(alongsideTransition: nil) { [weak self] context in
            if context.isCancelled { self?.endUserTransition(of: layer, .cancelled) }
        }
    }

    func endUserDismissal(of layer: HostLayer) {
        guard let index = index(of: layer),
            let first = layer.stacks.lazy.compactMap(\.entries.first).first
        else { return }
        layers.removeSubrange(index...)
        if userTransitionOwner == nil { reconciler?.containerWillBeginUserTransition() }
        userTransitionOwner = layer
        endUserTransition(of: layer, .dismissed(layerShowing: first.id))
    }

    private func endUserTransition(of owner: AnyObject, _ outcome: UserTransitionOutcome) {
        guard userTransitionOwner === owner else { return }
        userTransitionOwner = nil
        reconciler?.containerDidEndUserTransition(outcome)
    }
}
/// A view controller, not kept alive.
struct WeakController {
    weak var controller: UIViewController?
}
#endif
