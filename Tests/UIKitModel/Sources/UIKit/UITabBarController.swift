// UITabBarController: its tabs, its selection, its delegate's shouldSelect/didSelect for
// the user's taps only, and the re-tap that pops a navigation controller to its root
// (UIKitFacts.md, "Tab bar and split view").

/// A container that shows one of its tabs (UIKit: `UITabBarController`).
@MainActor
open class UITabBarController: UIViewController {
    private var controllers: [UIViewController]?
    private var selected = 0
    /// The iOS 18 tabs, when set (UITab.swift).
    var tabTree: [UITab] = []
    /// The selected tab of the tree, a root tab or a descendant.
    var treeSelection: UITab?
    var modelMode = Mode.automatic
    let modelSidebar = Sidebar()

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

    /// The tabs' controllers, in tab order.
    open var viewControllers: [UIViewController]? {
        get { controllers }
        set { setViewControllers(newValue, animated: false) }
    }

    /// Sets the tabs; the selection stays at its index when it can, else the first tab.
    ///
    /// - Parameters:
    ///   - viewControllers: The tabs' controllers.
    ///   - animated: Whether to animate.
    open func setViewControllers(_ viewControllers: [UIViewController]?, animated: Bool) {
        let oldSelected = selectedViewController
        for tab in controllers ?? []
        where !(viewControllers ?? []).contains(where: { $0 === tab }) {
            tab.parentController = nil
        }
        controllers = viewControllers
        for tab in viewControllers ?? [] { tab.parentController = self }
        if !(viewControllers ?? []).indices.contains(selected) { selected = 0 }
        let newSelected = selectedViewController
        if oldSelected !== newSelected {
            if let oldSelected { childWillLeave(oldSelected, animated: false) }
            if let newSelected { childDidEnter(newSelected, animated: false) }
        }
    }

    /// The index of the selected tab; setting it shows that tab at once, without an
    /// animation and without asking or telling the delegate (UIKitFacts.md, "Tab bar
    /// selection").
    open var selectedIndex: Int {
        get { selected }
        set {
            guard let tabs = controllers, tabs.indices.contains(newValue), newValue != selected
            else { return }
            let old = tabs[selected]
            selected = newValue
            childWillLeave(old, animated: false)
            childDidEnter(tabs[newValue], animated: false)
        }
    }

    /// The selected tab's controller.
    open var selectedViewController: UIViewController? {
        get { controllers.flatMap { $0.indices.contains(selected) ? $0[selected] : nil } }
        set {
            guard let newValue, let index = controllers?.firstIndex(where: { $0 === newValue })
            else {
                return
            }
            selectedIndex = index
        }
    }

    /// The delegate, kept weakly.
    open weak var delegate: (any UITabBarControllerDelegate)?

    override var shownChildren: [UIViewController] {
        selectedViewController.map { [$0] } ?? []
    }

    /// The user taps a tab.
    ///
    /// UIKitFacts.md, "Tab bar selection" and "Re-tap": the delegate's `shouldSelect` first, and `false` keeps everything as it is. Another
    /// tab is then selected, without animation; the selected tab, when it is a navigation
    /// controller, pops to its root, animated (through `popToRootViewController`, so its
    /// delegate hears a pop; **unverified**). Then `didSelect`, in both cases.
    ///
    /// - Parameter index: The tab's index.
    /// - Returns: Whether the tap was taken.
    @discardableResult
    package func modelUserTapTab(_ index: Int) -> Bool {
        // NB: a controller presented over the tab bar controller covers its tab bar.
        guard let tabs = controllers, tabs.indices.contains(index), modelWindow != nil,
            presentedViewController == nil
        else { return false }
        let tab = tabs[index]
        UIKitModel.record("tabBarDelegate", "shouldSelect \(tab.modelName)")
        if delegate?.tabBarController(self, shouldSelect: tab) == false { return false }
        if index == selected {
            (tab as? UINavigationController)?.popToRootViewController(animated: true)
        } else {
            selectedIndex = index
        }
        UIKitModel.record("tabBarDelegate", "didSelect \(tab.modelName)")
        delegate?.tabBarController(self, didSelect: tab)
        return true
    }
}

/// Methods a tab bar controller calls on its delegate; optional in UIKit.
@MainActor
public protocol UITabBarControllerDelegate: NSObjectProtocol {
    /// Whether the user's tap may select the tab.
    ///
    /// - Parameters:
    ///   - tabBarController: The tab bar controller.
    ///   - viewController: The tab's controller.
    /// - Returns: `false` to keep the current tab.
    func tabBarController(
        _ tabBarController: UITabBarController, shouldSelect viewController: UIViewController
    ) -> Bool

    /// The user selected a tab (or tapped the selected one).
    ///
    /// - Parameters:
    ///   - tabBarController: The tab bar controller.
    ///   - viewController: The tab's controller.
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
