import Foundation
import Testing

@_spi(Testing) @testable import VIPER

@MainActor
@Suite struct NavigatorFuzzTests {
    @Test func randomOperationSequencesKeepEveryInvariant() throws {
        var random = SplitMix64(seed: 0x5EED)
        var operations = 0
        for _ in 0..<10_000 {
            var fuzz = FuzzNavigator()
            for _ in 0..<random.next(upTo: 12) + 1 {
                try fuzz.step(&random)
                operations += 1
            }
        }
        #expect(operations > 50_000)
    }

    @Test func randomTransitionsOnTheStateValueValidateBeforeTheyCommitAndUndo() {
        var random = SplitMix64(seed: 0x57A7E)
        var refused = 0
        for _ in 0..<10_000 {
            var state = NavigationState()
            for _ in 0..<random.next(upTo: 16) + 1 {
                let before = state
                var journal = StateJournal()
                // NB: identities come from a small range, so duplicates are common. A push
                // and a present take identities the engine reserved, never in use.
                let fresh = { (random: inout SplitMix64) in
                    NavigationEntry(
                        id: NavigationEntryID(UInt64(random.next(upTo: 24))),
                        screen: ScreenType(PlainScreen.self))
                }
                do throws(NavigationError) {
                    switch random.next(upTo: 8) {
                    case 0, 1:
                        let entry = fresh(&random)
                        if !state.contains(entry.id) {
                            state.push(fresh: entry, recording: &journal)
                        }
                    case 2: _ = try state.pop(recording: &journal)
                    case 3: _ = try state.pop(to: fresh(&random).id, recording: &journal)
                    case 4: _ = try state.popToRoot(recording: &journal)
                    case 5:
                        let entries = (0..<random.next(upTo: 3) + 1).map { _ in fresh(&random) }
                        let ids = Set(entries.map(\.id))
                        // Detents, offering the selected one or not (refused).
                        let styles: [PresentationStyle] = [
                            .sheet, .sheet.detents([.medium, .large], selected: .large),
                            .sheet.detents([.large], selected: .medium),
                        ]
                        let style = styles[random.next(upTo: styles.count)]
                        if ids.count == entries.count, !ids.contains(where: state.contains) {
                            try state.present(
                                fresh: entries, style: style,
                                as: .present(entries[0].screen, style), recording: &journal)
                        }
                    case 6: _ = try state.dismiss(recording: &journal)
                    default:
                        let count = random.next(upTo: 3)
                        _ = try state.setStack(
                            (0..<count).map { _ in fresh(&random) }, recording: &journal)
                    }
                } catch {
                    refused += 1
                    #expect(state == before, "\(error)")
                }
                #expect(state.isValid)
                #expect(journal.undone(state) == before)
            }
        }
        #expect(refused > 0)
    }

    @Test func randomBytesIntoDeepLinkParsingNeverCrashOrHalfApply() throws {
        var random = SplitMix64(seed: 0xD11)
        let alphabet = Array("app:/itemslpck0123456789-?&=%# ".utf8)
        var opened = 0
        for round in 0..<10_000 {
            let fuzz = FuzzNavigator()
            try fuzz.navigator.open(URL(string: "app://items/1")!, using: fuzz.table)
            var bytes: [UInt8]
            if round.isMultiple(of: 2) {
                bytes = (0..<random.next(upTo: 24)).map { _ in
                    UInt8(truncatingIfNeeded: random.next())
                }
            } else {
                bytes = Array("app://items/12/pick".utf8)
                for _ in 0..<random.next(upTo: 3) {
                    let index = random.next(upTo: bytes.count)
                    if random.next(upTo: 2) == 0 {
                        bytes[index] = alphabet[random.next(upTo: alphabet.count)]
                    } else {
                        bytes.remove(at: index)
                    }
                }
            }
            guard let url = URL(string: String(decoding: bytes, as: UTF8.self)) else { continue }
            let before = fuzz.navigator.state
            do {
                try fuzz.navigator.open(url, using: fuzz.table)
                opened += 1
            } catch {
                #expect(fuzz.navigator.state == before)
            }
            try fuzz.checkInvariants()
        }
        #expect(opened > 0)
    }

    @Test func randomBytesIntoRestorationDecodingNeverCrashOrHalfApply() throws {
        var random = SplitMix64(seed: 0xB17E5)
        let source = FuzzNavigator()
        try source.navigator.open(URL(string: "app://items/7/pick")!, using: source.table)
        let valid = Array(try source.navigator.restorationData(TestRoute.self))
        var restored = 0
        for round in 0..<10_000 {
            let fuzz = FuzzNavigator()
            try fuzz.navigator.open(URL(string: "app://items/1")!, using: fuzz.table)
            var bytes: [UInt8]
            if round.isMultiple(of: 2) {
                bytes = (0..<random.next(upTo: 64)).map { _ in
                    UInt8(truncatingIfNeeded: random.next())
                }
            } else {
                bytes = valid
                for _ in 0..<random.next(upTo: 3) + 1 {
                    switch random.next(upTo: 3) {
                    case 0:
                        bytes[random.next(upTo: bytes.count)] = UInt8(
                            truncatingIfNeeded: random.next())
                    case 1: bytes.removeLast(random.next(upTo: bytes.count))
                    default: bytes.remove(at: random.next(upTo: bytes.count))
                    }
                    if bytes.isEmpty { break }
                }
            }
            let before = fuzz.navigator.state
            do {
                try fuzz.navigator.restore(from: Data(bytes), using: fuzz.table)
                restored += 1
            } catch {
                #expect(fuzz.navigator.state == before)
            }
            try fuzz.checkInvariants()
        }
        #expect(restored < 10_000)
    }
}

// MARK: - Fixtures

/// A navigator with bookkeeping to check after every random step.
@MainActor
private struct FuzzNavigator {
    let navigator = Navigator()
    let probe = ScreenProbe()
    let table: RouteTable<TestRoute>
    let visible = Box<Set<NavigationEntryID>>([])
    let deliveries = Box<[Int: Int]>([:])
    let lastObserved = Box<NavigationState?>(nil)
    var receivers: [Int: NavigationEntryID] = [:]
    /// Receivers of screens a restoration replaced by new screens with the same identity.
    var retired: Set<Int> = []
    var nextReceiver = 0

    init() {
        let probe = probe
        let visible = visible
        table = RouteTable<TestRoute> { route in
            switch route {
            case .forbidden: throw DeepLinkError("forbidden")
            default: .screen(ProbeScreen.self, input: probe)
            }
        } deepLinks: { url in
            try makeRouteTable().routeState(for: url)
        }
        probe.onAppear = { visible.value.insert($0.navigation.entryID) }
        probe.onDisappear = { visible.value.remove($0.navigation.entryID) }
        let lastObserved = lastObserved
        let navigator = navigator
        lastObserved.value = navigator.state
        navigator.addObserver { change in
            // NB: `old == new` is allowed: a restoration can rebuild every screen under
            // the same identities; NavigatorEngineFuzzTests checks the objects.
            #expect(change.old == lastObserved.value)
            lastObserved.value = change.new
        }
    }

    func checkInvariants() throws {
        let state = navigator.state
        try state.validate()
        #expect(navigator.liveScreenCount == state.count)
        for entry in state.entries {
            #expect(
                navigator.screen(ProbeScreen.self, for: entry.id)?.navigation.entryID == entry.id)
        }
        // The top, and the screens a non-covering layer (a sheet) leaves on screen.
        #expect(visible.value == Set((state.top.map { [$0.id] } ?? []) + state.shownBelowTop))
        #expect(lastObserved.value == state)
        for (receiver, id) in receivers {
            let count = deliveries.value[receiver, default: 0]
            let expected = retired.contains(receiver) || !state.contains(id) ? 1 : 0
            #expect(count == expected, "receiver \(receiver) of \(id)")
        }
    }

    mutating func randomID(_ random: inout SplitMix64) -> NavigationEntryID {
        let entries = navigator.state.entries
        if entries.isEmpty || random.next(upTo: 5) == 0 {
            return NavigationEntryID(UInt64(random.next(upTo: 40)))
        }
        return entries[random.next(upTo: entries.count)].id
    }

    mutating func receiver() -> (Int, @MainActor (String?) -> Void) {
        let receiver = nextReceiver
        nextReceiver += 1
        let deliveries = deliveries
        return (receiver, { _ in deliveries.value[receiver, default: 0] += 1 })
    }

    mutating func step(_ random: inout SplitMix64) throws {
        let before = navigator.state
        let observed = lastObserved.value
        do throws(NavigationError) {
            try operation(random.next(upTo: 22), &random)
        } catch {
            #expect(navigator.state == before, "\(error)")
            #expect(lastObserved.value == observed)
        }
        try checkInvariants()
    }

    mutating func operation(_ kind: Int, _ random: inout SplitMix64) throws(NavigationError) {
        switch kind {
        case 0, 1:
            let (receiver, onResult) = receiver()
            let pushed = try navigator.push(
                .screen(ProbeScreen.self, input: probe), onResult: onResult)
            receivers[receiver] = pushed
        case 2:
            let (receiver, onResult) = receiver()
            let presented = try navigator.present(
                .screen(ProbeScreen.self, input: probe), onResult: onResult)
            receivers[receiver] = presented
        case 3: try navigator.pop()
        case 4: try navigator.pop(to: randomID(&random))
        case 5: try navigator.popToRoot()
        case 6: try navigator.dismiss()
        case 7: try navigator.dismissAll()
        case 8:
            let top = navigator.state.layers[navigator.state.layers.count - 1].entries
            var stack: [Destination<Any>] = top.filter { _ in random.next(upTo: 2) == 0 }.map {
                .existing($0.id)
            }
            if random.next(upTo: 2) == 0 { stack.append(.screen(ProbeScreen.self, input: probe)) }
            try navigator.setStack(stack)
        case 9: try navigator.close(randomID(&random))
        case 10:
            let id = randomID(&random)
            let handle = NavigationHandle<String>(navigator: navigator, entryID: id)
            if random.next(upTo: 2) == 0 {
                try handle.finish(with: "value")
            } else {
                try handle.push(.screen(ProbeScreen.self, input: probe))
            }
        case 11:
            let first = random.next(upTo: 10)
            let second = random.next(upTo: 10)
            var copy = self
            try navigator.batch { _ throws(NavigationError) in
                try copy.operation(first, &random)
                try copy.operation(second, &random)
            }
            receivers = copy.receivers
            nextReceiver = copy.nextReceiver
        case 12:
            let links = [
                "app://list", "app://items/3", "app://items/3/pick", "app://forbidden", "app://x",
            ]
            try navigator.open(URL(string: links[random.next(upTo: links.count)])!, using: table)
        case 13:
            let data = try navigator.restorationData(TestRoute.self)
            try navigator.restore(from: data, using: table)
            retired.formUnion(receivers.keys)
        default:
            try containerOperation(kind - 14, &random)
        }
    }

    /// Tabs and splits: layouts, selections, named stacks and the platform's events.
    mutating func containerOperation(_ kind: Int, _ random: inout SplitMix64)
        throws(NavigationError)
    {
        let tags: [NavigationTabTag] = ["a", "b", "c"]
        let placements: [NavigationPlacement] = [
            .current, .tab("a"), .tab("b"), .tab("x"), .column(.primary), .column(.supplementary),
            .column(.secondary),
        ]
        let placement = placements[random.next(upTo: placements.count)]
        switch kind {
        case 0:
            // NB: a layout keeps some of the top layer's screens, in any stack.
            let top = navigator.state.layers[navigator.state.layers.count - 1].allEntries
            var pool: [Destination<Any>] = top.filter { _ in random.next(upTo: 2) == 0 }.map {
                .existing($0.id)
            }
            func stack(_ random: inout SplitMix64) -> [Destination<Any>] {
                var stack: [Destination<Any>] = []
                for _ in 0..<random.next(upTo: 3) {
                    if !pool.isEmpty && random.next(upTo: 2) == 0 {
                        stack.append(pool.removeLast())
                    } else {
                        stack.append(.screen(ProbeScreen.self, input: probe))
                    }
                }
                return stack
            }
            switch random.next(upTo: 3) {
            case 0: try navigator.setLayout(.stack(stack(&random)))
            case 1:
                let count = random.next(upTo: 3) + 1
                try navigator.setLayout(
                    .tabs(
                        tags.prefix(count).map {
                            // Some tabs in the group "g", its tabs sometimes apart.
                            let groups: [NavigationTabTag] = random.next(upTo: 2) == 0 ? [] : ["g"]
                            return NavigationLayout.Tab($0, in: groups, stack(&random))
                        }, selected: tags[random.next(upTo: 3)]))
            default:
                try navigator.setLayout(
                    .split(
                        primary: stack(&random),
                        supplementary: random.next(upTo: 2) == 0 ? nil : stack(&random),
                        secondary: stack(&random)))
            }
        case 1, 2: try navigator.select(tags[random.next(upTo: 3)])
        case 3:
            let (receiver, onResult) = receiver()
            let pushed = try navigator.push(
                .screen(ProbeScreen.self, input: probe), in: placement, onResult: onResult)
            receivers[receiver] = pushed
        case 4:
            if random.next(upTo: 2) == 0 {
                try navigator.pop(in: placement)
            } else {
                try navigator.popToRoot(in: placement)
            }
        case 5: try navigator.platformDidSelect(tags[random.next(upTo: 3)])
        case 6:
            switch random.next(upTo: 4) {
            case 0: try navigator.platformDidCollapse(splitShowing: randomID(&random))
            case 1: try navigator.platformDidExpand(splitShowing: randomID(&random))
            case 2:
                let order = tags.filter { _ in random.next(upTo: 4) > 0 }
                try navigator.platformDidCustomizeTabs(
                    random.next(upTo: 2) == 0 ? order : order.reversed(),
                    hidden: Set(order.prefix(random.next(upTo: 2))),
                    tabsShowing: randomID(&random))
            default:
                if random.next(upTo: 2) == 0 {
                    try navigator.platformDidShowSidebar(tabsShowing: randomID(&random))
                } else {
                    try navigator.platformDidHideSidebar(tabsShowing: randomID(&random))
                }
            }
        default:
            if random.next(upTo: 2) == 0 {
                try navigator.platformDidPop(to: randomID(&random))
            } else {
                try navigator.setStack([.screen(ProbeScreen.self, input: probe)], in: placement)
            }
        }
    }
}

/// A reference to a value, shared by closures in a fixture.
@MainActor
private final class Box<Value> {
    var value: Value
    init(_ value: Value) { self.value = value }
}
