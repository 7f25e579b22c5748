import SwiftUI
import Testing
import UIKit
import VIPER

@testable import VIPERUIKitGlue

extension UIKitModelSuite {
    /// NavigatorView's grouped tabs on iOS 18: a sidebar-adaptable TabView with a
    /// TabSection per outermost group, and the user's hidden tabs and section order read
    /// back from its TabViewCustomization (DeviceChecklist, "Tab groups and the sidebar").
    @Suite @MainActor
    struct SwiftUITabSectionsTests {
        init() { freshModel() }

        /// Inbox alone, then the group "boxes" of outbox and drafts; `nested` puts drafts
        /// and archive in the group "old" inside "boxes".
        private func groupedScene(nested: Bool = false) async throws
            -> (SwiftUIScene, UIHostingController<AnyView>)
        {
            let navigator = Navigator()
            let old: [NavigationTabTag] = nested ? ["boxes", "old"] : ["boxes"]
            try navigator.setLayout(
                .tabs(
                    [
                        .init(.inbox, [.named("mail")]),
                        .init(.outbox, in: ["boxes"], [.named("sent")]),
                        .init("drafts", in: old, [.named("draft")]),
                        .init("archive", in: old, [.named("archived")]),
                    ], selected: .inbox))
            let scene = SwiftUIScene(navigator)
            await settle()
            return (scene, try #require(scene.container))
        }

        private func tabs(_ scene: SwiftUIScene) -> [NavigationTab] {
            guard case .tabs(let tabs, _, _) = scene.navigator.state.layers[0].content else {
                return []
            }
            return tabs
        }

        @Test func groupedTabsAreTabSectionsOfASidebarAdaptableTabView() async throws {
            let (scene, container) = try await groupedScene()
            let shown = try #require(container.modelTabSections)
            #expect(shown.isSidebarAdaptable)
            #expect(shown.sectionIDs == ["boxes"])
            #expect(shown.tabs.map(\.id) == ["inbox", "outbox", "drafts", "archive"])
            #expect(shown.tabs.map(\.section) == [nil, ["Boxes"], ["Boxes"], ["Boxes"]])
            #expect(shown.tabs.map(\.isHidden) == [false, false, false, false])
            #expect(container.modelTabViews.first?.labels.first == ["Inbox"])
            #expect(container.modelUserTapTab(AnyHashable(NavigationTabTag("drafts"))))
            await settle()
            #expect(scene.platformChanges == [.platformSelect("drafts")])
            #expect(
                container.modelTabViews.first?.selected == AnyHashable(NavigationTabTag("drafts")))
            #expect(scene.showsState)
            expectUIKitContent()
        }

        @Test func flatTabsStayAFlatTabView() async throws {
            let navigator = Navigator()
            try navigator.setLayout(
                .tabs(
                    [.init(.inbox, [.named("mail")]), .init(.outbox, [.named("sent")])],
                    selected: .inbox))
            let scene = SwiftUIScene(navigator)
            await settle()
            let container = try #require(scene.container)
            #expect(container.modelTabSections?.isSidebarAdaptable == false)
            #expect(container.modelTabSections?.tabs.map(\.id) == [nil, nil])
        }

        @Test func theUsersHiddenTabAndSectionOrderAreReported() async throws {
            let (scene, container) = try await groupedScene()
            let first = scene.navigator.state.entries[0].id
            #expect(container.modelUserHideTab("outbox"))
            await settle()
            #expect(tabs(scene).map(\.isHidden) == [false, true, false, false])
            #expect(
                container.modelTabSections?.tabs.map(\.isHidden) == [false, true, false, false])
            #expect(container.modelUserOrderSection("boxes", ["archive", "outbox"]))
            await settle()
            #expect(tabs(scene).map(\.tag) == [.inbox, "archive", .outbox, "drafts"])
            #expect(tabs(scene).map(\.groups) == [[], ["boxes"], ["boxes"], ["boxes"]])
            #expect(
                container.modelTabSections?.tabs.map(\.id) == [
                    "inbox", "archive", "outbox", "drafts",
                ])
            #expect(
                scene.platformChanges == [
                    .platformCustomizeTabs(first), .platformCustomizeTabs(first),
                ])
            #expect(scene.showsState)
            expectUIKitContent()
        }

        @Test func aStateThatShowsTheTabAgainIsDrawn() async throws {
            let (scene, container) = try await groupedScene()
            #expect(container.modelUserHideTab("drafts"))
            await settle()
            let first = scene.navigator.state.entries[0].id
            try scene.navigator.platformDidCustomizeTabs(
                [.inbox, .outbox, "drafts", "archive"], hidden: [], tabsShowing: first)
            await settle()
            #expect(
                container.modelTabSections?.tabs.map(\.isHidden) == [false, false, false, false])
            #expect(scene.showsState)
        }

        @Test func anOrderThatPartsANestedGroupIsRefusedAndDrawnAsTheStateHasIt() async throws {
            // "old" is inside "boxes": SwiftUI's one level of sections lists its tabs in
            // the "boxes" section, where the user can put outbox between them.
            let (scene, container) = try await groupedScene(nested: true)
            #expect(container.modelTabSections?.sectionIDs == ["boxes"])
            let before = scene.navigator.state
            #expect(container.modelUserOrderSection("boxes", ["drafts", "outbox", "archive"]))
            await settle()
            #expect(scene.navigator.state == before)
            #expect(
                container.modelTabSections?.tabs.map(\.id) == [
                    "inbox", "outbox", "drafts", "archive",
                ])
            #expect(scene.showsState)
        }
    }
}
