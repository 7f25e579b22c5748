// UINavigationController: its stack, pushes and pops with and without animation, its
// delegate's willShow/didShow, the swipe back as an interactive transition that finishes
// or is cancelled, the back button and its long-press menu (Facts §1 to §3; rules 1 to 11).

/// A container that manages a stack of view controllers (UIKit: `UINavigationController`).
@MainActor
open class UINavigationController: UIViewController {
    /// The kind of a navigation transition.
    public enum Operation: Int, Sendable {
        /// No operation.
        case none
        /// A push.
        case push
        /// A pop.
        case pop
    }

    private var stack: [UIViewController] = []
    private let popGesture = UIGestureRecognizer()
    private let contentPopGesture = UIGestureRecognizer()
    /// Stack changes asked for while a transition ran, done when it ends (rule 5).
    private var deferred: [@MainActor () -> Void] = []

    /// Creates a navigation controller with a nib, or none.
    ///
    /// - Parameters:
    ///   - nibNameOrNil: The nib's name.
    ///   - nibBundleOrNil: The nib's bundle.
    public override init(nibName nibNameOrNil: String?, bundle nibBundleOrNil: Bundle?) {
        super.init(nibName: nibNameOrNil, bundle: nibBundleOrNil)
    }

    /// Creates a navigation controller from an archive.
    ///
    /// - Parameter coder: The archive.
    public required init?(coder: NSCoder) {
        super.init(coder: coder)
    }

    /// The view controllers on the stack, root first; setting it is
    /// `setViewControllers(_:animated: false)` (Facts §1).
    open var viewControllers: [UIViewController] {
        get { stack }
        set { setViewControllers(newValue, animated: false) }
    }

    /// The view controller at the top of the stack.
    open var topViewController: UIViewController? { stack.last }

    // NB: UIKit messages the delegate it stores, not the `delegate` property a subclass may
    // override (the glue's LayerNavigationController does, to keep its proxy in front).
    private weak var delegateStorage: (any UINavigationControllerDelegate)?

    /// The delegate, kept weakly.
    open weak var delegate: (any UINavigationControllerDelegate)? {
        // NB: inside its own observer the property is read from its storage, not through
        // an override.
        didSet { delegateStorage = delegate }
    }

    /// The gesture recognizer of the swipe back (iOS 7).
    open var interactivePopGestureRecognizer: UIGestureRecognizer? { popGesture }

    /// The gesture recognizer of the swipe back that starts anywhere in the content (iOS 26).
    @available(iOS 26.0, *)
    open var interactiveContentPopGestureRecognizer: UIGestureRecognizer? { contentPopGesture }

    override var shownChildren: [UIViewController] { stack.last.map { [$0] } ?? [] }

    /// Replaces the stack (Facts §1; rules 1, 2, 4).
    ///
    /// The stack changes at once. In a window, the delegate hears `willShow(newTop)`, the
    /// old top disappears and the new one appears, then `didShow(newTop)`: at once without
    /// animation, when the animation step runs with it (a push if the new top was not on
    /// the stack, else a pop); no calls when the top stays. Off screen, no calls. A
    /// duplicate, or a controller in another container, is a misuse (UIKit traps or
    /// corrupts its views). Asked for while a transition runs, it waits for the end, and
    /// the model records a misuse: older UIKit broke, newer queues (rule 5).
    ///
    /// - Parameters:
    ///   - viewControllers: The new stack, root first.
    ///   - animated: Whether to animate.
    open func setViewControllers(_ viewControllers: [UIViewController], animated: Bool) {
        if navigationTransition != nil {
            UIKitModel.misuse(
                "\(modelName): the stack was changed while a transition ran (nested "
                    + "navigation transition)")
            deferred.append { [weak self] in
                self?.setViewControllers(viewControllers, animated: animated)
            }
            return
        }
        for (index, controller) in viewControllers.enumerated() {
            if viewControllers[..<index].contains(where: { $0 === controller }) {
                return UIKitModel.misuse(
                    "\(modelName): pushing the same view controller instance "
                        + "(\(controller.modelName)) more than once is not supported")
            }
            if let parent = controller.parentController, parent !== self {
                return UIKitModel.misuse(
                    "\(modelName): \(controller.modelName) is already shown by "
                        + "\(parent.modelName)")
            }
            if controller.presentingStorage != nil || controller.rootOfWindow != nil {
                return UIKitModel.misuse(
                    "\(modelName): \(controller.modelName) is presented or a window's root")
            }
        }
        let old = stack
        let oldTop = old.last
        let newTop = viewControllers.last
        for controller in old where !viewControllers.contains(where: { $0 === controller }) {
            if controller !== oldTop { controller.parentController = nil }
        }
        for controller in viewControllers { controller.parentController = self }
        stack = viewControllers
        guard oldTop !== newTop else { return }
        let onScreen = modelWindow != nil && appearance != .disappeared
        guard onScreen else {
            if let oldTop, !stack.contains(where: { $0 === oldTop }) {
                oldTop.parentController = nil
            }
            return
        }
        let operation: Operation =
            newTop.map { top in old.contains { $0 === top } } == true ? .pop : .push
        transition(from: oldTop, to: newTop, operation: operation, animated: animated)
    }

    /// One transition between two tops: delegate calls, appearance calls, the animation.
    private func transition(
        from oldTop: UIViewController?, to newTop: UIViewController?, operation: Operation,
        animated: Bool
    ) {
        let transition = animated ? ModelTransition(animated: true, interactive: false) : nil
        navigationTransition = transition
        if animated, let oldTop, let newTop { askForAnimator(operation, from: oldTop, to: newTop) }
        if let newTop { willShow(newTop, animated: animated) }
        oldTop?.beginAppearance(false, animated: animated)
        newTop?.beginAppearance(true, animated: animated)
        // NB: **unverified**: that an unanimated change ends at once (rule 2 allows a later
        // turn), and that `didShow` comes before the coordinator's completions (the shared
        // notes say only that the completions run at the end).
        let end: @MainActor () -> Void = { [weak self] in
            guard let self else { return }
            oldTop?.endAppearance(animated: animated)
            newTop?.endAppearance(animated: animated)
            if let oldTop, !self.stack.contains(where: { $0 === oldTop }) {
                oldTop.parentController = nil
            }
            if let newTop { self.didShow(newTop, animated: animated) }
            self.endTransition(transition)
        }
        if animated { UIKitModel.enqueue(end) } else { end() }
    }

    private func endTransition(_ transition: ModelTransition?) {
        navigationTransition = nil
        transition?.complete()
        let waiting = deferred
        deferred = []
        for change in waiting { change() }
    }

    private func willShow(_ controller: UIViewController, animated: Bool) {
        UIKitModel.record("navigationDelegate", "willShow \(controller.modelName)")
        delegateStorage?.navigationController(self, willShow: controller, animated: animated)
    }

    private func didShow(_ controller: UIViewController, animated: Bool) {
        UIKitModel.record("navigationDelegate", "didShow \(controller.modelName)")
        delegateStorage?.navigationController(self, didShow: controller, animated: animated)
    }

    private func askForAnimator(
        _ operation: Operation, from: UIViewController, to: UIViewController
    ) {
        let animator = delegateStorage?.navigationController(
            self, animationControllerFor: operation, from: from, to: to)
        if animator != nil {
            UIKitModel.record("navigationDelegate", "animator for \(operation)")
        }
    }

    /// Pushes a controller on the stack (Facts §1: one already on the stack is a misuse).
    ///
    /// - Parameters:
    ///   - viewController: The controller.
    ///   - animated: Whether to animate.
    open func pushViewController(_ viewController: UIViewController, animated: Bool) {
        setViewControllers(stack + [viewController], animated: animated)
    }

    /// Pops the top controller; at the root it does nothing (rule 3).
    ///
    /// - Parameter animated: Whether to animate.
    /// - Returns: The controller popped.
    @discardableResult
    open func popViewController(animated: Bool) -> UIViewController? {
        guard stack.count > 1 else { return nil }
        let top = stack[stack.count - 1]
        setViewControllers(Array(stack.dropLast()), animated: animated)
        return top
    }

    /// Pops to a controller on the stack, in one transition (rule 3: a target off the
    /// stack is a misuse).
    ///
    /// - Parameters:
    ///   - viewController: The controller to show.
    ///   - animated: Whether to animate.
    /// - Returns: The controllers popped.
    @discardableResult
    open func popToViewController(_ viewController: UIViewController, animated: Bool)
        -> [UIViewController]?
    {
        guard let index = stack.firstIndex(where: { $0 === viewController }) else {
            UIKitModel.misuse("\(modelName): popToViewController to a controller off the stack")
            return nil
        }
        let popped = Array(stack[(index + 1)...])
        setViewControllers(Array(stack[...index]), animated: animated)
        return popped
    }

    /// Pops to the root, in one transition.
    ///
    /// - Parameter animated: Whether to animate.
    /// - Returns: The controllers popped.
    @discardableResult
    open func popToRootViewController(animated: Bool) -> [UIViewController]? {
        guard let root = stack.first else { return nil }
        return popToViewController(root, animated: animated)
    }

    // MARK: The user

    /// Whether the back button shows: a screen below the top, and the top neither hides it
    /// nor has a left button of its own (Facts §1, "A custom left button").
    package var modelShowsBackButton: Bool {
        guard stack.count > 1, let top = stack.last else { return false }
        return !top.navigationItem.hidesBackButton && top.navigationItem.leftBarButtonItem == nil
    }

    /// The user swipes back from the edge (or, with `content`, anywhere in the content,
    /// iOS 26) and holds (rules 8, 9; Facts §2, "Interactive pop").
    ///
    /// It starts only in a window, with a screen below the top, no transition running, and
    /// the recognizer enabled and its delegate agreeing. Then the top leaves the stack at
    /// once, the delegate hears `willShow(revealed)`, the top gets `viewWillDisappear`
    /// and the revealed screen `viewWillAppear`. Finished (rule 10): `viewDidDisappear`,
    /// `viewDidAppear`, `didShow(revealed)`. Cancelled (rule 11; Facts §3, "Cancelled
    /// interactive pop"): the stack is restored; the revealed screen gets
    /// `viewWillDisappear`/`viewDidDisappear`, the top `viewWillAppear`/`viewDidAppear`;
    /// on iOS 18 the delegate then hears `didShow` of the top with the coordinator's
    /// `isCancelled` true, on iOS 15 nothing (which controller iOS 18 names is
    /// **unverified**; the model names the one shown). The coordinator's completions run
    /// last, in both cases.
    ///
    /// - Parameter content: Whether the content swipe (iOS 26) is used.
    /// - Returns: The swipe in progress, or `nil` when it did not start.
    package func modelUserSwipeBack(content: Bool = false) -> UserInteraction? {
        guard modelWindow != nil, stack.count > 1, navigationTransition == nil,
            !isPresentationTransitionRunning, presentedViewController == nil
        else { return nil }
        guard (content ? contentPopGesture : popGesture).shouldBegin() else {
            UIKitModel.record(modelName, "swipe back refused")
            return nil
        }
        let top = stack[stack.count - 1]
        let revealed = stack[stack.count - 2]
        let transition = ModelTransition(animated: true, interactive: true)
        navigationTransition = transition
        stack.removeLast()
        askForAnimator(.pop, from: top, to: revealed)
        willShow(revealed, animated: true)
        top.beginAppearance(false, animated: true)
        revealed.beginAppearance(true, animated: true)
        return UserInteraction { [weak self] completing in
            guard let self else { return }
            transition.endInteraction(cancelled: !completing)
            if completing {
                top.endAppearance(animated: true)
                revealed.endAppearance(animated: true)
                top.parentController = nil
                self.didShow(revealed, animated: true)
            } else {
                self.stack.append(top)
                revealed.beginAppearance(false, animated: true)
                revealed.endAppearance(animated: true)
                top.beginAppearance(true, animated: true)
                top.endAppearance(animated: true)
                if UIKitModel.system == .iOS18 { self.didShow(top, animated: true) }
            }
            self.endTransition(transition)
        }
    }

    /// The user taps the back button: an animated pop, asking no one (Facts §1: "Back,
    /// swipe and menu pops involve no app call").
    ///
    /// - Returns: Whether there was a back button to tap.
    @discardableResult
    package func modelUserTapBack() -> Bool {
        guard modelShowsBackButton, modelWindow != nil, navigationTransition == nil else {
            return false
        }
        popViewController(animated: true)
        return true
    }

    /// The user long-presses the back button and picks a screen of the menu (iOS 14):
    /// one animated pop to it, however many levels (Facts §1, "Back-button long-press
    /// menu").
    ///
    /// - Parameter index: The screen's index in the stack.
    /// - Returns: Whether there was a menu with that screen.
    @discardableResult
    package func modelUserPickFromBackMenu(_ index: Int) -> Bool {
        guard modelShowsBackButton, modelWindow != nil, navigationTransition == nil,
            stack.indices.dropLast().contains(index)
        else { return false }
        popToViewController(stack[index], animated: true)
        return true
    }
}

/// Methods a navigation controller calls on its delegate; every one is optional in UIKit
/// (`@objc optional`), declared here with default implementations.
@MainActor
public protocol UINavigationControllerDelegate: NSObjectProtocol {
    /// Called just before the navigation controller shows a view controller.
    ///
    /// - Parameters:
    ///   - navigationController: The navigation controller.
    ///   - viewController: The view controller it shows.
    ///   - animated: Whether it animates.
    func navigationController(
        _ navigationController: UINavigationController,
        willShow viewController: UIViewController, animated: Bool)

    /// Called just after the navigation controller showed a view controller.
    ///
    /// - Parameters:
    ///   - navigationController: The navigation controller.
    ///   - viewController: The view controller it shows.
    ///   - animated: Whether it animated.
    func navigationController(
        _ navigationController: UINavigationController,
        didShow viewController: UIViewController, animated: Bool)

    /// The animator of a custom transition (iOS 7).
    ///
    /// - Parameters:
    ///   - navigationController: The navigation controller.
    ///   - operation: The transition.
    ///   - fromVC: The view controller leaving.
    ///   - toVC: The view controller coming.
    /// - Returns: The animator, or `nil` for the standard one.
    func navigationController(
        _ navigationController: UINavigationController,
        animationControllerFor operation: UINavigationController.Operation,
        from fromVC: UIViewController, to toVC: UIViewController
    ) -> (any UIViewControllerAnimatedTransitioning)?
}

extension UINavigationControllerDelegate {
    /// Optional in UIKit.
    public func navigationController(
        _ navigationController: UINavigationController,
        willShow viewController: UIViewController, animated: Bool
    ) {}

    /// Optional in UIKit.
    public func navigationController(
        _ navigationController: UINavigationController,
        didShow viewController: UIViewController, animated: Bool
    ) {}

    /// Optional in UIKit.
    public func navigationController(
        _ navigationController: UINavigationController,
        animationControllerFor operation: UINavigationController.Operation,
        from fromVC: UIViewController, to toVC: UIViewController
    ) -> (any UIViewControllerAnimatedTransitioning)? { nil }
}
