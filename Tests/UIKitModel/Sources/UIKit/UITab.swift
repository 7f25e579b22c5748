// UITab and UITabGroup (iOS 18): a tab bar controller's tree of tabs, its selection, and
// the user's choices the delegate hears (UIKitFacts.md, "Tab groups").

/// A tab of a tab bar controller or a sidebar (UIKit: `UITab`, iOS 18).
@MainActor
open class UITab: NSObject {
    /// The tab's title.
    public let title: String
    /// The tab's unique identifier.
    public let identifier: String
    private let provider: ((UITab) -> UIViewController)?
    private var made: UIViewController?

    /// Creates a tab.
    ///
    /// - Parameters:
    ///   - title: The tab's title.
    ///   - image: The tab's image.
    ///   - identifier: The tab's unique identifier.
    ///   - viewControllerProvider: Makes the tab's view controller, when it is needed.
    public init(
        title: String, image: UIImage?, identifier: String,
        viewControllerProvider: ((UITab) -> UIViewController)? = nil
    ) {
        self.title = title
        self.identifier = identifier
        provider = viewControllerProvider
    }

    /// Whether the tab is hidden.
    open var isHidden = false

    /// Whether the user may hide the tab.
    open var allowsHiding = false

    /// The tab's view controller, made by the provider once, when the tab is set.
    open var viewController: UIViewController? { made }

    func makeViewController() -> UIViewController? {
        if made == nil { made = provider?(self) }
        return made
    }
}

/// A tab that groups tabs (UIKit: `UITabGroup`, iOS 18).
@MainActor
open class UITabGroup: UITab {
    /// Creates a tab group.
    ///
    /// - Parameters:
    ///   - title: The group's title.
    ///   - image: The group's image.
    ///   - identifier: The group's unique identifier.
    ///   - children: The group's tabs.
    ///   - viewControllerProvider: Makes the group's view controller, when it is needed.
    public init(
        title: String, image: UIImage?, identifier: String, children: [UITab],
        viewControllerProvider: ((UITab) -> UIViewController)? = nil
    ) {
        self.children = children
        super.init(
            title: title, image: image, identifier: identifier,
            viewControllerProvider: viewControllerProvider)
    }

    /// The group's tabs.
    open var children: [UITab]

    /// Whether the user may reorder the group's tabs.
    open var allowsReordering = false

    /// The identifiers of the group's tabs in the order shown; tabs not named follow, in
    /// their order (UIKitFacts.md, "Tab groups").
    open var displayOrderIdentifiers: [String] = []

    /// The group's tabs in display order.
    package var displayed: [UITab] {
        let named = displayOrderIdentifiers.compactMap { id in
            children.first { $0.identifier == id }
        }
        return named + children.filter { !displayOrderIdentifiers.contains($0.identifier) }
    }
}

extension UITabBarController {
    /// How a tab bar controller shows its tabs (UIKit: `UITabBarController.Mode`).
    public enum Mode: Int, Sendable {
        /// A sidebar when a tab is a group and the platform has one, else a tab bar.
        case automatic
        /// A tab bar only.
        case tabBar
        /// A tab bar or a sidebar, as the context decides.
        case tabSidebar
    }

    /// The tabs, top level first.
    public var tabs: [UITab] {
        get { tabTree }
        set { setTabs(newValue, animated: false) }
    }

    /// Replaces the tabs.
    ///
    /// The model makes every tab's view controller at once and keeps the root tabs' as its
    /// view controllers, in order (**unverified**: UIKit makes them when needed); a
    /// group's children are not among them (UIKitFacts.md, "Tab groups").
    ///
    /// - Parameters:
    ///   - tabs: The new tabs.
    ///   - animated: Whether to animate.
    public func setTabs(_ tabs: [UITab], animated: Bool) {
        tabTree = tabs
        for tab in Self.all(tabs) { _ = tab.makeViewController() }
        setViewControllers(tabs.compactMap { $0.makeViewController() }, animated: animated)
        if let treeSelection, Self.all(tabs).contains(where: { $0 === treeSelection }) {
            return
        }
        treeSelection = tabs.first { $0.viewController === selectedViewController }
    }

    /// The selected tab, a root tab or a descendant.
    ///
    /// Setting it neither asks nor tells the delegate. A root tab's view controller is shown; a descendant's is not: its root
    /// tab's stays or becomes the one shown ("By default, UITabBarController will only
    /// change the view controller for root tabs", UIKitFacts.md, "Tab groups").
    public var selectedTab: UITab? {
        get { treeSelection }
        set {
            guard let newValue, Self.all(tabTree).contains(where: { $0 === newValue }) else {
                return
            }
            treeSelection = newValue
            let root = tabTree.first { Self.all([$0]).contains { $0 === newValue } }
            if let shown = root?.viewController { selectedViewController = shown }
        }
    }

    /// How the controller shows its tabs; the model keeps it and draws nothing.
    public var mode: Mode {
        get { modelMode }
        set { modelMode = newValue }
    }

    /// The tab with `identifier`, anywhere in the tree.
    ///
    /// - Parameter identifier: The tab's identifier.
    /// - Returns: The tab, if any.
    public func tab(forIdentifier identifier: String) -> UITab? {
        Self.all(tabTree).first { $0.identifier == identifier }
    }

    /// The user chooses a tab in the tab bar or the sidebar: `shouldSelectTab` first, whose
    /// `false` keeps everything; then the tab is selected and `didSelectTab` told.
    ///
    /// - Parameter tab: A tab of ``tabs``, a root tab or a descendant.
    /// - Returns: Whether the choice was taken.
    @discardableResult
    package func modelUserChooseTab(_ tab: UITab) -> Bool {
        guard modelWindow != nil, presentedViewController == nil,
            Self.all(tabTree).contains(where: { $0 === tab })
        else { return false }
        UIKitModel.record("tabBarDelegate", "shouldSelectTab \(tab.identifier)")
        if delegate?.tabBarController(self, shouldSelectTab: tab) == false { return false }
        let previous = selectedTab
        selectedTab = tab
        UIKitModel.record("tabBarDelegate", "didSelectTab \(tab.identifier)")
        delegate?.tabBarController(self, didSelectTab: tab, previousTab: previous)
        return true
    }

    /// The user reorders a group's tabs in the sidebar: its display order changes and the
    /// delegate is told.
    ///
    /// - Parameters:
    ///   - group: A group of ``tabs``.
    ///   - identifiers: Its tabs' identifiers in the new order.
    package func modelUserReorder(_ group: UITabGroup, _ identifiers: [String]) {
        group.displayOrderIdentifiers = identifiers
        delegate?.tabBarController(self, displayOrderDidChangeFor: group)
    }

    /// The user hides or shows a tab in the sidebar: `isHidden` changes and the delegate
    /// is told.
    ///
    /// - Parameters:
    ///   - tab: A tab of ``tabs``.
    ///   - isHidden: Whether it is hidden now.
    package func modelUserSetHidden(_ tab: UITab, _ isHidden: Bool) {
        tab.isHidden = isHidden
        delegate?.tabBarController(self, visibilityDidChangeFor: [tab])
    }

    private static func all(_ tabs: [UITab]) -> [UITab] {
        tabs.flatMap { tab in [tab] + ((tab as? UITabGroup).map { all($0.children) } ?? []) }
    }
}

extension UITabBarController {
    /// A tab bar controller's sidebar (UIKit: `UITabBarController.Sidebar`, iOS 18).
    @MainActor
    public class Sidebar: NSObject {
        weak var tabBarController: UITabBarController?
        private var hidden = false

        /// Whether the sidebar is hidden.
        ///
        /// A change, also from code, is told to the delegate first; its completions run
        /// after the change (at once: the model animates nothing).
        public var isHidden: Bool {
            get { hidden }
            set {
                guard newValue != hidden else { return }
                let animator = ModelSidebarAnimator()
                if let tabBarController {
                    delegate?.tabBarController(
                        tabBarController, sidebarVisibilityWillChange: self, animator: animator)
                }
                hidden = newValue
                animator.finish()
            }
        }

        /// The sidebar's delegate, kept weakly.
        public weak var delegate: (any UITabBarController.Sidebar.Delegate)?

        /// Methods a sidebar calls on its delegate; optional in UIKit.
        @MainActor
        public protocol Delegate: NSObjectProtocol {
            /// Tells that the sidebar's visibility is about to change.
            ///
            /// - Parameters:
            ///   - tabBarController: The tab bar controller.
            ///   - sidebar: The sidebar.
            ///   - animator: Runs animations alongside, and completions after, the change.
            func tabBarController(
                _ tabBarController: UITabBarController,
                sidebarVisibilityWillChange sidebar: UITabBarController.Sidebar,
                animator: any UITabBarController.Sidebar.Animating)
        }

        /// What runs alongside and after a sidebar's visibility change.
        @MainActor
        public protocol Animating: NSObjectProtocol {
            /// Adds animations to run alongside the change.
            ///
            /// - Parameter animations: The animations.
            func addAnimations(_ animations: @escaping () -> Void)

            /// Adds a completion to run after the change.
            ///
            /// - Parameter completion: The completion.
            func addCompletion(_ completion: @escaping () -> Void)
        }
    }

    /// The controller's sidebar.
    public var sidebar: Sidebar {
        modelSidebar.tabBarController = self
        return modelSidebar
    }
}

extension UITabBarController.Sidebar.Delegate {
    /// Optional in UIKit.
    public func tabBarController(
        _ tabBarController: UITabBarController,
        sidebarVisibilityWillChange sidebar: UITabBarController.Sidebar,
        animator: any UITabBarController.Sidebar.Animating
    ) {}
}

/// The animator of a sidebar's visibility change: runs the animations and completions when
/// the change is made.
@MainActor
final class ModelSidebarAnimator: NSObject, UITabBarController.Sidebar.Animating {
    private var animations: [() -> Void] = []
    private var completions: [() -> Void] = []

    func addAnimations(_ animations: @escaping () -> Void) { self.animations.append(animations) }

    func addCompletion(_ completion: @escaping () -> Void) { completions.append(completion) }

    func finish() {
        for animation in animations { animation() }
        for completion in completions { completion() }
    }
}
