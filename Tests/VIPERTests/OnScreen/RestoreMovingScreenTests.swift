import Testing
import VIPER
import VIPERTesting

/// A restoration into the navigator on screen whose target shows an identity in another
/// layer than the container does: the reconciler never moves a screen between kept
/// layers, so it dismisses the layer that still shows it before it sets the stack.
@MainActor
@Suite struct RestoreMovingScreenTests {
    @Test(arguments: [false, true])
    func aScreenMovedFromASheetIntoTheRootIsDismissedBeforeTheRootIsSet(hostile: Bool) throws {
        let table = makeRouteTable()
        // The data: root [#1 list, #2 detail], sheet [#3 picker].
        let source = Navigator()
        try source.replace(
            with: RouteState(
                root: [.list, .detail(id: 1)],
                presented: [.init(style: .sheet, routes: [.picker])]),
            using: table)
        let data = try source.restorationData(TestRoute.self)

        // On screen: root [#1 list], sheet [#2 detail].
        let (navigator, container, reconciler) = makeScreen()
        container.makeHostile(hostile)
        try navigator.replace(
            with: RouteState(
                root: [.list], presented: [.init(style: .sheet, routes: [.detail(id: 1)])]),
            using: table)
        #expect(container.settle())
        let moved = navigator.state.layers[1].entries[0].id
        #expect(source.state.root[1].id == moved)

        try navigator.restore(from: data, using: table)
        #expect(navigator.state.root.map(\.id) == source.state.root.map(\.id))
        // Every transition ends and every turn runs, but no time passes: the screen
        // catches up without waiting for a completion timeout.
        container.finishWithoutTimePassing()
        #expect(container.violations.isEmpty, "\(container.violations)")
        #expect(reconciler.lostCompletionCount == 0)
        #expect(reconciler.isSettled)
        container.assertShows(navigator)
    }

    /// The same move inside one layer, from one tab to another: the tab that still shows
    /// the old screen lets it go before the other tab receives the identity.
    @Test(arguments: [false, true])
    func aScreenMovedBetweenTabsLeavesTheFirstTabBeforeTheOtherShowsIt(hostile: Bool) throws {
        let table = makeRouteTable()
        // The data: inbox [#1 list, #2 detail], outbox [#3 picker].
        let source = Navigator()
        try source.replace(
            with: RouteState(
                rootContent: .tabs(
                    [
                        .init(.inbox, routes: [.list, .detail(id: 1)]),
                        .init(.outbox, routes: [.picker]),
                    ],
                    selected: .inbox)),
            using: table)
        let data = try source.restorationData(TestRoute.self)

        // On screen: inbox [#1 list], outbox [#2 detail, #3 picker].
        let (navigator, container, reconciler) = makeScreen()
        container.makeHostile(hostile)
        try navigator.replace(
            with: RouteState(
                rootContent: .tabs(
                    [
                        .init(.inbox, routes: [.list]),
                        .init(.outbox, routes: [.detail(id: 1), .picker]),
                    ],
                    selected: .inbox)),
            using: table)
        #expect(container.settle())
        let moved = try #require(navigator.state.layers[0].stack(.tab(.outbox))?.first?.id)
        #expect(source.state.layers[0].stack(.tab(.inbox))?.last?.id == moved)

        try navigator.restore(from: data, using: table)
        container.finishWithoutTimePassing()
        #expect(container.violations.isEmpty, "\(container.violations)")
        #expect(reconciler.lostCompletionCount == 0)
        #expect(reconciler.isSettled)
        container.assertShows(navigator)
    }
}

extension SimulatedNavigationContainer {
    /// Ends every transition, delivers every completion and runs every turn due now,
    /// without moving the main queue's clock.
    func finishWithoutTimePassing(limit: Int = 1000) {
        for _ in 0..<limit {
            if finishTransition() { continue }
            if deliverHeldCompletions() > 0 { continue }
            if runMainQueue() > 0 { continue }
            return
        }
    }
}
