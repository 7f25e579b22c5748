import Testing
import UIKit
import VIPER

@testable import VIPERUIKitGlue

extension NavigationTabTag {
    static let inbox: Self = "inbox"
    static let outbox: Self = "outbox"
}

extension UIKitModelSuite {
    /// A tab-rooted navigator in a UITabBarController (DeviceChecklist items 15 to 18, 22).
    @Suite @MainActor
    struct TabTests {
        init() { freshModel() }

        private func tabScene() async throws -> (HostedScene, UITabBarController) {
            let navigator = Navigator()
            try navigator.setLayout(
                .tabs(
                    [.init(.inbox, [.named("mail")]), .init(.outbox, [.named("sent")])],
                    selected: .inbox))
            let scene = HostedScene(navigator)
            await settle()
            let tabBar = try #require(scene.host.rootViewController as? UITabBarController)
            return (scene, tabBar)
        }

        private func stack(_ tabBar: UITabBarController, _ index: Int) -> UINavigationController? {
            tabBar.viewControllers?[index] as? UINavigationController
        }

        @Test func eachTabIsANavigationControllerWithItsItem() async throws {
            let (scene, tabBar) = try await tabScene()
            #expect(tabBar.viewControllers?.count == 2)
            #expect(scene.titles(stack(tabBar, 0)) == ["mail"])
            #expect(scene.titles(stack(tabBar, 1)) == ["sent"])
            #expect(tabBar.viewControllers?.map { $0.tabBarItem?.title } == ["inbox", "outbox"])
            #expect(tabBar.selectedIndex == 0)
            #expect(scene.showsState)
        }

        @Test func tappingAnotherTabIsOnePlatformSelectAndTheStacksStay() async throws {
            let (scene, tabBar) = try await tabScene()
            try scene.navigator.push(.named("mail 2"))
            await settle()
            #expect(tabBar.modelUserTapTab(1))
            await settle()
            #expect(scene.platformChanges == [.platformSelect(.outbox)])
            #expect(tabBar.selectedIndex == 1)
            #expect(scene.titles(stack(tabBar, 0)) == ["mail", "mail 2"])
            #expect(scene.showsState)
            expectUIKitContent()
        }

        @Test func aVetoingGuardKeepsTheTabBarOnTheCurrentTab() async throws {
            let (scene, tabBar) = try await tabScene()
            _ = scene.navigator.addGuard { _ in .veto("stay") }
            #expect(!tabBar.modelUserTapTab(1))
            await settle()
            #expect(tabBar.selectedIndex == 0)
            #expect(scene.platformChanges == [])
        }

        @Test func reTappingTheSelectedTabPopsItToItsRootAsOnePlatformPop() async throws {
            let (scene, tabBar) = try await tabScene()
            try scene.navigator.push(.named("mail 2"))
            try scene.navigator.push(.named("mail 3"))
            await settle()
            let root = scene.navigator.state.entries[0]
            #expect(tabBar.modelUserTapTab(0))
            await settle()
            #expect(scene.platformChanges == [.platformPop(to: root.id)])
            #expect(scene.titles(stack(tabBar, 0)) == ["mail"])
            #expect(scene.titles(stack(tabBar, 1)) == ["sent"])
            #expect(scene.showsState)
            expectUIKitContent()
        }

        @Test func reTappingOverAGuardedScreenDoesNothing() async throws {
            let (scene, tabBar) = try await tabScene()
            try scene.navigator.push(.screen(GuardedScreen.self, dependency: "draft"))
            await settle()
            #expect(!tabBar.modelUserTapTab(0))
            await settle()
            #expect(scene.titles(stack(tabBar, 0)) == ["mail", "draft"])
            #expect(scene.platformChanges == [])
        }

        @Test func aSwipeBackInTheSelectedTabPopsThatTabOnly() async throws {
            let (scene, tabBar) = try await tabScene()
            try scene.navigator.push(.named("mail 2"))
            await settle()
            let swipe = try #require(stack(tabBar, 0)?.modelUserSwipeBack())
            swipe.finish()
            await settle()
            #expect(scene.platformChanges.count == 1)
            #expect(scene.titles(stack(tabBar, 0)) == ["mail"])
            #expect(stack(tabBar, 1)?.modelUserSwipeBack() == nil, "not in the window")
            #expect(scene.showsState)
        }

        @Test func aSheetIsPresentedByTheTabBarAndCoversIt() async throws {
            let (scene, tabBar) = try await tabScene()
            try scene.navigator.present(.named("compose"))
            await settle()
            #expect(scene.presented.first?.presentingViewController === tabBar)
            #expect(!tabBar.modelUserTapTab(1), "the sheet covers the tab bar")
            try scene.navigator.dismiss()
            await settle()
            #expect(stack(tabBar, 0)?.modelIsVisible == true)
            #expect(scene.showsState)
            expectUIKitContent()
        }

        @Test func aStackSetInATabThatIsNotShownIsThereWhenItIs() async throws {
            let (scene, tabBar) = try await tabScene()
            try scene.navigator.push(.named("sent 2"), in: .tab(.outbox))
            await settle()
            #expect(scene.titles(stack(tabBar, 1)) == ["sent", "sent 2"])
            tabBar.modelUserTapTab(1)
            await settle()
            #expect(scene.showsState)
        }

        private func groupedScene() async throws -> (HostedScene, UITabBarController) {
            let navigator = Navigator()
            try navigator.setLayout(
                .tabs(
                    [
                        .init(.inbox, [.named("mail")]),
                        .init(.outbox, in: ["boxes"], [.named("sent")]),
                        .init("drafts", in: ["boxes"], [.named("draft")]),
                    ], selected: .inbox))
            let scene = HostedScene(navigator)
            await settle()
            let tabBar = try #require(scene.host.rootViewController as? UITabBarController)
            return (scene, tabBar)
        }

        @Test func groupedTabsAreUITabsInAUITabGroupThatCanShowASidebar() async throws {
            let (scene, tabBar) = try await groupedScene()
            #expect(tabBar.mode == .tabSidebar)
            #expect(tabBar.tabs.map(\.identifier) == ["inbox", "boxes"])
            let group = try #require(tabBar.tabs[1] as? UITabGroup)
            #expect(group.children.map(\.identifier) == ["outbox", "drafts"])
            #expect(tabBar.selectedTab?.identifier == "inbox")
            try scene.navigator.select("drafts")
            await settle()
            #expect(tabBar.selectedTab?.identifier == "drafts")
            #expect(
                scene.titles(tabBar.selectedTab?.viewController as? UINavigationController) == [
                    "draft"
                ])
            #expect(scene.showsState)
            expectUIKitContent()
        }

        /// Whether the top screen of `tag`'s navigation controller is on screen.
        private func shows(_ tabBar: UITabBarController, _ tag: String) -> Bool {
            let stack = tabBar.tab(forIdentifier: tag)?.viewController as? UINavigationController
            return stack?.viewControllers.last?.modelIsVisible ?? false
        }

        @Test func aTabInAGroupSelectedByTheStateOrTheUserShowsItsScreen() async throws {
            let (scene, tabBar) = try await groupedScene()
            #expect(shows(tabBar, "inbox"))
            try scene.navigator.select("drafts")
            await settle()
            #expect(shows(tabBar, "drafts"), "UIKit changes root tabs only; the host shows it")
            #expect(!shows(tabBar, "inbox"))
            #expect(tabBar.modelUserChooseTab(try #require(tabBar.tab(forIdentifier: "outbox"))))
            await settle()
            #expect(shows(tabBar, "outbox"))
            #expect(!shows(tabBar, "drafts"))
            #expect(tabBar.modelUserChooseTab(try #require(tabBar.tab(forIdentifier: "inbox"))))
            await settle()
            #expect(shows(tabBar, "inbox"))
            #expect(!shows(tabBar, "outbox"))
            try scene.navigator.select("drafts")
            await settle()
            #expect(shows(tabBar, "drafts"))
            #expect(scene.navigator.state.layers[0].description.contains("drafts"))
            #expect(scene.showsState)
            expectUIKitContent()
        }

        @Test func theUsersChoiceOrderAndHiddenTabsAreReportedWithoutARebuild() async throws {
            let (scene, tabBar) = try await groupedScene()
            let drafts = try #require(tabBar.tab(forIdentifier: "drafts"))
            #expect(tabBar.modelUserChooseTab(drafts))
            await settle()
            let group = try #require(tabBar.tabs[1] as? UITabGroup)
            tabBar.modelUserReorder(group, ["drafts", "outbox"])
            tabBar.modelUserSetHidden(try #require(tabBar.tab(forIdentifier: "outbox")), true)
            await settle()
            let first = scene.navigator.state.entries[0].id
            #expect(
                scene.platformChanges == [
                    .platformSelect("drafts"), .platformCustomizeTabs(first),
                    .platformCustomizeTabs(first),
                ])
            guard case .tabs(let tabs, "drafts", _) = scene.navigator.state.layers[0].content else {
                Issue.record("not the tabs chosen")
                return
            }
            #expect(tabs.map(\.tag) == [.inbox, "drafts", .outbox])
            #expect(tabs.map(\.isHidden) == [false, false, true])
            #expect(tabBar.sidebar.isHidden, "the state's sidebar, hidden")
            tabBar.sidebar.isHidden = false  // the user's sidebar button, or a wider window
            await settle()
            #expect(scene.navigator.state.layers[0].description.hasPrefix("sidebar("))
            #expect(scene.platformChanges.last == .platformShowSidebar(first, isShown: true))
            #expect(scene.host.rootViewController === tabBar, "no rebuild for what the user did")
            #expect(scene.showsState)
            expectUIKitContent()
        }

        @Test func theRootChangedFromTabsToAStackReplacesTheWindowsRoot() async throws {
            let (scene, tabBar) = try await tabScene()
            try scene.navigator.setLayout(.stack([.named("alone")]))
            await settle()
            #expect(scene.window.rootViewController !== tabBar)
            #expect(scene.window.rootViewController === scene.host.rootViewController)
            #expect(scene.titles(scene.rootStack) == ["alone"])
            #expect(scene.host.lastConfigurationError == nil)
            #expect(scene.showsState)
            expectUIKitContent()
        }
    }
}
