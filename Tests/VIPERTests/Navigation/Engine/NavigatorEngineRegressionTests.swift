import Foundation
import Testing
@_spi(Testing) import VIPER

/// One test for every engine bug issue 8 names.
///
/// Each failed on the engine before the single transaction path (see the commit that
/// added this file), except the `setStack` one, which guards a refusal that already
/// worked.
@MainActor
@Suite struct NavigatorEngineRegressionTests {
    // MARK: Lifecycle follows objects, not identities

    @Test func restoringOverTheSameIdentitiesTellsTheOldTopItLeftAndTheNewTopItAppeared()
        throws
    {
        let journal = Journal()
        let table = pageTable(journal)
        let navigator = Navigator()
        try navigator.replace(with: RouteState(root: [.page(1), .page(2)]), using: table)
        let data = try navigator.restorationData(PageRoute.self)
        journal.events.removeAll()

        try navigator.restore(from: data, using: table)

        // s1, s2 were shown; s3, s4 are the rebuilt screens under the same identities.
        #expect(journal.events(of: 1) == ["asked s1", "disappear(removed) s1"])
        #expect(journal.events(of: 2) == ["asked s2", "disappear(removed) s2"])
        #expect(journal.events(of: 3).isEmpty, "s3 was never visible, so never loaded")
        #expect(journal.events(of: 4) == ["load s4", "appear s4"])
    }

    @Test func restoringAStateWhoseTopIsNewTellsTheShownScreenNotItsRebuiltTwin() throws {
        let journal = Journal()
        let table = pageTable(journal)
        let navigator = Navigator()
        try navigator.replace(with: RouteState(root: [.page(1), .page(2)]), using: table)
        journal.events.removeAll()

        // #1 and #2 come back as s3 and s4, #3 is new (s5) and becomes the top.
        try navigator.restore(
            from: pageArchive(next: 4, root: [(1, 1), (2, 2), (3, 3)]), using: table)

        #expect(journal.events(of: 2) == ["asked s2", "disappear(removed) s2"])
        #expect(journal.events(of: 4).isEmpty, "s4 was never visible")
        #expect(journal.events(of: 5) == ["load s5", "appear s5"])
    }

    // MARK: Guards ask the shown object

    @Test func aScreenGuardIsAskedOnTheShownScreenNotOnItsReplacement() throws {
        let journal = Journal()
        let table = pageTable(journal)
        let navigator = Navigator()
        try navigator.replace(with: RouteState(root: [.page(1), .page(2)]), using: table)
        journal.vetoing = [2]
        let before = navigator.state

        #expect(throws: NavigationError(.restore, .vetoed("s2 stays"))) {
            try navigator.restore(
                from: pageArchive(next: 4, root: [(1, 1), (2, 2), (3, 3)]), using: table)
        }
        #expect(navigator.state == before)
        #expect((navigator.topScreen as? CountedScreen)?.serial == 2)
    }

    @Test func rebuildingEveryScreenIntoAnEqualStateAsksGuardsAndReportsTheChange() throws {
        let journal = Journal()
        let table = pageTable(journal)
        let navigator = Navigator()
        try navigator.replace(with: RouteState(root: [.page(1), .page(2)]), using: table)
        let data = try navigator.restorationData(PageRoute.self)
        var asked = 0
        var reported: [NavigationAction] = []
        navigator.addGuard { _ in
            asked += 1
            return .allow
        }
        navigator.addObserver { reported.append($0.action) }

        try navigator.restore(from: data, using: table)

        #expect(asked == 1)
        #expect(reported == [.restore])
        #expect(journal.events.contains("asked s2"))
    }

    // MARK: Identities

    @Test func aResultReceiverThatNavigatesDuringARestoreGetsAnUnusedIdentity() throws {
        let journal = Journal()
        let table = pageTable(journal)
        let navigator = Navigator()
        var pushed: NavigationEntryID?
        try navigator.push(.screen(CountedScreen.self, input: journal)) { (_: String?) in
            pushed = try? navigator.push(.screen(PlainScreen.self, dependency: "from the receiver"))
        }
        try navigator.push(.screen(CountedScreen.self, input: journal))

        try navigator.restore(
            from: pageArchive(next: 4, root: [(1, 1), (2, 2), (3, 3)]), using: table)

        let pushedID = try #require(pushed)
        #expect(navigator.state.isValid, "\(navigator.state)")
        #expect(pushedID >= NavigationEntryID(4))
        #expect(navigator.state.top?.id == pushedID)
    }

    @Test func identitiesDoNotWrapAfterTheLastOne() throws {
        let navigator = Navigator(firstEntryID: .max)
        let last = try navigator.push(.screen(PlainScreen.self, dependency: "last"))
        #expect(last == NavigationEntryID(.max))

        #expect(
            throws: NavigationError(.push(ScreenType(PlainScreen.self)), .identitiesExhausted)
        ) {
            try navigator.push(.screen(PlainScreen.self, dependency: "one too many"))
        }
        #expect(navigator.nextEntryID == nil)
        #expect(navigator.state.entries.map(\.id) == [last])
    }

    @Test func restorationDataNearTheLastIdentityCannotLeadToDuplicates() throws {
        let journal = Journal()
        let table = pageTable(journal)
        let navigator = Navigator()
        try navigator.restore(
            from: pageArchive(next: .max, root: [(0, 0), (.max - 1, 1)]), using: table)

        try navigator.push(.screen(PlainScreen.self, dependency: "takes the last identity"))
        #expect(
            throws: NavigationError(.push(ScreenType(PlainScreen.self)), .identitiesExhausted)
        ) {
            try navigator.push(.screen(PlainScreen.self, dependency: "would wrap to #0"))
        }
        #expect(navigator.state.isValid, "\(navigator.state)")
    }

    @Test func aRolledBackPushNeverReissuesTheIdentityOfTheScreenItBuilt() throws {
        let journal = Journal()
        journal.keepsScreens = true
        let navigator = Navigator()
        try navigator.push(.screen(PlainScreen.self, dependency: "root"))
        let veto = navigator.addGuard { _ in .veto("not now") }
        #expect(throws: NavigationError.self) {
            try navigator.push(.screen(CountedScreen.self, input: journal))
        }
        navigator.remove(veto)
        let stale = try #require(journal.kept.last)

        let other = try navigator.push(.screen(PlainScreen.self, dependency: "another screen"))

        #expect(other != stale.navigation.entryID)
        #expect(!stale.navigation.isShown)
        #expect(
            throws: NavigationError(
                .close(stale.navigation.entryID), .notShown(stale.navigation.entryID))
        ) {
            try stale.navigation.close()
        }
        #expect(navigator.state.top?.id == other)
    }

    @Test func aScreenReleasedByARollbackThatNavigatesFromItsDeinitMakesAChangeOfItsOwn()
        throws
    {
        let navigator = Navigator()
        try navigator.push(.screen(PlainScreen.self, dependency: "root"))
        var reported: [NavigationAction] = []
        navigator.addObserver { reported.append($0.action) }
        navigator.addGuard { change in
            change.new.top?.screen == ScreenType(DeinitScreen.self) ? .veto("no") : .allow
        }
        let probe = DeinitProbe {
            _ = try? navigator.push(.screen(PlainScreen.self, dependency: "from deinit"))
        }

        #expect(throws: NavigationError.self) {
            try navigator.push(.screen(DeinitScreen.self, dependency: probe))
        }

        #expect(reported == [.push(ScreenType(PlainScreen.self))])
        #expect(navigator.state.count == 2)
        #expect(navigator.liveScreenCount == 2)
    }

    // MARK: `.existing` must name a shown screen

    @Test func aRouteTableThatKeepsAnEntryThatIsNotShownIsRefused() throws {
        let journal = Journal()
        let table = pageTable(journal)
        let navigator = Navigator()
        try navigator.replace(with: RouteState(root: [.page(1)]), using: table)
        let before = navigator.state

        #expect(throws: NavigationError(.replace, .notShown(id(99)))) {
            try navigator.replace(with: RouteState(root: [.page(1), .keep(99)]), using: table)
        }
        #expect(navigator.state == before)
        #expect(navigator.liveScreenCount == 1)
    }

    @Test func aRestoreThatKeepsAShownScreenKeepsItsObjectAlive() throws {
        let journal = Journal()
        let table = pageTable(journal)
        let navigator = Navigator()
        try navigator.replace(with: RouteState(root: [.page(1)]), using: table)
        let kept = try #require(navigator.topScreen as? CountedScreen)
        let data = Data(
            #"""
            {"format":"swift-viper.navigation","layers":[{"entries":[{"id":1,"resultTo":null,"route":{"keep":{"_0":1}}},{"id":2,"resultTo":null,"route":{"page":{"_0":2}}}],"style":null}],"nextEntryID":3,"routeVersion":1,"schemaVersion":3}
            """#.utf8)

        try navigator.restore(from: data, using: table)

        #expect(navigator.screen(for: id(1)) as? CountedScreen === kept)
        #expect(navigator.liveScreenCount == navigator.state.count)
    }

    @Test func setStackRefusesToKeepAScreenOutsideTheTopStack() throws {
        let navigator = Navigator()
        let root = try navigator.push(.screen(PlainScreen.self, dependency: "root"))
        try navigator.present(.screen(PlainScreen.self, dependency: "sheet"))
        let before = navigator.state

        #expect(throws: NavigationError(.setStack, .notShown(root))) {
            try navigator.setStack([.existing(root)])
        }
        #expect(throws: NavigationError(.setStack, .notShown(id(42)))) {
            try navigator.setStack([.existing(id(42))])
        }
        #expect(navigator.state == before)
    }
}
