import Testing
import VIPER
import VIPERTesting

/// The failure modes a device shows and a kind simulated container did not: screen code
/// inside commands, lost completions, the app's own presentations, back-button pops past
/// a guard, several scenes.
@MainActor
@Suite struct NavigationReconcilerRecoveryTests {
    @Test func aScreenCanNavigateFromViewDidLoadThatUIKitCallsInsideACommand() throws {
        let (navigator, container, _) = makeScreen()
        container.callsScreenCode = true
        let log = LoadLog()
        try navigator.push(.screen(PlainScreen.self, dependency: "list"))
        container.settle()
        try navigator.present(.screen(LoadingScreen.self, input: log))
        container.settle()
        // The presented screen pushed its first detail from viewDidLoad, which the
        // container called inside the present.
        #expect(log.errors.isEmpty)
        #expect(navigator.state.layers.count == 2)
        #expect(navigator.state.layers[1].entries.count == 2)
        container.assertShows(navigator)
    }

    @Test func aLostCompletionIsGivenUpAfterTheTimeoutAndTheScreenCatchesUp() throws {
        let (navigator, container, reconciler) = makeScreen()
        try navigator.push(.screen(PlainScreen.self, dependency: "a"))
        container.runMainQueue()
        container.dropsCompletions = true
        container.finishTransition()
        container.dropsCompletions = false
        try navigator.push(.screen(PlainScreen.self, dependency: "b"))
        container.runMainQueue()
        #expect(container.performedCommands.count == 1)
        #expect(!reconciler.isIdle)
        container.mainQueue.advance(by: reconciler.completionTimeout)
        #expect(reconciler.lostCompletionCount == 1)
        #expect(container.performedCommands.count == 2)
        container.settle()
        container.assertShows(navigator)
        // Gestures work again.
        #expect(container.swipeBack())
    }

    @Test func aSlowTransitionIsNotMistakenForALostCompletion() throws {
        let (navigator, container, reconciler) = makeScreen()
        try navigator.push(.screen(PlainScreen.self, dependency: "a"))
        container.runMainQueue()
        try navigator.push(.screen(PlainScreen.self, dependency: "b"))
        container.mainQueue.advance(by: reconciler.completionTimeout * 3)
        #expect(reconciler.lostCompletionCount == 0)
        #expect(container.performedCommands.count == 1)
        container.settle()
        #expect(container.violations.isEmpty)
        container.assertShows(navigator)
    }

    @Test func aPresentWaitsForTheAppsOwnDismissalToEnd() throws {
        let (navigator, container, reconciler) = makeScreen()
        try navigator.push(.screen(PlainScreen.self, dependency: "a"))
        container.settle()
        #expect(container.presentForeignController())
        container.finishTransition()
        #expect(container.dismissForeignController())
        try navigator.present(.screen(PlainScreen.self, dependency: "sheet"))
        container.runMainQueue()
        container.mainQueue.advance(by: reconciler.retryInterval * 3)
        #expect(container.violations.isEmpty)
        #expect(container.performedCommands.count == 1)
        container.finishTransition()
        container.mainQueue.advance(by: reconciler.retryInterval)
        #expect(container.performedCommands.last == .present(navigator.state.layers[1]))
        container.settle()
        container.assertShows(navigator)
    }

    @Test func aLayerTakenAlongByTheAppsOwnDismissalIsAPlatformDismissalWithNoResult() throws {
        let (navigator, container) = try makeScreenUnderAnAlert()
        var results: [String?] = []
        let probe = ScreenProbe()
        let sheet = try navigator.present(.screen(ProbeScreen.self, input: probe)) {
            results.append($0)
        }
        container.settle()
        #expect(container.shownLayers.count == 2)
        var changes: [NavigationChange] = []
        navigator.addObserver { changes.append($0) }
        container.dismissForeignController()
        container.finishTransition()
        #expect(navigator.state.layers.count == 1)
        #expect(results == [nil])
        #expect(changes.map(\.action) == [.platformDismiss(sheet)])
        #expect(changes.map(\.isPlatformDriven) == [true])
        container.settle()
        container.assertShows(navigator)
    }

    @Test func aLayerTakenAlongWhileAGuardRefusesIsPresentedAgain() throws {
        let (navigator, container) = try makeScreenUnderAnAlert()
        try navigator.present(.screen(GuardedScreen.self, dependency: vetoing()))
        container.settle()
        let before = navigator.state
        container.dismissForeignController()
        container.finishTransition()
        #expect(navigator.state == before)
        container.settle()
        #expect(container.performedCommands.last == .present(before.layers[1]))
        container.assertShows(navigator)
    }

    @Test func theBackButtonOfAGuardedStackPopsThroughTheNavigator() throws {
        let probe = vetoing()
        let (navigator, container, reconciler) = makeScreen()
        try navigator.push(.screen(PlainScreen.self, dependency: "a"))
        try navigator.push(.screen(GuardedScreen.self, dependency: probe))
        try navigator.push(.screen(PlainScreen.self, dependency: "c"))
        container.settle()
        #expect(reconciler.needsGuardedBackButton(inLayer: 0))
        // The menu is gone with UIKit's back button; the host's button pops one level.
        #expect(!container.tapBack(levels: 2))
        #expect(container.tapBack())
        container.settle()
        #expect(navigator.state.root.map(\.id) == [id(1), id(2)])
        #expect(!container.tapBack())
        #expect(navigator.state.root.map(\.id) == [id(1), id(2)])
        probe.leaveDecision = .allow
        #expect(container.tapBack())
        container.settle()
        #expect(navigator.state.root.map(\.id) == [id(1)])
        #expect(!reconciler.needsGuardedBackButton(inLayer: 0))
        container.assertShows(navigator)
    }

    @Test func twoScenesOnOneMainQueueKeepTheirOwnNavigatorsAndRecover() throws {
        let queue = SimulatedMainQueue()
        var scenes: [(Navigator, SimulatedNavigationContainer, NavigationReconciler)] = []
        for _ in 0..<2 {
            let navigator = Navigator()
            let container = SimulatedNavigationContainer(mainQueue: queue)
            container.callsScreenCode = true
            scenes.append(
                (
                    navigator, container,
                    NavigationReconciler(navigator: navigator, container: container)
                ))
        }
        let log = LoadLog()
        try scenes[0].0.push(.screen(LoadingScreen.self, input: log))
        try scenes[1].0.push(.screen(PlainScreen.self, dependency: "b"))
        queue.runDueTurns()
        scenes[1].1.dropsCompletions = true
        scenes[1].1.finishTransition()
        scenes[1].1.dropsCompletions = false
        try scenes[1].0.push(.screen(PlainScreen.self, dependency: "c"))
        for (_, container, _) in scenes { container.settle() }
        #expect(log.errors.isEmpty)
        #expect(scenes[0].0.state.root.count == 2)
        #expect(scenes[1].0.state.root.count == 2)
        #expect(scenes[1].2.lostCompletionCount == 1)
        for (navigator, container, _) in scenes { container.assertShows(navigator) }
    }
}

// MARK: - Fixtures

/// A root screen on a simulated container, with an alert of the app's own shown over it.
@MainActor
private func makeScreenUnderAnAlert() throws -> (Navigator, SimulatedNavigationContainer) {
    let (navigator, container, _) = makeScreen()
    try navigator.push(.screen(PlainScreen.self, dependency: "a"))
    container.settle()
    container.presentForeignController()
    container.finishTransition()
    return (navigator, container)
}

/// A probe whose guarded screens refuse to be left.
@MainActor
private func vetoing() -> ScreenProbe {
    let probe = ScreenProbe()
    probe.leaveDecision = .veto("unsaved edits")
    return probe
}

/// What a `LoadingScreen` could not do.
@MainActor
final class LoadLog {
    var loads = 0
    var errors: [NavigationError] = []
}

/// A screen that pushes its first detail from `viewDidLoad`, as a generated `--uikit`
/// module does by forwarding it to its presenter.
@MainActor
final class LoadingScreen: SimulatedViewLifecycle {
    let log: LoadLog
    let navigation: NavigationHandle<Never>

    init(_ dependency: Navigated<LoadLog, Never>) {
        (log, navigation) = (dependency.input, dependency.navigation)
    }

    func viewDidLoad() {
        log.loads += 1
        do throws(NavigationError) {
            try navigation.push(.screen(PlainScreen.self, dependency: "first detail"))
        } catch {
            log.errors.append(error)
        }
    }
}

extension LoadingScreen: @MainActor DependencyInjectable {
    static func make(withDependency dependency: Navigated<LoadLog, Never>) -> LoadingScreen {
        LoadingScreen(dependency)
    }
}
