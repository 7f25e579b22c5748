import Testing
@_spi(Testing) import VIPER

@MainActor
@Suite struct NavigatorTests {
    @Test func identitiesAreIssuedInOrderFromOne() throws {
        let navigator = Navigator()
        let first = try navigator.push(.screen(PlainScreen.self, dependency: "a"))
        let second = try navigator.push(.screen(OtherScreen.self, input: 2))
        let third = try navigator.present(.screen(PlainScreen.self, dependency: "c"))
        #expect([first, second, third] == [id(1), id(2), id(3)])
        #expect(navigator.nextEntryID == id(4))
    }

    @Test func pushBuildsTheScreenWithItsDependency() throws {
        let navigator = Navigator()
        let pushed = try navigator.push(.screen(PlainScreen.self, dependency: "hello"))
        #expect(navigator.screen(PlainScreen.self, for: pushed)?.text == "hello")
        #expect(navigator.state.top?.screen == ScreenType(PlainScreen.self))
        #expect(navigator.state.top?.route == nil)
    }

    @Test func navigatedScreenGetsAHandleBoundToItsOwnEntry() throws {
        let navigator = Navigator()
        try navigator.push(.screen(PlainScreen.self, dependency: "root"))
        let pushed = try navigator.push(.screen(OtherScreen.self, input: 5))
        let screen = try #require(navigator.screen(OtherScreen.self, for: pushed))
        #expect(screen.navigation.entryID == pushed)
        #expect(screen.value == 5)
        #expect(screen.navigation.isVisible)
    }

    @Test func popPopToAndPopToRootRemoveScreensFromTheTop() throws {
        let navigator = Navigator()
        let root = try navigator.push(.screen(PlainScreen.self, dependency: "1"))
        let second = try navigator.push(.screen(PlainScreen.self, dependency: "2"))
        try navigator.push(.screen(PlainScreen.self, dependency: "3"))
        try navigator.push(.screen(PlainScreen.self, dependency: "4"))
        #expect(try navigator.pop() == id(4))
        try navigator.pop(to: second)
        #expect(navigator.state.top?.id == second)
        try navigator.popToRoot()
        #expect(navigator.state.root.map(\.id) == [root])
        #expect(navigator.liveScreenCount == 1)
    }

    @Test func setStackKeepsExistingScreensAndBuildsNewOnes() throws {
        let navigator = Navigator()
        let list = try navigator.push(.screen(PlainScreen.self, dependency: "list"))
        try navigator.push(.screen(PlainScreen.self, dependency: "old"))
        let kept = navigator.screen(for: list) as? PlainScreen
        try navigator.setStack([.existing(list), .screen(OtherScreen.self, input: 9)])
        #expect(navigator.state.root.map(\.id) == [list, id(3)])
        #expect(navigator.screen(for: list) as? PlainScreen === kept)
        #expect(navigator.screen(OtherScreen.self, for: id(3))?.value == 9)
        #expect(navigator.liveScreenCount == 2)
    }

    @Test func presentAndDismissNestLayers() throws {
        let navigator = Navigator()
        try navigator.push(.screen(PlainScreen.self, dependency: "root"))
        try navigator.present(.screen(PlainScreen.self, dependency: "sheet"))
        try navigator.push(.screen(PlainScreen.self, dependency: "in sheet"))
        try navigator.present(
            .screen(PlainScreen.self, dependency: "cover"), style: .fullScreenCover)
        #expect(navigator.state.layers.map(\.style) == [nil, .sheet, .fullScreenCover])
        try navigator.dismiss()
        #expect(navigator.state.layers.count == 2)
        try navigator.present(.screen(PlainScreen.self, dependency: "again"))
        try navigator.dismissAll()
        #expect(navigator.state.layers.count == 1)
        #expect(navigator.liveScreenCount == 1)
    }

    @Test func closeDismissesTheLayerOfItsFirstScreen() throws {
        let navigator = Navigator()
        try navigator.push(.screen(PlainScreen.self, dependency: "root"))
        let sheet = try navigator.present(.screen(PlainScreen.self, dependency: "sheet"))
        try navigator.push(.screen(PlainScreen.self, dependency: "above"))
        try navigator.close(sheet)
        #expect(navigator.state.layers.count == 1)
    }

    @Test func batchCommitsSeveralOperationsAsOneChange() throws {
        let navigator = Navigator()
        try navigator.push(.screen(PlainScreen.self, dependency: "root"))
        try navigator.push(.screen(PlainScreen.self, dependency: "a"))
        try navigator.present(.screen(PlainScreen.self, dependency: "sheet"))
        var changes: [NavigationChange] = []
        navigator.addObserver { changes.append($0) }
        try navigator.batch { navigator throws(NavigationError) in
            try navigator.dismissAll()
            try navigator.popToRoot()
            try navigator.push(.screen(PlainScreen.self, dependency: "b"))
            try navigator.push(.screen(OtherScreen.self, input: 1))
        }
        #expect(changes.count == 1)
        #expect(
            changes.first?.action
                == .batch([
                    .dismissAll, .popToRoot, .push(ScreenType(PlainScreen.self)),
                    .push(ScreenType(OtherScreen.self)),
                ]))
        #expect(navigator.state.root.map(\.id) == [id(1), id(4), id(5)])
        #expect(navigator.liveScreenCount == 3)
    }

    @Test func failingBatchAppliesNothingAndReleasesWhatItBuilt() throws {
        let navigator = Navigator()
        try navigator.push(.screen(PlainScreen.self, dependency: "root"))
        let before = navigator.state
        weak var built: PlainScreen?
        #expect(throws: NavigationError(.dismiss, .emptyStack)) {
            try navigator.batch { navigator throws(NavigationError) in
                let pushed = try navigator.push(.screen(PlainScreen.self, dependency: "x"))
                built = navigator.screen(PlainScreen.self, for: pushed)
                try navigator.dismiss()
            }
        }
        #expect(navigator.state == before)
        #expect(built == nil)
        // NB: the identity the refused push reserved is never issued again.
        #expect(navigator.nextEntryID == id(3))
        #expect(navigator.liveScreenCount == 1)
    }

    @Test func lifecycleFollowsTheVisibleTop() throws {
        let navigator = Navigator()
        let probe = ScreenProbe()
        try navigator.push(.screen(ProbeScreen.self, input: probe))
        try navigator.push(.screen(ProbeScreen.self, input: probe))
        try navigator.present(.screen(ProbeScreen.self, input: probe), style: .fullScreenCover)
        try navigator.dismiss()
        try navigator.pop()
        #expect(
            probe.events == [
                "appear P#1",
                "disappear P#1", "appear P#2",
                "disappear P#2", "appear P#3",
                "remove P#3", "appear P#2",
                "remove P#2", "appear P#1",
            ])
    }

    @Test func batchTellsOnlyTheFinalTopThatItAppeared() throws {
        let navigator = Navigator()
        let probe = ScreenProbe()
        try navigator.push(.screen(ProbeScreen.self, input: probe))
        probe.events.removeAll()
        try navigator.batch { navigator throws(NavigationError) in
            try navigator.push(.screen(ProbeScreen.self, input: probe))
            try navigator.push(.screen(ProbeScreen.self, input: probe))
        }
        #expect(probe.events == ["disappear P#1", "appear P#3"])
    }

    @Test func observersReceiveOldNewAndCauseOfEveryCommittedChange() throws {
        let navigator = Navigator()
        var changes: [NavigationChange] = []
        let token = navigator.addObserver { changes.append($0) }
        try navigator.push(.screen(PlainScreen.self, dependency: "a"))
        try navigator.push(.screen(PlainScreen.self, dependency: "b"))
        try? navigator.dismiss()
        try navigator.popToRoot()
        #expect(
            changes.map(\.action) == [
                .push(ScreenType(PlainScreen.self)), .push(ScreenType(PlainScreen.self)),
                .popToRoot,
            ])
        #expect(changes[1].old == changes[0].new)
        #expect(changes[2].new == navigator.state)
        #expect(changes[2].diff.removed.map(\.id) == [id(2)])
        navigator.remove(token)
        try navigator.push(.screen(PlainScreen.self, dependency: "c"))
        #expect(changes.count == 3)
    }

    @Test func noOpOperationsReportNothing() throws {
        let navigator = Navigator()
        try navigator.push(.screen(PlainScreen.self, dependency: "a"))
        var count = 0
        navigator.addObserver { _ in count += 1 }
        try navigator.popToRoot()
        try navigator.dismissAll()
        try navigator.pop(to: id(1))
        #expect(count == 0)
    }

    @Test func changesStreamDeliversCommittedChangesInOrder() async throws {
        let navigator = Navigator()
        let stream = navigator.changes()
        try navigator.push(.screen(PlainScreen.self, dependency: "a"))
        try navigator.push(.screen(PlainScreen.self, dependency: "b"))
        try navigator.pop()
        var actions: [NavigationAction] = []
        for await change in stream {
            actions.append(change.action)
            if actions.count == 3 { break }
        }
        #expect(
            actions == [
                .push(ScreenType(PlainScreen.self)), .push(ScreenType(PlainScreen.self)), .pop,
            ])
    }

    @Test func changesStreamEndsWhenTheNavigatorIsReleased() async throws {
        var navigator: Navigator? = Navigator()
        let stream = try #require(navigator?.changes())
        try navigator?.push(.screen(PlainScreen.self, dependency: "a"))
        navigator = nil
        var count = 0
        for await _ in stream { count += 1 }
        #expect(count == 1)
    }

    @Test func errorDescriptionSaysWhatWasAskedAndWhyNot() {
        let error = NavigationError(.pop, .emptyStack)
        #expect(
            error.description.hasPrefix("pop() refused: there is no screen there"))
        #expect(error.description.hasSuffix("the state is unchanged"))
    }
}
