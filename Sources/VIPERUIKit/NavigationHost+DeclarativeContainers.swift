#if canImport(UIKit)
import UIKit
import VIPER

// What the user and the platform do in a declarative container (SwiftUI's TabView and
// NavigationSplitView): a tab picked, which the tab view shows before anyone is asked,
// and a split collapsed or expanded by a size class change.

extension NavigationHost {
    /// The user picked a tab in a layer's tab view, which shows it already: the navigator
    /// takes it as a platform-driven selection, or the tab view shows the navigator's tab
    /// again.
    ///
    /// - Parameters:
    ///   - layer: The layer the tab view draws.
    ///   - tag: The tab picked.
    func declarativeContainer(_ layer: HostLayer, didPick tag: NavigationTabTag) {
        guard let index = index(of: layer), tag != layer.selectedTab else { return }
        if reconciler?.containerDidPick(tag, inLayer: index) == true {
            layer.declarativeDidSelect(tag)
        } else {
            layer.redrawDeclarative()
        }
    }

    /// The user reordered or hid tabs in a layer's sidebar-adaptable tab view: the layer
    /// takes them and the navigator is told; a refused change is drawn as the state has it.
    ///
    /// - Parameters:
    ///   - layer: The layer the tab view draws.
    ///   - order: Every tab's tag, in the order the tab view shows them.
    ///   - hidden: The tags of the tabs the user hid.
    func declarativeContainer(
        _ layer: HostLayer, didCustomize order: [NavigationTabTag],
        hidden: Set<NavigationTabTag>
    ) {
        guard let index = index(of: layer), layer.declarativeDidCustomize(order, hidden: hidden)
        else { return }
        reconciler?.containerDidCustomizeTabs(ofLayer: index, order, hidden: hidden)
    }

    /// SwiftUI collapsed a layer's split view into one stack (compact width) or expanded
    /// it into columns.
    ///
    /// - Parameters:
    ///   - layer: The layer the split view draws.
    ///   - isCollapsed: Whether it shows one stack now.
    func declarativeContainer(_ layer: HostLayer, didCollapse isCollapsed: Bool) {
        guard index(of: layer) != nil, layer.isCollapsed != isCollapsed else { return }
        layer.declarativeDidCollapse(isCollapsed)
        layerDidChangeCollapse(layer)
    }
}
#endif
