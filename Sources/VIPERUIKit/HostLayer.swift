#if canImport(UIKit)
import UIKit
import VIPER

/// One layer on screen: the controller UIKit shows for it (a navigation controller, a tab
/// bar controller with a navigation controller per tab, or a split view controller with
/// one per column; or a ``DeclarativeContainer`` SwiftUI draws with those navigation
/// controllers) and its stacks.
///
/// A split's screens are in its columns' navigation controllers while it is expanded and
/// all in the compact column's one navigation controller while it is collapsed (the
/// navigator's collapse rule: primary, supplementary, then secondary screens); the layer
/// moves them when UIKit collapses or expands it, so that UIKit never moves a screen
/// itself and none is in two navigation controllers.
@MainActor
final class HostLayer {
    /// The layer's style, with the detent the user dragged its sheet to.
    var style: PresentationStyle?
    /// What is presented for the layer, or the root: a navigation, tab bar or split view
    /// controller.
    let controller: UIViewController
    /// The stacks: one, one per tab in tab order, or one per column, primary first.
    private(set) var stacks: [HostStack] = []
    /// A split's one stack while it is collapsed.
    private(set) var compactStack: HostStack?
    /// The tab the host or the user selected last.
    private(set) var selectedTab: NavigationTabTag?
    /// The tabs' tree (their groups and hidden flags, without screens) and sidebar, as the
    /// state gave them: the flat tab bar shows the leaves in order, each once.
    private(set) var tabTree: (tabs: [NavigationTab], showsSidebar: Bool) = ([], false)
    /// The controllers of the outermost tab groups, by group (``TabGroupController``).
    private(set) var groupControllers: [NavigationTabTag: TabGroupController] = [:]
    /// Whether the tab bar controller shows the tree as iOS 18's `UITab`s.
    private var usesTabTree = false
    /// SwiftUI's tab or split view drawing the layer, if the host's root is in SwiftUI.
    private var declarative: (any DeclarativeContainer)?
    /// Whether a declarative split shows its one compact stack.
    private var isDeclarativeCollapsed = false
    private var tabBarDelegate: TabBarDelegate?
    private var splitDelegate: SplitDelegate?
    /// The transitioning delegate of the layer's presentation: UIKit holds it weakly, so
    /// the layer keeps it while it is shown.
    var transitioningDelegate: (any UIViewControllerTransitioningDelegate)?

    /// Creates the layer's controllers: UIKit's, or the host's declarative container for
    /// tabs and splits; `reused` is the declarative container of the layer this one
    /// replaces, kept when the new content gets one too.
    init(
        style: PresentationStyle?, content: NavigationLayer.Content, host: NavigationHost,
        reusing reused: (any DeclarativeContainer)? = nil
    ) {
        self.style = style
        var container = host.declarativeContainers?(content)
        if container != nil, let reused { container = reused }
        declarative = container
        switch content {
        case .stack:
            let stack = HostStack(.current, layer: nil, host: host)
            controller = stack.controller
            stacks = [stack]
        case .tabs(let tabs, let selected, let showsSidebar):
            stacks = tabs.map { HostStack(.tab($0.tag), layer: nil, host: host) }
            selectedTab = selected
            tabTree = (
                tabs.map {
                    NavigationTab($0.tag, in: $0.groups, isHidden: $0.isHidden, entries: [])
                }, showsSidebar
            )
            if let container {
                controller = container.controller
                break
            }
            let tabBar = UITabBarController(nibName: nil, bundle: nil)
            controller = tabBar
            if #available(iOS 18.0, *), tabs.contains(where: { !$0.groups.isEmpty }) {
                usesTabTree = true
                tabBar.mode = .tabSidebar
                // Restored as the platform last reported it, before the delegate hears.
                tabBar.sidebar.isHidden = !showsSidebar
                let leaves = zip(tabs, stacks).map { (tab: $0, stack: $1) }
                tabBar.setTabs(
                    Self.uiTabs(
                        leaves[...], depth: 0, host: host, containers: &groupControllers),
                    animated: false)
            } else {
                for (tab, stack) in zip(tabs, stacks) {
                    stack.controller.tabBarItem = host.tabBarItem(tab.tag)
                }
                tabBar.setViewControllers(stacks.map(\.controller), animated: false)
            }
            let delegate = TabBarDelegate()
            tabBarDelegate = delegate
            tabBar.delegate = delegate
        case .split(let split):
            let columns: [NavigationColumn] =
                split.supplementary == nil
                ? [.primary, .secondary] : [.primary, .supplementary, .secondary]
            stacks = columns.map { HostStack(.column($0), layer: nil, host: host) }
            let compact = HostStack(.current, layer: nil, host: host)
            compactStack = compact
            if let container {
                controller = container.controller
                break
            }
            let splitView = UISplitViewController(
                style: split.supplementary == nil ? .doubleColumn : .tripleColumn)
            controller = splitView
            for (column, stack) in zip(columns, stacks) {
                splitView.setViewController(stack.controller, for: column.uiKitColumn)
            }
            splitView.setViewController(compact.controller, for: .compact)
            let delegate = SplitDelegate()
            splitDelegate = delegate
            splitView.delegate = delegate
        }
        for stack in stacks { stack.layer = self }
        compactStack?.layer = self
        tabBarDelegate?.layer = self
        tabBarDelegate?.host = host
        if #available(iOS 18.0, *), usesTabTree, let tabBar = controller as? UITabBarController {
            tabBar.sidebar.delegate = tabBarDelegate
        }
        splitDelegate?.layer = self
        splitDelegate?.host = host
        if let selectedTab { select(selectedTab) }
        declarative?.show(self)
    }

    /// The host the layer belongs to.
    var host: NavigationHost? { stacks.first?.controller.host }

    /// SwiftUI's tab or split view drawing the layer, if any.
    var declarativeContainer: (any DeclarativeContainer)? { declarative }

    /// Whether UIKit (or SwiftUI, for a declarative container) shows the split collapsed;
    /// `false` for other layers.
    var isCollapsed: Bool {
        if declarative != nil { return compactStack != nil && isDeclarativeCollapsed }
        return (controller as? UISplitViewController)?.isCollapsed ?? false
    }

    /// Every navigation controller of the layer that holds screens now.
    var activeStacks: [HostStack] {
        if isCollapsed, let compactStack { return [compactStack] }
        return stacks
    }

    /// The stack a command's placement names, if the layer has it.
    func stack(_ placement: NavigationPlacement) -> HostStack? {
        stacks.first { $0.placement == placement }
            ?? (placement == .current && stacks.count == 1 ? stacks.first : nil)
    }

    /// The navigation controller whose transition a change of `stack` runs in: its own,
    /// or the collapsed split's one stack.
    func transitioning(_ stack: HostStack) -> UINavigationController {
        isCollapsed ? (compactStack?.controller ?? stack.controller) : stack.controller
    }

    /// Shows entries in one stack; in a collapsed split, in the one stack of all columns.
    func show(
        _ entries: [NavigationEntry], screens: [UIViewController], in stack: HostStack,
        animated: Bool
    ) {
        stack.show(entries, screens: screens)
        if isCollapsed, let compactStack {
            compactStack.show(stacks.flatMap(\.entries), screens: stacks.flatMap(\.screens))
            compactStack.controller.setViewControllers(compactStack.screens, animated: animated)
        } else {
            stack.controller.setViewControllers(screens, animated: animated)
            if case .column(.secondary) = stack.placement, !screens.isEmpty {
                (controller as? UISplitViewController)?.show(.secondary)
            }
        }
    }

    /// Selects a tab; UIKit does not animate it, nor tell the delegate; a declarative
    /// container is drawn again with the new selection.
    func select(_ tag: NavigationTabTag) {
        guard let index = stacks.firstIndex(where: { $0.placement == .tab(tag) }) else { return }
        selectedTab = tag
        if let declarative { return declarative.show(self) }
        guard let tabBar = controller as? UITabBarController else { return }
        if #available(iOS 18.0, *), usesTabTree {
            tabBar.selectedTab = tabBar.tab(forIdentifier: tag.rawValue)
            showInGroup(tag)
        } else {
            tabBar.selectedIndex = index
        }
    }

    /// The user selected a tab, shown in its group's controller if it is in one; returns
    /// whether it is another one than before.
    func userDidSelect(_ tag: NavigationTabTag) -> Bool {
        showInGroup(tag)
        defer { selectedTab = tag }
        return tag != selectedTab
    }

    /// The user reordered or hid tabs of the tree: the layer takes the order and hidden
    /// tabs UIKit shows, and returns them.
    @available(iOS 18.0, *)
    func userDidCustomize(_ tabBar: UITabBarController)
        -> (order: [NavigationTabTag], hidden: Set<NavigationTabTag>)
    {
        let leaves = Self.leaves(tabBar.tabs)
        let order = leaves.map { NavigationTabTag(rawValue: $0.identifier) }
        let hidden = Set(
            leaves.filter(\.isHidden).map { NavigationTabTag(rawValue: $0.identifier) })
        stacks = order.compactMap { tag in stacks.first { $0.placement == .tab(tag) } }
        tabTree.tabs = order.compactMap { tag in
            tabTree.tabs.first { $0.tag == tag }.map { tab in
                var tab = tab
                tab.isHidden = hidden.contains(tag)
                return tab
            }
        }
        return (order, hidden)
    }

    /// The user reordered or hid tabs in the declarative tab view: the layer takes the
    /// tabs of `order` it has, with those in `hidden` hidden, and returns whether that
    /// changed its tabs.
    func declarativeDidCustomize(_ order: [NavigationTabTag], hidden: Set<NavigationTabTag>)
        -> Bool
    {
        let tabs = order.compactMap { tag in
            tabTree.tabs.first { $0.tag == tag }.map { tab in
                var tab = tab
                tab.isHidden = hidden.contains(tag)
                return tab
            }
        }
        guard tabs.count == tabTree.tabs.count, tabs != tabTree.tabs else { return false }
        stacks = order.compactMap { tag in stacks.first { $0.placement == .tab(tag) } }
        tabTree.tabs = tabs
        declarative?.show(self)
        return true
    }

    /// UIKit showed (`isShown`) or hid the tabs' sidebar.
    func userDidShowSidebar(_ isShown: Bool) {
        tabTree.showsSidebar = isShown
    }

    /// The tab of a tab's navigation controller.
    func tab(of controller: UIViewController) -> NavigationTabTag? {
        guard let stack = stacks.first(where: { $0.controller === controller }),
            case .tab(let tag) = stack.placement
        else { return nil }
        return tag
    }

    /// The layer as UIKit shows it, read from the navigation controllers.
    func shownLayer() -> NavigationLayer {
        switch stacks.first?.placement {
        case .tab:
            let tabs = zip(tabTree.tabs, stacks).map { tab, stack in
                var tab = tab
                tab.entries = stack.shownEntries()
                return tab
            }
            var selected = selectedTab
            if #available(iOS 18.0, *), usesTabTree,
                let tab = (controller as? UITabBarController)?.selectedTab
            {
                selected = NavigationTabTag(rawValue: tab.identifier)
            } else if !usesTabTree, let tabBar = controller as? UITabBarController,
                tabs.indices.contains(tabBar.selectedIndex)
            {
                selected = tabs[tabBar.selectedIndex].tag
            }
            return NavigationLayer(
                style: style,
                content: .tabs(
                    tabs, selected: selected ?? tabs[0].tag, showsSidebar: tabTree.showsSidebar))
        case .column:
            let columns: [[NavigationEntry]]
            if isCollapsed, let compactStack {
                let shown = Set(compactStack.shownEntries().map(\.id))
                columns = stacks.map { $0.entries.filter { shown.contains($0.id) } }
            } else {
                columns = stacks.map { $0.shownEntries() }
            }
            return NavigationLayer(
                style: style,
                content: .split(
                    NavigationSplit(
                        primary: columns[0], supplementary: columns.count == 3 ? columns[1] : nil,
                        secondary: columns[columns.count - 1], isCollapsed: isCollapsed)))
        default:
            return NavigationLayer(style: style, entries: stacks[0].shownEntries())
        }
    }

    /// The user picked a tab in the declarative container, which the navigator took.
    func declarativeDidSelect(_ tag: NavigationTabTag) {
        selectedTab = tag
        declarative?.show(self)
    }

    /// The declarative container shows the navigator's selection again, after a pick it
    /// refused.
    func redrawDeclarative() {
        declarative?.show(self)
    }

    /// SwiftUI collapsed or expanded a declarative split (the size class changed): moves
    /// the screens and draws the container again.
    func declarativeDidCollapse(_ isCollapsed: Bool) {
        guard declarative != nil, compactStack != nil else { return }
        isDeclarativeCollapsed = isCollapsed
        moveScreensForCollapse()
        declarative?.show(self)
    }

    /// The navigation controller that shows a stack of the outline: a tab's, a column's,
    /// or for `.current` the layer's one stack or a split's collapsed one.
    func navigationController(for placement: NavigationPlacement) -> UINavigationController? {
        if placement == .current, let compactStack { return compactStack.controller }
        return stack(placement)?.controller
    }

    /// UIKit collapsed or expanded the split: moves the screens to the navigation
    /// controllers that are on screen now.
    func moveScreensForCollapse() {
        guard let compactStack else { return }
        if isCollapsed {
            for stack in stacks { stack.controller.setViewControllers([], animated: false) }
            compactStack.show(stacks.flatMap(\.entries), screens: stacks.flatMap(\.screens))
            compactStack.controller.setViewControllers(compactStack.screens, animated: false)
        } else {
            // NB: the user may have popped in the collapsed stack; each column keeps what
            // is still there.
            let shown = compactStack.controller.viewControllers
            compactStack.controller.setViewControllers([], animated: false)
            for stack in stacks {
                let kept = stack.screens.indices.filter { index in
                    shown.contains { $0 === stack.screens[index] }
                }
                stack.show(kept.map { stack.entries[$0] }, screens: kept.map { stack.screens[$0] })
                stack.controller.setViewControllers(stack.screens, animated: false)
            }
            compactStack.show([], screens: [])
        }
    }

    /// Forgets the screens the user popped, in every stack.
    func prune() {
        if isCollapsed, let compactStack {
            compactStack.prune()
            let shown = Set(compactStack.entries.map(\.id))
            for stack in stacks {
                let kept = stack.entries.indices.filter { shown.contains(stack.entries[$0].id) }
                stack.show(kept.map { stack.entries[$0] }, screens: kept.map { stack.screens[$0] })
            }
        } else {
            for stack in stacks { stack.prune() }
        }
    }

    /// Empties every navigation controller, so that the screens can be shown elsewhere.
    func clear() {
        for stack in stacks + (compactStack.map { [$0] } ?? []) {
            stack.controller.setViewControllers([], animated: false)
            stack.show([], screens: [])
        }
    }
}

extension NavigationColumn {
    /// The split view controller's column.
    var uiKitColumn: UISplitViewController.Column {
        switch self {
        case .primary: .primary
        case .supplementary: .supplementary
        case .secondary: .secondary
        }
    }
}
#endif
