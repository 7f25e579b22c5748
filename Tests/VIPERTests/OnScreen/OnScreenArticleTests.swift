import Testing
import VIPER
import VIPERTesting

/// The code of the article "Putting the Navigator on screen", compiled and run.
@MainActor
@Suite struct OnScreenArticleTests {
    @Test func swipingBackFromTheEditorIsRefusedWhileItHasUnsavedEdits() throws {
        let navigator = Navigator()
        let container = SimulatedNavigationContainer()
        _ = NavigationReconciler(navigator: navigator, container: container)
        try navigator.push(.screen(ListScreen.self, dependency: ()))
        let editor = try navigator.push(.screen(EditorScreen.self, dependency: ()))
        container.settle()

        navigator.screen(EditorScreen.self, for: editor)?.hasUnsavedEdits = true
        #expect(!container.swipeBack())  // the guard keeps the gesture from starting

        navigator.screen(EditorScreen.self, for: editor)?.hasUnsavedEdits = false
        #expect(container.swipeBack())
        container.finishTransition()  // the user let go: one platform-driven pop
        #expect(navigator.state.root.count == 1)
        container.assertShows(navigator)
    }

    @Test func aReplacedAlertGoesBeforeTheNewOneComes() throws {
        let navigator = Navigator()
        let container = SimulatedNavigationContainer()
        _ = NavigationReconciler(navigator: navigator, container: container)
        try navigator.push(.screen(ListScreen.self, dependency: ()))
        var answers: [String: [Bool?]] = [:]
        let save = NavigationAlert(title: "Save?", buttons: [AlertButton("Save", action: true)])
        let old = try navigator.showAlert(save) { answers["save", default: []].append($0) }
        container.settle()

        let retry = NavigationAlert(
            title: "Sync failed", buttons: [AlertButton("Retry", action: true)])
        try navigator.showAlert(retry) { answers["retry", default: []].append($0) }
        #expect(answers == ["save": [nil]])  // replaced: gone without a choice
        container.settle()
        let new = try #require(navigator.state.alert)
        #expect(container.performedCommands.suffix(2) == [.dismissAlert(old), .presentAlert(new)])

        #expect(container.tapAlertButton("Retry"))
        container.settle()
        #expect(answers == ["save": [nil], "retry": [true]])
        container.assertShows(navigator)
    }

    @Test func anAwaitedPickerSwipedAwayReturnsNoResult() async throws {
        let navigator = Navigator()
        let container = SimulatedNavigationContainer()
        _ = NavigationReconciler(navigator: navigator, container: container)
        try navigator.push(.screen(ListScreen.self, dependency: ()))
        let picked = Task {
            try await navigator.presentForResult(.screen(ProbeScreen.self, input: .init()))
        }
        await Task.yield()
        while navigator.state.layers.count < 2 { await Task.yield() }
        container.settle()
        #expect(container.swipeDown())
        container.finishTransition()
        #expect(try await picked.value == nil)
        container.assertShows(navigator)
    }

    @Test func aChangeTheUserMadeIsReportedOnceAndMarkedPlatformDriven() throws {
        let navigator = Navigator()
        let container = SimulatedNavigationContainer()
        _ = NavigationReconciler(navigator: navigator, container: container)
        try navigator.push(.screen(ListScreen.self, dependency: ()))
        try navigator.push(.screen(ListScreen.self, dependency: ()))
        container.settle()
        var changes: [NavigationChange] = []
        navigator.addObserver { changes.append($0) }
        container.tapBack()
        container.finishTransition()
        #expect(changes.map(\.isPlatformDriven) == [true])
        #expect(changes.map(\.action) == [.platformPop(to: navigator.state.root[0].id)])
    }

    @Test func aTabTapIsRecordedAndATapOnTheSelectedTabPopsIt() throws {
        let navigator = Navigator()
        let container = SimulatedNavigationContainer()
        _ = NavigationReconciler(navigator: navigator, container: container)
        try navigator.setLayout(
            .tabs(
                [
                    .init("inbox", [.screen(ListScreen.self, dependency: ())]),
                    .init("settings", [.screen(ListScreen.self, dependency: ())]),
                ], selected: "inbox"))
        try navigator.push(.screen(EditorScreen.self, dependency: ()))
        container.settle()

        #expect(container.tapTab("settings"))  // one platform-driven selection
        #expect(navigator.state.layers[0].selectedTab == "settings")
        #expect(!container.swipeBack(in: .tab("inbox")))  // a hidden tab takes no gesture

        #expect(container.tapTab("inbox"))
        #expect(container.tapTab("inbox"))  // the selected tab again: UIKit pops it
        container.finishTransition()
        #expect(navigator.state.layers[0].stack(.tab("inbox"))?.count == 1)
        container.assertShows(navigator)
    }

    @Test func aTabViewPickStandsOrSnapsBackWhenAGuardRefusesIt() throws {
        let navigator = Navigator()
        let container = SimulatedNavigationContainer()
        _ = NavigationReconciler(navigator: navigator, container: container)
        try navigator.setLayout(
            .tabs(
                [
                    .init("inbox", [.screen(ListScreen.self, dependency: ())]),
                    .init("settings", [.screen(ListScreen.self, dependency: ())]),
                ], selected: "inbox"))
        container.settle()

        #expect(container.pickTab("settings"))  // the tab view's binding: one platform selection
        #expect(navigator.state.layers[0].selectedTab == "settings")

        navigator.addGuard { change in
            if case .platformSelect = change.action { return .veto("finish first") }
            return .allow
        }
        #expect(!container.pickTab("inbox"))  // refused: the tab view snaps back
        #expect(container.shownLayers[0].selectedTab == "settings")
        container.assertShows(navigator)
    }
}

// MARK: - Fixtures

@MainActor
private final class ListScreen: @MainActor DependencyInjectable {
    static func make(withDependency dependency: Void) -> ListScreen { ListScreen() }
}

/// The article's editor, without UIKit.
@MainActor
private final class EditorScreen: ScreenGuard, @MainActor DependencyInjectable {
    var hasUnsavedEdits = false

    static func make(withDependency dependency: Void) -> EditorScreen { EditorScreen() }

    func shouldLeave(_ change: NavigationChange) -> NavigationGuardDecision {
        hasUnsavedEdits ? .veto("unsaved edits") : .allow
    }
}
