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
}
#endif
