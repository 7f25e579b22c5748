import Foundation
import Testing
@_spi(Testing) import VIPER

@MainActor
@Suite struct ContainerRoutesTests {
    typealias Target = RouteState<TestRoute>

    static let tabbed = Target(
        rootContent: .tabs(
            [
                .init(.articles, routes: [.list]),
                .init(.bookmarks, routes: [.list, .detail(id: 4)]),
            ],
            selected: .bookmarks))

    @Test func aRouteStateSelectsATabAndBuildsEveryTabsStack() throws {
        let navigator = Navigator()
        try navigator.replace(with: Self.tabbed, using: makeRouteTable())
        #expect(navigator.state.layers[0].selectedTab == .bookmarks)
        #expect(navigator.state.top?.id == id(3))
        #expect(navigator.state[id(3)]?.requester == id(2))
        #expect(navigator.state[id(2)]?.requester == nil)
        #expect(try navigator.routeState(TestRoute.self) == Self.tabbed)
    }

    @Test func aDeepLinkWhileASheetIsUpOverAnotherTabReplacesTheTreeAndKeepsMatchingScreens()
        throws
    {
        let table = makeRouteTable()
        let navigator = Navigator()
        try navigator.replace(with: Self.tabbed, using: table)
        try navigator.select(.articles)
        try navigator.present(.route(TestRoute.picker, using: table))
        var target = Self.tabbed
        target.rootContent = .tabs(
            [
                .init(.articles, routes: [.list]),
                .init(.bookmarks, routes: [.list, .detail(id: 9)]),
            ],
            selected: .bookmarks)

        try navigator.replace(with: target, using: table)

        #expect(navigator.state.layers.count == 1)
        #expect(try navigator.routeState(TestRoute.self) == target)
        // The first tab's screen and the second tab's first screen were kept.
        #expect(navigator.state.layers[0].allEntries.map(\.id) == [id(1), id(2), id(5)])
    }

    @Test func aReplaceKeepsTheCollapsedFlagThePlatformSetAndRestorationKeepsItsOwn() throws {
        let table = makeRouteTable()
        let navigator = Navigator()
        let split = Target(
            rootContent: .split(
                primary: [.list], supplementary: nil, secondary: [.detail(id: 1)],
                isCollapsed: false))
        try navigator.replace(with: split, using: table)
        try navigator.platformDidCollapse(splitShowing: id(1))
        try navigator.replace(with: split, using: table)
        #expect(navigator.state.layers[0].split?.isCollapsed == true)
        let data = try navigator.restorationData(TestRoute.self)
        let restored = Navigator()
        try restored.restore(from: data, using: table)
        #expect(restored.state == navigator.state)
    }

    @Test func aLinkThatSwitchesTheTabUnderASheetKeepsTheSheetAndItsRequester() throws {
        let probe = ScreenProbe()
        let table = makeRouteTable(probe: probe)
        let navigator = Navigator()
        try navigator.replace(with: Self.underASheet(selected: .articles), using: table)
        let detail = try #require(navigator.state.layers[0].top?.id)
        var results: [String?] = []
        let sheet = try navigator.present(.route(TestRoute.picker, using: table)) {
            results.append($0)
        }
        let object = try #require(navigator.screen(for: sheet) as? ProbeScreen)
        probe.events.removeAll()
        let target = Self.underASheet(selected: .bookmarks, presented: [.picker])

        try navigator.open(URL(string: "app://saved")!, using: linking(to: target, table))

        #expect(try navigator.routeState(TestRoute.self) == target)
        #expect(navigator.state.layers[1].entries.map(\.id) == [sheet])
        #expect(navigator.screen(for: sheet) as? ProbeScreen === object)
        #expect(navigator.state[sheet]?.requester == detail)
        #expect(results.isEmpty)
        // The sheet stayed on screen the whole time: it was neither removed nor covered.
        #expect(probe.events.isEmpty)
        #expect(navigator.liveScreenCount == 4)
    }

    @Test func aDeepLinkThatBuildsASplitLeavesItExpandedUntilThePlatformCollapsesIt() throws {
        let table = makeRouteTable()
        let navigator = Navigator()
        try navigator.replace(with: Target(root: [.list]), using: table)
        let collapsed = Target.Content.split(
            primary: [.list], supplementary: nil, secondary: [.detail(id: 1)], isCollapsed: true)
        let target = Target(
            rootContent: collapsed, presented: [.init(style: .sheet, content: collapsed)])

        try navigator.open(URL(string: "app://split")!, using: linking(to: target, table))

        #expect(navigator.state.layers.map { $0.split?.isCollapsed } == [false, false])
        // A split that is already shown keeps the flag the platform reported, whatever the
        // link says.
        try navigator.platformDidCollapse(splitShowing: navigator.state.layers[1].allEntries[0].id)
        var expanded = target
        expanded.rootContent = .split(
            primary: [.list], supplementary: nil, secondary: [.detail(id: 1)], isCollapsed: false)
        expanded.presented[0].content = expanded.rootContent
        try navigator.open(URL(string: "app://split")!, using: linking(to: expanded, table))
        #expect(navigator.state.layers.map { $0.split?.isCollapsed } == [false, true])
        try navigator.open(URL(string: "app://split")!, using: linking(to: target, table))
        #expect(navigator.state.layers.map { $0.split?.isCollapsed } == [false, true])
    }

    @Test func restorationRoundTripsTabsSplitsAndIdentitiesInEveryLayer() throws {
        let table = makeRouteTable()
        let navigator = Navigator()
        try navigator.replace(
            with: Target(
                rootContent: Self.tabbed.rootContent,
                presented: [
                    .init(
                        style: .sheet,
                        content: .split(
                            primary: [.list], supplementary: [.detail(id: 2)],
                            secondary: [.detail(id: 3), .picker], isCollapsed: true))
                ]), using: table)
        let data = try navigator.restorationData(TestRoute.self)
        let json = try #require(String(data: data, encoding: .utf8))
        #expect(json.contains("\"container\":\"tabs\""))
        #expect(json.contains("\"selected\":\"bookmarks\""))
        #expect(json.contains("\"name\":\"supplementary\""))

        let restored = Navigator()
        try restored.restore(from: data, using: table)

        #expect(restored.state == navigator.state)
        #expect(restored.nextEntryID == navigator.nextEntryID)
    }

    @Test func aStackLayerIsWrittenWithItsEntriesAndNoContainerKeys() throws {
        let table = makeRouteTable()
        let navigator = Navigator()
        try navigator.replace(
            with: Target(root: [.list], presented: [.init(style: .sheet, routes: [.picker])]),
            using: table)
        let data = try navigator.restorationData(TestRoute.self)
        let archive = try JSONSerialization.jsonObject(with: data) as? [String: Any]
        let layers = try #require(archive?["layers"] as? [[String: Any]])
        #expect(layers.map { Set($0.keys) } == [["style", "entries"], ["style", "entries"]])

        let restored = Navigator()
        try restored.restore(from: data, using: table)
        #expect(restored.state == navigator.state)
    }

    @Test func aStackLayerWithContainerKeysIsRefused() throws {
        let navigator = Navigator()
        try navigator.replace(with: Target(root: [.list]), using: makeRouteTable())
        let good = String(decoding: try navigator.restorationData(TestRoute.self), as: UTF8.self)
        for (from, to, reason) in [
            (
                "\"style\":null", "\"style\":null,\"stacks\":[]",
                NavigationError.Reason.unknownRestorationTag("key \"stacks\" at \"layers.Index 0\"")
            ),
            (
                "\"style\":null", "\"style\":null,\"selected\":null",
                .unknownRestorationTag("key \"selected\" at \"layers.Index 0\"")
            ),
        ] {
            let data = Data(good.replacingOccurrences(of: from, with: to).utf8)
            #expect(throws: NavigationError(.restore, reason)) {
                try Navigator().restore(from: data, using: makeRouteTable())
            }
        }
    }

    @Test func brokenContainersInRestorationDataAreRefusedBeforeAnyRouteResolves() throws {
        let navigator = Navigator()
        let good = try tabbedData()
        var resolved = 0
        let table = RouteTable<TestRoute> { _ in
            resolved += 1
            return .screen(PlainScreen.self, dependency: "x")
        }
        for (from, to, reason) in [
            (
                "\"selected\":\"bookmarks\"", "\"selected\":\"nope\"",
                NavigationError.Reason.invalidContainer(layer: 0, .tab("nope"))
            ),
            (
                "\"name\":\"articles\"", "\"name\":\"bookmarks\"",
                .invalidContainer(layer: 0, .tab("bookmarks"))
            ),
            (
                "\"container\":\"tabs\"", "\"container\":\"carousel\"",
                .unknownRestorationTag("container \"carousel\"")
            ),
            (
                "\"selected\":\"bookmarks\"", "\"selected\":\"bookmarks\",\"collapsed\":true",
                .unknownRestorationTag("key \"collapsed\" at \"layers.Index 0\"")
            ),
            (
                "\"selected\":\"bookmarks\",", "",
                .corruptRestorationData("missing key \"selected\" at \"layers.Index 0\"")
            ),
            (
                "\"selected\":\"bookmarks\"", "\"selected\":\"bookmarks\",\"entries\":[]",
                .unknownRestorationTag("key \"entries\" at \"layers.Index 0\"")
            ),
            (
                "\"container\":\"tabs\"", "\"container\":\"stack\"",
                .unknownRestorationTag("container \"stack\"")
            ),
        ] {
            let data = Data(good.replacingOccurrences(of: from, with: to).utf8)
            #expect(throws: NavigationError(.restore, reason)) {
                try navigator.restore(from: data, using: table)
            }
        }
        #expect(resolved == 0)
        #expect(navigator.state.isEmpty)
    }

    @Test func anAsyncRouteTableBuildsTheSameTree() async throws {
        let navigator = Navigator()
        try await navigator.replace(with: Self.tabbed, using: AsyncRouteTable(makeRouteTable()))
        #expect(try navigator.routeState(TestRoute.self) == Self.tabbed)
        let data = try navigator.restorationData(TestRoute.self)
        let restored = Navigator()
        try await restored.restore(from: data, using: AsyncRouteTable(makeRouteTable()))
        #expect(restored.state == navigator.state)
    }

    // MARK: - Fixtures

    /// Tabs with a detail over the articles list and a list of bookmarks, `selected`, with
    /// a sheet of `presented` over them when it is not empty.
    private static func underASheet(selected: NavigationTabTag, presented: [TestRoute] = [])
        -> Target
    {
        Target(
            rootContent: .tabs(
                [
                    .init(.articles, routes: [.list, .detail(id: 1)]),
                    .init(.bookmarks, routes: [.list]),
                ],
                selected: selected),
            presented: presented.isEmpty ? [] : [.init(style: .sheet, routes: presented)])
    }

    /// `table`'s routes, with every link leading to `target`.
    private func linking(to target: Target, _ table: RouteTable<TestRoute>)
        -> RouteTable<TestRoute>
    {
        RouteTable { route throws(NavigationError) in
            try table.destination(for: route)
        } deepLinks: { _ in
            target
        }
    }

    private func tabbedData() throws -> String {
        let navigator = Navigator()
        try navigator.replace(with: Self.tabbed, using: makeRouteTable())
        return String(decoding: try navigator.restorationData(TestRoute.self), as: UTF8.self)
    }
}
