import Testing
import VIPER

@MainActor
@Suite struct NavigationHandleTests {
    @Test func visibleScreenPushesAndPresentsThroughItsHandle() throws {
        let navigator = Navigator()
        let list = try navigator.push(OtherScreen.self, input: 0)
        let handle = try #require(navigator.screen(OtherScreen.self, for: list)).navigation
        let detail = try handle.push(OtherScreen.self, input: 1)
        #expect(navigator.state.top?.id == detail)
        let detailHandle = try #require(navigator.screen(OtherScreen.self, for: detail)).navigation
        try detailHandle.present(PlainScreen.self, dependency: "sheet")
        #expect(navigator.state.layers.count == 2)
    }

    @Test func coveredScreenCannotNavigateForward() throws {
        let navigator = Navigator()
        let list = try navigator.push(OtherScreen.self, input: 0)
        let handle = try #require(navigator.screen(OtherScreen.self, for: list)).navigation
        try navigator.push(PlainScreen.self, dependency: "top")
        let before = navigator.state
        #expect(
            throws: NavigationError(
                .push(ScreenType(PlainScreen.self)), .entryNotOnTop(list, top: id(2)))
        ) {
            try handle.push(PlainScreen.self, dependency: "x")
        }
        #expect(navigator.state == before)
        #expect(!handle.isVisible)
        #expect(handle.isShown)
    }

    @Test func coveredOrStaleScreenCannotShowAScreenWithAResultReceiver() throws {
        let navigator = Navigator()
        try navigator.push(PlainScreen.self, dependency: "root")
        let list = try navigator.push(OtherScreen.self, input: 0)
        let handle = try #require(navigator.screen(OtherScreen.self, for: list)).navigation
        let top = try navigator.push(PlainScreen.self, dependency: "top")
        let probe = ScreenProbe()
        var built = 0
        probe.onMake = { built += 1 }
        var results: [String?] = []
        let covered = NavigationError.Reason.entryNotOnTop(list, top: top)
        try expectRefused(handle, navigator, because: covered, probe) { results.append($0) }
        try navigator.pop()
        try navigator.pop()
        try expectRefused(handle, navigator, because: .entryNotShown(list), probe) {
            results.append($0)
        }
        #expect(built == 0)
        #expect(results.isEmpty)
    }

    @Test func coveredScreenCanStillCloseItselfAndWhatCoversIt() throws {
        let navigator = Navigator()
        try navigator.push(PlainScreen.self, dependency: "root")
        let middle = try navigator.push(OtherScreen.self, input: 0)
        let handle = try #require(navigator.screen(OtherScreen.self, for: middle)).navigation
        try navigator.push(PlainScreen.self, dependency: "top")
        try handle.close()
        #expect(navigator.state.count == 1)
    }

    @Test func handleDismissesTheLayerItIsIn() throws {
        let navigator = Navigator()
        try navigator.push(PlainScreen.self, dependency: "root")
        try navigator.present(PlainScreen.self, dependency: "sheet")
        let inSheet = try navigator.push(OtherScreen.self, input: 0)
        let handle = try #require(navigator.screen(OtherScreen.self, for: inSheet)).navigation
        try handle.dismiss()
        #expect(navigator.state.layers.count == 1)
    }

    @Test func handleNeverKeepsItsNavigatorAlive() throws {
        var navigator: Navigator? = Navigator()
        let pushed = try #require(try navigator?.push(OtherScreen.self, input: 0))
        let handle = try #require(navigator?.screen(OtherScreen.self, for: pushed)).navigation
        weak let weakNavigator = navigator
        navigator = nil
        #expect(weakNavigator == nil)
        #expect(throws: NavigationError(.close(pushed), .navigatorReleased)) { try handle.close() }
    }

    @Test func navigateRunsABatchOnlyWhileTheScreenIsShown() throws {
        let navigator = Navigator()
        try navigator.push(PlainScreen.self, dependency: "root")
        let pushed = try navigator.push(OtherScreen.self, input: 0)
        let handle = try #require(navigator.screen(OtherScreen.self, for: pushed)).navigation
        try handle.navigate { navigator throws(NavigationError) in
            try navigator.push(PlainScreen.self, dependency: "a")
            try navigator.push(PlainScreen.self, dependency: "b")
        }
        #expect(navigator.state.count == 4)
        try navigator.popToRoot()
        #expect(throws: NavigationError(.batch([]), .entryNotShown(pushed))) {
            try handle.navigate { navigator throws(NavigationError) in navigator.state.count }
        }
    }

    @Test func testCanBuildAHandleForARouterByHand() throws {
        let navigator = Navigator()
        let root = try navigator.push(PlainScreen.self, dependency: "root")
        let handle = NavigationHandle<Never>(navigator: navigator, entryID: root)
        try handle.push(PlainScreen.self, dependency: "next")
        #expect(navigator.state.count == 2)
    }

    /// Expects a push and a present with a result receiver from `handle` to be refused for
    /// `reason`, as a plain push and present are, with the state unchanged.
    private func expectRefused(
        _ handle: NavigationHandle<Never>, _ navigator: Navigator,
        because reason: NavigationError.Reason, _ probe: ScreenProbe,
        onResult: @escaping @MainActor (String?) -> Void,
        sourceLocation: SourceLocation = #_sourceLocation
    ) throws {
        let before = navigator.state
        let push = NavigationAction.push(ScreenType(ProbeScreen.self))
        #expect(throws: NavigationError(push, reason), sourceLocation: sourceLocation) {
            try handle.push(ProbeScreen.self, input: probe, onResult: onResult)
        }
        let plainPush = NavigationAction.push(ScreenType(PlainScreen.self))
        #expect(throws: NavigationError(plainPush, reason), sourceLocation: sourceLocation) {
            try handle.push(PlainScreen.self, dependency: "plain")
        }
        let present = NavigationAction.present(ScreenType(ProbeScreen.self), .sheet)
        #expect(throws: NavigationError(present, reason), sourceLocation: sourceLocation) {
            try handle.present(ProbeScreen.self, input: probe, onResult: onResult)
        }
        let plainPresent = NavigationAction.present(ScreenType(PlainScreen.self), .sheet)
        #expect(throws: NavigationError(plainPresent, reason), sourceLocation: sourceLocation) {
            try handle.present(PlainScreen.self, dependency: "plain")
        }
        #expect(navigator.state == before, sourceLocation: sourceLocation)
    }
}
