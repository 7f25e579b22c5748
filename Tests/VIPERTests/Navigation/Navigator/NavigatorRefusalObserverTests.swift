import Foundation
import Testing
@_spi(Testing) import VIPER

/// `addRefusalObserver(_:)`: every refusal reaches it exactly once, after the refused
/// operation put everything back, whichever way the error travels.
@MainActor
@Suite struct NavigatorRefusalObserverTests {
    /// A navigator with a root screen, and the refusals and changes it reports.
    @MainActor
    final class Fixture {
        let navigator = Navigator()
        var refusals: [NavigationError] = []
        var changes: [NavigationAction] = []

        init() throws {
            try navigator.push(.screen(PlainScreen.self, dependency: "root"))
            navigator.addRefusalObserver { [unowned self] in refusals.append($0) }
            navigator.addObserver { [unowned self] in changes.append($0.action) }
        }
    }

    @Test func aRefusalDroppedWithTryQuestionMarkIsReportedOnceAndChangesNothing() throws {
        let fixture = try Fixture()
        let before = fixture.navigator.state
        // A classic wireframe method returning Void.
        func showDetail() { _ = try? fixture.navigator.pop() }
        showDetail()
        #expect(fixture.refusals == [NavigationError(.pop, .emptyStack)])
        #expect(fixture.navigator.state == before)
        #expect(fixture.changes.isEmpty)
    }

    @Test func aRefusedStepOfABatchIsReportedOnceThoughTheBatchThrowsItToo() throws {
        let fixture = try Fixture()
        let before = fixture.navigator.state
        #expect(throws: NavigationError(.pop, .emptyStack)) {
            try fixture.navigator.batch { navigator throws(NavigationError) in
                try navigator.push(.screen(PlainScreen.self, dependency: "a"))
                try navigator.pop()
                try navigator.pop()
            }
        }
        #expect(fixture.refusals == [NavigationError(.pop, .emptyStack)])
        #expect(fixture.navigator.state == before)
    }

    @Test func aStepTheBatchSwallowsIsReportedAfterTheBatchCommits() throws {
        let fixture = try Fixture()
        var stateWhenReported: NavigationState?
        fixture.navigator.addRefusalObserver { _ in
            stateWhenReported = fixture.navigator.state
        }
        try fixture.navigator.batch { navigator throws(NavigationError) in
            _ = try? navigator.close(NavigationEntryID(99))
            try navigator.push(.screen(PlainScreen.self, dependency: "a"))
        }
        #expect(
            fixture.refusals == [
                NavigationError(.close(NavigationEntryID(99)), .notShown(NavigationEntryID(99)))
            ])
        #expect(fixture.navigator.state.count == 2)
        #expect(stateWhenReported == fixture.navigator.state)
        #expect(fixture.changes.count == 1)
    }

    @Test func aVetoIsReportedOnce() throws {
        let fixture = try Fixture()
        fixture.navigator.addGuard { _ in .veto("not now") }
        _ = try? fixture.navigator.push(.screen(PlainScreen.self, dependency: "a"))
        #expect(
            fixture.refusals == [
                NavigationError(.push(ScreenType(PlainScreen.self)), .vetoed("not now"))
            ])
        #expect(fixture.navigator.state.count == 1)
    }

    @Test func aRefusedStepOfARedirectIsReportedOnce() throws {
        let fixture = try Fixture()
        fixture.navigator.addGuard { change in
            if case .push = change.action {
                return .redirect { navigator throws(NavigationError) in try navigator.pop() }
            }
            return .allow
        }
        _ = try? fixture.navigator.push(.screen(PlainScreen.self, dependency: "a"))
        #expect(fixture.refusals.map(\.reason) == [.emptyStack])
        #expect(fixture.navigator.state.count == 1)
    }

    @Test func aHandleRefusalIsReportedOnce() throws {
        let fixture = try Fixture()
        let other = try fixture.navigator.push(.screen(OtherScreen.self, input: 1))
        let covered = try #require(fixture.navigator.screen(OtherScreen.self, for: other))
        try fixture.navigator.push(.screen(PlainScreen.self, dependency: "top"))
        _ = try? covered.navigation.push(.screen(PlainScreen.self, dependency: "x"))
        #expect(
            fixture.refusals.map(\.reason) == [.entryNotOnTop(other, top: NavigationEntryID(3))])
    }

    @Test func aDestinationRefusedBeforeStagingIsReportedOnce() throws {
        let fixture = try Fixture()
        _ = try? fixture.navigator.push(.existing(NavigationEntryID(1)))
        #expect(fixture.refusals.map(\.reason) == [.duplicateEntry(NavigationEntryID(1))])
    }

    @Test func refusedPlatformChangesAndQueriesAreReported() throws {
        let fixture = try Fixture()
        _ = try? fixture.navigator.platformDidPop(to: NavigationEntryID(42))
        _ = try? fixture.navigator.platformDidChoose(button: 0, inAlert: NavigationEntryID(42))
        _ = try? fixture.navigator.restorationData(TestRoute.self)
        #expect(
            fixture.refusals.map(\.reason) == [
                .notShown(NavigationEntryID(42)), .notShown(NavigationEntryID(42)),
                .notRestorable(fixture.navigator.state.layers[0].allEntries),
            ])
    }

    @Test func aRefusalObserverMayNavigate() throws {
        let fixture = try Fixture()
        fixture.navigator.addRefusalObserver { _ in
            _ = try? fixture.navigator.push(.screen(PlainScreen.self, dependency: "recovered"))
        }
        _ = try? fixture.navigator.pop()
        #expect(fixture.navigator.state.count == 2)
        #expect(fixture.refusals.count == 1)
    }

    @Test func aRemovedRefusalObserverHearsNothing() throws {
        let navigator = Navigator()
        var heard = 0
        let token = navigator.addRefusalObserver { _ in heard += 1 }
        _ = try? navigator.pop()
        navigator.remove(token)
        _ = try? navigator.pop()
        #expect(heard == 1)
    }
}
