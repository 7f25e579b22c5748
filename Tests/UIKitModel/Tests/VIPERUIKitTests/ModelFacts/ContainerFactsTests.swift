import SwiftUI
import Testing
import UIKit

extension UIKitModelSuite {
    /// The model's tab bar, split view, alerts and SwiftUI hosting against UIKitFacts.md
    /// ("Tab bar and split view", "Alerts and action sheets", "SwiftUI TabView and
    /// NavigationSplitView") and the shared notes §6.
    @Suite @MainActor
    struct ContainerFactsTests {
        init() { freshModel() }

        private func tabBar() -> UITabBarController {
            let tabBar = UITabBarController(nibName: nil, bundle: nil)
            let first = UINavigationController(nibName: nil, bundle: nil)
            first.title = "first"
            first.viewControllers = [controller("A"), controller("B")]
            let second = UINavigationController(nibName: nil, bundle: nil)
            second.title = "second"
            second.viewControllers = [controller("C")]
            tabBar.setViewControllers([first, second], animated: false)
            show(tabBar)
            return tabBar
        }

        /// "Tab groups": a tree's leaves are selected from code silently; the user's choice
        /// asks `shouldSelectTab` and tells `didSelectTab`; a group's display order puts the
        /// named tabs first; the user's order and hiding are told.
        @Test func aTabTreeSelectsLeavesAndTellsTheUsersChoices() {
            final class Delegate: NSObject, UITabBarControllerDelegate {
                var heard: [String] = []
                func tabBarController(
                    _ tabBarController: UITabBarController, shouldSelectTab tab: UITab
                ) -> Bool {
                    heard.append("should \(tab.identifier)")
                    return true
                }
                func tabBarController(
                    _ tabBarController: UITabBarController, didSelectTab selectedTab: UITab,
                    previousTab: UITab?
                ) {
                    heard.append(
                        "did \(selectedTab.identifier) from \(previousTab?.identifier ?? "-")")
                }
                func tabBarController(
                    _ tabBarController: UITabBarController, visibilityDidChangeFor tabs: [UITab]
                ) { heard.append("hidden \(tabs.map(\.identifier))") }
                func tabBarController(
                    _ tabBarController: UITabBarController,
                    displayOrderDidChangeFor group: UITabGroup
                ) { heard.append("order \(group.identifier)") }
            }
            let tabBar = UITabBarController(nibName: nil, bundle: nil)
            let leaf = { (id: String) in
                UITab(title: id, image: nil, identifier: id) { _ in controller(id) }
            }
            let group = UITabGroup(
                title: "g", image: nil, identifier: "g", children: [leaf("b"), leaf("c")])
            tabBar.setTabs([leaf("a"), group], animated: false)
            show(tabBar)
            let delegate = Delegate()
            tabBar.delegate = delegate
            #expect(tabBar.selectedTab?.identifier == "a")
            tabBar.selectedTab = tabBar.tab(forIdentifier: "c")
            #expect(tabBar.selectedTab?.identifier == "c")
            #expect(delegate.heard.isEmpty)
            #expect(tabBar.modelUserChooseTab(group.children[0]))
            tabBar.modelUserReorder(group, ["c"])
            #expect(group.displayed.map(\.identifier) == ["c", "b"])
            tabBar.modelUserSetHidden(group.children[0], true)
            #expect(
                delegate.heard == ["should b", "did b from c", "order g", "hidden [\"b\"]"])
        }

        @Test func aDescendantTabSelectedLeavesTheShownControllerToItsRootTab() {
            let tabBar = UITabBarController(nibName: nil, bundle: nil)
            let leaf = { (id: String) in
                UITab(title: id, image: nil, identifier: id) { _ in controller(id) }
            }
            let container = controller("g")
            let group = UITabGroup(
                title: "g", image: nil, identifier: "g", children: [leaf("b"), leaf("c")]
            ) { _ in container }
            tabBar.setTabs([leaf("a"), group], animated: false)
            show(tabBar)
            #expect(tabBar.viewControllers?.map(\.modelName) == ["a", "g"])
            tabBar.selectedTab = tabBar.tab(forIdentifier: "c")
            #expect(tabBar.selectedTab?.identifier == "c")
            #expect(tabBar.selectedViewController === container, "the root tab's, not c's")
            #expect(container.modelIsVisible)
            #expect(tabBar.tab(forIdentifier: "c")?.viewController?.modelIsVisible == false)
            #expect(tabBar.modelUserChooseTab(tabBar.tabs[0]))
            #expect(tabBar.selectedViewController?.modelName == "a")
            #expect(tabBar.modelUserChooseTab(group.children[0]))
            #expect(tabBar.selectedTab?.identifier == "b")
            #expect(tabBar.selectedViewController === container)
        }

        @Test func aChildControllerAppearsWithItsParentOnceItsViewIsAdded() {
            let parent = controller("parent")
            show(parent)
            let child = controller("child")
            parent.addChild(child)
            #expect(!child.modelIsVisible, "a child whose view is not added is not shown")
            parent.view.addSubview(child.view)
            child.didMove(toParent: parent)
            #expect(child.modelIsVisible)
            #expect(parent.children.map(\.modelName) == ["child"])
            child.willMove(toParent: nil)
            child.view.removeFromSuperview()
            child.removeFromParent()
            #expect(!child.modelIsVisible)
            #expect(parent.children.isEmpty)
        }

        /// "Tab groups": a change of the sidebar's visibility is told to its delegate first;
        /// the animator's completions run once it is made.
        @Test func theSidebarsDelegateHearsAVisibilityChangeBeforeItIsMade() {
            final class Delegate: NSObject, UITabBarController.Sidebar.Delegate {
                var heard: [String] = []
                func tabBarController(
                    _ tabBarController: UITabBarController,
                    sidebarVisibilityWillChange sidebar: UITabBarController.Sidebar,
                    animator: any UITabBarController.Sidebar.Animating
                ) {
                    heard.append("will, hidden \(sidebar.isHidden)")
                    animator.addCompletion { self.heard.append("done, hidden \(sidebar.isHidden)") }
                }
            }
            let tabBar = UITabBarController(nibName: nil, bundle: nil)
            let delegate = Delegate()
            tabBar.sidebar.delegate = delegate
            tabBar.sidebar.isHidden = true
            #expect(delegate.heard == ["will, hidden false", "done, hidden true"])
        }

        /// "Tab bar selection": selecting from code tells no delegate.
        @Test func selectingATabFromCodeAsksAndTellsNoOne() {
            let tabBar = tabBar()
            tabBar.selectedIndex = 1
            #expect(tabBar.selectedViewController === tabBar.viewControllers?[1])
            #expect(!UIKitModel.trace.contains { $0.hasPrefix("tabBarDelegate") })
            #expect(UIKitModel.trace.contains("first viewDidDisappear"))
            #expect(UIKitModel.trace.contains("second viewDidAppear"))
        }

        /// "Tab bar selection": a tap asks shouldSelect, then selects and tells didSelect;
        /// `false` keeps the tab.
        @Test func aTapAsksShouldSelectThenTellsDidSelect() {
            final class Refusing: NSObject, UITabBarControllerDelegate {
                var allows = false
                func tabBarController(
                    _ tabBarController: UITabBarController,
                    shouldSelect viewController: UIViewController
                ) -> Bool { allows }
            }
            let tabBar = tabBar()
            let delegate = Refusing()
            tabBar.delegate = delegate
            #expect(!tabBar.modelUserTapTab(1))
            #expect(tabBar.selectedIndex == 0)
            delegate.allows = true
            #expect(tabBar.modelUserTapTab(1))
            #expect(tabBar.selectedIndex == 1)
            #expect(
                UIKitModel.trace.filter { $0.hasPrefix("tabBarDelegate") } == [
                    "tabBarDelegate shouldSelect second", "tabBarDelegate shouldSelect second",
                    "tabBarDelegate didSelect second",
                ])
        }

        /// "Re-tap": the selected navigation controller pops to its root, animated, as a
        /// pop its delegate hears; didSelect comes too.
        @Test func reTappingTheSelectedTabPopsItsNavigationControllerToTheRoot() {
            let tabBar = tabBar()
            tabBar.modelUserTapTab(0)
            UIKitModel.runAnimations()
            #expect(
                UIKitModel.trace.filter { !$0.contains(" view") } == [
                    "tabBarDelegate shouldSelect first", "navigationDelegate willShow A",
                    "tabBarDelegate didSelect first", "navigationDelegate didShow A",
                ])
            #expect(
                (tabBar.viewControllers?[0] as? UINavigationController)?.viewControllers.count == 1)
        }

        /// "Collapse": in compact width the split shows its `.compact` column; the delegate
        /// hears didCollapse after the change, didExpand after expanding.
        @Test func aSplitCollapsesToItsCompactColumnAndTellsItsDelegateAfter() {
            final class Listening: NSObject, UISplitViewControllerDelegate {
                var heard: [Bool] = []
                func splitViewControllerDidCollapse(_ svc: UISplitViewController) {
                    heard.append(svc.isCollapsed)
                }
                func splitViewControllerDidExpand(_ svc: UISplitViewController) {
                    heard.append(svc.isCollapsed)
                }
            }
            let split = UISplitViewController(style: .doubleColumn)
            let columns = ["primary", "secondary", "compact"].map { title in
                let navigation = UINavigationController(nibName: nil, bundle: nil)
                navigation.title = title
                return navigation
            }
            split.setViewController(columns[0], for: .primary)
            split.setViewController(columns[1], for: .secondary)
            split.setViewController(columns[2], for: .compact)
            let listening = Listening()
            split.delegate = listening
            let window = show(split)
            #expect(columns[0].modelIsVisible && !columns[2].modelIsVisible)
            window.modelSetHorizontalSizeClass(compact: true)
            #expect(columns[2].modelIsVisible && !columns[0].modelIsVisible)
            window.modelSetHorizontalSizeClass(compact: false)
            #expect(listening.heard == [true, false])
            #expect(
                UIKitModel.trace.filter { $0.hasPrefix("splitDelegate") } == [
                    "splitDelegate didCollapse", "splitDelegate didExpand",
                ])
        }

        /// "Alerts and action sheets": a tap dismisses the alert and runs the handler after;
        /// a second cancel action traps; an iPad action sheet needs a source view, and a tap
        /// outside its popover calls didDismiss and no handler.
        @Test func alertHandlersRunAfterTheDismissalAndPopoversNeedASource() {
            let root = controller("root")
            show(root)
            var handled: [String] = []
            let alert = UIAlertController(title: "T", message: nil, preferredStyle: .alert)
            alert.addAction(UIAlertAction(title: "A", style: .cancel) { _ in handled.append("A") })
            alert.addAction(UIAlertAction(title: "B", style: .cancel))
            #expect(UIKitModel.misuses.count == 1)
            root.present(alert, animated: true)
            UIKitModel.runAnimations()
            #expect(alert.modelUserTap(0))
            #expect(handled == [])
            UIKitModel.runAnimations()
            #expect(handled == ["A"])

            freshModel(idiom: .pad)
            let padRoot = controller("root")
            show(padRoot)
            let sheet = UIAlertController(title: "S", message: nil, preferredStyle: .actionSheet)
            sheet.addAction(UIAlertAction(title: "A", style: .default) { _ in handled.append("S") })
            padRoot.present(sheet, animated: false)
            #expect(UIKitModel.misuses.count == 1, "no source view")
            #expect(padRoot.presentedViewController == nil)
            final class Listening: NSObject, UIAdaptivePresentationControllerDelegate {
                var dismissed = 0
                func presentationControllerDidDismiss(
                    _ presentationController: UIPresentationController
                ) {
                    dismissed += 1
                }
            }
            let listening = Listening()
            sheet.popoverPresentationController?.sourceView = padRoot.view
            sheet.presentationController?.delegate = listening
            padRoot.present(sheet, animated: true)
            UIKitModel.runAnimations()
            #expect(sheet.modelUserTapOutside())
            UIKitModel.runAnimations()
            #expect(listening.dismissed == 1)
            #expect(handled == ["A"])
        }

        /// Facts §6: makeCoordinator first, make once, update after it and on later
        /// drawings, dismantle once the view is gone.
        @Test func aRepresentableIsMadeOnceUpdatedAndDismantled() {
            struct Probe: UIViewControllerRepresentable {
                final class Log { var calls: [String] = [] }
                let log: Log
                func makeCoordinator() -> Log {
                    log.calls.append("coordinator")
                    return log
                }
                func makeUIViewController(context: Context) -> UIViewController {
                    log.calls.append("make")
                    return controller("represented")
                }
                func updateUIViewController(_ uiViewController: UIViewController, context: Context)
                {
                    log.calls.append("update")
                }
                static func dismantleUIViewController(
                    _ uiViewController: UIViewController, coordinator: Log
                ) {
                    coordinator.calls.append("dismantle")
                }
            }
            let log = Probe.Log()
            let hosting = UIHostingController(rootView: AnyView(Probe(log: log)))
            show(hosting)
            hosting.rootView = AnyView(Probe(log: log))
            hosting.rootView = AnyView(EmptyView())
            #expect(log.calls == ["coordinator", "make", "update", "update", "dismantle"])
        }

        /// "Tab view selection": a tap sets the binding, and the tab view shows what the
        /// binding reads next; onChange does not fire on the first drawing.
        @Test func aTabViewTapSetsTheBindingAndShowsWhatItReads() {
            final class Selection: @unchecked Sendable { var set: [String] = [] }
            let selection = Selection()
            let binding = Binding<String>(get: { "a" }, set: { selection.set.append($0) })
            let hosting = UIHostingController(
                rootView: AnyView(
                    TabView(selection: binding) {
                        ForEach(["a", "b"], id: \.self) { tag in
                            Text(tag).tabItem { Text("tab \(tag)") }.tag(tag)
                        }
                    }))
            show(hosting)
            #expect(hosting.modelTabViews.first?.labels == [["tab a"], ["tab b"]])
            #expect(hosting.modelUserTapTab(AnyHashable("b")))
            #expect(selection.set == ["b"])
            #expect(hosting.modelTabViews.first?.selected == AnyHashable("a"))
        }
    }
}
