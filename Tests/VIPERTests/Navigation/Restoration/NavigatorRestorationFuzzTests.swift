import Foundation
import Testing
@_spi(Testing) import VIPER

/// Random navigation, then save -> restore: into a fresh navigator (equal state and
/// identities) and into the same live navigator (equal state, every old screen removed
/// and released exactly once).
@MainActor
@Suite struct NavigatorRestorationFuzzTests {
    @Test func randomSequencesRestoreIntoAFreshNavigatorWithEqualStateAndIdentities() throws {
        var random = SplitMix64(seed: 0x2E57_0BE)
        var compared = 0
        for _ in 0..<1_500 {
            let fuzz = RestorationFuzz()
            for _ in 0..<random.next(upTo: 10) + 1 { fuzz.step(&random) }
            let data = try fuzz.navigator.restorationData(RestoredRoute.self)
            let fresh = Navigator()
            try fresh.restore(from: data, using: fuzz.table)
            #expect(fresh.state == fuzz.navigator.state)
            #expect(fresh.nextEntryID == fuzz.navigator.nextEntryID)
            #expect(fresh.liveEntryIDs.sorted() == fuzz.navigator.liveEntryIDs.sorted())
            for entry in fresh.state.entries {
                #expect(
                    fresh.screen(TrackedScreen.self, for: entry.id)?.route
                        == entry.route?.as(RestoredRoute.self))
            }
            // NB: the restored navigator goes on issuing identities after the archive's.
            if let next = fresh.nextEntryID {
                let restored = Set(fresh.state.entries.map(\.id))
                try fresh.replace(
                    with: RouteState(root: [.home, .item(99)]), using: fuzz.table)
                for entry in fresh.state.entries where !restored.contains(entry.id) {
                    #expect(entry.id >= next)
                }
            }
            compared += 1
        }
        #expect(compared == 1_500)
    }

    @Test func randomSequencesRestoreIntoTheSameLiveNavigator() throws {
        var random = SplitMix64(seed: 0x5A_3E11)
        var restoredScreens = 0
        for _ in 0..<1_500 {
            let fuzz = RestorationFuzz()
            for _ in 0..<random.next(upTo: 10) + 1 { fuzz.step(&random) }
            let before = fuzz.navigator.state
            let old = before.entries.compactMap {
                fuzz.navigator.screen(TrackedScreen.self, for: $0.id)?.serial
            }
            #expect(old.count == before.entries.count)
            let counts = fuzz.ledger.counts(of: old)
            let data = try fuzz.navigator.restorationData(RestoredRoute.self)
            try fuzz.navigator.restore(from: data, using: fuzz.table)
            #expect(fuzz.navigator.state == before)
            let after = fuzz.ledger.counts(of: old)
            for serial in old {
                #expect(after[serial]?.removed == (counts[serial]?.removed ?? 0) + 1)
                #expect(after[serial]?.released == 1)
            }
            let rebuilt = fuzz.navigator.state.entries.compactMap {
                fuzz.navigator.screen(TrackedScreen.self, for: $0.id)?.serial
            }
            #expect(Set(rebuilt).isDisjoint(with: old))
            #expect(rebuilt.count == old.count)
            restoredScreens += rebuilt.count
        }
        #expect(restoredScreens > 1_500)
    }

    @Test func randomAsyncSequencesRestoreLikeTheSyncOnes() async throws {
        var random = SplitMix64(seed: 0xA5_14C)
        for _ in 0..<300 {
            let fuzz = RestorationFuzz()
            let routes = AsyncRouteTable(fuzz.table)
            for _ in 0..<random.next(upTo: 8) + 1 {
                if random.next(upTo: 2) == 0 {
                    try? await fuzz.navigator.open(fuzz.randomLink(&random), using: routes)
                } else {
                    fuzz.step(&random)
                }
            }
            let data = try fuzz.navigator.restorationData(RestoredRoute.self)
            let fresh = Navigator()
            try await fresh.restore(from: data, using: routes)
            #expect(fresh.state == fuzz.navigator.state)
            #expect(fresh.nextEntryID == fuzz.navigator.nextEntryID)
        }
    }
}

// MARK: - Fixtures

/// The routes of the fuzzed app.
enum RestoredRoute: NavigationRoute {
    case home
    case item(Int)
    case sheet(Int)
}

/// What happened to each screen object, by serial; safe from `deinit`.
final class ScreenLedger: Sendable {
    struct Counts: Equatable {
        var removed = 0
        var released = 0
    }

    private let lock = NSLock()
    // NB: guarded by `lock`.
    nonisolated(unsafe) private var counts: [Int: Counts] = [:]
    nonisolated(unsafe) private var issued = 0

    func issue() -> Int {
        lock.withLock {
            issued += 1
            return issued
        }
    }

    func removed(_ serial: Int) { lock.withLock { counts[serial, default: Counts()].removed += 1 } }
    func released(_ serial: Int) {
        lock.withLock { counts[serial, default: Counts()].released += 1 }
    }

    func counts(of serials: [Int]) -> [Int: Counts] {
        lock.withLock {
            var result: [Int: Counts] = [:]
            for serial in serials { result[serial] = counts[serial] ?? Counts() }
            return result
        }
    }
}

/// What a tracked screen is shown with.
struct TrackedInput {
    let route: RestoredRoute
    let ledger: ScreenLedger
}

/// A restorable screen that records its removal and its release in the ledger.
@MainActor
final class TrackedScreen: ScreenLifecycle {
    let route: RestoredRoute
    let serial: Int
    private let ledger: ScreenLedger

    init(route: RestoredRoute, ledger: ScreenLedger) {
        self.route = route
        self.ledger = ledger
        serial = ledger.issue()
    }

    func screenDidDisappear(_ disappearance: ScreenDisappearance) {
        if disappearance == .removed { ledger.removed(serial) }
    }

    deinit { ledger.released(serial) }
}

extension TrackedScreen: @MainActor RestorableScreen {
    static func make(withDependency dependency: Navigated<TrackedInput, Never>) -> TrackedScreen {
        TrackedScreen(route: dependency.input.route, ledger: dependency.input.ledger)
    }

    static func route(for input: TrackedInput) -> RestoredRoute { input.route }
}

/// A navigator driven by random operations: typed pushes and presents of a restorable
/// screen, route pushes and presents, deep links, replacements, pops, batches, restores.
@MainActor
final class RestorationFuzz {
    let navigator = Navigator()
    let ledger = ScreenLedger()
    let table: RouteTable<RestoredRoute>

    init() {
        let ledger = ledger
        table = RouteTable { route in
            .screen(TrackedScreen.self, input: TrackedInput(route: route, ledger: ledger))
        } deepLinks: { url in
            let parts = url.pathComponents.filter { $0 != "/" }.compactMap { Int($0) }
            switch url.host {
            case "home": return RouteState(root: [.home])
            case "item":
                guard let item = parts.first else { return nil }
                let sheet = parts.dropFirst().first
                return RouteState(
                    root: [.home, .item(item)],
                    presented: sheet.map { [.init(style: .sheet, routes: [.sheet($0)])] } ?? [])
            default: return nil
            }
        }
    }

    func randomLink(_ random: inout SplitMix64) -> URL {
        let links = [
            "fuzz://home", "fuzz://item/1", "fuzz://item/2", "fuzz://item/1/3", "fuzz://item/2/3",
            "fuzz://none",
        ]
        return URL(string: links[random.next(upTo: links.count)])!
    }

    func randomRoute(_ random: inout SplitMix64) -> RestoredRoute {
        switch random.next(upTo: 3) {
        case 0: .home
        case 1: .item(random.next(upTo: 3))
        default: .sheet(random.next(upTo: 3))
        }
    }

    private func randomTarget(_ random: inout SplitMix64) -> RouteState<RestoredRoute> {
        let root = (0..<random.next(upTo: 4) + 1).map { _ in randomRoute(&random) }
        let presented = (0..<random.next(upTo: 3)).map { _ in
            RouteState<RestoredRoute>.Layer(
                style: randomStyle(&random),
                routes: (0..<random.next(upTo: 2) + 1).map { _ in randomRoute(&random) })
        }
        guard random.next(upTo: 3) == 0 else { return RouteState(root: root, presented: presented) }
        // A third of the targets are rooted in tabs, two of them in the group "g".
        let tags: [NavigationTabTag] = ["a", "b", "c"]
        let tabs = tags.map { tag in
            RouteState<RestoredRoute>.Tab(
                tag, in: tag == "a" ? [] : ["g"], routes: [randomRoute(&random)])
        }
        return RouteState(
            rootContent: .tabs(tabs, selected: tags[random.next(upTo: 3)]), presented: presented)
    }

    /// A style with its presentation data: detents, an anchor, a custom covering rule.
    private func randomStyle(_ random: inout SplitMix64) -> PresentationStyle {
        switch random.next(upTo: 5) {
        case 0: .fullScreenCover
        case 1:
            .sheet.detents(
                [.medium, .large], selected: random.next(upTo: 2) == 0 ? .medium : .large)
        case 2: .popover(anchor: "row-\(random.next(upTo: 3))")
        case 3: PresentationStyle(rawValue: "card", coversPresenter: false)
        default: .sheet
        }
    }

    private func randomID(_ random: inout SplitMix64) -> NavigationEntryID {
        let entries = navigator.state.entries
        guard !entries.isEmpty, random.next(upTo: 5) > 0 else {
            return NavigationEntryID(UInt64(random.next(upTo: 40)))
        }
        return entries[random.next(upTo: entries.count)].id
    }

    /// One random operation; a refused one must leave the state as it was.
    func step(_ random: inout SplitMix64) {
        let before = navigator.state
        do throws(NavigationError) {
            switch random.next(upTo: 16) {
            case 14:
                // What the platform reports of the root's tabs: restored as it is.
                let first = navigator.state.layers[0].allEntries.first?.id ?? id(1)
                if random.next(upTo: 2) == 0 {
                    try navigator.platformDidShowSidebar(tabsShowing: first)
                } else {
                    try navigator.platformDidCustomizeTabs(
                        ["a", "c", "b"], hidden: random.next(upTo: 2) == 0 ? [] : ["b"],
                        tabsShowing: first)
                }
            case 10:
                let input = TrackedInput(route: randomRoute(&random), ledger: ledger)
                try navigator.push(.screen(TrackedScreen.self, input: input))
            case 11:
                let input = TrackedInput(route: randomRoute(&random), ledger: ledger)
                try navigator.present(
                    .screen(TrackedScreen.self, input: input), style: randomStyle(&random))
            case 12:
                try navigator.push(
                    .route(randomRoute(&random), using: table).transition(.zoom(from: "row")))
            case 15:
                let detent = random.next(upTo: 3) == 0 ? "peek" : "large"
                try navigator.platformDidSelectDetent(detent, layerShowing: randomID(&random))
            case 13:
                try navigator.present(.route(randomRoute(&random), using: table), style: .sheet)
            case 0, 1: try navigator.replace(with: randomTarget(&random), using: table)
            case 2: try navigator.open(randomLink(&random), using: table)
            case 3: try navigator.pop()
            case 4: try navigator.popToRoot()
            case 5: try navigator.dismiss()
            case 6: try navigator.pop(to: randomID(&random))
            case 7:
                var stack: [Destination<Any>] = []
                for _ in 0..<random.next(upTo: 3) + 1 {
                    if random.next(upTo: 2) == 0 {
                        stack.append(.existing(randomID(&random)))
                    } else {
                        stack.append(try table.destination(for: randomRoute(&random)))
                    }
                }
                try navigator.setStack(stack)
            case 8:
                let target = randomTarget(&random)
                try navigator.batch { navigator throws(NavigationError) in
                    try navigator.dismissAll()
                    try navigator.replace(with: target, using: table)
                }
            default:
                let data = try navigator.restorationData(RestoredRoute.self)
                try navigator.restore(from: data, using: table)
            }
        } catch {
            #expect(navigator.state == before, "\(error)")
        }
        #expect(navigator.state.isValid)
    }
}
