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

/// A screen that keeps every instance alive: it never deallocates when popped.
final class HoardedScreen: DependencyInjectable {
    nonisolated(unsafe) static var hoard: [HoardedScreen] = []

    static func make(withDependency dependency: Void) -> HoardedScreen {
        let screen = HoardedScreen()
        hoard.append(screen)
        return screen
    }
}
