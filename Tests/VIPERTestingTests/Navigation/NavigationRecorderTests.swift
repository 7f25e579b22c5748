import Foundation
import Testing
import VIPERTesting

@MainActor
@Suite struct NavigationRecorderTests {
    @Test func recordsEveryCommittedChangeAfterItAttaches() throws {
        let navigator = Navigator()
        try navigator.push(.screen(HomeScreen.self, input: ()))
        let history = NavigationRecorder(navigator)
        let item = try navigator.push(.screen(ItemScreen.self, dependency: 4))
        try navigator.present(.screen(PickerScreen.self, input: ["red"]))
        #expect(throws: NavigationError.self) { try navigator.pop(to: NavigationEntryID(99)) }

        #expect(
            history.actions == [
                .push(ScreenType(ItemScreen.self)),
                .present(ScreenType(PickerScreen.self), .sheet),
            ])
        #expect(history.changes.first?.old.top?.screen == ScreenType(HomeScreen.self))
        #expect(history.changes.first?.new.top?.id == item)
        #expect(history.changes.last?.new == navigator.state)
    }

    @Test func actionsPassWhenTheHistoryHolds() throws {
        let navigator = Navigator()
        let history = NavigationRecorder(navigator)
        try navigator.push(.screen(HomeScreen.self, input: ()))
        try navigator.push(.screen(ItemScreen.self, dependency: 4))
        try navigator.present(.screen(PickerScreen.self, input: ["red"]))
        #expect(
            history.assertActions([
                .push(ScreenType(HomeScreen.self)),
                .push(ScreenType(ItemScreen.self)),
                .present(ScreenType(PickerScreen.self), .sheet),
            ]))
        #expect(
            history.assertActions([
                "push(HomeScreen)", "push", "present(PickerScreen, style: sheet)",
            ]))
        #expect(history.assertNoUnverifiedChanges())
    }

    @Test func actionsFailWithADiffAndTheHistory() throws {
        let navigator = Navigator()
        try navigator.push(.screen(HomeScreen.self, input: ()))
        let history = NavigationRecorder(navigator)
        try navigator.push(.screen(ItemScreen.self, dependency: 4))
        try navigator.present(.screen(PickerScreen.self, input: ["red"]), style: .fullScreenCover)
        expectIssue(
            containing: "NavigationRecorder: actions differ (- expected, + received):\n"
                + "  push(ItemScreen)\n"
                + "- present(PickerScreen, style: sheet)\n"
                + "+ present(PickerScreen, style: fullScreenCover)\n"
                + "history:\n"
                + "  push(ItemScreen): [#1 HomeScreen] -> [#1 HomeScreen, #2 ItemScreen]",
            atLine: #line + 2
        ) {
            history.assertActions([
                .push(ScreenType(ItemScreen.self)),
                .present(ScreenType(PickerScreen.self), .sheet),
            ])
        }
        expectIssue(containing: "- dismiss\n+ present(PickerScreen, style: fullScreenCover)") {
            history.assertActions(["push", "dismiss"])
        }
        expectIssue(containing: "- pop()") {
            history.assertActions(["push", "present", "pop()"])
        }
        #expect(history.assertActions(["push", "present"]))
    }

    @Test func nextActionsStepThroughTheHistory() throws {
        let navigator = Navigator()
        let history = NavigationRecorder(navigator)
        try navigator.push(.screen(HomeScreen.self, input: ()))
        try navigator.push(.screen(ItemScreen.self, dependency: 4))
        #expect(history.assertNextActions([.push(ScreenType(HomeScreen.self))]))
        try navigator.pop()
        #expect(history.assertNextActions(["push(ItemScreen)", "pop()"]))
        #expect(history.assertNoUnverifiedChanges())
        try navigator.popToRoot()
        try navigator.present(.screen(PickerScreen.self, input: []))
        expectIssue(containing: "next unverified actions differ", atLine: #line + 1) {
            history.assertNextActions([.dismiss])
        }
        expectIssue(containing: "  present(PickerScreen, style: sheet)\n- dismiss") {
            history.assertNextActions(["present", "dismiss"])
        }
        #expect(history.assertNextActions(["present"]))
    }

    @Test func unverifiedChangesFailUntilVerifiedOrSkipped() throws {
        let navigator = Navigator()
        let history = NavigationRecorder(navigator)
        try navigator.push(.screen(HomeScreen.self, input: ()))
        expectIssue(
            containing:
                "1 change(s) were never verified:\n  push(HomeScreen): [] -> [#1 HomeScreen]",
            atLine: #line + 2
        ) {
            history.assertNoUnverifiedChanges()
        }
        history.skipUnverifiedChanges()
        #expect(history.assertNoUnverifiedChanges())
    }

    @Test func batchesAndRedirectsReadAsOneCall() throws {
        let navigator = Navigator()
        let history = NavigationRecorder(navigator)
        try navigator.push(.screen(HomeScreen.self, input: ()))
        try navigator.batch { navigator throws(NavigationError) in
            try navigator.push(.screen(ItemScreen.self, dependency: 1))
            try navigator.push(.screen(ItemScreen.self, dependency: 2))
        }
        navigator.addGuard { change in
            guard case .present = change.action else { return .allow }
            return .redirect { navigator throws(NavigationError) in
                try navigator.push(.screen(ItemScreen.self, dependency: 3))
            }
        }
        try navigator.present(.screen(PickerScreen.self, input: []))
        #expect(
            history.assertActions([
                "push(HomeScreen)",
                "batch(push(ItemScreen), push(ItemScreen))",
                "redirected(present(PickerScreen, style: sheet), push(ItemScreen))",
            ]))
        #expect(history.assertActions(["push", "batch", "redirected"]))
    }

    @Test func feedsEveryChangeIntoASharedCallLog() throws {
        let log = CallLog()
        let navigator = Navigator()
        try navigator.push(.screen(HomeScreen.self, input: ()))
        let history = NavigationRecorder(navigator, log: log)
        log.record("view.showItems")
        try navigator.push(.screen(ItemScreen.self, dependency: 4))
        try navigator.pop()
        try navigator.open(URL(string: "test://nowhere")!, using: TestRoute.deepLinkTable)

        log.assertCalls([
            "view.showItems()",
            "navigator.push(ItemScreen)",
            "navigator.pop()",
            "navigator.open(test://nowhere)",
        ])
        log.assertOrder(["view", "navigator.push", "navigator.pop"])
        #expect(history.changes.count == 3)
    }

    @Test func stopDetachesAndKeepsTheHistory() throws {
        let navigator = Navigator()
        let history = NavigationRecorder(navigator, receiver: "router")
        try navigator.push(.screen(HomeScreen.self, input: ()))
        history.stop()
        history.stop()
        try navigator.push(.screen(ItemScreen.self, dependency: 4))
        #expect(history.actions == [.push(ScreenType(HomeScreen.self))])
    }

    @Test func doesNotKeepTheNavigatorAlive() throws {
        weak var released: Navigator?
        let history: NavigationRecorder
        do {
            let navigator = Navigator()
            history = NavigationRecorder(navigator)
            try navigator.push(.screen(HomeScreen.self, input: ()))
            released = navigator
        }
        #expect(released == nil)
        #expect(history.actions == [.push(ScreenType(HomeScreen.self))])
        history.stop()
    }

    @Test func waitResumesWhenALaterNavigationCommits() async throws {
        let fixture = try LoadingFixture()
        let history = NavigationRecorder(fixture.navigator)
        fixture.presenter.viewDidLoad()
        fixture.completeLater(with: 4)

        #expect(await history.wait(forChangeCount: 1, timeout: 60))

        history.assertActions([.push(ScreenType(ItemScreen.self))])
        fixture.navigator.assertTop(ItemScreen.self)
    }

    @Test func waitTimesOutWithWhatWasRecorded() async throws {
        let fixture = try LoadingFixture()
        let history = NavigationRecorder(fixture.navigator)
        try fixture.navigator.push(.screen(ItemScreen.self, dependency: 1))
        await expectIssue(
            containing: "NavigationRecorder: timed out after 0.05 s waiting for 2 change(s); "
                + "received 1:\n  push(ItemScreen)",
            atLine: #line + 2
        ) {
            #expect(await history.wait(forChangeCount: 2, timeout: 0.05) == false)
        }
    }

    @Test func cancellingAWaitEndsItQuietly() async throws {
        let history = NavigationRecorder(Navigator())
        let waiting = Task { await history.wait(forChangeCount: 1, timeout: 60) }
        waiting.cancel()
        #expect(await waiting.value == false)
    }
}

// MARK: - Fixtures

extension TestRoute {
    /// A table whose only deep link, `test://nowhere`, shows the home screen.
    @MainActor
    static var deepLinkTable: RouteTable<TestRoute> {
        RouteTable { _ in
            .screen(HomeScreen.self, input: ())
        } deepLinks: { url in
            url.host == "nowhere" ? RouteState(root: [.home]) : nil
        }
    }
}
