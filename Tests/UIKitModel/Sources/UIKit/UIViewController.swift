// UIViewController: its view, its place in the window, its appearance calls (Facts §3;
// rule 12). Presentation is in Presentation.swift.

/// An object that responds to events (UIKit: `UIResponder`).
@MainActor
open class UIResponder: NSObject {
    /// Creates a responder.
    public override init() {}
}

/// A rectangle (Core Graphics: `CGRect`); Foundation on Linux has it.
public typealias CGRect = Foundation.CGRect

/// Manages a view hierarchy (UIKit: `UIViewController`).
@MainActor
open class UIViewController: UIResponder {
    /// Where a controller is in its appearance calls.
    enum Appearance {
        case disappeared
        case appearing
        case appeared
        case disappearing
    }

    private var loadedView: UIView?
    private var item: UINavigationItem?
    /// The container the controller is a child of: a navigation, tab bar or split view
    /// controller, or a hosting controller showing it through a representable.
    weak var parentController: UIViewController?
    /// The window whose root view controller this is.
    weak var rootOfWindow: UIWindow?
    private(set) var appearance = Appearance.disappeared
    /// The presentation state (Presentation.swift).
    weak var presentingStorage: UIViewController?
    var presentedStorage: UIViewController?
    var presentationControllerStorage: UIPresentationController?
    var isBeingPresentedStorage = false
    var isBeingDismissedStorage = false
    /// The transition of a push or presentation (iOS 18; SheetPresentation.swift).
    var preferredTransitionStorage: AnyObject?
    /// The presentation or dismissal this controller takes part in.
    var presentationTransition: ModelTransition?
    /// The push or pop this controller (a navigation controller) runs.
    var navigationTransition: ModelTransition?
    /// Whether a presentation that covers (`.fullScreen`) removed this controller's view
    /// from the window (UIKitFacts.md, "Presentation styles").
    var isCoveredByPresentation = false
    /// The children a container outside this module shows (a hosting controller's
    /// representables): SwiftUI sets it.
    package var modelShownChildren: (@MainActor () -> [UIViewController])?

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

    /// The controller's title; the model names the controller by it in its trace.
    open var title: String?

    /// The view the controller manages, loaded on first access (Facts §3: `viewDidLoad`
    /// runs once, lazily).
    // swift-format-ignore: NeverUseImplicitlyUnwrappedOptionals
    open var view: UIView! {
        get {
            if let loadedView { return loadedView }
            let view = UIView()
            view.controller = self
            loadedView = view
            viewDidLoad()
            return view
        }
        set {
            newValue?.controller = self
            loadedView = newValue
        }
    }

    /// The view, if it is loaded (iOS 9).
    open var viewIfLoaded: UIView? { loadedView }

    /// The item that represents the controller in a navigation bar.
    open var navigationItem: UINavigationItem {
        if let item { return item }
        let made = UINavigationItem()
        item = made
        return made
    }

    /// The item that represents the controller in a tab bar.
    // swift-format-ignore: NeverUseImplicitlyUnwrappedOptionals
    /// The item that represents the controller in a tab bar.
    public var tabBarItem: UITabBarItem!

    /// Called once, after the view was loaded.
    open func viewDidLoad() {}

    /// Called before the view is added to a window's hierarchy.
    ///
    /// - Parameter animated: Whether it appears with an animation.
    open func viewWillAppear(_ animated: Bool) {}

    /// Called after the view was added to a window's hierarchy.
    ///
    /// - Parameter animated: Whether it appeared with an animation.
    open func viewDidAppear(_ animated: Bool) {}

    /// Called before the view is removed from a window's hierarchy.
    ///
    /// - Parameter animated: Whether it disappears with an animation.
    open func viewWillDisappear(_ animated: Bool) {}

    /// Called after the view was removed from a window's hierarchy.
    ///
    /// - Parameter animated: Whether it disappeared with an animation.
    open func viewDidDisappear(_ animated: Bool) {}

    /// Whether the view controller is being presented, inside its appearance calls.
    open var isBeingPresented: Bool { isBeingPresentedStorage }

    /// Whether the view controller is being dismissed, inside its disappearance calls.
    open var isBeingDismissed: Bool { isBeingDismissedStorage }

    /// The navigation controller the view controller is in, if any.
    open var navigationController: UINavigationController? {
        var current = parentController
        while let controller = current {
            if let navigation = controller as? UINavigationController { return navigation }
            current = controller.parentController
        }
        return nil
    }

    /// The coordinator of the transition in progress, `nil` when none runs (iOS 7): the
    /// controller's own presentation or push, else its container's (rule 6).
    open var transitionCoordinator: (any UIViewControllerTransitionCoordinator)? {
        presentationTransition ?? navigationTransition ?? parentController?.transitionCoordinator
    }

    /// How the view controller is presented modally.
    open var modalPresentationStyle: UIModalPresentationStyle = .automatic

    /// Whether the user cannot dismiss the presented view controller (iOS 13).
    open var isModalInPresentation = false

    /// The delegate that vends the animators when this controller is presented; UIKit
    /// does not retain it (UIKitFacts.md, "Custom transitions").
    public weak var transitioningDelegate: (any UIViewControllerTransitioningDelegate)?

    /// The container the controller is a child of; SwiftUI's hosting controller sets it
    /// for its representables' controllers.
    package var modelParent: UIViewController? {
        get { parentController }
        set { parentController = newValue }
    }

    /// Called when the window's horizontal size class changed; SwiftUI's hosting
    /// controller sets it to draw its view again.
    package var modelSizeClassDidChange: (@MainActor () -> Void)?

    /// A child entered the container's shown children: it appears with the container.
    ///
    /// - Parameter child: The child.
    package func modelChildDidEnter(_ child: UIViewController) {
        childDidEnter(child, animated: false)
    }

    /// A child leaves the container's shown children: it disappears.
    ///
    /// - Parameter child: The child.
    package func modelChildWillLeave(_ child: UIViewController) {
        childWillLeave(child, animated: false)
    }

    /// The name the trace gives the controller: its title, else its type.
    package var modelName: String { title ?? String(describing: type(of: self)) }

    /// The children shown now, whose appearance follows this controller's: a container's,
    /// or the children added with ``addChild(_:)`` whose view is in this one's.
    var shownChildren: [UIViewController] {
        (modelShownChildren?() ?? [])
            + childList.filter { $0.viewIfLoaded?.superview === loadedView && loadedView != nil }
    }

    /// The children added with ``addChild(_:)``.
    private var childList: [UIViewController] = []

    /// The controller's children added with ``addChild(_:)`` (custom containment).
    open var children: [UIViewController] { childList }

    /// Adds a child; its view is shown once it is added to this controller's view
    /// (UIKitFacts.md, "Containment").
    ///
    /// - Parameter childController: The child.
    open func addChild(_ childController: UIViewController) {
        childController.removeFromParent()
        childList.append(childController)
        childController.parentController = self
    }

    /// Removes the controller from its parent's children.
    open func removeFromParent() {
        guard let parent = parentController, parent.childList.contains(where: { $0 === self })
        else { return }
        parent.childList.removeAll { $0 === self }
        parentController = nil
    }

    /// Called before the controller is added to or removed from a parent; the model keeps
    /// nothing.
    ///
    /// - Parameter parent: The new parent, or `nil`.
    open func willMove(toParent parent: UIViewController?) {}

    /// Called after the controller was added to or removed from a parent; the model keeps
    /// nothing.
    ///
    /// - Parameter parent: The new parent, or `nil`.
    open func didMove(toParent parent: UIViewController?) {}

    /// Whether `child` was added with ``addChild(_:)``.
    func hasChild(_ child: UIViewController) -> Bool {
        childList.contains { $0 === child }
    }

    /// The window the controller's view is in, or `nil`: the window's root, a shown child
    /// of a controller in a window, or presented from one; a presenter covered by a
    /// full-screen presentation is out of the window (Facts §3, "Modal").
    package var modelWindow: UIWindow? {
        isCoveredByPresentation ? nil : windowOfChain
    }

    /// The window of the controller's presentation chain, whether or not a full-screen
    /// presentation covers it: what a controller presented from it is in.
    private var windowOfChain: UIWindow? {
        if let rootOfWindow { return rootOfWindow.isVisible ? rootOfWindow : nil }
        if let parentController {
            guard parentController.shownChildren.contains(where: { $0 === self }) else {
                return nil
            }
            return parentController.modelWindow
        }
        return presentingStorage?.windowOfChain
    }

    /// Starts the controller's appearance or disappearance and its shown children's
    /// (`viewWillAppear`/`viewWillDisappear`); the view loads first (Facts §3).
    func beginAppearance(_ appearing: Bool, animated: Bool) {
        switch (appearing, appearance) {
        case (true, .appearing), (true, .appeared), (false, .disappearing), (false, .disappeared):
            return
        default: break
        }
        if appearing { _ = view }
        appearance = appearing ? .appearing : .disappearing
        UIKitModel.record(modelName, appearing ? "viewWillAppear" : "viewWillDisappear")
        if appearing { viewWillAppear(animated) } else { viewWillDisappear(animated) }
        for child in shownChildren { child.beginAppearance(appearing, animated: animated) }
    }

    /// Ends the appearance or disappearance started last (`viewDidAppear`/
    /// `viewDidDisappear`), the shown children's first.
    func endAppearance(animated: Bool) {
        for child in shownChildren { child.endAppearance(animated: animated) }
        switch appearance {
        case .appearing:
            appearance = .appeared
            UIKitModel.record(modelName, "viewDidAppear")
            viewDidAppear(animated)
        case .disappearing:
            appearance = .disappeared
            UIKitModel.record(modelName, "viewDidDisappear")
            viewDidDisappear(animated)
        case .appeared, .disappeared:
            break
        }
    }

    /// Whether the controller's view is in a window and has appeared (or is appearing).
    package var modelIsVisible: Bool {
        modelWindow != nil && (appearance == .appeared || appearance == .appearing)
    }

    /// A child's view enters or leaves the window with this container: its appearance
    /// follows the container's when the container is on screen.
    func childDidEnter(_ child: UIViewController, animated: Bool) {
        guard appearance == .appeared || appearance == .appearing else { return }
        child.beginAppearance(true, animated: animated)
        if appearance == .appeared { child.endAppearance(animated: animated) }
    }

    func childWillLeave(_ child: UIViewController, animated: Bool) {
        child.beginAppearance(false, animated: animated)
        child.endAppearance(animated: animated)
    }
}

/// A view (UIKit: `UIView`), only what the glue uses.
///
/// Its window is its controller's.
@MainActor
open class UIView: UIResponder {
    weak var controller: UIViewController?

    /// Creates a view.
    public override init() {}

    /// The view's window, `nil` when it is not in a window's hierarchy.
    open var window: UIWindow? {
        if let window = self as? UIWindow { return window }
        return controller?.modelWindow
    }

    /// The view's bounds; the model lays nothing out, every view is a phone's screen.
    open var bounds: CGRect { CGRect(x: 0, y: 0, width: 390, height: 844) }

    /// The view's frame; the model keeps it and lays nothing out.
    open var frame = CGRect(x: 0, y: 0, width: 390, height: 844)

    /// How the view resizes with its superview; the model keeps it.
    open var autoresizingMask: AutoresizingMask = []

    /// How a view resizes with its superview (UIKit: `UIView.AutoresizingMask`).
    public struct AutoresizingMask: OptionSet, Sendable {
        /// The mask's bits.
        public let rawValue: UInt
        /// Creates a mask.
        ///
        /// - Parameter rawValue: The mask's bits.
        public init(rawValue: UInt) { self.rawValue = rawValue }
        /// The width follows the superview's.
        public static let flexibleWidth = Self(rawValue: 1 << 1)
        /// The height follows the superview's.
        public static let flexibleHeight = Self(rawValue: 1 << 4)
    }

    /// The view this one is in.
    public private(set) weak var superview: UIView?

    /// Adds a view; a child controller's view appears with its parent's (UIKitFacts.md,
    /// "Containment").
    ///
    /// - Parameter view: The view to add.
    open func addSubview(_ view: UIView) {
        view.removeFromSuperview()
        view.superview = self
        if let parent = controller, let child = view.controller, parent.hasChild(child) {
            parent.childDidEnter(child, animated: false)
        }
    }

    /// Removes the view from its superview; a child controller's view disappears.
    open func removeFromSuperview() {
        guard let superview else { return }
        if let parent = superview.controller, let child = controller, parent.hasChild(child) {
            parent.childWillLeave(child, animated: false)
        }
        self.superview = nil
    }
}

/// A window (UIKit: `UIWindow`): its root view controller appears when it is visible.
@MainActor
open class UIWindow: UIView {
    /// The scene the window belongs to.
    public private(set) weak var windowScene: UIWindowScene?
    private(set) var isVisible = false
    private var root: UIViewController?

    /// Creates a window in a scene (iOS 13).
    ///
    /// - Parameter windowScene: The scene.
    public init(windowScene: UIWindowScene) {
        self.windowScene = windowScene
        super.init()
        windowScene.windows.append(self)
        if !UIKitModel.scenes.contains(where: { $0 === windowScene }) {
            UIKitModel.scenes.append(windowScene)
        }
    }

    /// The root view controller of the window; a new one replaces the old one on screen
    /// at once, without animation.
    open var rootViewController: UIViewController? {
        get { root }
        set {
            let old = root
            guard old !== newValue else { return }
            if let old {
                if old.presentedStorage != nil {
                    UIKitModel.log(
                        "the window's root \(old.modelName) was replaced while it presents "
                            + "\(old.presentedStorage?.modelName ?? "")")
                }
                if isVisible { old.beginAppearance(false, animated: false) }
                old.rootOfWindow = nil
                if isVisible { old.endAppearance(animated: false) }
            }
            root = newValue
            newValue?.rootOfWindow = self
            if isVisible, let newValue {
                newValue.beginAppearance(true, animated: false)
                newValue.endAppearance(animated: false)
            }
        }
    }

    /// Whether the window's horizontal size class is compact.
    package private(set) var modelIsCompact = false

    /// The horizontal size class changes (a rotation, a multitasking resize): every split
    /// view controller on screen collapses or expands, every SwiftUI view draws again.
    ///
    /// - Parameter compact: Whether the width becomes compact.
    package func modelSetHorizontalSizeClass(compact: Bool) {
        guard compact != modelIsCompact else { return }
        modelIsCompact = compact
        var pending = root.map { [$0] } ?? []
        var visited: [UIViewController] = []
        while let controller = pending.popLast() {
            visited.append(controller)
            pending += controller.shownChildren
            if let presented = controller.presentedStorage { pending.append(presented) }
        }
        for controller in visited {
            (controller as? UISplitViewController)?.modelSetHorizontalSizeClass(compact: compact)
            controller.modelSizeClassDidChange?()
        }
    }

    /// Shows the window and makes it the key window: its root appears.
    open func makeKeyAndVisible() {
        guard !isVisible else { return }
        isVisible = true
        root?.beginAppearance(true, animated: false)
        root?.endAppearance(animated: false)
    }
}

/// A scene with windows (UIKit: `UIWindowScene`); the model's scenes are independent.
@MainActor
open class UIWindowScene: UIScene {
    /// The scene's windows, kept as the application keeps its connected scenes' windows;
    /// once it has a window it stays connected until ``UIKitModel/reset(system:idiom:)``.
    var windows: [UIWindow] = []
}
