import Foundation
import Testing
@_spi(Testing) import VIPER

// Tab groups: a container's tabs as a tree written leaf by leaf, the user's customisation
// and the sidebar the platform reports, restored and reached by deep links.

@MainActor
@Suite struct TabGroupTests {
    typealias Target = RouteState<TestRoute>

    /// `home`, then the group `shelf` of `articles` and the group `pinned` of `bookmarks`
    /// and `later`.
    static let grouped = Target(
        rootContent: .tabs(
            [
                .init(.home, routes: [.list]),
                .init(.articles, in: [.shelf], routes: [.list]),
                .init(.bookmarks, in: [.shelf, .pinned], routes: [.list, .detail(id: 4)]),
                .init(.later, in: [.shelf, .pinned], routes: [.list]),
            ],
            selected: .bookmarks))

    @Test func aTabInsideAGroupIsSelectedPushedIntoAndShown() throws {
        let navigator = try groupedNavigator()
        #expect(navigator.state.top?.id == id(4))
        try navigator.select(.home)
        let pushed = try navigator.push(
            .screen(PlainScreen.self, dependency: "x"), in: .tab(.later))
        #expect(navigator.state.layers[0].stack(.tab(.later))?.last?.id == pushed)
        try navigator.select(.later)
        #expect(navigator.state.top?.id == pushed)
        #expect(navigator.state.isValid)
        #expect(
            navigator.state.layers[0].description
                == "tabs(home: [#1 PlainScreen(list)], shelf/articles: [#2 PlainScreen(list)], "
                + "shelf/pinned/bookmarks: [#3 PlainScreen(list), #4 OtherScreen(detail(id: 4))], "
                + "*shelf/pinned/later: [#5 PlainScreen(list), #6 PlainScreen])")
    }

    @Test func selectingAGroupOrAnUnknownTagIsRefusedAndChangesNothing() throws {
        let navigator = try groupedNavigator()
        let before = navigator.state
        for tag: NavigationTabTag in [.shelf, .pinned, "nope"] {
            #expect(throws: NavigationError(.select(tag), .invalidContainer(layer: 0, .tab(tag)))) {
                try navigator.select(tag)
            }
            #expect(
                throws: NavigationError(
                    .platformSelect(tag), .invalidContainer(layer: 0, .tab(tag)))
            ) {
                try navigator.platformDidSelect(tag)
            }
        }
        #expect(navigator.state == before)
    }

    @Test func aTreeWithADuplicateTagIsRefusedAndChangesNothing() throws {
        let navigator = try groupedNavigator()
        let before = navigator.state
        let broken: [(NavigationTabTag, [NavigationLayout.Tab])] = [
            // A group named like a tab.
            (.home, [tab(.home), tab(.articles, in: [.home])]),
            // A tab named twice, in two groups.
            (.articles, [tab(.articles, in: [.shelf]), tab(.articles, in: [.pinned])]),
            // A group whose tabs are apart: the same tag opens two groups.
            (.shelf, [tab(.articles, in: [.shelf]), tab(.home), tab(.later, in: [.shelf])]),
            // A group inside itself.
            (.shelf, [tab(.articles, in: [.shelf, .shelf])]),
        ]
        for (tag, tabs) in broken {
            #expect(throws: NavigationError(.setLayout, .invalidContainer(layer: 0, .tab(tag)))) {
                try navigator.setLayout(.tabs(tabs, selected: tabs[0].tag))
            }
        }
        #expect(navigator.state == before)
        #expect(navigator.liveScreenCount == 5)
    }

    @Test func theUsersCustomisationReordersAGroupAndHidesTabsAndAReplaceKeepsIt() throws {
        let navigator = try groupedNavigator()
        try navigator.platformDidCustomizeTabs(
            [.home, .articles, .later, .bookmarks], hidden: [.articles], tabsShowing: id(1))
        guard case .tabs(let tabs, .bookmarks, false) = navigator.state.layers[0].content else {
            Issue.record("no tabs")
            return
        }
        #expect(tabs.map(\.tag) == [.home, .articles, .later, .bookmarks])
        #expect(tabs.map(\.isHidden) == [false, true, false, false])
        #expect(tabs[2].groups == [.shelf, .pinned])
        #expect(navigator.state.top?.id == id(4))
        // A replace keeps the tabs the user hid, as it keeps the sidebar.
        try navigator.platformDidShowSidebar(tabsShowing: id(4))
        try navigator.replace(with: Self.grouped, using: makeRouteTable())
        let layer = navigator.state.layers[0]
        guard case .tabs(let replaced, _, true) = layer.content else {
            Issue.record("the sidebar was not kept")
            return
        }
        #expect(replaced.map(\.isHidden) == [false, true, false, false])
        try navigator.platformDidHideSidebar(tabsShowing: layer.allEntries[0].id)
        #expect(navigator.state.layers[0].description.hasPrefix("tabs("))
    }

    @Test func aReplaceFromAStackShowsNoSidebarAndHidesNoTabWhatTheTargetSays() throws {
        let navigator = Navigator()
        guard case .tabs(var tabs, let selected, _) = Self.grouped.rootContent else { return }
        tabs[0].isHidden = true
        let target = Target(rootContent: .tabs(tabs, selected: selected, showsSidebar: true))
        try navigator.replace(with: target, using: makeRouteTable())
        // Only the platform shows the sidebar or hides a tab; a restoration keeps them.
        #expect(try navigator.routeState(TestRoute.self) == Self.grouped)
    }

    @Test func aCustomisationThatIsNotTheTreesTabsIsRefusedAndChangesNothing() throws {
        let navigator = try groupedNavigator()
        let before = navigator.state
        let broken: [([NavigationTabTag], Set<NavigationTabTag>, NavigationPlacement?)] = [
            ([.home, .articles, .bookmarks], [], .tab(.later)),
            ([.home, .articles, .bookmarks, .later, "nope"], [], .tab("nope")),
            ([.home, .articles, .bookmarks, .bookmarks], [], .tab(.bookmarks)),
            ([.home, .articles, .bookmarks, .later], ["nope"], .tab("nope")),
            // Parts the group `shelf`: home between its tabs.
            ([.articles, .home, .bookmarks, .later], [], .tab(.shelf)),
        ]
        for (order, hidden, placement) in broken {
            #expect(
                throws: NavigationError(
                    .platformCustomizeTabs(id(2)), .invalidContainer(layer: 0, placement))
            ) {
                try navigator.platformDidCustomizeTabs(order, hidden: hidden, tabsShowing: id(2))
            }
        }
        #expect(navigator.state == before)
        let stack = Navigator()
        try stack.push(.screen(PlainScreen.self, dependency: "a"))
        #expect(
            throws: NavigationError(
                .platformShowSidebar(id(1), isShown: true), .invalidContainer(layer: 0, .tab("")))
        ) {
            try stack.platformDidShowSidebar(tabsShowing: id(1))
        }
        #expect(
            throws: NavigationError(.platformShowSidebar(id(9), isShown: false), .notShown(id(9)))
        ) {
            try navigator.platformDidHideSidebar(tabsShowing: id(9))
        }
        #expect(navigator.state == before)
    }

    @Test func theSidebarOfTabsUnderASheetIsReportedAndKeepsTheSheet() throws {
        let navigator = try groupedNavigator()
        try navigator.present(.screen(PlainScreen.self, dependency: "sheet"))
        try navigator.platformDidShowSidebar(tabsShowing: id(2))
        #expect(navigator.state.layers.count == 2)
        #expect(navigator.state.layers[0].description.hasPrefix("sidebar("))
    }

    @Test func restorationKeepsTheTreeTheHiddenTabsAndTheSidebar() throws {
        let table = makeRouteTable()
        let navigator = try groupedNavigator()
        try navigator.platformDidCustomizeTabs(
            [.home, .articles, .later, .bookmarks], hidden: [.home], tabsShowing: id(1))
        try navigator.platformDidShowSidebar(tabsShowing: id(1))
        let data = try navigator.restorationData(TestRoute.self)
        let restored = Navigator()
        try restored.restore(from: data, using: table)
        #expect(restored.state == navigator.state)
        #expect(try restored.routeState(TestRoute.self) == navigator.routeState(TestRoute.self))
        // Flat tabs are written as before: no groups, hidden or sidebar keys.
        let flat = Navigator()
        try flat.replace(
            with: Target(rootContent: .tabs([.init(.home, routes: [.list])], selected: .home)),
            using: table)
        let written = String(decoding: try flat.restorationData(TestRoute.self), as: UTF8.self)
        for key in ["groups", "hidden", "sidebar"] { #expect(!written.contains(key)) }
    }

    @Test func malformedTabTreesInRestorationDataAreRefusedBeforeAnyRouteResolves() throws {
        let source = try groupedNavigator()
        let good = String(decoding: try source.restorationData(TestRoute.self), as: UTF8.self)
        var resolved = 0
        let table = RouteTable<TestRoute> { _ in
            resolved += 1
            return .screen(PlainScreen.self, dependency: "x")
        }
        let navigator = Navigator()
        for (from, to, reason) in [
            (
                "\"groups\":[\"shelf\"]", "\"groups\":[\"home\"]",
                NavigationError.Reason.invalidContainer(layer: 0, .tab("home"))
            ),
            (
                "\"groups\":[\"shelf\"]", "\"groups\":[\"pinned\"]",
                .invalidContainer(layer: 0, .tab("pinned"))
            ),
            (
                "\"selected\":\"bookmarks\"", "\"selected\":\"shelf\"",
                .invalidContainer(layer: 0, .tab("shelf"))
            ),
            (
                "\"selected\":\"bookmarks\"", "\"selected\":\"bookmarks\",\"mode\":1",
                .unknownRestorationTag("key \"mode\" at \"layers.Index 0\"")
            ),
        ] {
            #expect(good.contains(from))
            let data = Data(good.replacingOccurrences(of: from, with: to).utf8)
            #expect(throws: NavigationError(.restore, reason)) {
                try navigator.restore(from: data, using: table)
            }
        }
        for (from, to) in [
            ("\"groups\":[\"shelf\"]", "\"groups\":\"shelf\""),
            ("\"selected\":\"bookmarks\"", "\"selected\":\"bookmarks\",\"sidebar\":\"yes\""),
        ] {
            let data = Data(good.replacingOccurrences(of: from, with: to).utf8)
            #expect(throws: NavigationError.self) {
                try navigator.restore(from: data, using: table)
            }
        }
        #expect(resolved == 0)
        #expect(navigator.state.isEmpty)
    }

    @Test func aDeepLinkBuildsTheTreeAndSelectsATabInsideAGroup() throws {
        let table = RouteTable<TestRoute> { route in
            try makeRouteTable().destination(for: route)
        } deepLinks: { url in
            guard url.host == "pinned" else { return nil }
            return Self.grouped
        }
        let navigator = Navigator()
        try navigator.open(URL(string: "app://pinned")!, using: table)
        #expect(navigator.state.layers[0].selectedTab == .bookmarks)
        #expect(try navigator.routeState(TestRoute.self) == Self.grouped)
        guard case .tabs(let tabs, _, _) = navigator.state.layers[0].content else {
            Issue.record("no tabs")
            return
        }
        #expect(tabs.map(\.groups) == [[], [.shelf], [.shelf, .pinned], [.shelf, .pinned]])
    }

    // MARK: - Fixtures

    private func groupedNavigator() throws -> Navigator {
        let navigator = Navigator()
        try navigator.replace(with: Self.grouped, using: makeRouteTable())
        return navigator
    }

    private func tab(_ tag: NavigationTabTag, in groups: [NavigationTabTag] = [])
        -> NavigationLayout.Tab
    {
        .init(tag, in: groups, [.screen(PlainScreen.self, dependency: "x")])
    }
}

extension NavigationTabTag {
    static let home: Self = "home"
    static let later: Self = "later"
    static let shelf: Self = "shelf"
    static let pinned: Self = "pinned"
}
