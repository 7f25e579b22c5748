import Foundation
import Testing
@_spi(Testing) import VIPER

@MainActor
@Suite struct NavigatorRoutesTests {
    @Test func deepLinkAppliesTheWholeTargetAsOneChange() throws {
        let navigator = Navigator()
        let table = makeRouteTable()
        var changes: [NavigationChange] = []
        navigator.addObserver { changes.append($0) }
        let url = try #require(URL(string: "app://items/4/pick"))
        try navigator.open(url, using: table)
        #expect(changes.count == 1)
        #expect(changes.first?.action == .deepLink(url))
        #expect(
            try navigator.routeState(TestRoute.self)
                == RouteState(
                    root: [.list, .detail(id: 4)],
                    presented: [.init(style: .sheet, routes: [.picker])]))
        #expect(navigator.state.entries.map(\.id) == [id(1), id(2), id(3)])
        #expect(navigator.screen(OtherScreen.self, for: id(2))?.value == 4)
    }

    @Test func deepLinkKeepsScreensWhoseRoutesAlreadyMatch() throws {
        let navigator = Navigator()
        let table = makeRouteTable()
        try navigator.open(try #require(URL(string: "app://items/4")), using: table)
        let list = navigator.screen(PlainScreen.self, for: id(1))
        try navigator.open(try #require(URL(string: "app://items/5")), using: table)
        #expect(navigator.state.root.map(\.id) == [id(1), id(3)])
        #expect(navigator.screen(PlainScreen.self, for: id(1)) === list)
        #expect(navigator.liveScreenCount == 2)
    }

    @Test func deepLinkReplacingAPickerDeliversNoResult() throws {
        let navigator = Navigator()
        let table = makeRouteTable()
        try navigator.push(.screen(PlainScreen.self, dependency: "root"))
        var results: [String?] = []
        try navigator.present(.screen(ProbeScreen.self, input: ScreenProbe())) {
            results.append($0)
        }
        try navigator.open(try #require(URL(string: "app://list")), using: table)
        #expect(results == [nil])
        #expect(navigator.state.layers.count == 1)
    }

    @Test func restorationRoundTripKeepsRoutesStylesAndIdentities() throws {
        let table = makeRouteTable()
        let original = Navigator()
        try original.replace(
            with: RouteState(
                root: [.list, .detail(id: 1)],
                presented: [
                    .init(style: .fullScreenCover, routes: [.picker, .detail(id: 2)]),
                    .init(style: .sheet, routes: [.picker]),
                ]), using: table)
        try original.dismiss()
        let data = try original.restorationData(TestRoute.self)
        let json = try #require(String(data: data, encoding: .utf8))
        #expect(json.contains("\"schemaVersion\":3"))
        #expect(json.contains("\"routeVersion\":1"))
        #expect(json.contains("\"style\":\"fullScreenCover\""))
        #expect(!json.contains("TestRoute"))
        let restored = Navigator()
        var changes: [NavigationChange] = []
        restored.addObserver { changes.append($0) }
        try restored.restore(from: data, using: table)
        #expect(restored.state == original.state)
        #expect(changes.map(\.action) == [.restore])
        #expect(restored.nextEntryID == original.nextEntryID)
        #expect(restored.screen(OtherScreen.self, for: id(2))?.value == 1)
    }

    @Test func restoringIntoTheSameNavigatorRebuildsEveryScreen() throws {
        let table = makeRouteTable()
        let navigator = Navigator()
        try navigator.replace(with: RouteState(root: [.list, .detail(id: 1)]), using: table)
        let before = navigator.state
        let oldDetail = navigator.screen(OtherScreen.self, for: id(2))
        let data = try navigator.restorationData(TestRoute.self)
        try navigator.restore(from: data, using: table)
        #expect(navigator.state == before)
        #expect(navigator.liveScreenCount == 2)
        #expect(navigator.screen(OtherScreen.self, for: id(2)) !== oldDetail)
    }

    @Test func aNavigatorWithoutIdentitiesLeftRefusesToWriteDataItCouldNotRestore() throws {
        let table = makeRouteTable()
        let lastShown = Navigator(firstEntryID: .max)
        try lastShown.replace(with: RouteState(root: [.list]), using: table)
        let lastPopped = Navigator(firstEntryID: .max - 1)
        try lastPopped.replace(with: RouteState(root: [.list, .detail(id: 1)]), using: table)
        try lastPopped.pop()
        for navigator in [lastShown, lastPopped] {
            #expect(navigator.nextEntryID == nil)
            #expect(throws: NavigationError(.restorationData, .identitiesExhausted)) {
                let data = try navigator.restorationData(TestRoute.self)
                try Navigator().restore(from: data, using: table)
            }
        }
    }

    @Test func entriesBuiltFromRoutesRecordTheirRoute() throws {
        let navigator = Navigator()
        try navigator.replace(with: RouteState(root: [.detail(id: 3)]), using: makeRouteTable())
        #expect(navigator.state.top?.route?.as(TestRoute.self) == .detail(id: 3))
        #expect(navigator.state.top?.route == AnyNavigationRoute(TestRoute.detail(id: 3)))
    }

    @Test func replaceRefusesAPresentedLayerWithoutRoutes() throws {
        let navigator = Navigator()
        #expect(throws: NavigationError(.replace, .emptyStack)) {
            try navigator.replace(
                with: RouteState(root: [.list], presented: [.init(style: .sheet, routes: [])]),
                using: makeRouteTable())
        }
        #expect(navigator.state.isEmpty)
    }
}
