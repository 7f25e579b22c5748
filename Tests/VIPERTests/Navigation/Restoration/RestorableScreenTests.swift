import Foundation
import Testing
@_spi(Testing) import VIPER

/// Screens that adopt `RestorableScreen` are restorable when shown with the ordinary
/// typed calls; every other screen is named when a save is refused.
@MainActor
@Suite struct RestorableScreenTests {
    /// A stack built only with typed calls, as the docs teach.
    private func typedCatalog(_ probe: CatalogProbe) throws -> Navigator {
        let navigator = Navigator()
        try navigator.push(.screen(CatalogList.self, input: probe))
        let list = try #require(navigator.screen(CatalogList.self, for: id(1)))
        try list.navigation.push(
            .screen(CatalogDetail.self, input: CatalogInput(probe: probe, id: 4)))
        let detail = try #require(navigator.screen(CatalogDetail.self, for: id(2)))
        try detail.navigation.present(.screen(CatalogPicker.self, input: probe))
        return navigator
    }

    @Test func typedPushesAndPresentsRecordTheScreensRoutes() throws {
        let navigator = try typedCatalog(CatalogProbe())
        #expect(
            try navigator.routeState(CatalogRoute.self)
                == RouteState(
                    root: [.list, .detail(id: 4)],
                    presented: [.init(style: .sheet, routes: [.picker])]))
    }

    @Test func aStackBuiltWithTypedCallsSurvivesARoundTripWithItsIdentities() throws {
        let probe = CatalogProbe()
        let original = try typedCatalog(probe)
        let data = try original.restorationData(CatalogRoute.self)
        let restored = Navigator()
        try restored.restore(from: data, using: makeCatalogRoutes(probe))
        #expect(restored.state == original.state)
        #expect(restored.state.entries.map(\.requester) == [nil, id(1), id(2)])
        #expect(restored.screen(CatalogDetail.self, for: id(2))?.id == 4)
    }

    @Test func typedCallsForResultRecordTheRouteToo() async throws {
        let probe = CatalogProbe()
        let navigator = Navigator()
        try navigator.push(.screen(CatalogList.self, input: probe))
        let waiting = Task {
            try await navigator.presentForResult(.screen(CatalogPicker.self, input: probe))
        }
        while navigator.state.layers.count < 2 { await Task.yield() }
        #expect(navigator.state.top?.route == AnyNavigationRoute(CatalogRoute.picker))
        try navigator.screen(CatalogPicker.self, for: id(2))?.navigation.finish(with: "red")
        #expect(try await waiting.value == "red")
    }

    @Test func setStackWithATypedDestinationRecordsItsRoute() throws {
        let probe = CatalogProbe()
        let navigator = Navigator()
        try navigator.push(.screen(CatalogList.self, input: probe))
        try navigator.setStack([
            .existing(id(1)), .screen(CatalogDetail.self, input: CatalogInput(probe: probe, id: 7)),
        ])
        #expect(navigator.state.top?.route == AnyNavigationRoute(CatalogRoute.detail(id: 7)))
        #expect(navigator.state.top?.requester == id(1))
    }

    @Test func aRouteTablesRouteWinsOverTheScreensOwn() throws {
        let probe = CatalogProbe()
        // Two routes show the same screen type: the entry keeps the one that was asked.
        let table = RouteTable<TestRoute> { route in
            switch route {
            case .detail(let id):
                .screen(CatalogDetail.self, input: CatalogInput(probe: probe, id: id))
            default: .screen(CatalogList.self, input: probe)
            }
        }
        let navigator = Navigator()
        try navigator.replace(with: RouteState(root: [.list, .detail(id: 3)]), using: table)
        #expect(navigator.state.top?.route == AnyNavigationRoute(TestRoute.detail(id: 3)))
    }

    @Test func aTypedDestinationAfterARefusedTableRouteStillRecordsItsRoute() throws {
        let probe = CatalogProbe()
        let navigator = Navigator()
        try navigator.push(.screen(CatalogList.self, input: probe))
        let refusing = RouteTable<TestRoute> { _ in throw DeepLinkError("no") }
        #expect(throws: NavigationError.self) {
            try navigator.push(.route(TestRoute.list, using: refusing))
        }
        try navigator.setStack([
            .existing(id(1)), .screen(CatalogDetail.self, input: CatalogInput(probe: probe, id: 3)),
        ])
        #expect(navigator.state.top?.route == AnyNavigationRoute(CatalogRoute.detail(id: 3)))
    }

    @Test func savingNamesEveryEntryThatCannotBeRestored() throws {
        let probe = CatalogProbe()
        let navigator = Navigator()
        try navigator.push(.screen(CatalogList.self, input: probe))
        try navigator.push(.screen(OtherScreen.self, input: 1))
        try navigator.push(.screen(CatalogDetail.self, input: CatalogInput(probe: probe, id: 2)))
        try navigator.present(.screen(PlainScreen.self, dependency: "sheet"))
        let unrestorable = [
            NavigationEntry(id: id(2), screen: ScreenType(OtherScreen.self), requester: id(1)),
            NavigationEntry(id: id(4), screen: ScreenType(PlainScreen.self), requester: id(3)),
        ]
        let refusal = NavigationError(.restorationData, .notRestorable(unrestorable))
        #expect(throws: refusal) { _ = try navigator.restorationData(CatalogRoute.self) }
        #expect(throws: refusal) { _ = try navigator.routeState(CatalogRoute.self) }
        let message = NavigationError.Reason.notRestorable(unrestorable).description
        #expect(message.contains("#2 OtherScreen") && message.contains("#4 PlainScreen"))
    }

    @Test func routesOfAnotherRouteTypeAreNotRestorableAsThisOne() throws {
        let navigator = Navigator()
        try navigator.push(.screen(CatalogList.self, input: CatalogProbe()))
        #expect(
            throws: NavigationError(.restorationData, .notRestorable([navigator.state.entries[0]]))
        ) {
            _ = try navigator.restorationData(TestRoute.self)
        }
    }

    @Test func everyEntryRecordsTheEntryItWasShownOver() throws {
        let probe = CatalogProbe()
        let navigator = Navigator()
        try navigator.push(.screen(CatalogList.self, input: probe))
        try navigator.push(.screen(CatalogDetail.self, input: CatalogInput(probe: probe, id: 1)))
        try navigator.present(.screen(CatalogPicker.self, input: probe))
        try navigator.setStack([.existing(id(3)), .screen(CatalogList.self, input: probe)])
        #expect(navigator.state.entries.map(\.requester) == [nil, id(1), id(2), id(3)])
        try navigator.replace(
            with: RouteState(root: [.list, .detail(id: 9)]), using: makeCatalogRoutes(probe))
        #expect(navigator.state.entries.map(\.id) == [id(1), id(5)])
        #expect(navigator.state.entries.map(\.requester) == [nil, id(1)])
    }
}
