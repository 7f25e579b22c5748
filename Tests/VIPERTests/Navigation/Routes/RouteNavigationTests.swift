import Foundation
import Testing
@_spi(Testing) import VIPER

/// Routers push and present routes through their handle, with the typed calls' rules.
@MainActor
@Suite struct RouteNavigationTests {
    @Test func aHandlePushesAndPresentsRoutesThatAreThenRestorable() throws {
        let probe = CatalogProbe()
        let routes = makeCatalogRoutes(probe)
        let navigator = Navigator()
        try navigator.push(CatalogRoute.list, using: routes)
        let list = try #require(navigator.topScreen as? CatalogList)
        let detailID = try list.navigation.push(CatalogRoute.detail(id: 3), using: routes)
        let detail = try #require(navigator.topScreen as? CatalogDetail)
        #expect(detail.id == 3 && detail.navigation.entryID == detailID)
        try detail.navigation.present(CatalogRoute.picker, style: .fullScreenCover, using: routes)
        #expect(
            try navigator.routeState(CatalogRoute.self)
                == RouteState(
                    root: [.list, .detail(id: 3)],
                    presented: [.init(style: .fullScreenCover, routes: [.picker])]))
        #expect(navigator.state.entries.map(\.requester) == [nil, id(1), id(2)])
        #expect(probe.built == ["list", "detail 3", "picker"])
    }

    @Test func aCoveredOrStaleHandleBuildsNothing() throws {
        let probe = CatalogProbe()
        let routes = makeCatalogRoutes(probe)
        let navigator = Navigator()
        try navigator.push(CatalogRoute.list, using: routes)
        let list = try #require(navigator.topScreen as? CatalogList).navigation
        try list.push(CatalogRoute.detail(id: 1), using: routes)
        let before = navigator.state
        let covered = NavigationError(
            .push(ScreenType(CatalogDetail.self)), .entryNotOnTop(id(1), top: id(2)))
        #expect(throws: covered) {
            try list.push(CatalogRoute.detail(id: 2), using: routes)
        }
        var calls = 0
        #expect(throws: NavigationError.self) {
            try list.present(CatalogRoute.picker, using: routes) { (_: String?) in calls += 1 }
        }
        let detail = try #require(navigator.topScreen as? CatalogDetail).navigation
        try navigator.pop()
        let stale = NavigationError(.push(ScreenType(CatalogPicker.self)), .entryNotShown(id(2)))
        #expect(throws: stale) {
            try detail.push(CatalogRoute.picker, using: routes)
        }
        #expect(navigator.state.entries.map(\.id) == [id(1)])
        #expect(before.entries.count == 2)
        #expect(probe.built == ["list", "detail 1"])
        #expect(calls == 0)
        #expect(navigator.liveScreenCount == 1)
    }

    @Test func aVetoedRoutePushNeverCallsItsReceiver() throws {
        let probe = CatalogProbe()
        let routes = makeCatalogRoutes(probe)
        let navigator = Navigator()
        try navigator.push(CatalogRoute.list, using: routes)
        navigator.addGuard { _ in .veto("busy") }
        var calls = 0
        #expect(throws: NavigationError(.push(ScreenType(CatalogPicker.self)), .vetoed("busy"))) {
            try navigator.push(CatalogRoute.picker, using: routes) { (_: String?) in calls += 1 }
        }
        #expect(calls == 0)
        #expect(navigator.liveScreenCount == 1)
        #expect(navigator.state.entries.count == 1)
    }

    @Test func aReceiverOfTheWrongTypeIsRefusedBeforeAnythingIsBuilt() throws {
        let probe = CatalogProbe()
        let routes = makeCatalogRoutes(probe)
        let navigator = Navigator()
        try navigator.push(CatalogRoute.list, using: routes)
        let list = try #require(navigator.topScreen as? CatalogList).navigation
        let built = probe.built
        let mismatch = NavigationError.Reason.resultTypeMismatch(expected: "Int", found: "String")
        #expect(throws: NavigationError(.push(ScreenType(CatalogRoute.self)), mismatch)) {
            try list.push(CatalogRoute.picker, using: routes) { (_: Int?) in }
        }
        #expect(
            throws: NavigationError(
                .present(ScreenType(CatalogRoute.self), .sheet),
                .resultTypeMismatch(expected: "String", found: "Never"))
        ) {
            try navigator.present(CatalogRoute.detail(id: 1), using: routes) { (_: String?) in }
        }
        #expect(probe.built == built)
        #expect(navigator.state.entries.count == 1)
        #expect(mismatch.description.contains("Int") && mismatch.description.contains("String"))
    }

    @Test func aRouteTheTableRefusesChangesNothing() throws {
        let navigator = Navigator()
        let table = makeRouteTable()
        try navigator.push(TestRoute.list, using: table)
        #expect(throws: NavigationError.self) {
            try navigator.push(TestRoute.forbidden, using: table)
        }
        do {
            try navigator.push(TestRoute.forbidden, using: table)
        } catch {
            #expect(error.action == .push(ScreenType(TestRoute.self)))
            guard case .routeUnavailable = error.reason else {
                Issue.record("unexpected \(error)")
                return
            }
        }
        #expect(navigator.state.entries.count == 1)
    }

    @Test func aRoutePushWithAReceiverGetsTheValueOrNilOnce() throws {
        let probe = CatalogProbe()
        probe.registers = false
        let routes = makeCatalogRoutes(probe)
        let navigator = Navigator()
        try navigator.push(CatalogRoute.list, using: routes)
        let list = try #require(navigator.topScreen as? CatalogList).navigation
        var results: [String?] = []
        try list.push(CatalogRoute.picker, using: routes) { results.append($0) }
        try (navigator.topScreen as? CatalogPicker)?.navigation.finish(with: "one")
        try list.present(CatalogRoute.picker, using: routes) { results.append($0) }
        try navigator.dismiss()
        try navigator.present(CatalogRoute.picker, using: routes) { results.append($0) }
        try navigator.dismiss()
        #expect(results == ["one", nil, nil])
    }

    @Test func anAwaitedRoutePushOrPresentGetsTheValueOrNil() async throws {
        let probe = CatalogProbe()
        probe.registers = false
        let routes = makeCatalogRoutes(probe)
        let navigator = Navigator()
        try navigator.push(CatalogRoute.list, using: routes)
        let list = try #require(navigator.topScreen as? CatalogList).navigation
        let pushed = Task {
            try await list.pushForResult(CatalogRoute.picker, using: routes, as: String.self)
        }
        while navigator.state.entries.count < 2 { await Task.yield() }
        try (navigator.topScreen as? CatalogPicker)?.navigation.finish(with: "pushed")
        #expect(try await pushed.value == "pushed")
        let presented = Task {
            try await list.presentForResult(CatalogRoute.picker, using: routes, as: String.self)
        }
        while navigator.state.layers.count < 2 { await Task.yield() }
        #expect(navigator.state.top?.route == AnyNavigationRoute(CatalogRoute.picker))
        try navigator.dismiss()
        #expect(try await presented.value == nil)
    }

    @Test func anAwaitedRouteOfTheWrongResultTypeThrowsBeforeAnythingIsBuilt() async throws {
        let probe = CatalogProbe()
        let routes = makeCatalogRoutes(probe)
        let navigator = Navigator()
        try navigator.push(CatalogRoute.list, using: routes)
        let list = try #require(navigator.topScreen as? CatalogList).navigation
        let built = probe.built
        await #expect(
            throws: NavigationError(
                .push(ScreenType(CatalogRoute.self)),
                .resultTypeMismatch(expected: "Int", found: "String"))
        ) {
            _ = try await list.pushForResult(CatalogRoute.picker, using: routes, as: Int.self)
        }
        #expect(probe.built == built)
        #expect(navigator.state.entries.count == 1)
    }
}
