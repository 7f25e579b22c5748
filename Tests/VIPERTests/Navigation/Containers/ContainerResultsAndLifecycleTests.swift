import Testing
@_spi(Testing) import VIPER

@MainActor
@Suite struct ContainerResultsAndLifecycleTests {
    @Test func aScreenPushedIntoATabThatIsNotSelectedIsBuiltButNotShown() throws {
        let probe = ScreenProbe()
        let navigator = try tabbed(probe)
        probe.events.removeAll()
        let pushed = try navigator.push(
            .screen(ProbeScreen.self, input: probe), in: .tab(.bookmarks))
        #expect(probe.events.isEmpty)
        #expect(navigator.screen(for: pushed) != nil)
        try navigator.select(.bookmarks)
        #expect(probe.events == ["disappear P#1", "appear P#3"])
    }

    @Test func aResultComesBackOnceFromATabThatIsNotSelected() throws {
        let probe = ScreenProbe()
        let navigator = try tabbed(probe)
        var results: [String?] = []
        let picker = try navigator.push(
            .screen(ProbeScreen.self, input: probe), in: .tab(.bookmarks)
        ) { results.append($0) }
        try navigator.screen(ProbeScreen.self, for: picker)?.navigation.finish(with: "saved")
        #expect(results == ["saved"])
        let other = try navigator.push(
            .screen(ProbeScreen.self, input: probe), in: .tab(.bookmarks)
        ) { results.append($0) }
        try navigator.setLayout(.stack([.existing(id(1))]))
        #expect(results == ["saved", nil])
        #expect(navigator.state.contains(other) == false)
        #expect(navigator.liveScreenCount == 1)
    }

    @Test func theRegisteredReceiverOfATabsRootGetsItsPickersResult() throws {
        let probe = ScreenProbe()
        let navigator = try tabbed(probe)
        var received: [String?] = []
        let root = try #require(navigator.screen(ProbeScreen.self, for: id(2)))
        root.navigation.receiveResults(from: ProbeScreen.self) { received.append($0) }
        try navigator.select(.bookmarks)
        try root.navigation.push(.screen(ProbeScreen.self, input: probe))
        try navigator.screen(ProbeScreen.self, for: id(3))?.navigation.finish(with: "done")
        #expect(received == ["done"])
    }

    @Test func aGuardSeesAndCanVetoAColumnChange() throws {
        let navigator = Navigator()
        try navigator.setLayout(.split(primary: [.screen(PlainScreen.self, dependency: "list")]))
        var asked: [NavigationAction] = []
        navigator.addGuard { change in
            asked.append(change.action)
            return change.new.layers[0].split?.secondary.isEmpty == false
                ? .veto("no detail") : .allow
        }
        let before = navigator.state
        #expect(throws: NavigationError(.setStack, .vetoed("no detail"))) {
            try navigator.setStack(
                [.screen(PlainScreen.self, dependency: "detail")], in: .column(.secondary))
        }
        #expect(navigator.state == before)
        #expect(navigator.liveScreenCount == 1)
        #expect(asked == [.setStack])
    }

    @Test func aHandlePushesIntoANamedTabOnlyFromTheVisibleScreen() throws {
        let probe = ScreenProbe()
        let navigator = try tabbed(probe)
        let root = try #require(navigator.screen(ProbeScreen.self, for: id(1)))
        let pushed = try root.navigation.push(
            .screen(ProbeScreen.self, input: probe), in: .tab(.bookmarks))
        #expect(navigator.state.layers[0].stack(.tab(.bookmarks))?.map(\.id) == [id(2), pushed])
        let covered = try #require(navigator.screen(ProbeScreen.self, for: id(2)))
        #expect(throws: NavigationError.self) {
            try covered.navigation.push(.screen(ProbeScreen.self, input: probe))
        }
    }

    // MARK: - Fixtures

    private func tabbed(_ probe: ScreenProbe) throws -> Navigator {
        let navigator = Navigator()
        try navigator.setLayout(
            .tabs(
                [
                    .init(.articles, [.screen(ProbeScreen.self, input: probe)]),
                    .init(.bookmarks, [.screen(ProbeScreen.self, input: probe)]),
                ], selected: .articles))
        return navigator
    }
}
