// Declarations of the iOS 18 tab symbols the VIPERUIKit glue uses, with the SDK's signatures
// and isolation (developer.apple.com: UITab/init(title:image:identifier:viewControllerProvider:),
// identifier, isHidden, viewController; UITabGroup/init(title:image:identifier:children:
// viewControllerProvider:), children, displayOrderIdentifiers; UITabBarController/tabs,
// setTabs(_:animated:), selectedTab, mode, tab(forIdentifier:), sidebar; UITabBarController.
// Sidebar/isHidden, delegate, Delegate/tabBarController(_:sidebarVisibilityWillChange:
// animator:), Animating/addCompletion(_:); UIBarItem/title, image).
// Never linked, never run. The facts the glue relies on are in Documentation/UIKitFacts.md,
// "Tab groups".

/// A tab of a tab bar controller or a sidebar (UIKit: `UITab`, iOS 18).
@available(iOS 18.0, *)
@MainActor
open class UITab: NSObject {
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
    ) {}

    /// The tab's unique identifier.
    open var identifier: String { declarationOnly() }

    /// Whether the tab is hidden; the user may hide a tab that allows hiding.
    open var isHidden: Bool {
        get { declarationOnly() }
        set {}
    }

    /// Whether the user may hide the tab.
    open var allowsHiding: Bool {
        get { declarationOnly() }
        set {}
    }

    /// The tab's view controller, once the provider made it.
    open var viewController: UIViewController? { declarationOnly() }
}

/// A tab that groups tabs, a section of the sidebar (UIKit: `UITabGroup`, iOS 18).
@available(iOS 18.0, *)
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
        super.init(title: title, image: image, identifier: identifier)
    }

    /// The group's tabs.
    open var children: [UITab] {
        get { declarationOnly() }
        set {}
    }

    /// Whether the user may reorder the group's tabs.
    open var allowsReordering: Bool {
        get { declarationOnly() }
        set {}
    }

    /// The identifiers of the group's tabs in the order shown; tabs not named follow.
    open var displayOrderIdentifiers: [String] {
        get { declarationOnly() }
        set {}
    }
}

@available(iOS 18.0, *)
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
        get { declarationOnly() }
        set {}
    }

    /// Replaces the tabs.
    ///
    /// - Parameters:
    ///   - tabs: The new tabs.
    ///   - animated: Whether to animate.
    public func setTabs(_ tabs: [UITab], animated: Bool) {}

    /// The selected tab, a leaf of ``tabs``.
    public var selectedTab: UITab? {
        get { declarationOnly() }
        set {}
    }

    /// How the controller shows its tabs.
    public var mode: Mode {
        get { declarationOnly() }
        set {}
    }

    /// The tab with `identifier`, anywhere in the tree.
    ///
    /// - Parameter identifier: The tab's identifier.
    /// - Returns: The tab, if any.
    public func tab(forIdentifier identifier: String) -> UITab? { declarationOnly() }
}

@available(iOS 18.0, *)
extension UITabBarController {
    /// A tab bar controller's sidebar (UIKit: `UITabBarController.Sidebar`, iOS 18).
    @MainActor
    public class Sidebar: NSObject {
        /// Whether the sidebar is hidden; a change is told to the delegate first.
        public var isHidden: Bool {
            get { declarationOnly() }
            set {}
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
    public var sidebar: Sidebar { declarationOnly() }
}

@available(iOS 18.0, *)
extension UITabBarController.Sidebar.Delegate {
    /// Optional in UIKit.
    public func tabBarController(
        _ tabBarController: UITabBarController,
        sidebarVisibilityWillChange sidebar: UITabBarController.Sidebar,
        animator: any UITabBarController.Sidebar.Animating
    ) {}
}
