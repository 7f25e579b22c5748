#if canImport(UIKit)
import UIKit
import VIPER

// Grouped tabs on iOS 18: the tree as UIKit's `UITab`s and `UITabGroup`s in a tab bar
// controller that can show a sidebar, and the user's order and hidden tabs read back.
// Flat tabs, and grouped ones before iOS 18, are the flat tab bar of their leaves.

@available(iOS 18.0, *)
extension HostLayer {
    /// The tabs of `tabs` (leaves in order, with their stacks), the groups from `depth` on
    /// as `UITabGroup`s: a group's tabs follow one another (``NavigationTab/groups``).
    ///
    /// An outermost group's view controller, added to `containers`, shows its selected tab
    /// (``TabGroupController``), its first one until then.
    static func uiTabs(
        _ tabs: ArraySlice<(tab: NavigationTab, stack: HostStack)>, depth: Int,
        host: NavigationHost, containers: inout [NavigationTabTag: TabGroupController]
    ) -> [UITab] {
        var result: [UITab] = []
        var index = tabs.startIndex
        while index < tabs.endIndex {
            let (tab, stack) = tabs[index]
            guard tab.groups.count > depth else {
                let item = host.tabBarItem(tab.tag)
                let leaf = UITab(
                    title: item.title ?? tab.tag.rawValue, image: item.image,
                    identifier: tab.tag.rawValue
                ) { _ in stack.controller }
                leaf.isHidden = tab.isHidden
                leaf.allowsHiding = true
                result.append(leaf)
                index += 1
                continue
            }
            let group = tab.groups[depth]
            let end =
                tabs[index...].firstIndex {
                    $0.tab.groups.count <= depth || $0.tab.groups[depth] != group
                } ?? tabs.endIndex
            let item = host.tabBarItem(group)
            var container: TabGroupController?
            if depth == 0 {
                container = TabGroupController()
                container?.show(stack.controller)
                containers[group] = container
            }
            let uiGroup = UITabGroup(
                title: item.title ?? group.rawValue, image: item.image,
                identifier: group.rawValue,
                children: uiTabs(
                    tabs[index..<end], depth: depth + 1, host: host, containers: &containers),
                viewControllerProvider: container.map { container in { _ in container } })
            uiGroup.allowsReordering = true
            result.append(uiGroup)
            index = end
        }
        return result
    }

    /// The leaves of `tabs`, depth first, each group's in its display order: the tabs its
    /// `displayOrderIdentifiers` name, then the others (UIKitFacts.md, "Tab groups").
    static func leaves(_ tabs: [UITab]) -> [UITab] {
        tabs.flatMap { tab -> [UITab] in
            guard let group = tab as? UITabGroup else { return [tab] }
            let order = group.displayOrderIdentifiers
            let named = order.compactMap { id in group.children.first { $0.identifier == id } }
            return leaves(named + group.children.filter { !order.contains($0.identifier) })
        }
    }
}

extension HostLayer {
    /// Shows `tag`'s navigation controller in its outermost group's controller, if it is
    /// in a group: UIKit shows the group's controller for a tab inside it.
    func showInGroup(_ tag: NavigationTabTag) {
        guard let group = tabTree.tabs.first(where: { $0.tag == tag })?.groups.first,
            let container = groupControllers[group], let stack = stack(.tab(tag))
        else { return }
        container.show(stack.controller)
    }
}
#endif
