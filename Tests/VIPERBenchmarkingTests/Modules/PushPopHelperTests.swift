import Foundation
import Testing
import VIPER

@testable import VIPERBenchmarking

@MainActor
@Suite struct PushPopHelperTests {
    let services = Services(name: "shared")

    @Test func aScreenIsPushedAndPoppedOnBothSidesAndRegistered() {
        var registry = BenchmarkRegistry()
        registry.addPushPop("card", CardScreen.self, dependency: services)
        #expect(registry.refusals.isEmpty)
        #expect(
            registry.benchmarks.map(\.name) == ["card/array-push-pop", "card/navigator-push-pop"])
        #expect(registry.benchmarks.map(\.baseline) == [nil, "card/array-push-pop"])
        for benchmark in registry.benchmarks {
            #expect(BatchTimer.time(benchmark.body, iterations: 3) > 0)
        }
    }

    @Test func aScreenThatNavigatesGetsAHandleOnBothSides() {
        var registry = BenchmarkRegistry()
        registry.addPushPop("detail", DetailScreen.self, input: services)
        #expect(registry.refusals.isEmpty)
        #expect(registry.benchmarks.count == 2)
    }

    @Test func bothSidesTellTheScreensTheSameLifecycle() {
        var registry = BenchmarkRegistry()
        registry.addPushPop("watched", WatchedScreen.self, dependency: WatchedScreen.Log())
        #expect(registry.refusals.isEmpty)
        var counts: [[String: Int]] = []
        for benchmark in registry.benchmarks {
            let log = WatchedScreen.Log()
            WatchedScreen.current = log
            _ = BatchTimer.time(benchmark.body, iterations: 5)
            counts.append(log.events)
        }
        WatchedScreen.current = nil
        #expect(counts.first == ["loaded": 5, "appeared": 5, "removed": 5])
        #expect(counts.first == counts.last)
    }

    @Test func aScreenThatOutlivesItsPopIsRefused() throws {
        var registry = BenchmarkRegistry()
        registry.addPushPop("hoarded", HoardedScreen.self, dependency: ())
        HoardedScreen.hoard.removeAll()
        let refusal = try #require(registry.refusals.first)
        #expect(refusal.name == "hoarded/navigator-push-pop")
        #expect(refusal.reason.hasPrefix("the navigator module is not released: "))
        #expect(registry.benchmarks.isEmpty)
    }

    @Test func aModuleHeldByItsLoadAfterThePopIsMeasuredOnceTheLoadLetsGo() {
        var registry = BenchmarkRegistry()
        registry.addPushPop("loading", LoadingScreen.self, dependency: 0.05)
        #expect(registry.refusals.map(\.reason) == [])
        #expect(registry.benchmarks.count == 2)
    }

    @Test func aModuleHeldLongerThanTheSettlingTimeIsRefusedSayingSo() throws {
        var registry = BenchmarkRegistry()
        registry.addPushPop(
            "stuck", LoadingScreen.self, dependency: ModuleCensus.settlingSeconds + 1)
        let refusal = try #require(registry.refusals.first)
        #expect(
            refusal.reason.hasPrefix(
                "the navigator module is not released: VIPERBenchmarkingTests.LoadingScreen "
                    + "still alive 1 s after it was released (a strong back reference, or "
                    + "work it started that still holds it)"))
    }

    @Test func aPushTheNavigatorRefusesIsRefused() throws {
        let reason = try refusal { navigator throws(NavigationError) in try navigator.pop() }
        #expect(reason.hasPrefix("the navigator refused the push: "))
    }

    @Test func aPushThatShowsAnotherScreenIsRefused() throws {
        let reason = try refusal { navigator throws(NavigationError) in
            try navigator.push(.screen(DetailScreen.self, input: Services(name: "")))
        }
        #expect(
            reason
                == "after the push the navigator does not show a CardScreen on top")
    }

    @Test func aPushThatLeavesMoreBehindThanThePopTakesIsRefused() throws {
        let reason = try refusal { navigator throws(NavigationError) in
            try navigator.push(.screen(CardScreen.self, dependency: services))
            return try navigator.push(.screen(CardScreen.self, dependency: services))
        }
        #expect(reason == "after push and pop the navigator is not back where it started")
    }

    /// The reason the helper refuses a push made by `push`.
    private func refusal(
        push: @escaping @MainActor (Navigator) throws(NavigationError) -> NavigationEntryID
    ) throws -> String {
        var registry = BenchmarkRegistry()
        let services = services
        registry.addPushPop(
            "card", screenType: CardScreen.self, shared: services, push: push,
            make: { _ in CardScreen.make(withDependency: services) })
        #expect(registry.benchmarks.isEmpty)
        return try #require(registry.refusals.first).reason
    }
}

// MARK: - Fixtures

/// A screen whose router navigates through its handle.
final class DetailScreen: DependencyInjectable {
    let services: Services
    let navigation: NavigationHandle<Never>

    init(services: Services, navigation: NavigationHandle<Never>) {
        self.services = services
        self.navigation = navigation
    }

    static func make(withDependency dependency: Navigated<Services, Never>) -> DetailScreen {
        DetailScreen(services: dependency.input, navigation: dependency.navigation)
    }
}

/// A screen that counts the lifecycle calls it gets.
@MainActor
final class WatchedScreen: @MainActor DependencyInjectable, ScreenLifecycle {
    final class Log {
        var events: [String: Int] = [:]
    }

    nonisolated(unsafe) static var current: Log?

    static func make(withDependency dependency: Log) -> WatchedScreen {
        WatchedScreen()
    }

    func screenDidLoad() {
        Self.current?.events["loaded", default: 0] += 1
    }

    func screenDidAppear() {
        Self.current?.events["appeared", default: 0] += 1
    }

    func screenDidDisappear(_ disappearance: ScreenDisappearance) {
        Self.current?.events["\(disappearance)", default: 0] += 1
    }
}

/// A screen that starts a load when it loads, as a generated module does, and that the
/// load holds until it ends, `dependency` seconds later: popped while loading, it outlives
/// the pop by that long.
///
/// NB: the load runs on a thread of its own, off the main actor and off the cooperative
/// pool: a test runs on the main queue, which the check's run loop cannot drain from
/// inside (a benchmark executable's top-level code can), and in a full `swift test` the
/// pool is busy with other suites for longer than the check waits.
@MainActor
final class LoadingScreen: @MainActor DependencyInjectable, ScreenLifecycle {
    let seconds: Double

    init(seconds: Double) {
        self.seconds = seconds
    }

    static func make(withDependency seconds: Double) -> LoadingScreen {
        LoadingScreen(seconds: seconds)
    }

    func screenDidLoad() {
        Thread.detachNewThread { [self] in
            Thread.sleep(forTimeInterval: seconds)
            blackHole(self)
        }
    }

    func screenDidAppear() {}

    func screenDidDisappear(_ disappearance: ScreenDisappearance) {}
}

/// A screen that keeps every instance alive: it never deallocates when popped.
final class HoardedScreen: DependencyInjectable {
    nonisolated(unsafe) static var hoard: [HoardedScreen] = []

    static func make(withDependency dependency: Void) -> HoardedScreen {
        let screen = HoardedScreen()
        hoard.append(screen)
        return screen
    }
}
