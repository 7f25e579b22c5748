import Testing
@_spi(Testing) import VIPER

@MainActor
@Suite struct NavigatorGuardTests {
    @Test func appGuardSeesTheProposedChangeAndCanVetoIt() throws {
        let navigator = Navigator()
        try navigator.push(PlainScreen.self, dependency: "root")
        var proposals: [NavigationChange] = []
        navigator.addGuard { change in
            proposals.append(change)
            return change.new.count > 2 ? .veto("too deep") : .allow
        }
        try navigator.push(PlainScreen.self, dependency: "two")
        let before = navigator.state
        #expect(throws: NavigationError(.push(ScreenType(PlainScreen.self)), .vetoed("too deep"))) {
            try navigator.push(PlainScreen.self, dependency: "three")
        }
        #expect(navigator.state == before)
        #expect(navigator.liveScreenCount == 2)
        #expect(navigator.nextEntryID == id(4), "the vetoed push's identity stays used")
        #expect(proposals.map(\.new.count) == [2, 3])
    }

    @Test func redirectReplacesTheChangeWithAnotherOneCommittedOnce() throws {
        let navigator = Navigator()
        try navigator.push(PlainScreen.self, dependency: "root")
        navigator.addGuard { change in
            guard change.new.top?.screen == ScreenType(OtherScreen.self) else { return .allow }
            return .redirect { navigator throws(NavigationError) in
                try navigator.present(PlainScreen.self, dependency: "login")
            }
        }
        var actions: [NavigationAction] = []
        navigator.addObserver { actions.append($0.action) }
        let returned = try navigator.push(OtherScreen.self, input: 1)
        #expect(navigator.state.layers.count == 2)
        #expect(navigator.state.top?.screen == ScreenType(PlainScreen.self))
        // NB: #2 went to the redirected push's screen, which is not shown; the redirect's
        // screen is #3.
        #expect(navigator.state.top?.id == id(3))
        #expect(returned == id(2))
        #expect(navigator.screen(for: returned) == nil)
        #expect(
            actions == [
                .redirected(
                    from: .push(ScreenType(OtherScreen.self)),
                    to: .present(ScreenType(PlainScreen.self), .sheet))
            ])
        #expect(navigator.liveScreenCount == 2)
    }

    @Test func endlessRedirectsAreRefusedWithTheStateUnchanged() throws {
        let navigator = Navigator()
        try navigator.push(PlainScreen.self, dependency: "root")
        navigator.addGuard { _ in
            .redirect { navigator throws(NavigationError) in
                try navigator.push(PlainScreen.self, dependency: "again")
            }
        }
        let before = navigator.state
        #expect(throws: NavigationError.self) {
            try navigator.push(PlainScreen.self, dependency: "x")
        }
        #expect(navigator.state == before)
        #expect(navigator.liveScreenCount == 1)
    }

    @Test func screenGuardIsAskedOnlyWhenTheChangeRemovesIt() throws {
        let navigator = Navigator()
        let probe = ScreenProbe()
        try navigator.push(PlainScreen.self, dependency: "root")
        try navigator.push(GuardedScreen.self, dependency: probe)
        try navigator.push(PlainScreen.self, dependency: "above")
        try navigator.pop()
        #expect(probe.events.isEmpty)
        probe.leaveDecision = .veto("unsaved changes")
        let before = navigator.state
        #expect(throws: NavigationError(.popToRoot, .vetoed("unsaved changes"))) {
            try navigator.popToRoot()
        }
        #expect(navigator.state == before)
        #expect(probe.events == ["asked popToRoot()"])
        probe.leaveDecision = .allow
        try navigator.popToRoot()
        #expect(navigator.state.count == 1)
    }

    @Test func removedGuardNoLongerDecides() throws {
        let navigator = Navigator()
        let token = navigator.addGuard { _ in .veto("no") }
        navigator.remove(token)
        try navigator.push(PlainScreen.self, dependency: "root")
        #expect(navigator.state.count == 1)
    }
}
