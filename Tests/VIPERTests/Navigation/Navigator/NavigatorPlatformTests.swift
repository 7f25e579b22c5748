import Testing
@_spi(Testing) import VIPER

@MainActor
@Suite struct NavigatorPlatformTests {
    // MARK: platformDidPop(to:)

    @Test func platformPopRemovesTheScreensAboveTellsThemAndReportsOnePlatformChange() throws {
        let navigator = Navigator()
        let probe = ScreenProbe()
        var results: [String] = []
        let root = try navigator.push(ProbeScreen.self, input: probe)
        try navigator.push(ProbeScreen.self, input: probe) { results.append("#2 \($0 ?? "nil")") }
        try navigator.push(ProbeScreen.self, input: probe) { results.append("#3 \($0 ?? "nil")") }
        var changes: [NavigationChange] = []
        navigator.addObserver { changes.append($0) }
        let before = navigator.state
        probe.events.removeAll()

        try navigator.platformDidPop(to: root)

        #expect(navigator.state.layers.map { $0.entries.map(\.id) } == [[root]])
        #expect(probe.events == ["remove P#3", "remove P#2", "appear P#1"])
        #expect(results == ["#2 nil", "#3 nil"])
        #expect(changes.count == 1)
        #expect(changes.first?.action == .platformPop(to: root))
        #expect(changes.first?.isPlatformDriven == true)
        #expect(changes.first?.old == before)
        #expect(navigator.liveScreenCount == 1)
    }

    @Test func platformPopInALowerLayerKeepsTheLayersAbove() throws {
        let navigator = Navigator()
        try navigator.push(PlainScreen.self, dependency: "a")
        try navigator.push(PlainScreen.self, dependency: "b")
        try navigator.present(PlainScreen.self, dependency: "sheet")
        try navigator.platformDidPop(to: id(1))
        #expect(navigator.state.layers.map { $0.entries.map(\.id) } == [[id(1)], [id(3)]])
        #expect(navigator.screen(for: id(2)) == nil)
        #expect(navigator.screen(for: id(3)) != nil)
    }

    @Test func platformPopIsNotVetoedAndAsksNoGuard() throws {
        let navigator = Navigator()
        let probe = ScreenProbe()
        probe.leaveDecision = .veto("unsaved")
        try navigator.push(PlainScreen.self, dependency: "root")
        try navigator.push(GuardedScreen.self, dependency: probe)
        var asked = 0
        navigator.addGuard { _ in
            asked += 1
            return .veto("never")
        }
        try navigator.platformDidPop(to: id(1))
        #expect(navigator.state.root.map(\.id) == [id(1)])
        #expect(asked == 0)
        #expect(probe.events.isEmpty)
    }

    @Test func platformPopOfAnUnknownEntryOrTheTopChangesNothing() throws {
        let navigator = Navigator()
        try navigator.push(PlainScreen.self, dependency: "a")
        try navigator.push(PlainScreen.self, dependency: "b")
        var changes = 0
        navigator.addObserver { _ in changes += 1 }
        let before = navigator.state
        #expect(throws: NavigationError(.platformPop(to: id(9)), .unknownEntry(id(9)))) {
            try navigator.platformDidPop(to: id(9))
        }
        #expect(throws: NavigationError(.platformPop(to: id(2)), .nothingToPop(id(2)))) {
            try navigator.platformDidPop(to: id(2))
        }
        #expect(navigator.state == before)
        #expect(navigator.liveScreenCount == 2)
        #expect(changes == 0)
    }

    @Test func platformPopFromAnObserverOrInsideABatchIsReentrant() throws {
        let navigator = Navigator()
        try navigator.push(PlainScreen.self, dependency: "a")
        try navigator.push(PlainScreen.self, dependency: "b")
        var caught: NavigationError?
        let token = navigator.addObserver { _ in
            do throws(NavigationError) {
                try navigator.platformDidPop(to: id(1))
            } catch {
                caught = error
            }
        }
        try navigator.push(PlainScreen.self, dependency: "c")
        #expect(caught == NavigationError(.platformPop(to: id(1)), .reentrant))
        navigator.remove(token)
        let before = navigator.state
        #expect(throws: NavigationError(.platformPop(to: id(1)), .reentrant)) {
            try navigator.batch { navigator throws(NavigationError) in
                try navigator.platformDidPop(to: id(1))
            }
        }
        #expect(navigator.state == before)
    }

    // MARK: platformDidDismiss(layerShowing:)

    @Test func platformDismissRemovesTheLayerAndEveryLayerAbove() throws {
        let navigator = Navigator()
        let probe = ScreenProbe()
        var results: [String] = []
        try navigator.push(ProbeScreen.self, input: probe)
        let sheet = try navigator.present(ProbeScreen.self, input: probe) {
            results.append("#2 \($0 ?? "nil")")
        }
        try navigator.push(ProbeScreen.self, input: probe) { results.append("#3 \($0 ?? "nil")") }
        try navigator.present(ProbeScreen.self, input: probe, style: .fullScreenCover) {
            results.append("#4 \($0 ?? "nil")")
        }
        var changes: [NavigationChange] = []
        navigator.addObserver { changes.append($0) }
        navigator.addGuard { _ in .veto("never") }
        probe.events.removeAll()

        try navigator.platformDidDismiss(layerShowing: sheet)

        #expect(navigator.state.layers.map { $0.entries.map(\.id) } == [[id(1)]])
        #expect(probe.events == ["remove P#4", "remove P#3", "remove P#2", "appear P#1"])
        #expect(results == ["#2 nil", "#3 nil", "#4 nil"])
        #expect(changes.map(\.action) == [.platformDismiss(sheet)])
        #expect(changes.map(\.isPlatformDriven) == [true])
        #expect(navigator.liveScreenCount == 1)
    }

    @Test func platformDismissOfTheRootLayerOrAnUnknownEntryChangesNothing() throws {
        let navigator = Navigator()
        try navigator.push(PlainScreen.self, dependency: "a")
        try navigator.present(PlainScreen.self, dependency: "sheet")
        var changes = 0
        navigator.addObserver { _ in changes += 1 }
        let before = navigator.state
        #expect(throws: NavigationError(.platformDismiss(id(1)), .cannotDismissRoot)) {
            try navigator.platformDidDismiss(layerShowing: id(1))
        }
        #expect(throws: NavigationError(.platformDismiss(id(7)), .unknownEntry(id(7)))) {
            try navigator.platformDidDismiss(layerShowing: id(7))
        }
        #expect(navigator.state == before)
        #expect(navigator.liveScreenCount == 2)
        #expect(changes == 0)
    }

    // MARK: Asking beforehand

    @Test func allowsAnswersTrueWithoutGuardsAndFalseForInvalidReports() throws {
        let navigator = Navigator()
        try navigator.push(PlainScreen.self, dependency: "a")
        try navigator.push(PlainScreen.self, dependency: "b")
        try navigator.present(PlainScreen.self, dependency: "sheet")
        #expect(navigator.allowsPlatformPop(to: id(1)))
        #expect(!navigator.allowsPlatformPop(to: id(2)))
        #expect(!navigator.allowsPlatformPop(to: id(3)))
        #expect(!navigator.allowsPlatformPop(to: id(9)))
        #expect(navigator.allowsPlatformDismiss(layerShowing: id(3)))
        #expect(!navigator.allowsPlatformDismiss(layerShowing: id(1)))
        #expect(!navigator.allowsPlatformDismiss(layerShowing: id(9)))
    }

    @Test func allowsAsksTheAppGuardsAboutTheWouldBeChangeWithNoSideEffects() throws {
        let navigator = Navigator()
        let probe = ScreenProbe()
        try navigator.push(ProbeScreen.self, input: probe)
        try navigator.push(ProbeScreen.self, input: probe)
        try navigator.present(ProbeScreen.self, input: probe)
        var proposals: [NavigationChange] = []
        let policy = ScreenProbe()
        policy.leaveDecision = .veto("no")
        navigator.addGuard { change in
            proposals.append(change)
            return policy.leaveDecision
        }
        var changes = 0
        navigator.addObserver { _ in changes += 1 }
        let before = navigator.state
        let nextID = navigator.nextEntryID
        probe.events.removeAll()

        #expect(!navigator.allowsPlatformPop(to: id(1)))
        #expect(!navigator.allowsPlatformDismiss(layerShowing: id(3)))
        policy.leaveDecision = .allow
        #expect(navigator.allowsPlatformPop(to: id(1)))
        #expect(navigator.allowsPlatformDismiss(layerShowing: id(3)))
        policy.leaveDecision = .redirect { _ throws(NavigationError) in }
        #expect(!navigator.allowsPlatformPop(to: id(1)))

        #expect(
            proposals.map(\.action) == [
                .platformPop(to: id(1)), .platformDismiss(id(3)), .platformPop(to: id(1)),
                .platformDismiss(id(3)), .platformPop(to: id(1)),
            ])
        #expect(proposals[0].old == before)
        #expect(proposals[0].new.layers.map { $0.entries.map(\.id) } == [[id(1)], [id(3)]])
        #expect(proposals[1].new.layers.map { $0.entries.map(\.id) } == [[id(1), id(2)]])
        #expect(proposals.map(\.isPlatformDriven) == [true, true, true, true, true])
        #expect(navigator.state == before)
        #expect(navigator.nextEntryID == nextID)
        #expect(navigator.liveScreenCount == 3)
        #expect(changes == 0)
        #expect(probe.events.isEmpty)
        policy.leaveDecision = .allow
        try navigator.push(ProbeScreen.self, input: probe)
        #expect(navigator.state.top?.id == id(4))
    }

    @Test func allowsAsksOnlyTheScreensThatWouldLeave() throws {
        let navigator = Navigator()
        let staying = ScreenProbe()
        let leaving = ScreenProbe()
        staying.leaveDecision = .veto("stays")
        try navigator.push(GuardedScreen.self, dependency: staying)
        try navigator.push(GuardedScreen.self, dependency: leaving)
        try navigator.push(PlainScreen.self, dependency: "top")
        #expect(navigator.allowsPlatformPop(to: id(2)))
        #expect(navigator.allowsPlatformPop(to: id(1)))
        leaving.leaveDecision = .veto("unsaved")
        #expect(navigator.allowsPlatformPop(to: id(2)))
        #expect(!navigator.allowsPlatformPop(to: id(1)))
        #expect(staying.events.isEmpty)
        #expect(leaving.events == ["asked platformDidPop(to: #1)", "asked platformDidPop(to: #1)"])
    }

    @Test func allowsFromInsideAGuardAnswersFalse() throws {
        let navigator = Navigator()
        try navigator.push(PlainScreen.self, dependency: "a")
        try navigator.push(PlainScreen.self, dependency: "b")
        var inner: Bool?
        navigator.addGuard { _ in
            inner = navigator.allowsPlatformPop(to: id(1))
            return .allow
        }
        try navigator.push(PlainScreen.self, dependency: "c")
        #expect(inner == false)
    }

    @Test func ordinaryChangesAreNotPlatformDriven() throws {
        let navigator = Navigator()
        var changes: [NavigationChange] = []
        navigator.addObserver { changes.append($0) }
        try navigator.push(PlainScreen.self, dependency: "a")
        try navigator.push(PlainScreen.self, dependency: "b")
        try navigator.pop()
        try navigator.present(PlainScreen.self, dependency: "sheet")
        try navigator.dismiss()
        #expect(changes.map(\.isPlatformDriven) == [false, false, false, false, false])
    }
}
