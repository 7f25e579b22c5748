import Testing
import VIPER
import VIPERTesting

/// The user's drag of a sheet to another detent: the state follows, the sheet stays.
@MainActor
@Suite struct SheetDetentReconcilerTests {
    @Test func aDragToAnotherDetentIsReportedWithoutACommand() throws {
        let (navigator, container, reconciler) = makeScreen()
        try navigator.push(.screen(PlainScreen.self, dependency: "list"))
        let sheet = try navigator.present(
            .screen(PlainScreen.self, dependency: "sheet"),
            style: .sheet.detents([.medium, .large], selected: .medium))
        container.settle()
        let commands = reconciler.commandCount
        #expect(container.dragSheet(toDetent: "large"))
        container.settle()
        #expect(navigator.state.layers[1].style?.selectedDetent == .large)
        #expect(reconciler.commandCount == commands)
        #expect(reconciler.lastRefusedReport == nil)
        #expect(reconciler.isSettled)
        #expect(!container.dragSheet(toDetent: "peek"))
        #expect(navigator.state.layers[1].entries.map(\.id) == [sheet])
        #expect(container.violations.isEmpty)
    }

    @Test func aDeepLinkToAnotherDetentPresentsTheSheetAgain() throws {
        let (navigator, container, reconciler) = makeScreen()
        let table = makeRouteTable()
        func target(_ selected: PresentationDetent) -> RouteState<TestRoute> {
            RouteState(
                root: [.list],
                presented: [
                    .init(
                        style: .sheet.detents([.medium, .large], selected: selected),
                        routes: [.detail(id: 1)])
                ])
        }
        try navigator.replace(with: target(.medium), using: table)
        container.settle()
        try navigator.replace(with: target(.large), using: table)
        container.settle()
        #expect(container.shownLayers == navigator.state.layers)
        #expect(container.shownLayers[1].style?.selectedDetent == .large)
        #expect(reconciler.isSettled)
        #expect(container.violations.isEmpty)
    }
}
