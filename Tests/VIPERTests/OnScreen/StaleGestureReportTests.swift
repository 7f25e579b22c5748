import Foundation
import Testing
import VIPER
import VIPERTesting

/// The app navigates while the user's finger is down: when the gesture ends, its report
/// names a screen the state no longer has where the user saw it, so it is refused and the
/// screen is brought back to the state ("What happens when the user swipes back").
@MainActor
@Suite struct StaleGestureReportTests {
    /// On screen `[library, book 1]`, the user swipes book 1 away; meanwhile a timer
    /// replaces it with book 2; the swipe ends revealing the library.
    @Test(arguments: [false, true])
    func aTimerReplacingTheSwipedScreenMakesTheSwipeReportStale(hostile: Bool) throws {
        let (navigator, container, reconciler) = makeScreen()
        container.makeHostile(hostile)
        let library = try navigator.push(.screen(PlainScreen.self, dependency: "library"))
        try navigator.push(.screen(PlainScreen.self, dependency: "book 1"))
        container.settle()
        #expect(container.swipeBack())
        try navigator.setStack([
            .existing(library), .screen(PlainScreen.self, dependency: "book 2"),
        ])
        let replaced = navigator.state
        #expect(container.finishTransition())
        // The user never saw book 2: it stays, and the report is kept.
        #expect(navigator.state == replaced)
        #expect(navigator.state.root.count == 2)
        #expect(reconciler.lastRefusedReport?.action == .platformPop(to: library))
        #expect(reconciler.lastRefusedReport?.reason == .superseded)
        #expect(container.settle())
        container.assertShows(navigator)
        #expect(reconciler.isSettled)
    }

    /// The same swipe, while a deep link opens book 3 in the same stack: `open` keeps the
    /// library (its route matches) and builds book 3 above it.
    @Test(arguments: [false, true])
    func aDeepLinkOpenedDuringTheSwipeMakesTheSwipeReportStale(hostile: Bool) throws {
        let (navigator, container, reconciler) = makeScreen()
        container.makeHostile(hostile)
        let table = makeRouteTable()
        try navigator.replace(with: RouteState(root: [.list, .detail(id: 1)]), using: table)
        container.settle()
        let library = navigator.state.root[0].id
        #expect(container.swipeBack())
        try navigator.open(try #require(URL(string: "app://items/3")), using: table)
        let opened = navigator.state
        #expect(opened.root[0].id == library)
        #expect(container.finishTransition())
        #expect(navigator.state == opened)
        #expect(navigator.state.root.count == 2)
        #expect(reconciler.lastRefusedReport?.action == .platformPop(to: library))
        #expect(reconciler.lastRefusedReport?.reason == .superseded)
        #expect(container.settle())
        container.assertShows(navigator)
        #expect(reconciler.isSettled)
    }

    /// A push above the swiped screen is stale too: the pop would remove a screen the
    /// user never saw; the back button's pop is checked the same way.
    @Test func aScreenPushedDuringTheBackButtonsPopIsKept() throws {
        let (navigator, container, reconciler) = makeScreen()
        let library = try navigator.push(.screen(PlainScreen.self, dependency: "library"))
        let book1 = try navigator.push(.screen(PlainScreen.self, dependency: "book 1"))
        container.settle()
        #expect(container.tapBack())
        let notes = try navigator.push(.screen(PlainScreen.self, dependency: "notes"))
        #expect(container.finishTransition())
        #expect(navigator.state.root.map(\.id) == [library, book1, notes])
        #expect(reconciler.lastRefusedReport?.reason == .superseded)
        #expect(container.settle())
        container.assertShows(navigator)
    }

    /// A sheet swiped down while the app pushes into it: the dismissal would take the
    /// pushed screen, which the user never saw; it is refused and the sheet comes back.
    @Test(arguments: [false, true])
    func aPushIntoTheSheetBeingSwipedDownMakesTheDismissalStale(hostile: Bool) throws {
        let (navigator, container, reconciler) = makeScreen()
        container.makeHostile(hostile)
        try navigator.push(.screen(PlainScreen.self, dependency: "library"))
        let rating = try navigator.present(.screen(PlainScreen.self, dependency: "rating"))
        #expect(container.settle())
        #expect(container.swipeDown())
        let thanks = try navigator.push(.screen(PlainScreen.self, dependency: "thanks"))
        #expect(container.finishTransition())
        try #require(navigator.state.layers.count == 2)
        #expect(navigator.state.layers[1].entries.map(\.id) == [rating, thanks])
        #expect(reconciler.lastRefusedReport?.action == .platformDismiss(rating))
        #expect(reconciler.lastRefusedReport?.reason == .superseded)
        #expect(container.settle())
        container.assertShows(navigator)
        #expect(reconciler.isSettled)
    }

    /// A navigation during the swipe that leaves the swiped stack alone (a push into a
    /// hidden tab) does not make the report stale: the pop is recorded.
    @Test func aChangeInAnotherTabDuringTheSwipeKeepsTheReport() throws {
        let (navigator, container, reconciler) = try makeInboxAndOutboxTabs()
        let mail1 = navigator.state.root[0].id
        try navigator.push(.screen(PlainScreen.self, dependency: "mail 2"))
        container.settle()
        #expect(container.swipeBack())
        try navigator.push(.screen(PlainScreen.self, dependency: "sent 2"), in: .tab(.outbox))
        #expect(container.finishTransition())
        #expect(navigator.state.layers[0].stack(.tab(.inbox))?.map(\.id) == [mail1])
        #expect(navigator.state.layers[0].stack(.tab(.outbox))?.count == 2)
        #expect(reconciler.lastRefusedReport == nil)
        #expect(container.settle())
        container.assertShows(navigator)
    }
}

extension SimulatedNavigationContainer {
    /// Makes the container behave as a device does at its worst: screen code runs inside
    /// commands and gestures, and completions arrive only after the user acted.
    func makeHostile(_ hostile: Bool) {
        callsScreenCode = hostile
        holdsCompletions = hostile
    }
}
