import Testing
import VIPER
import VIPERTesting

@MainActor
@Suite struct NavigationReconcilerTests {
    @Test func theContainerShowsTheStateOnceTransitionsEnd() throws {
        let (navigator, container, reconciler) = makeScreen()
        try navigator.push(.screen(PlainScreen.self, dependency: "list"))
        // Sent on the next main-queue turn, after the navigator is idle again.
        #expect(container.performedCommands.isEmpty)
        container.runMainQueue()
        #expect(container.shownLayers == navigator.state.layers)
        #expect(!reconciler.isSettled)
        container.settle()
        #expect(reconciler.isSettled)
        try navigator.present(.screen(PlainScreen.self, dependency: "sheet"))
        container.settle()
        container.assertShows(navigator)
        #expect(
            container.performedCommands == [
                .setStack(layer: 0, entries: [entry(1)]),
                .present(navigator.state.layers[1]),
            ])
        #expect(container.violations.isEmpty)
    }

    @Test func changesDuringATransitionCoalesceIntoOneCatchUp() throws {
        let (navigator, container, _) = makeScreen()
        try navigator.push(.screen(PlainScreen.self, dependency: "list"))
        container.runMainQueue()
        try navigator.present(.screen(PlainScreen.self, dependency: "sheet"))
        try navigator.dismiss()
        for index in 0..<5 { try navigator.push(.screen(PlainScreen.self, dependency: "\(index)")) }
        try navigator.present(
            .screen(PlainScreen.self, dependency: "cover"), style: .fullScreenCover)
        container.runMainQueue()
        // Only the first command is out; everything else waited for it.
        #expect(container.performedCommands.count == 1)
        container.finishTransition()
        container.runMainQueue()
        #expect(
            container.performedCommands.dropFirst() == [
                .setStack(layer: 0, entries: navigator.state.layers[0].entries)
            ])
        container.settle()
        #expect(container.performedCommands.count == 3)
        #expect(container.violations.isEmpty)
        container.assertShows(navigator)
    }

    @Test func changesInOneMainQueueTurnAreSentAsOnePlan() throws {
        let (navigator, container, _) = makeScreen()
        try navigator.push(.screen(PlainScreen.self, dependency: "list"))
        try navigator.present(.screen(PlainScreen.self, dependency: "sheet"))
        try navigator.dismiss()
        for index in 0..<5 { try navigator.push(.screen(PlainScreen.self, dependency: "\(index)")) }
        container.settle()
        #expect(
            container.performedCommands == [
                .setStack(layer: 0, entries: navigator.state.layers[0].entries)
            ])
        container.assertShows(navigator)
    }

    @Test func onlyTheVisibleStackIsAnimated() throws {
        let (navigator, container, reconciler) = makeScreen()
        try navigator.push(.screen(PlainScreen.self, dependency: "list"))
        container.settle()
        try navigator.present(.screen(PlainScreen.self, dependency: "sheet"))
        container.settle()
        try navigator.batch { navigator throws(NavigationError) in
            try navigator.dismiss()
            try navigator.push(.screen(PlainScreen.self, dependency: "detail"))
            try navigator.present(.screen(PlainScreen.self, dependency: "sheet"))
        }
        container.settle()
        // The sheet is kept and its stack set; the root stack changes while covered.
        #expect(container.animations == [true, true, false, true])
        reconciler.animatesChanges = false
        try navigator.dismiss()
        container.settle()
        #expect(container.animations.last == false)
    }

    @Test func aCompletedSwipeBackIsOnePlatformPopWithNoResultAndTheLifecycle() throws {
        let (navigator, container, _) = makeScreen()
        let probe = ScreenProbe()
        var results: [String?] = []
        try navigator.push(.screen(ProbeScreen.self, input: probe))
        try navigator.push(.screen(ProbeScreen.self, input: probe)) { results.append($0) }
        container.settle()
        let commandsBefore = container.performedCommands.count
        var changes: [NavigationChange] = []
        navigator.addObserver { changes.append($0) }
        probe.events.removeAll()

        #expect(container.swipeBack())
        #expect(navigator.state.root.count == 2)
        #expect(changes.isEmpty)
        container.finishTransition()

        #expect(navigator.state.root.map(\.id) == [id(1)])
        #expect(changes.map(\.action) == [.platformPop(to: id(1))])
        #expect(changes.map(\.isPlatformDriven) == [true])
        #expect(results == [nil])
        #expect(probe.events == ["remove P#2", "appear P#1"])
        container.settle()
        #expect(container.performedCommands.count == commandsBefore)
        container.assertShows(navigator)
    }

    @Test func aCancelledSwipeBackChangesNothing() throws {
        let (navigator, container, reconciler) = makeScreen()
        try navigator.push(.screen(PlainScreen.self, dependency: "a"))
        try navigator.push(.screen(PlainScreen.self, dependency: "b"))
        container.settle()
        let before = navigator.state
        var changes = 0
        navigator.addObserver { _ in changes += 1 }
        #expect(container.swipeBack())
        #expect(!reconciler.isIdle)
        #expect(container.cancelGesture())
        #expect(navigator.state == before)
        #expect(changes == 0)
        #expect(reconciler.isSettled)
        container.assertShows(navigator)
    }

    @Test func aGuardThatRefusesKeepsTheSwipeFromStarting() throws {
        let (navigator, container, _) = makeScreen()
        let probe = ScreenProbe()
        probe.leaveDecision = .veto("unsaved")
        try navigator.push(.screen(PlainScreen.self, dependency: "a"))
        try navigator.push(.screen(GuardedScreen.self, dependency: probe))
        try navigator.present(.screen(PlainScreen.self, dependency: "sheet"))
        container.settle()
        navigator.addGuard { change in
            if case .platformDismiss = change.action { return .veto("keep the sheet") }
            return .allow
        }
        #expect(!container.swipeDown())
        #expect(container.refusedDismissAttempts == 1)
        try navigator.dismiss()
        container.settle()
        #expect(!container.swipeBack())
        probe.leaveDecision = .allow
        #expect(container.swipeBack())
        container.finishTransition()
        #expect(navigator.state.root.map(\.id) == [id(1)])
    }

    @Test func aSheetSwipedDownIsOnePlatformDismissWithNoResult() throws {
        let (navigator, container, _) = makeScreen()
        var results: [String?] = []
        let probe = ScreenProbe()
        try navigator.push(.screen(PlainScreen.self, dependency: "a"))
        let sheet = try navigator.present(.screen(ProbeScreen.self, input: probe)) {
            results.append($0)
        }
        try navigator.push(.screen(ProbeScreen.self, input: probe)) { results.append($0) }
        container.settle()
        var actions: [NavigationAction] = []
        navigator.addObserver { actions.append($0.action) }
        #expect(container.swipeDown())
        #expect(container.cancelGesture())
        #expect(actions.isEmpty)
        #expect(container.swipeDown())
        container.finishTransition()
        #expect(actions == [.platformDismiss(sheet)])
        #expect(results == [nil, nil])
        #expect(navigator.state.layers.count == 1)
        container.settle()
        container.assertShows(navigator)
    }

    @Test func aFullScreenCoverCannotBeSwipedDown() throws {
        let (navigator, container, _) = makeScreen()
        try navigator.push(.screen(PlainScreen.self, dependency: "a"))
        try navigator.present(
            .screen(PlainScreen.self, dependency: "cover"), style: .fullScreenCover)
        container.settle()
        #expect(!container.swipeDown())
        #expect(container.dismissBySystem())
        container.finishTransition()
        #expect(navigator.state.layers.count == 1)
    }

    @Test func aBackMenuPopSeveralLevelsDeepIsOnePlatformPop() throws {
        let (navigator, container, _) = makeScreen()
        for name in ["a", "b", "c", "d"] {
            try navigator.push(.screen(PlainScreen.self, dependency: name))
        }
        container.settle()
        var actions: [NavigationAction] = []
        navigator.addObserver { actions.append($0.action) }
        #expect(container.tapBack(levels: 3))
        container.finishTransition()
        #expect(actions == [.platformPop(to: id(1))])
        container.settle()
        container.assertShows(navigator)
    }

    @Test func aReportTheStateNoLongerMatchesIsRefusedAndTheScreenCatchesUp() throws {
        let (navigator, container, reconciler) = makeScreen()
        for name in ["a", "b", "c"] {
            try navigator.push(.screen(PlainScreen.self, dependency: name))
        }
        container.settle()
        let commandsBefore = container.performedCommands.count
        #expect(container.swipeBack())
        // The app navigates while the user's finger is down.
        try navigator.popToRoot()
        #expect(container.performedCommands.count == commandsBefore)
        container.finishTransition()
        #expect(reconciler.lastRefusedReport?.action == .platformPop(to: id(2)))
        #expect(reconciler.lastRefusedReport?.reason == .notShown(id(2)))
        container.settle()
        #expect(container.shownLayers[0].entries.map(\.id) == [id(1)])
        container.assertShows(navigator)
    }

    @Test func aUserPopBeforeTheLastCompletionArrivedStillSettles() throws {
        let navigator = Navigator()
        let container = SimulatedNavigationContainer(holdsCompletions: true)
        let reconciler = NavigationReconciler(navigator: navigator, container: container)
        try navigator.push(.screen(PlainScreen.self, dependency: "a"))
        try navigator.push(.screen(PlainScreen.self, dependency: "b"))
        container.settle()
        try navigator.push(.screen(PlainScreen.self, dependency: "c"))
        container.runMainQueue()
        container.finishTransition()
        // The container is free, the reconciler has not heard yet; the user taps back.
        #expect(container.heldCompletionCount == 1)
        #expect(!container.swipeBack())
        #expect(container.tapBack())
        // The app pushes over the screen being popped: the pop's report is stale (it
        // would also remove d, which the user never saw) and is refused.
        try navigator.push(.screen(PlainScreen.self, dependency: "d"))
        container.finishTransition()
        #expect(navigator.state.root.map(\.id) == [id(1), id(2), id(3), id(4)])
        #expect(reconciler.lastRefusedReport?.reason == .superseded)
        #expect(container.deliverHeldCompletions() == 1)
        container.settle()
        #expect(reconciler.isSettled)
        container.assertShows(navigator)
    }

    @Test func aContainerThatCompletesAtOnceIsDrivenWithoutRecursionOrSpinning() throws {
        let navigator = Navigator()
        let container = ImmediateContainer()
        let reconciler = NavigationReconciler(navigator: navigator, container: container)
        try navigator.batch { navigator throws(NavigationError) in
            try navigator.push(.screen(PlainScreen.self, dependency: "a"))
            try navigator.present(.screen(PlainScreen.self, dependency: "b"))
            try navigator.present(.screen(PlainScreen.self, dependency: "c"))
        }
        container.queue.runDueTurns()
        #expect(container.depth == 1)
        #expect(container.shownLayers == navigator.state.layers)
        #expect(reconciler.isSettled)
        // A container that completes without changing anything is asked again only every
        // retryInterval, not on every turn.
        container.ignoresCommands = true
        try navigator.push(.screen(PlainScreen.self, dependency: "d"))
        container.queue.runDueTurns()
        #expect(container.performed == 4)
        container.queue.advance(by: 1)
        #expect(container.performed == 14)
        #expect(!reconciler.isSettled)
    }

    @Test func stopEndsTheMirroringAndTheContainerOwnsTheReconciler() throws {
        let navigator = Navigator()
        weak var weakReconciler: NavigationReconciler?
        weak var weakContainer: SimulatedNavigationContainer?
        do {
            let container = SimulatedNavigationContainer()
            let reconciler = NavigationReconciler(navigator: navigator, container: container)
            weakReconciler = reconciler
            weakContainer = container
            #expect(weakReconciler != nil)
            try navigator.push(.screen(PlainScreen.self, dependency: "a"))
            container.settle()
            weakReconciler?.stop()
            try navigator.push(.screen(PlainScreen.self, dependency: "b"))
            #expect(container.performedCommands.count == 1)
        }
        #expect(weakReconciler == nil)
        #expect(weakContainer == nil)
        try navigator.push(.screen(PlainScreen.self, dependency: "c"))
    }

    @Test func restoringIntoTheShownNavigatorShowsTheRebuiltScreens() throws {
        for whileATransitionIsInFlight in [false, true] {
            let navigator = Navigator()
            let container = ScreenMirroringContainer(navigator: navigator)
            let reconciler = NavigationReconciler(navigator: navigator, container: container)
            let table = makeRouteTable()
            try navigator.replace(
                with: RouteState(
                    root: [.list, .detail(id: 1)],
                    presented: [.init(style: .sheet, routes: [.picker])]),
                using: table)
            container.finishTransitions()
            let data = try navigator.restorationData(TestRoute.self)
            if whileATransitionIsInFlight {
                try navigator.push(.screen(PlainScreen.self, dependency: "in flight"))
            }
            try navigator.restore(from: data, using: table)
            container.finishTransitions()
            #expect(reconciler.isSettled, "\(whileATransitionIsInFlight)")
            for (layer, entries) in navigator.state.layers.map(\.entries).enumerated() {
                for (index, entry) in entries.enumerated() {
                    #expect(
                        container.screens[layer][index]
                            === navigator.screen(for: entry.id).map { $0 as AnyObject },
                        "layer \(layer) shows a released screen for \(entry.id)")
                }
            }
        }
    }
}

// MARK: - Fixtures

@MainActor
func makeScreen() -> (Navigator, SimulatedNavigationContainer, NavigationReconciler) {
    let navigator = Navigator()
    let container = SimulatedNavigationContainer()
    return (navigator, container, NavigationReconciler(navigator: navigator, container: container))
}

/// A container whose transitions end before `perform` returns.
@MainActor
final class ImmediateContainer: NavigationContainer {
    var reconciler: NavigationReconciler?
    var shownLayers = [NavigationLayer(style: nil, entries: [])]
    var shownAlert: ShownAlert? { nil }
    let queue = SimulatedMainQueue()
    var ignoresCommands = false
    var performed = 0
    var depth = 0
    private var current = 0
    var isTransitionRunning: Bool { false }

    func attach(_ reconciler: NavigationReconciler) { self.reconciler = reconciler }

    func schedule(after delay: Double, _ action: @escaping @MainActor @Sendable () -> Void) {
        queue.schedule(after: delay, action)
    }

    func perform(
        _ command: ContainerCommand, animated: Bool, completion: @escaping @MainActor () -> Void
    ) {
        performed += 1
        current += 1
        depth = max(depth, current)
        defer { current -= 1 }
        if !ignoresCommands { shownLayers = command.applied(to: shownLayers) }
        completion()
    }
}

/// A container that, like the UIKit host, asks the navigator for each screen object when
/// a command shows its entry, and keeps the objects it shows; a transition ends when the
/// test finishes it.
@MainActor
final class ScreenMirroringContainer: NavigationContainer {
    private let navigator: Navigator
    private var reconciler: NavigationReconciler?
    private var completion: (@MainActor () -> Void)?
    private(set) var shownLayers = [NavigationLayer(style: nil, entries: [])]
    var shownAlert: ShownAlert? { nil }
    /// The screen objects shown, layer by layer.
    private(set) var screens: [[AnyObject?]] = [[]]

    /// The main-queue turns the reconciler sends its commands from.
    let queue = SimulatedMainQueue()
    var isTransitionRunning: Bool { false }

    init(navigator: Navigator) { self.navigator = navigator }

    func attach(_ reconciler: NavigationReconciler) { self.reconciler = reconciler }

    func schedule(after delay: Double, _ action: @escaping @MainActor @Sendable () -> Void) {
        queue.schedule(after: delay, action)
    }

    func perform(
        _ command: ContainerCommand, animated: Bool, completion: @escaping @MainActor () -> Void
    ) {
        shownLayers = command.applied(to: shownLayers)
        switch command {
        case .setStack(let layer, _, let entries):
            screens[layer] = entries.map(objects)
        case .present(let layer):
            screens.append(layer.entries.map(objects))
        case .dismiss(let layer):
            screens.removeSubrange(layer...)
        case .select, .setContent, .presentAlert, .dismissAlert:
            break
        }
        self.completion = completion
    }

    /// Runs the reconciler's turns and ends transitions until nothing is left to do.
    func finishTransitions() {
        while true {
            _ = queue.runDueTurns()
            guard let completion else { return }
            self.completion = nil
            completion()
        }
    }

    private func objects(_ entry: NavigationEntry) -> AnyObject? {
        navigator.screen(for: entry.id).map { $0 as AnyObject }
    }
}
