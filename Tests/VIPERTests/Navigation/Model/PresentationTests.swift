import Foundation
import Testing
@_spi(Testing) import VIPER

/// A sheet's detents, a popover's anchor and a zoom transition: in the state, refused when
/// invalid, restored, and reached by deep links.
@MainActor
@Suite struct PresentationTests {
    // MARK: Operations

    @Test func presentingASheetWithDetentsKeepsThemInTheState() throws {
        let navigator = try rootedNavigator()
        let style = PresentationStyle.sheet.detents([.medium, peek, .large], selected: .medium)
        try navigator.present(.screen(OtherScreen.self, input: 1), style: style)
        #expect(navigator.state.layers[1].style == style)
        #expect(navigator.state.layers[1].style?.selectedDetent == .medium)
        #expect(navigator.state.layers[1].style?.coversPresenter == false)
        #expect(
            navigator.state.layers[1].description
                == "sheet(detents: [medium*, peek(180.0), large]) [#2 OtherScreen]")
    }

    @Test func theUserDraggingASheetSelectsTheDetentAsOnePlatformChange() throws {
        let navigator = try rootedNavigator()
        let probe = ScreenProbe()
        try navigator.present(
            .screen(ProbeScreen.self, input: probe),
            style: .sheet.detents([.medium, .large], selected: .medium))
        probe.events = []
        var changes: [NavigationChange] = []
        navigator.addObserver { changes.append($0) }
        try navigator.platformDidSelectDetent("large", layerShowing: id(2))
        #expect(navigator.state.layers[1].style?.selectedDetent == .large)
        #expect(
            navigator.state.layers[1].style == .sheet.detents([.medium, .large], selected: .large))
        #expect(changes.map(\.action) == [.platformSelectDetent("large", layerShowing: id(2))])
        #expect(changes.first?.isPlatformDriven == true)
        #expect(probe.events.isEmpty)
        #expect(navigator.liveScreenCount == 2)
    }

    @Test func selectingADetentNotOfferedIsRefusedAndChangesNothing() throws {
        let navigator = try rootedNavigator()
        try navigator.present(
            .screen(OtherScreen.self, input: 1),
            style: .sheet.detents([.medium, .large], selected: .medium))
        let before = navigator.state
        let error = #expect(throws: NavigationError.self) {
            try navigator.platformDidSelectDetent("peek", layerShowing: id(2))
        }
        #expect(error?.reason == .detentNotOffered(layer: 1, "peek"))
        #expect(navigator.state == before)
    }

    @Test func selectingADetentOfALayerWithoutDetentsOrOfAnUnknownScreenIsRefused() throws {
        let navigator = try rootedNavigator()
        try navigator.present(.screen(OtherScreen.self, input: 1))
        let before = navigator.state
        let noDetents = #expect(throws: NavigationError.self) {
            try navigator.platformDidSelectDetent("large", layerShowing: id(2))
        }
        #expect(noDetents?.reason == .detentNotOffered(layer: 1, "large"))
        let unknown = #expect(throws: NavigationError.self) {
            try navigator.platformDidSelectDetent("large", layerShowing: id(9))
        }
        #expect(unknown?.reason == .notShown(id(9)))
        #expect(navigator.state == before)
    }

    @Test(arguments: [
        PresentationStyle.sheet.detents([], selected: .large),
        PresentationStyle.sheet.detents([.medium], selected: .large),
        PresentationStyle.sheet.detents(
            [.medium, .custom("medium2", height: 1), .medium],
            selected: .medium),
    ])
    func presentingWithDetentsThatDoNotOfferTheSelectedOneOnceIsRefused(
        style: PresentationStyle
    ) throws {
        let navigator = try rootedNavigator()
        let before = navigator.state
        let error = #expect(throws: NavigationError.self) {
            try navigator.present(.screen(OtherScreen.self, input: 1), style: style)
        }
        guard case .detentNotOffered(layer: 1, _)? = error?.reason else {
            Issue.record("unexpected \(String(describing: error))")
            return
        }
        #expect(navigator.state == before)
        #expect(navigator.liveScreenCount == 1)
    }

    @Test func aPopoverNamesItsAnchorAndDoesNotCoverItsPresenter() throws {
        let navigator = try rootedNavigator()
        try navigator.present(.screen(OtherScreen.self, input: 1), style: .popover(anchor: "share"))
        let style = try #require(navigator.state.layers[1].style)
        #expect(style.anchor == "share")
        #expect(style.rawValue == "popover")
        #expect(!style.coversPresenter)
        #expect(style != .popover(anchor: "more"))
    }

    @Test func aZoomTransitionIsRecordedOnThePushedAndThePresentedEntry() throws {
        let navigator = try rootedNavigator()
        let table = makeRouteTable()
        try navigator.push(.route(.detail(id: 3), using: table).transition(.zoom(from: "cell-3")))
        try navigator.present(
            .screen(OtherScreen.self, input: 4).transition(.zoom(from: "cell-4")))
        #expect(navigator.state.layers[0].entries.last?.transition == .zoom(from: "cell-3"))
        #expect(navigator.state.layers[1].entries.first?.transition == .zoom(from: "cell-4"))
        #expect(navigator.state.layers[0].entries.first?.transition == nil)
    }

    // MARK: Restoration

    @Test func restorationKeepsDetentsAnchorsZoomAndACustomStylesCoveringRule() throws {
        let table = zoomingTable()
        let original = Navigator()
        let card = PresentationStyle(rawValue: "card", coversPresenter: false)
        try original.replace(
            with: RouteState(
                root: [.list, .detail(id: 1)],
                presented: [
                    .init(style: card, routes: [.detail(id: 2)]),
                    .init(style: .popover(anchor: "share"), routes: [.list]),
                    .init(
                        style: .sheet.detents([.medium, peek, .large], selected: .medium),
                        routes: [.picker]),
                ]), using: table)
        try original.push(.route(.list, using: table).transition(.zoom(from: "row-1")))
        try original.platformDidSelectDetent("peek", layerShowing: id(5))
        let data = try original.restorationData(TestRoute.self)
        let json = try #require(String(data: data, encoding: .utf8))
        #expect(json.contains("\"style\":null"))
        #expect(json.contains("\"transition\":{\"zoom\":\"row-1\"}"))
        let restored = Navigator()
        try restored.restore(from: data, using: table)
        #expect(restored.state == original.state)
        #expect(restored.state.layers[1].style?.coversPresenter == false)
        #expect(restored.state.layers[1].style?.rawValue == "card")
        #expect(restored.state.layers[3].style?.selectedDetent == peek)
        #expect(restored.state.layers[3].entries.last?.transition == .zoom(from: "row-1"))
        #expect(restored.state.layers[0].entries.last?.transition == .zoom(from: "detail-1"))
    }

    @Test func aPlainStyleIsStillWrittenAsItsTag() throws {
        let table = makeRouteTable()
        let navigator = Navigator()
        try navigator.replace(
            with: RouteState(root: [.list], presented: [.init(style: .sheet, routes: [.picker])]),
            using: table)
        let json = try #require(
            String(data: try navigator.restorationData(TestRoute.self), encoding: .utf8))
        #expect(json.contains("\"style\":\"sheet\""))
    }

    @Test(arguments: [
        ("\"selectedDetent\":\"peek\"", "\"selectedDetent\":\"tall\"", "corrupt"),
        ("\"selectedDetent\":\"peek\"", "\"selectedDetent\":\"peek\",\"x\":1", "tag"),
        (
            "{\"height\":180,\"identifier\":\"peek\"}", "{\"height\":null,\"identifier\":\"peek\"}",
            "corrupt"
        ),
        (
            "{\"height\":180,\"identifier\":\"peek\"}", "{\"height\":-1,\"identifier\":\"peek\"}",
            "corrupt"
        ),
        ("\"detents\":[", "\"detents\":[],\"was\":[", "tag"),
        ("{\"zoom\":\"row-1\"}", "{\"slide\":\"row-1\"}", "tag"),
        ("\"coversPresenter\":false,", "", "corrupt"),
    ])
    func aMalformedPresentationInAnArchiveIsATypedError(
        original: String, replacement: String, kind: String
    ) throws {
        let table = zoomingTable()
        let source = Navigator()
        try source.replace(
            with: RouteState(
                root: [.list],
                presented: [
                    .init(style: .sheet.detents([peek, .large], selected: peek), routes: [.picker])
                ]), using: table)
        try source.push(.route(.list, using: table).transition(.zoom(from: "row-1")))
        var json = try #require(
            String(data: try source.restorationData(TestRoute.self), encoding: .utf8))
        #expect(json.contains(original), "\(json)")
        json = json.replacingOccurrences(of: original, with: replacement)
        let navigator = try rootedNavigator()
        let before = navigator.state
        let error = #expect(throws: NavigationError.self) {
            try navigator.restore(from: Data(json.utf8), using: table)
        }
        switch (kind, error?.reason) {
        case ("corrupt", .corruptRestorationData?), ("tag", .unknownRestorationTag?): break
        default: Issue.record("\(kind): unexpected \(String(describing: error))")
        }
        #expect(navigator.state == before)
    }

    // MARK: Deep links

    @Test func aDeepLinkPresentsASheetAtItsDetentWithTheTablesZoom() throws {
        let table = zoomingTable()
        let navigator = Navigator()
        let style = PresentationStyle.sheet.detents([.medium, .large], selected: .medium)
        try navigator.replace(
            with: RouteState(
                root: [.list], presented: [.init(style: style, routes: [.detail(id: 7)])]),
            using: table)
        #expect(navigator.state.layers[1].style == style)
        #expect(navigator.state.layers[1].entries.first?.transition == .zoom(from: "detail-7"))
    }

    @Test func aDeepLinkWithADetentNotOfferedIsRefusedAndChangesNothing() throws {
        let table = makeRouteTable()
        let navigator = try rootedNavigator()
        let before = navigator.state
        let error = #expect(throws: NavigationError.self) {
            try navigator.replace(
                with: RouteState(
                    root: [.list],
                    presented: [
                        .init(style: .sheet.detents([.large], selected: .medium), routes: [.picker])
                    ]), using: table)
        }
        #expect(error?.reason == .detentNotOffered(layer: 1, "medium"))
        #expect(navigator.state == before)
    }

    // MARK: - Fixtures

    private let peek = PresentationDetent.custom("peek", height: 180)

    private func rootedNavigator() throws -> Navigator {
        let navigator = Navigator()
        try navigator.push(.screen(PlainScreen.self, dependency: "root"))
        return navigator
    }

    /// The test routes, whose details zoom from their row.
    private func zoomingTable() -> RouteTable<TestRoute> {
        let table = makeRouteTable()
        return RouteTable<TestRoute> { route in
            switch route {
            case .detail(let id):
                .screen(OtherScreen.self, input: id).transition(.zoom(from: "detail-\(id)"))
            default: .route(route, using: table)
            }
        }
    }
}
