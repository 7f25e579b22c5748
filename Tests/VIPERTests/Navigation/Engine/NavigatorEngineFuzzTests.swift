import Foundation
import Testing

@_spi(Testing) @testable import VIPER

/// Random operations on live navigators, checking after every step what the engine
/// promises about objects: identities are unique, the state is valid, the live screens
/// match the state one to one, every removed screen was told so exactly once, and the
/// visible screen appeared exactly once.
///
/// The operations include restores and replaces into a live navigator, guards (of the
/// app and of screens) that veto at random and try to navigate, result receivers that
/// navigate, rollbacks of failing batches, stale handles, platform-driven changes, and
/// navigators whose identities run out.
@MainActor
@Suite struct NavigatorEngineFuzzTests {
    @Test func randomChangesKeepTheScreenObjectsAndTheirLifecycleInStep() throws {
        var random = SplitMix64(seed: 0xE9_61_4E)
        var steps = 0
        var refused = 0
        for round in 0..<800 {
            let first: UInt64 = round % 8 == 0 ? .max - UInt64(random.next(upTo: 8)) : 1
            let fuzz = ObjectFuzz(firstEntryID: first)
            for _ in 0..<random.next(upTo: 20) + 1 {
                if !fuzz.step(&random) { refused += 1 }
                try fuzz.check()
                steps += 1
            }
        }
        #expect(steps > 5_000)
        #expect(refused > 500)
    }
}

// MARK: - Fixtures

/// What one screen object was told.
private struct Told {
    var loaded = 0
    var appeared = 0
    var covered = 0
    var removed = 0
    var visible = false
    var delivered = 0
    var hasReceiver = false
}

@MainActor
private final class Ledger {
    var told: [Int: Told] = [:]
    var built = 0
    var screens: [Int: WeakScreen] = [:]
    /// Build numbers of the screens that veto being removed.
    var vetoing: Set<Int> = []
    weak var navigator: Navigator?
    var reentrantRefusals = 0
}

private struct WeakScreen {
    weak var screen: LedgerScreen?
}

@MainActor
private final class LedgerScreen: ScreenLifecycle, ScreenGuard {
    let number: Int
    let ledger: Ledger
    let navigation: NavigationHandle<Int>

    init(number: Int, ledger: Ledger, navigation: NavigationHandle<Int>) {
        self.number = number
        self.ledger = ledger
        self.navigation = navigation
    }

    func screenDidLoad() {
        #expect(ledger.told[number]?.loaded == 0 && ledger.told[number]?.appeared == 0)
        ledger.told[number]?.loaded += 1
    }

    func screenDidAppear() {
        #expect(ledger.told[number]?.visible == false, "s\(number) appeared twice")
        #expect(ledger.told[number]?.loaded == 1, "s\(number) appeared before it loaded")
        ledger.told[number]?.appeared += 1
        ledger.told[number]?.visible = true
        tryToNavigate()
    }

    func screenDidDisappear(_ disappearance: ScreenDisappearance) {
        #expect(ledger.told[number]?.removed == 0, "s\(number) was told after its removal")
        switch disappearance {
        case .covered:
            #expect(ledger.told[number]?.visible == true)
            ledger.told[number]?.covered += 1
        case .removed:
            ledger.told[number]?.removed += 1
        }
        ledger.told[number]?.visible = false
    }

    func shouldLeave(_ change: NavigationChange) -> NavigationGuardDecision {
        tryToNavigate()
        return ledger.vetoing.contains(number) ? .veto("s\(number) stays") : .allow
    }

    /// Lifecycle calls and guards may not navigate: they get `reentrant`.
    private func tryToNavigate() {
        guard let navigator = ledger.navigator else { return }
        do {
            try navigator.push(.screen(PlainScreen.self, dependency: "inside a change"))
            Issue.record("navigated from inside a change")
        } catch {
            #expect(error.reason == .reentrant)
            ledger.reentrantRefusals += 1
        }
    }
}

extension LedgerScreen: @MainActor DependencyInjectable {
    static func make(withDependency dependency: Navigated<Ledger, Int>) -> LedgerScreen {
        let ledger = dependency.input
        ledger.built += 1
        let screen = LedgerScreen(
            number: ledger.built, ledger: ledger, navigation: dependency.navigation)
        ledger.told[screen.number] = Told()
        ledger.screens[screen.number] = WeakScreen(screen: screen)
        return screen
    }
}

private enum FuzzRoute: NavigationRoute {
    case page(Int)
}

@MainActor
private final class ObjectFuzz {
    let navigator: Navigator
    let ledger = Ledger()
    let table: RouteTable<FuzzRoute>
    /// Screens seen live at a check, by build number.
    var everLive: Set<Int> = []
    var appGuardVetoes = false
    /// Handles of screens that are gone, to use stale.
    var staleHandles: [NavigationHandle<Int>] = []

    init(firstEntryID: UInt64) {
        navigator = Navigator(firstEntryID: firstEntryID)
        let ledger = ledger
        ledger.navigator = navigator
        table = RouteTable<FuzzRoute> { _ in .screen(LedgerScreen.self, input: ledger) }
        navigator.addGuard { [weak self] _ in
            guard let self else { return .allow }
            do throws(NavigationError) {
                try navigator.pop()
                Issue.record("a guard navigated")
            } catch {
                #expect(error.reason == .reentrant)
            }
            return appGuardVetoes ? .veto("the app says no") : .allow
        }
    }

    /// The live screen objects by build number.
    var live: [Int: LedgerScreen] {
        var live: [Int: LedgerScreen] = [:]
        for entry in navigator.state.entries {
            if let screen = navigator.screen(LedgerScreen.self, for: entry.id) {
                live[screen.number] = screen
            }
        }
        return live
    }

    func check() throws {
        let state = navigator.state
        try state.validate()
        let ids = state.entries.map(\.id)
        #expect(navigator.liveEntryIDs.sorted() == ids.sorted(), "live screens match entries")
        let live = live
        let ledgerEntries = state.entries.filter { $0.screen == ScreenType(LedgerScreen.self) }
        #expect(live.count == ledgerEntries.count, "one object per entry")
        for (number, screen) in live {
            #expect(navigator.screen(for: screen.navigation.entryID) as AnyObject === screen)
            #expect(screen.navigation.isShown)
            #expect(ledger.told[number]?.removed == 0, "s\(number) is live but was removed")
            #expect(ledger.told[number]?.delivered == 0)
        }
        everLive.formUnion(live.keys)
        for (number, told) in ledger.told {
            #expect(told.removed <= 1 && told.loaded <= 1 && told.delivered <= 1)
            if everLive.contains(number) && live[number] == nil {
                #expect(told.removed == 1, "s\(number) left without its removal event")
                if told.hasReceiver { #expect(told.delivered == 1, "s\(number) result") }
            }
        }
        let visible = ledger.told.filter(\.value.visible).map(\.key)
        let top = state.top.flatMap { navigator.screen(LedgerScreen.self, for: $0.id) }
        // The top, and the screens a non-covering layer (a sheet) leaves on screen.
        let shown = ((state.top.map { [$0.id] } ?? []) + state.shownBelowTop).compactMap {
            navigator.screen(LedgerScreen.self, for: $0)
        }
        #expect(Set(visible) == Set(shown.map(\.number)), "only the shown screens are visible")
        if let top { #expect(ledger.told[top.number]?.loaded == 1) }
        for screen in shown { #expect(ledger.told[screen.number]?.loaded == 1) }
    }

    /// Runs one random operation; `false` when it was refused, and then checks that it
    /// changed nothing.
    func step(_ random: inout SplitMix64) -> Bool {
        appGuardVetoes = random.next(upTo: 12) == 0
        ledger.vetoing = random.next(upTo: 6) == 0 ? Set(live.keys.filter { $0 % 2 == 0 }) : []
        let before = navigator.state
        let liveBefore = navigator.liveEntryIDs
        do throws(NavigationError) {
            try operation(random.next(upTo: 18), &random)
            return true
        } catch {
            #expect(navigator.state == before, "\(error)")
            #expect(navigator.liveEntryIDs == liveBefore, "\(error)")
            return false
        }
    }

    private func someID(_ random: inout SplitMix64) -> NavigationEntryID {
        let entries = navigator.state.entries
        if entries.isEmpty || random.next(upTo: 6) == 0 {
            return NavigationEntryID(UInt64(random.next(upTo: 40)))
        }
        return entries[random.next(upTo: entries.count)].id
    }

    private func someScreen(_ random: inout SplitMix64) -> LedgerScreen? {
        let screens = Array(live.values)
        return screens.isEmpty ? nil : screens[random.next(upTo: screens.count)]
    }

    /// A receiver for the screen built next.
    private func receiver(navigating: Bool) -> @MainActor (Int?) -> Void {
        let built = ledger.built + 1
        return { [weak self] _ in
            guard let self else { return }
            ledger.told[built]?.delivered += 1
            // NB: a receiver runs when the navigator is idle again: it may navigate.
            if navigating {
                _ = try? navigator.push(.screen(PlainScreen.self, dependency: "receiver"))
            }
        }
    }

    private func operation(_ kind: Int, _ random: inout SplitMix64) throws(NavigationError) {
        switch kind {
        case 0, 1:
            let onResult = receiver(navigating: random.next(upTo: 3) == 0)
            let builtBefore = ledger.built
            try navigator.push(.screen(LedgerScreen.self, input: ledger), onResult: onResult)
            if ledger.built > builtBefore { ledger.told[builtBefore + 1]?.hasReceiver = true }
        case 2:
            let onResult = receiver(navigating: false)
            let builtBefore = ledger.built
            try navigator.present(.screen(LedgerScreen.self, input: ledger), onResult: onResult)
            if ledger.built > builtBefore { ledger.told[builtBefore + 1]?.hasReceiver = true }
        case 3: try navigator.pop()
        case 4: try navigator.pop(to: someID(&random))
        case 5: try navigator.popToRoot()
        case 6: try navigator.dismiss()
        case 7: try navigator.dismissAll()
        case 8:
            let top = navigator.state.layers[navigator.state.layers.count - 1].entries
            var stack: [Destination<Any>] = top.filter { _ in random.next(upTo: 3) > 0 }.map {
                .existing($0.id)
            }
            for _ in 0..<random.next(upTo: 3) {
                stack.append(
                    Destination<Any>.screen(LedgerScreen.self, input: ledger).route(
                        FuzzRoute.page(random.next(upTo: 4))))
            }
            try navigator.setStack(stack)
        case 9: try navigator.close(someID(&random))
        case 10:
            guard let screen = someScreen(&random) else { return }
            staleHandles.append(screen.navigation)
            if random.next(upTo: 2) == 0 {
                try screen.navigation.finish(with: screen.number)
            } else {
                try screen.navigation.push(.screen(LedgerScreen.self, input: ledger))
            }
        case 11:
            // NB: a stale handle must never act on another screen.
            guard !staleHandles.isEmpty else { return }
            let handle = staleHandles[random.next(upTo: staleHandles.count)]
            guard !handle.isShown else { return }
            do {
                try handle.close()
                Issue.record("a stale handle closed a screen")
            } catch {
                #expect(error.reason == .notShown(handle.entryID))
                throw error
            }
        case 12:
            let first = random.next(upTo: 10)
            let second = random.next(upTo: 12)
            try navigator.batch { _ throws(NavigationError) in
                try operation(first, &random)
                try operation(second, &random)
            }
        case 13:
            let routes = (0..<random.next(upTo: 3) + 1).map { _ in
                FuzzRoute.page(random.next(upTo: 3))
            }
            let presented: [RouteState<FuzzRoute>.Layer] =
                random.next(upTo: 3) == 0 ? [.init(style: .sheet, routes: [.page(9)])] : []
            try navigator.replace(
                with: RouteState(root: routes, presented: presented), using: table)
        case 14:
            // Restores its own data: every screen is rebuilt under the same identities.
            let data = try navigator.restorationData(FuzzRoute.self)
            try navigator.restore(from: data, using: table)
        case 15:
            try navigator.platformDidPop(to: someID(&random))
        case 16:
            let id = someID(&random)
            let before = navigator.state
            _ = navigator.allowsPlatformDismiss(layerShowing: id)
            #expect(navigator.state == before)
            try navigator.platformDidDismiss(layerShowing: id)
        default:
            try navigator.push(.screen(PlainScreen.self, dependency: "plain"))
        }
    }
}
