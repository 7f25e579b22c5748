import Testing
import VIPER
import VIPERTesting

@MainActor
@Suite struct SimulatedNavigationContainerTests {
    @Test func aCommandShowsAtOnceAndCompletesWhenItsTransitionEnds() {
        let container = SimulatedNavigationContainer()
        var completed = 0
        container.perform(.setStack(layer: 0, entries: [screen(1)]), animated: true) {
            completed += 1
        }
        #expect(container.shownLayers == [NavigationLayer(style: nil, entries: [screen(1)])])
        #expect(completed == 0)
        #expect(container.transition == .command(.setStack(layer: 0, entries: [screen(1)])))
        #expect(container.finishTransition())
        #expect(completed == 1)
        #expect(!container.finishTransition())
        #expect(completed == 1)
    }

    @Test func aCommandDuringATransitionIsRefusedAndNeverCompletes() {
        let container = SimulatedNavigationContainer()
        container.perform(.setStack(layer: 0, entries: [screen(1)]), animated: true) {}
        var completed = false
        let sheet = NavigationLayer(style: .sheet, entries: [screen(2)])
        container.perform(.present(sheet), animated: true) { completed = true }
        container.settle()
        #expect(!completed)
        #expect(container.shownLayers.count == 1)
        #expect(
            container.violations == [
                .init(
                    .present(sheet),
                    .midTransition(.command(.setStack(layer: 0, entries: [screen(1)]))))
            ])
    }

    @Test func aScreenShownTwiceOrAMissingLayerIsRefused() {
        let container = SimulatedNavigationContainer()
        container.perform(.setStack(layer: 0, entries: [screen(1)]), animated: false) {}
        container.settle()
        let again = NavigationLayer(style: .sheet, entries: [screen(1)])
        container.perform(.present(again), animated: true) {}
        container.perform(.setStack(layer: 0, entries: [screen(2), screen(2)]), animated: true) {}
        container.perform(.setStack(layer: 3, entries: [screen(4)]), animated: true) {}
        container.perform(.dismiss(fromLayer: 0), animated: true) {}
        container.perform(.dismiss(fromLayer: 1), animated: true) {}
        container.perform(.present(NavigationLayer(style: .sheet, entries: [])), animated: true) {}
        #expect(
            container.violations.map(\.problem) == [
                .screenShownTwice(NavigationEntryID(1)), .screenShownTwice(NavigationEntryID(2)),
                .noSuchLayer(3), .noSuchLayer(0), .noSuchLayer(1), .emptyLayer,
            ])
        #expect(container.transition == nil)
        #expect(container.performedCommands.count == 1)
    }

    @Test func dismissingALayerDismissesEveryLayerAbove() {
        let container = SimulatedNavigationContainer()
        container.perform(.setStack(layer: 0, entries: [screen(1)]), animated: false) {}
        container.settle()
        for raw in [2, 3] as [UInt64] {
            let layer = NavigationLayer(style: .sheet, entries: [screen(raw)])
            container.perform(.present(layer), animated: true) {}
            container.settle()
        }
        container.perform(.dismiss(fromLayer: 1), animated: true) {}
        #expect(container.shownLayers.count == 1)
        #expect(container.settle())
    }

    @Test func heldCompletionsRunOnlyWhenDelivered() {
        let container = SimulatedNavigationContainer(holdsCompletions: true)
        var completed = 0
        container.perform(.setStack(layer: 0, entries: [screen(1)]), animated: true) {
            completed += 1
        }
        container.finishTransition()
        #expect(container.transition == nil)
        #expect(completed == 0)
        #expect(container.heldCompletionCount == 1)
        #expect(container.deliverHeldCompletions() == 1)
        #expect(completed == 1)
    }

    @Test func settleGivesUpAtItsLimit() {
        let container = SimulatedNavigationContainer()
        container.perform(.setStack(layer: 0, entries: [screen(1)]), animated: true) {}
        #expect(!container.settle(limit: 0))
        #expect(container.settle(limit: 1))
    }

    @Test func swipeBackNeedsTwoScreensNoTransitionAndThePermission() throws {
        let navigator = Navigator()
        let container = SimulatedNavigationContainer()
        _ = NavigationReconciler(navigator: navigator, container: container)
        try navigator.push(.screen(Screen.self, dependency: ()))
        container.settle()
        #expect(!container.swipeBack())
        try navigator.push(.screen(Screen.self, dependency: ()))
        #expect(!container.swipeBack())
        container.settle()
        let token = navigator.addGuard { _ in .veto("no") }
        #expect(!container.swipeBack())
        navigator.remove(token)
        #expect(container.swipeBack())
        #expect(container.shownLayers[0].entries.count == 1)
        #expect(!container.swipeBack())
        #expect(!container.tapBack())
        #expect(container.cancelGesture())
        #expect(container.shownLayers[0].entries.map(\.id.rawValue) == [1, 2])
        #expect(navigator.state.root.count == 2)
        #expect(!container.cancelGesture())
    }

    @Test func tapBackPopsSeveralLevelsAndCannotBeCancelled() throws {
        let navigator = Navigator()
        let container = SimulatedNavigationContainer()
        _ = NavigationReconciler(navigator: navigator, container: container)
        for _ in 0..<4 { try navigator.push(.screen(Screen.self, dependency: ())) }
        container.settle()
        #expect(!container.tapBack(levels: 4))
        #expect(!container.tapBack(levels: 0))
        #expect(container.tapBack(levels: 2))
        #expect(!container.cancelGesture())
        container.finishTransition()
        #expect(navigator.state.root.map(\.id.rawValue) == [1, 2])
    }

    @Test func onlyDismissableStylesCanBeSwipedDownAndRefusalsAreCounted() throws {
        let navigator = Navigator()
        let container = SimulatedNavigationContainer()
        _ = NavigationReconciler(navigator: navigator, container: container)
        try navigator.push(.screen(Screen.self, dependency: ()))
        #expect(!container.swipeDown())
        try navigator.present(.screen(Screen.self, dependency: ()), style: .fullScreenCover)
        container.settle()
        #expect(!container.swipeDown())
        #expect(container.refusedDismissAttempts == 0)
        container.interactivelyDismissableStyles.insert(.fullScreenCover)
        let token = navigator.addGuard { _ in .veto("no") }
        #expect(!container.swipeDown())
        #expect(container.refusedDismissAttempts == 1)
        navigator.remove(token)
        #expect(container.swipeDown())
        #expect(container.shownLayers.count == 2)
        container.finishTransition()
        #expect(navigator.state.layers.count == 1)
    }

    @Test func assertShowsFailsWhenTheScreenDiffersFromTheState() throws {
        let navigator = Navigator()
        let container = SimulatedNavigationContainer()
        _ = NavigationReconciler(navigator: navigator, container: container)
        try navigator.push(.screen(Screen.self, dependency: ()))
        container.runMainQueue()
        expectIssue(containing: "a transition is in flight") { container.assertShows(navigator) }
        container.settle()
        #expect(container.assertShows(navigator))
        let other = Navigator()
        expectIssue(containing: "but the navigator holds []") { container.assertShows(other) }
        container.perform(.dismiss(fromLayer: 1), animated: true) {}
        expectIssue(containing: "refused dismiss(fromLayer: 1) refused: no layer 1") {
            container.assertShows(navigator)
        }
    }

    @Test func assertShowsFailsWhenTheAlertOnScreenDiffersFromTheStates() throws {
        let navigator = Navigator()
        let container = SimulatedNavigationContainer()
        _ = NavigationReconciler(navigator: navigator, container: container)
        try navigator.push(.screen(Screen.self, dependency: ()))
        container.settle()
        let stray = ShownAlert(id: id(99), title: "Stray", buttons: [])
        container.perform(.presentAlert(stray), animated: true) {}
        container.settle()
        expectIssue(containing: "shows alert #99 \"Stray\" []\nbut the navigator holds no alert") {
            container.assertShows(navigator)
        }
        container.perform(.dismissAlert(id(99)), animated: true) {}
        container.settle()
        #expect(container.assertShows(navigator))
        let alert = NavigationAlert<Int>(
            title: "Retry?", buttons: [AlertButton("Cancel", role: .cancel, action: 0)])
        try navigator.showAlert(alert) { _ in }
        container.settle()
        #expect(container.assertShows(navigator))
    }
}

// MARK: - Fixtures

private func id(_ raw: UInt64) -> NavigationEntryID { NavigationEntryID(raw) }

private func screen(_ raw: UInt64) -> NavigationEntry {
    NavigationEntry(id: NavigationEntryID(raw), screen: ScreenType(Screen.self))
}

@MainActor
private final class Screen: @MainActor DependencyInjectable {
    static func make(withDependency dependency: Void) -> Screen { Screen() }
}

@MainActor
@Suite struct SimulatedNavigationContainerHostilityTests {
    @Test func viewCallbacksComeInUIKitsOrderInsideCommandsAndGestures() throws {
        let navigator = Navigator()
        let container = SimulatedNavigationContainer()
        container.callsScreenCode = true
        let reconciler = NavigationReconciler(navigator: navigator, container: container)
        try navigator.push(.screen(Screen.self, dependency: ()))
        container.runMainQueue()
        // The "will" half runs inside the command, the "did" half when it ends.
        #expect(container.viewEvents == [.didLoad(id(1)), .willAppear(id(1))])
        container.finishTransition()
        #expect(container.viewEvents == [.didLoad(id(1)), .willAppear(id(1)), .didAppear(id(1))])
        container.settle()
        container.viewEvents.removeAll()

        try navigator.push(.screen(Screen.self, dependency: ()))
        container.runMainQueue()
        #expect(
            container.viewEvents == [.didLoad(id(2)), .willDisappear(id(1)), .willAppear(id(2))])
        container.finishTransition()
        #expect(
            container.viewEvents.dropFirst(3) == [.didDisappear(id(1)), .didAppear(id(2))])
        container.settle()
        container.viewEvents.removeAll()

        // A sheet leaves its presenter alone.
        try navigator.present(.screen(Screen.self, dependency: ()))
        container.settle()
        #expect(container.viewEvents == [.didLoad(id(3)), .willAppear(id(3)), .didAppear(id(3))])
        try navigator.dismiss()
        container.settle()
        #expect(container.viewEvents.suffix(2) == [.willDisappear(id(3)), .didDisappear(id(3))])
        container.viewEvents.removeAll()

        // Unanimated: the whole appearance runs inside the command.
        reconciler.animatesChanges = false
        try navigator.push(.screen(Screen.self, dependency: ()))
        container.runMainQueue()
        #expect(
            container.viewEvents == [
                .didLoad(id(4)), .willDisappear(id(2)), .willAppear(id(4)),
                .didDisappear(id(2)), .didAppear(id(4)),
            ])
        container.settle()
        try navigator.pop()
        container.settle()
        container.viewEvents.removeAll()

        // A cancelled swipe: the revealed screen disappears again, the top reappears.
        reconciler.animatesChanges = true
        #expect(container.swipeBack())
        #expect(container.cancelGesture())
        #expect(
            container.viewEvents == [
                .willDisappear(id(2)), .willAppear(id(1)), .willDisappear(id(1)),
                .didDisappear(id(1)),
                .willAppear(id(2)), .didAppear(id(2)),
            ])
    }

    @Test func aDroppedCompletionNeverRunsAndIsCounted() {
        let container = SimulatedNavigationContainer()
        container.dropsCompletions = true
        var completed = false
        container.perform(.setStack(layer: 0, entries: [screen(1)]), animated: true) {
            completed = true
        }
        #expect(container.settle())
        #expect(!completed)
        #expect(container.droppedCompletionCount == 1)
        #expect(!container.isTransitionRunning)
    }

    @Test func theAppsOwnControllerRefusesCommandsWhileItMovesAndTakesLayersAbove() {
        let container = SimulatedNavigationContainer()
        container.perform(.setStack(layer: 0, entries: [screen(1)]), animated: false) {}
        container.settle()
        #expect(container.presentForeignController())
        #expect(container.isTransitionRunning)
        let sheet = NavigationLayer(style: .sheet, entries: [screen(2)])
        container.perform(.present(sheet), animated: true) {}
        #expect(
            container.violations.map(\.problem) == [
                .midTransition(.foreignPresentation(overLayer: 0))
            ])
        container.finishTransition()
        #expect(container.foreignControllerLayer == 0)
        container.perform(.present(sheet), animated: true) {}
        container.settle()
        #expect(container.shownLayers.count == 2)
        #expect(container.dismissForeignController())
        container.finishTransition()
        #expect(container.shownLayers.count == 1)
        #expect(container.foreignControllerLayer == nil)
    }

    @Test func scenesOnOneMainQueueRunTheirTurnsInTheOrderTheyAreDue() {
        let queue = SimulatedMainQueue()
        let first = SimulatedNavigationContainer(mainQueue: queue)
        let second = SimulatedNavigationContainer(mainQueue: queue)
        var order: [String] = []
        first.schedule(after: 1) { order.append("first, later") }
        second.schedule(after: 0) { order.append("second, now") }
        first.schedule(after: 0) { order.append("first, now") }
        #expect(first.runMainQueue() == 2)
        #expect(order == ["second, now", "first, now"])
        queue.advance(by: 0.5)
        #expect(order.count == 2)
        queue.advance(by: 0.5)
        #expect(order == ["second, now", "first, now", "first, later"])
        #expect(queue.now == 1)
    }
}
