import Testing
import VIPERTesting

/// `Navigator.showTestHost(returning:style:)`: one call for a router's handle.
@MainActor
@Suite struct TestHostTests {
    @Test func onAnEmptyNavigatorTheHostIsPushedOverABaseScreen() throws {
        let navigator = Navigator()

        let host = try navigator.showTestHost()

        navigator.assertStack([TestHostBase.self, TestHost<Never>.self])
        #expect(navigator.state.top?.id == host.entryID)
        #expect(host.navigation.isVisible)
    }

    @Test func overAShownScreenNoBaseScreenIsAdded() throws {
        let navigator = Navigator()
        try navigator.push(.screen(ItemScreen.self, dependency: 1))

        _ = try navigator.showTestHost()

        navigator.assertStack([ItemScreen.self, TestHost<Never>.self])
    }

    @Test func aStyledHostIsPresentedInALayerOfThatStyle() throws {
        let navigator = Navigator()

        let host = try navigator.showTestHost(returning: String.self, style: .fullScreenCover)

        #expect(navigator.state.layers.count == 2)
        #expect(navigator.state.layers[1].style == .fullScreenCover)
        #expect(navigator.state.layers[1].entries.map(\.id) == [host.entryID])
    }

    @Test func theHandleForwardsNavigationToTheNavigator() throws {
        let navigator = Navigator()
        let host = try navigator.showTestHost()

        try host.navigation.push(.screen(ItemScreen.self, dependency: 2))

        navigator.assertStack([TestHostBase.self, TestHost<Never>.self, ItemScreen.self])
    }

    @Test func aFinishedValueIsRecordedOnceAndTheHostCloses() throws {
        let navigator = Navigator()
        let host = try navigator.showTestHost(returning: String.self, style: .sheet)
        #expect(host.results.isEmpty)

        try host.navigation.finish(with: "picked")

        #expect(host.results == ["picked"])
        #expect(navigator.state.layers.count == 1)
        navigator.assertStack([TestHostBase.self])
    }

    @Test func closingWithoutAValueRecordsNil() throws {
        let navigator = Navigator()
        let host = try navigator.showTestHost(returning: Int.self)

        try host.navigation.close()

        #expect(host.results == [nil])
        navigator.assertStack([TestHostBase.self])
    }

    @Test func aHostRemovedByTheNavigatorRecordsNil() throws {
        let navigator = Navigator()
        let host = try navigator.showTestHost(returning: Int.self, style: .sheet)

        try navigator.dismiss()

        #expect(host.results == [nil])
    }
}
