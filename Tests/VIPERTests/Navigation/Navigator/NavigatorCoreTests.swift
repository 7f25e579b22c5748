import Testing
@_spi(Testing) import VIPER

/// The navigator keeps its mutable fields in one value and releases screens outside any
/// access to it: a screen's `deinit` that reads the navigator must not trip Swift's
/// exclusivity enforcement, on the fast paths and on the general ones.
@MainActor
@Suite struct NavigatorCoreTests {
    @Test(arguments: ReleasePath.allCases)
    func aReleasedScreenCanReadTheNavigatorFromItsDeinit(_ path: ReleasePath) throws {
        let navigator = Navigator()
        var seen: [Int] = []
        let probe = DeinitProbe {
            seen.append(navigator.state.count * 100 + navigator.liveScreenCount)
        }
        try navigator.push(PlainScreen.self, dependency: "root")
        switch path {
        case .pop:
            try navigator.push(DeinitScreen.self, dependency: probe)
            try navigator.pop()
        case .popWithObserver:
            navigator.addObserver { _ in }
            try navigator.push(DeinitScreen.self, dependency: probe)
            try navigator.pop()
        case .popToRoot:
            try navigator.push(DeinitScreen.self, dependency: probe)
            try navigator.push(PlainScreen.self, dependency: "top")
            try navigator.popToRoot()
        case .vetoedPush:
            navigator.addGuard { _ in .veto("no") }
            #expect(throws: NavigationError.self) {
                try navigator.push(DeinitScreen.self, dependency: probe)
            }
        }
        #expect(seen == [101])
        #expect(navigator.state.count == 1)
        #expect(navigator.liveScreenCount == 1)
    }

    @Test func aGuardAddedWhileAWatchedScreenIsBuiltIsAskedAboutThatPush() throws {
        let navigator = Navigator()
        try navigator.push(PlainScreen.self, dependency: "root")
        var changes: [NavigationChange] = []
        navigator.addObserver { changes.append($0) }
        let probe = ScreenProbe()
        var asked = 0
        probe.onMake = {
            navigator.addGuard { _ in
                asked += 1
                return .veto("not now")
            }
        }
        let before = navigator.state
        #expect(throws: NavigationError(.push(ScreenType(ProbeScreen.self)), .vetoed("not now"))) {
            try navigator.push(ProbeScreen.self, input: probe)
        }
        #expect(asked == 1)
        #expect(navigator.state == before)
        #expect(navigator.liveScreenCount == 1)
        #expect(navigator.nextEntryID == NavigationEntryID(3))
        #expect(changes.isEmpty)
    }

    @Test func observersHearFastPushesAndPopsWithTheirOldAndNewStates() throws {
        let navigator = Navigator()
        try navigator.push(PlainScreen.self, dependency: "root")
        var changes: [NavigationChange] = []
        navigator.addObserver { changes.append($0) }
        let root = navigator.state
        let pushed = try navigator.push(PlainScreen.self, dependency: "top")
        let top = navigator.state
        try navigator.pop()
        #expect(changes.map(\.action) == [.push(ScreenType(PlainScreen.self)), .pop])
        #expect(changes.map(\.old) == [root, top])
        #expect(changes.map(\.new) == [top, root])
        #expect(top.top?.id == pushed)
    }

    @Test func poppingSeveralScreensDeliversTheirResultsBottomFirst() throws {
        let navigator = Navigator()
        try navigator.push(PlainScreen.self, dependency: "root")
        var heard: [Int] = []
        for number in 1...4 {
            let probe = DeinitProbe {}
            try navigator.push(ResultDeinitScreen.self, input: probe) { (_: Int?) in
                heard.append(number)
            }
        }
        try navigator.popToRoot()
        #expect(heard == [1, 2, 3, 4])
        #expect(navigator.liveScreenCount == 1)
    }

    @Test func aPoppedScreenIsReleasedAfterItsResultIsDelivered() throws {
        let navigator = Navigator()
        var events: [String] = []
        let probe = DeinitProbe { events.append("released") }
        try navigator.push(PlainScreen.self, dependency: "root")
        try navigator.push(ResultDeinitScreen.self, input: probe) { (_: Int?) in
            events.append("result")
        }
        try navigator.pop()
        #expect(events == ["result", "released"])
    }

    @Test func aPushAndPopOnTheFastPathTellTheLifecycleInOrder() throws {
        let navigator = Navigator()
        let probe = ScreenProbe()
        try navigator.push(ProbeScreen.self, input: probe)
        try navigator.push(ProbeScreen.self, input: probe)
        try navigator.pop()
        #expect(
            probe.events == [
                "appear P#1", "disappear P#1", "appear P#2", "remove P#2", "appear P#1",
            ])
    }
}

// MARK: - Fixtures

enum ReleasePath: CaseIterable, Sendable {
    case pop
    case popWithObserver
    case popToRoot
    case vetoedPush
}

/// Runs a main-actor closure when the screen holding it is released.
@MainActor
final class DeinitProbe {
    let onRelease: () -> Void
    init(_ onRelease: @escaping () -> Void) { self.onRelease = onRelease }
}

/// A screen that reports its own release.
final class DeinitScreen {
    private let probe: DeinitProbe
    init(probe: DeinitProbe) { self.probe = probe }
    deinit {
        let probe = self.probe
        MainActor.assumeIsolated { probe.onRelease() }
    }
}

extension DeinitScreen: DependencyInjectable {
    static func make(withDependency dependency: DeinitProbe) -> DeinitScreen {
        DeinitScreen(probe: dependency)
    }
}

/// A navigating screen with a result that reports its own release.
final class ResultDeinitScreen {
    private let probe: DeinitProbe
    init(probe: DeinitProbe) { self.probe = probe }
    deinit {
        let probe = self.probe
        MainActor.assumeIsolated { probe.onRelease() }
    }
}

extension ResultDeinitScreen: DependencyInjectable {
    static func make(withDependency dependency: Navigated<DeinitProbe, Int>) -> ResultDeinitScreen {
        ResultDeinitScreen(probe: dependency.input)
    }
}
