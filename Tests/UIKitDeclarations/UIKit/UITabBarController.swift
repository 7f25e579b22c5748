// Declarations of the tab bar symbols the VIPERUIKit glue uses, with the signatures and
// isolation of the iOS 15 SDK (developer.apple.com: UITabBarController/viewControllers,
// setViewControllers(_:animated:), selectedIndex, selectedViewController, delegate;
// UITabBarControllerDelegate/tabBarController(_:shouldSelect:), tabBarController(_:didSelect:);
// UIViewController/tabBarItem; UITabBarItem/init(title:image:tag:)). Never linked, never
// run. The facts the glue relies on are in Documentation/UIKitFacts.md, "Tab bar and split
// view".

/// A container that shows one of several child view controllers, chosen on a tab bar
/// (UIKit: `UITabBarController`).
@MainActor
open class UITabBarController: UIViewController {
    /// Creates a tab bar controller with a nib, or none.
    ///
    /// - Parameters:
    ///   - nibNameOrNil: The nib's name.
    ///   - nibBundleOrNil: The nib's bundle.
    public override init(nibName nibNameOrNil: String?, bundle nibBundleOrNil: Bundle?) {
        super.init(nibName: nibNameOrNil, bundle: nibBundleOrNil)
    }

    /// Creates a tab bar controller from an archive.
    ///
    /// - Parameter coder: The archive.
    public required init?(coder: NSCoder) {
        super.init(coder: coder)
    }

    /// The root view controllers of the tabs, in the tab bar's order.
    open var viewControllers: [UIViewController]? {
        get { declarationOnly() }
        set {}
    }

    /// Replaces the tabs' root view controllers.
    ///
    /// - Parameters:
    ///   - viewControllers: The new root view controllers, in the tab bar's order.
    ///   - animated: Whether the tab bar items animate into place.
    open func setViewControllers(_ viewControllers: [UIViewController]?, animated: Bool) {}

    /// The index of the selected tab's view controller.
    open var selectedIndex: Int {
        get { declarationOnly() }
        set {}
    }

    /// The selected tab's view controller; one of ``viewControllers``.
    open unowned(unsafe) var selectedViewController: UIViewController? {
        get { declarationOnly() }
        set {}
    }

    /// The delegate, kept weakly.
    open weak var delegate: (any UITabBarControllerDelegate)?
}

/// Methods a tab bar controller calls on its delegate, for the user's taps only; every one
/// is optional in UIKit (`@objc optional`), declared here with default implementations.
@MainActor
public protocol UITabBarControllerDelegate: NSObjectProtocol {
    /// Asks whether the tab the user tapped may be selected (iOS 3); also asked for the
    /// tab already selected, whose navigation controller UIKit pops to its root.
    ///
    /// - Parameters:
    ///   - tabBarController: The tab bar controller.
    ///   - viewController: The tapped tab's view controller.
    /// - Returns: `false` to keep the current tab as it is.
    func tabBarController(
        _ tabBarController: UITabBarController, shouldSelect viewController: UIViewController
    ) -> Bool

    /// Tells that the user selected a tab, also the one already selected (iOS 3).
    ///
    /// - Parameters:
    ///   - tabBarController: The tab bar controller.
    ///   - viewController: The selected tab's view controller.
    func tabBarController(
        _ tabBarController: UITabBarController, didSelect viewController: UIViewController)

    /// Asks whether the tab the user chose may be selected (iOS 18).
    ///
    /// - Parameters:
    ///   - tabBarController: The tab bar controller.
    ///   - tab: The tab the user chose.
    /// - Returns: `false` to keep the current tab.
    @available(iOS 18.0, *)
    func tabBarController(_ tabBarController: UITabBarController, shouldSelectTab tab: UITab)
        -> Bool

    /// Tells that the user selected a tab, a root tab or a descendant (iOS 18).
    ///
    /// - Parameters:
    ///   - tabBarController: The tab bar controller.
    ///   - selectedTab: The selected tab.
    ///   - previousTab: The tab selected before.
    @available(iOS 18.0, *)
    func tabBarController(
        _ tabBarController: UITabBarController, didSelectTab selectedTab: UITab,
        previousTab: UITab?)

    /// Tells that the user hid or showed tabs (iOS 18).
    ///
    /// - Parameters:
    ///   - tabBarController: The tab bar controller.
    ///   - tabs: The tabs whose visibility changed.
    @available(iOS 18.0, *)
    func tabBarController(
        _ tabBarController: UITabBarController, visibilityDidChangeFor tabs: [UITab])

    /// Tells that the user changed the display order of a group's tabs (iOS 18).
    ///
    /// - Parameters:
    ///   - tabBarController: The tab bar controller.
    ///   - group: The group whose order changed.
    @available(iOS 18.0, *)
    func tabBarController(
        _ tabBarController: UITabBarController, displayOrderDidChangeFor group: UITabGroup)
}

extension UITabBarControllerDelegate {
    /// Optional in UIKit.
    public func tabBarController(
        _ tabBarController: UITabBarController, shouldSelect viewController: UIViewController
    ) -> Bool { true }

    /// Optional in UIKit.
    public func tabBarController(
        _ tabBarController: UITabBarController, didSelect viewController: UIViewController
    ) {}

    /// Optional in UIKit.
    @available(iOS 18.0, *)
    public func tabBarController(
        _ tabBarController: UITabBarController, shouldSelectTab tab: UITab
    ) -> Bool { true }

    /// Optional in UIKit.
    @available(iOS 18.0, *)
    public func tabBarController(
        _ tabBarController: UITabBarController, didSelectTab selectedTab: UITab,
        previousTab: UITab?
    ) {}

    /// Optional in UIKit.
    @available(iOS 18.0, *)
    public func tabBarController(
        _ tabBarController: UITabBarController, visibilityDidChangeFor tabs: [UITab]
    ) {}

    /// Optional in UIKit.
    @available(iOS 18.0, *)
    public func tabBarController(
        _ tabBarController: UITabBarController, displayOrderDidChangeFor group: UITabGroup
    ) {}
}

/// The item that represents a view controller on a tab bar (UIKit: `UITabBarItem`).
@MainActor
open class UITabBarItem: UIBarItem {
    /// Creates an item with a title, an image and a tag.
    ///
    /// - Parameters:
    ///   - title: The item's title.
    ///   - image: The item's image.
    ///   - tag: A number the app identifies the item by.
    public init(title: String?, image: UIImage?, tag: Int) {}
}

extension UIViewController {
    // NB: implicitly unwrapped, as the SDK imports it.
    // swift-format-ignore: NeverUseImplicitlyUnwrappedOptionals
    /// The item that represents the view controller on a tab bar, made on first access.
    public var tabBarItem: UITabBarItem! {
        get { declarationOnly() }
        set {}
    }
}
