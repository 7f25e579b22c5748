import Testing
@_spi(Testing) import VIPER
import VIPERTesting

@MainActor
@Suite struct NavigationReconcilerFuzzTests {
    /// 10,000 random sequences with a device's failures settle on the state.
    ///
    /// They run on a stack, a tab bar or a split root, and mix navigator operations
    /// (selecting a tab, pushing into a hidden one, replacing the detail column), user
    /// gestures (swipe back, cancelled or completed, in the selected tab or a column;
    /// back button and menu; a tab tap, also on the selected tab; sheet swiped down;
    /// system dismissal), the app navigating while a gesture is in flight (so that its
    /// report may be stale), the split collapsing and expanding, also mid-transition and
    /// under an alert (which stays up, unanswered), alerts replaced (on screen or still
    /// being presented) and tapped, each answered once, guards that refuse gestures,
    /// transition completions that arrive late,
    /// after the user already acted, or never; with a device's hostility: screens that
    /// navigate from the `viewDidLoad` the container calls inside a command, the app's
    /// own controller presented over the top layer and dismissed with the layers above
    /// it, time passing on the main queue's clock. After settling, the container shows
    /// exactly the state every time and UIKit refused nothing.
    @Test func randomOperationsGesturesAndFailuresSettleOnTheState() async throws {
        var random = SplitMix64(seed: 0x5C_4EE4)
        var tally = Tally()
        for sequence in 0..<10_000 {
            // NB: lets other main-actor tests run in between; under the thread sanitizer
            // this test takes a minute, and holding the main actor that long starves
            // their waits.
            if sequence.isMultiple(of: 50) { await Task.yield() }
            var fuzz = FuzzScreen(holdsCompletions: random.next(upTo: 2) == 0)
            fuzz.container.callsScreenCode = random.next(upTo: 2) == 0
            fuzz.start(&random)
            for _ in 0..<random.next(upTo: 24) + 1 {
                fuzz.step(&random, &tally)
            }
            let settled = fuzz.container.settle()
            // NB: the assertion (which reports) only when the cheap comparison fails.
            let shows =
                (fuzz.container.shownLayers == fuzz.navigator.state.layers
                    && fuzz.container.shownAlert == fuzz.navigator.state.alert
                    && fuzz.container.violations.isEmpty)
                || fuzz.container.assertShows(fuzz.navigator)
            #expect(settled && fuzz.reconciler.isSettled, "sequence \(sequence)")
            #expect(fuzz.navigator.liveScreenCount == fuzz.navigator.state.count)
            // NB: a screen the state already covers may be refused; never as re-entrant.
            #expect(!fuzz.log.errors.contains { $0.reason == .reentrant }, "sequence \(sequence)")
            tally.commands += fuzz.reconciler.commandCount
            tally.lostCompletions += fuzz.reconciler.lostCompletionCount
            tally.loadsThatNavigated += fuzz.log.loads
            tally.changes += fuzz.changes.count
            tally.platformChanges += fuzz.changes.count { $0 }
            if fuzz.reconciler.lastRefusedReport != nil { tally.refusedReports += 1 }
            if fuzz.reconciler.lastRefusedReport?.reason == .superseded { tally.staleReports += 1 }
            tally.alertsAnsweredOtherThanOnce += fuzz.alertAnswers.wronglyAnswered(
                up: fuzz.navigator.state.alert?.id)
            guard shows && settled else {
                Issue.record("sequence \(sequence) of seed 0x5C4EE4 did not settle on the state")
                break
            }
        }
        // The sequences reach every path: gestures of each kind, both endings, stale
        // reports, refusals, and changes coalesced into fewer commands.
        #expect(tally.swipesCompleted > 500)
        // 300, not 400, since a twentieth of the steps went to alerts, which cover the top.
        #expect(tally.swipesCancelled > 300)
        #expect(tally.backTaps > 500)
        #expect(tally.sheetsSwipedDown > 500)
        #expect(tally.gesturesRefused > 500)
        #expect(tally.refusedReports > 50)
        #expect(tally.platformChanges > 2_000)
        #expect(tally.commands < tally.changes)
        // 150, not 200, since the tab steps now also customise tabs and toggle the sidebar,
        // and alerts cover the top for a twentieth of the steps (194 taps with both merged).
        #expect(tally.tabTaps > 150)
        #expect(tally.collapses > 200)
        #expect(tally.lostCompletions > 500)
        #expect(tally.loadsThatNavigated > 500)
        // NB: 30, not 40, since a tenth of the steps went to gestures overtaken by the app
        // and to width changes under an alert.
        #expect(tally.layersTakenAlong > 30)
        #expect(tally.foreignDismissals > 300)
        #expect(tally.navigationsDuringGestures > 300)
        #expect(tally.staleReports > 100)
        #expect(tally.widthChangesUnderAlerts > 100)
        #expect(tally.alertsLostToWidthChanges == 0)
        #expect(tally.alertsReplaced > 150)
        #expect(tally.alertTaps > 150)
        #expect(tally.alertsAnsweredOtherThanOnce == 0)
    }
}

// MARK: - Fixtures

struct Tally {
    var swipesCompleted = 0
    var swipesCancelled = 0
    var backTaps = 0
    var sheetsSwipedDown = 0
    var gesturesRefused = 0
    var refusedReports = 0
    var platformChanges = 0
    var changes = 0
    var commands = 0
    var lostCompletions = 0
    var loadsThatNavigated = 0
    var foreignDismissals = 0
    var layersTakenAlong = 0
    var tabTaps = 0
    var collapses = 0
    var navigationsDuringGestures = 0
    var staleReports = 0
    var widthChangesUnderAlerts = 0
    var alertsLostToWidthChanges = 0
    var alertsReplaced = 0
    var alertTaps = 0
    var alertsAnsweredOtherThanOnce = 0
}

/// The tabs of the fuzz's tab bar.
private let fuzzTabs: [NavigationTabTag] = ["one", "two", "three"]

/// A navigator on a simulated screen, with a guard whose answer to gestures the fuzzer
/// flips.
@MainActor
struct FuzzScreen {
    let navigator = Navigator()
    let container: SimulatedNavigationContainer
    let reconciler: NavigationReconciler
    let policy = ScreenProbe()
    let history = ChangeHistory()
    let log = LoadLog()
    let alertAnswers = AlertAnswerCount()

    var changes: [Bool] { history.platformDriven }

    init(holdsCompletions: Bool) {
        container = SimulatedNavigationContainer(holdsCompletions: holdsCompletions)
        reconciler = NavigationReconciler(navigator: navigator, container: container)
        let policy = policy
        navigator.addGuard { change in change.isPlatformDriven ? policy.leaveDecision : .allow }
        let history = history
        navigator.addObserver { history.platformDriven.append($0.isPlatformDriven) }
        _ = try? navigator.push(.screen(PlainScreen.self, dependency: "root"))
    }

    /// Shows a root stack of one to three screens, sometimes under a sheet.
    func start(_ random: inout SplitMix64) {
        // NB: a third of the sequences run on a tab bar, a third on a split.
        switch random.next(upTo: 3) {
        case 0:
            _ = try? navigator.setLayout(
                .tabs(
                    fuzzTabs.map {
                        // The last two tabs in the group "g".
                        .init(
                            $0, in: $0 == "one" ? [] : ["g"],
                            [.screen(PlainScreen.self, dependency: "t")])
                    },
                    selected: fuzzTabs[random.next(upTo: fuzzTabs.count)]))
        case 1:
            _ = try? navigator.setLayout(
                .split(
                    primary: [.screen(PlainScreen.self, dependency: "side")],
                    secondary: [.screen(PlainScreen.self, dependency: "detail")]))
        default:
            break
        }
        for _ in 0..<random.next(upTo: 3) {
            _ = try? navigator.push(.screen(PlainScreen.self, dependency: "p"))
        }
        if random.next(upTo: 3) == 0 {
            _ = try? navigator.present(.screen(PlainScreen.self, dependency: "m"))
            _ = try? navigator.push(.screen(PlainScreen.self, dependency: "p"))
        }
        container.settle()
    }

    mutating func step(_ random: inout SplitMix64, _ tally: inout Tally) {
        switch random.next(upTo: 154) {
        case 0..<30:
            navigate(&random)
        case 30..<46:
            if case .swipeBack = container.transition, container.finishTransition() {
                tally.swipesCompleted += 1
            } else {
                container.finishTransition()
            }
        case 46..<52:
            container.deliverHeldCompletions()
        case 52..<60:
            // The app is idle for a while: every running transition ends.
            if case .swipeBack = container.transition { tally.swipesCompleted += 1 }
            container.settle()
        case 60..<70:
            if !container.swipeBack() { tally.gesturesRefused += 1 }
        case 70..<77:
            if container.cancelGesture() { tally.swipesCancelled += 1 }
        case 77..<83:
            if container.tapBack(levels: random.next(upTo: 3) + 1) { tally.backTaps += 1 }
        case 83..<92:
            // A sheet with detents is dragged up before it is swiped down.
            container.dragSheet(toDetent: "large")
            if container.swipeDown() {
                tally.sheetsSwipedDown += 1
            } else {
                tally.gesturesRefused += 1
            }
        case 92..<95:
            container.dismissBySystem()
        case 95..<100:
            policy.leaveDecision = random.next(upTo: 3) == 0 ? .veto("busy") : .allow
        case 100..<108:
            container.runMainQueue()
        case 108..<112:
            // Time passes: the reconciler's waits run out.
            container.mainQueue.advance(by: Double(random.next(upTo: 30)) / 10)
        case 112..<115:
            container.dropsCompletions = random.next(upTo: 3) == 0
        case 115..<119:
            // The app shows an alert; sometimes it is on screen before the next event.
            // The app shows an alert; sometimes it is on screen before the next event, and
            // the navigator presents over it.
            if container.presentForeignController(), random.next(upTo: 2) == 0 {
                container.finishTransition()
                if random.next(upTo: 2) == 0 {
                    _ = try? navigator.present(
                        .screen(PlainScreen.self, dependency: "over the alert"))
                }
            }
        case 119..<124:
            if let layer = container.foreignControllerLayer, container.dismissForeignController() {
                tally.foreignDismissals += 1
                if container.shownLayers.count > layer + 1 { tally.layersTakenAlong += 1 }
            }
        case 124..<136:
            containers(&random, &tally)
        case 136..<141:
            navigateDuringGesture(&random, &tally)
        case 141..<146:
            changeWidthUnderAlert(&random, &tally)
        default:
            alerts(&random, &tally)
        }
    }

    /// The app shows an alert, replacing the one up or still being presented, and the user
    /// taps a button of the alert on screen, which may be the replaced one.
    private func alerts(_ random: inout SplitMix64, _ tally: inout Tally) {
        switch random.next(upTo: 3) {
        case 0:
            if navigator.state.alert != nil { tally.alertsReplaced += 1 }
            let answers = alertAnswers
            let shown = ShownAlertID()
            shown.id = try? navigator.showAlert(deleteAlert) { (_: Choice?) in
                answers.answer(shown.id)
            }
            if let id = shown.id { answers.shown.insert(id) }
        default:
            // Sometimes the screen caught up with the state before the tap.
            if random.next(upTo: 2) == 0 { container.settle() }
            let button = random.next(upTo: 2) == 0 ? "Delete" : "Cancel"
            if container.tapAlertButton(button) { tally.alertTaps += 1 }
        }
    }

    /// The user starts a gesture (a swipe back, the back button, a sheet swiped down) and,
    /// while the finger is down, the app navigates; then the gesture ends, completed or
    /// cancelled, and its report may no longer match the state.
    private func navigateDuringGesture(_ random: inout SplitMix64, _ tally: inout Tally) {
        let began: Bool
        switch random.next(upTo: 3) {
        case 0: began = container.swipeBack()
        case 1: began = container.tapBack(levels: random.next(upTo: 2) + 1)
        default: began = container.swipeDown()
        }
        guard began else { return }
        let before = navigator.state
        navigate(&random)
        if navigator.state != before { tally.navigationsDuringGestures += 1 }
        if random.next(upTo: 4) == 0 {
            container.cancelGesture()
        } else {
            container.finishTransition()
        }
    }

    /// The app shows an alert over a split, then the width changes: the alert stays up
    /// and its receiver hears nothing.
    private func changeWidthUnderAlert(_ random: inout SplitMix64, _ tally: inout Tally) {
        guard navigator.state.layers[0].split != nil else { return }
        if navigator.state.alert == nil {
            let answers = alertAnswers
            _ = try? navigator.showAlert(deleteAlert) { (_: Choice?) in answers.answer(nil) }
        }
        // NB: sometimes the alert is on screen, sometimes still being presented.
        if random.next(upTo: 2) == 0 { container.runMainQueue() }
        guard let alert = navigator.state.alert?.id else { return }
        let answered = alertAnswers.count
        guard container.collapseSplit() || container.expandSplit() else { return }
        tally.widthChangesUnderAlerts += 1
        if navigator.state.alert?.id != alert || alertAnswers.count != answered {
            tally.alertsLostToWidthChanges += 1
        }
    }

    /// Tab bar and split view events: the user's tab taps and swipes in a named stack,
    /// the platform's collapse and expansion (at any time, also mid-transition), and the
    /// app's selection and pushes into a hidden tab.
    private func containers(_ random: inout SplitMix64, _ tally: inout Tally) {
        let tag = fuzzTabs[random.next(upTo: fuzzTabs.count)]
        switch random.next(upTo: 7) {
        case 0, 1:
            if container.tapTab(tag) { tally.tabTaps += 1 }
        case 2:
            if container.collapseSplit() || container.expandSplit() { tally.collapses += 1 }
            // The user reorders the group "g" and hides a tab, or the sidebar shows.
            let order: [NavigationTabTag] =
                random.next(upTo: 2) == 0 ? fuzzTabs : ["one", "three", "two"]
            _ = container.customizeTabs(order, hidden: random.next(upTo: 2) == 0 ? [] : [tag])
            container.showSidebar(random.next(upTo: 2) == 0)
            if random.next(upTo: 4) == 0 { container.showSidebar(ofLayer: 1, true) }
        case 3:
            _ = try? navigator.select(tag)
        case 4:
            _ = try? navigator.push(.screen(PlainScreen.self, dependency: "p"), in: .tab(tag))
        case 5:
            let column: NavigationColumn = random.next(upTo: 2) == 0 ? .primary : .secondary
            if !container.swipeBack(in: .column(column)) { tally.gesturesRefused += 1 }
        default:
            _ = try? navigator.setStack(
                [.screen(PlainScreen.self, dependency: "d")], in: .column(.secondary))
        }
    }

    private func navigate(_ random: inout SplitMix64) {
        let entries = navigator.state.entries
        let someone = entries.isEmpty ? id(1) : entries[random.next(upTo: entries.count)].id
        // A third cover; of the sheets, half offer detents (which the user drags).
        let draw = random.next(upTo: 3)
        let style: PresentationStyle =
            draw == 0
            ? .fullScreenCover
            : draw == 1 ? .sheet : .sheet.detents([.medium, .large], selected: .medium)
        do throws(NavigationError) {
            switch random.next(upTo: 11) {
            case 0, 1: try navigator.push(.screen(PlainScreen.self, dependency: "p"))
            case 2: try navigator.push(.screen(LoadingScreen.self, input: log))
            case 3: try navigator.pop()
            case 4: try navigator.popToRoot()
            case 5: try navigator.pop(to: someone)
            case 6: try navigator.present(.screen(PlainScreen.self, dependency: "m"), style: style)
            case 7: try navigator.dismiss()
            case 8: try navigator.close(someone)
            case 9:
                let top = navigator.state.layers[navigator.state.layers.count - 1].entries
                var stack = top.filter { _ in random.next(upTo: 2) == 0 }.map {
                    Destination<Any>.existing($0.id)
                }
                stack.append(.screen(PlainScreen.self, dependency: "s"))
                if random.next(upTo: 2) == 0 { stack.reverse() }
                try navigator.setStack(stack)
            default:
                let depth = random.next(upTo: 3)
                try navigator.batch { navigator throws(NavigationError) in
                    try navigator.dismissAll()
                    for _ in 0..<depth {
                        try navigator.push(.screen(PlainScreen.self, dependency: "b"))
                    }
                    try navigator.present(.screen(PlainScreen.self, dependency: "b"), style: style)
                }
            }
        } catch {
            // Refused navigations change nothing; the screen must still match.
        }
    }
}

/// Whether each observed change was platform-driven.
@MainActor
final class ChangeHistory {
    var platformDriven: [Bool] = []
}

/// How many times the fuzz's alerts were answered, in all and each.
@MainActor
final class AlertAnswerCount {
    var count = 0
    var shown: Set<NavigationEntryID> = []
    var answers: [NavigationEntryID: Int] = [:]

    func answer(_ id: NavigationEntryID?) {
        count += 1
        if let id { answers[id, default: 0] += 1 }
    }

    /// How many alerts shown were answered other than once, or, the one `up`, at all.
    func wronglyAnswered(up: NavigationEntryID?) -> Int {
        shown.count { answers[$0, default: 0] != ($0 == up ? 0 : 1) }
    }
}
