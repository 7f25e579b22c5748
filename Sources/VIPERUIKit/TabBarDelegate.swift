#if canImport(UIKit)
import UIKit
import VIPER

/// The delegate of a tabs layer's tab bar controller: asks the navigator's guards before
/// the user's tab tap and reports the selection; a private object, so that its methods are
/// not the host's API.
///
/// UIKit calls both only for the user's taps, never when the host selects a tab
/// (`Documentation/UIKitFacts.md`, "Tab bar and split view").
@MainActor
final class TabBarDelegate: NSObject, UITabBarControllerDelegate {
    weak var host: NavigationHost?
    weak var layer: HostLayer?

    /// Asks the guards about the tap; for the selected tab, which UIKit pops to its first
    /// screen, about that pop.
    func tabBarController(
        _ tabBarController: UITabBarController, shouldSelect viewController: UIViewController
    ) -> Bool {
        guard let host, let layer, let tag = layer.tab(of: viewController),
            let index = host.index(of: layer)
        else { return false }
        return host.reconciler?.allowsUserSelect(tag, inLayer: index) ?? false
    }

    /// Reports another tab selected; the selected tab's pop reaches the host through its
    /// navigation controller's delegate, as the back button's does.
    func tabBarController(
        _ tabBarController: UITabBarController, didSelect viewController: UIViewController
    ) {
        guard let layer, let tag = layer.tab(of: viewController), layer.userDidSelect(tag) else {
            return
        }
        host?.reconciler?.containerDidSelect(tag)
    }

    /// Asks the guards about the user's choice of a tab of the tree (iOS 18); a group is
    /// not a tab the navigator selects.
    @available(iOS 18.0, *)
    func tabBarController(_ tabBarController: UITabBarController, shouldSelectTab tab: UITab)
        -> Bool
    {
        let tag = NavigationTabTag(rawValue: tab.identifier)
        guard let host, let layer, layer.stack(.tab(tag)) != nil, let index = host.index(of: layer)
        else { return false }
        return host.reconciler?.allowsUserSelect(tag, inLayer: index) ?? false
    }

    /// Reports another tab of the tree selected (iOS 18).
    @available(iOS 18.0, *)
    func tabBarController(
        _ tabBarController: UITabBarController, didSelectTab selectedTab: UITab,
        previousTab: UITab?
    ) {
        let tag = NavigationTabTag(rawValue: selectedTab.identifier)
        guard let layer, layer.stack(.tab(tag)) != nil, layer.userDidSelect(tag) else { return }
        host?.reconciler?.containerDidSelect(tag)
    }

    /// Reports the tabs the user hid or showed (iOS 18).
    @available(iOS 18.0, *)
    func tabBarController(
        _ tabBarController: UITabBarController, visibilityDidChangeFor tabs: [UITab]
    ) {
        reportCustomization(of: tabBarController)
    }

    /// Reports the order the user gave a group's tabs (iOS 18).
    @available(iOS 18.0, *)
    func tabBarController(
        _ tabBarController: UITabBarController, displayOrderDidChangeFor group: UITabGroup
    ) {
        reportCustomization(of: tabBarController)
    }

    @available(iOS 18.0, *)
    private func reportCustomization(of tabBar: UITabBarController) {
        guard let host, let layer, let index = host.index(of: layer) else { return }
        let (order, hidden) = layer.userDidCustomize(tabBar)
        host.reconciler?.containerDidCustomizeTabs(ofLayer: index, order, hidden: hidden)
    }
}

@available(iOS 18.0, *)
extension TabBarDelegate: UITabBarController.Sidebar.Delegate {
    /// Reports the sidebar shown or hidden once UIKit changed it (a width change or the
    /// user's sidebar button).
    func tabBarController(
        _ tabBarController: UITabBarController,
        sidebarVisibilityWillChange sidebar: UITabBarController.Sidebar,
        animator: any UITabBarController.Sidebar.Animating
    ) {
        animator.addCompletion { [weak self, weak tabBarController] in
            guard let self, let tabBarController, let host, let layer,
                let index = host.index(of: layer)
            else { return }
            let isShown = !tabBarController.sidebar.isHidden
            layer.userDidShowSidebar(isShown)
            host.reconciler?.containerDidShowSidebar(ofLayer: index, isShown: isShown)
        }
    }
}
#endif
