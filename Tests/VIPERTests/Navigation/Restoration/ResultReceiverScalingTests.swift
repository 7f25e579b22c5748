import Dispatch
import Foundation
import Testing
@_spi(Testing) import VIPER

/// Screens that register result receivers cost the same per screen at every depth:
/// restoring and releasing them grows linearly with the stack, like screens that do not.
///
/// NB: ratios of two sizes measured in one run, never an absolute time, and compared
/// with the same ratios for screens that do not register: ten times the screens takes
/// about ten times as long when the work is linear, about a hundred times when each
/// registration or release scans all the others. Best of several runs, with bounds far
/// from both, so a loaded machine does not make it flaky.
///
/// NB: it runs only when `VIPER_SCALING_TESTS=1` is set (`.ci/run` runs it on its own),
/// in a child process: its tens of seconds of work on the two cores starved the main-actor
/// tests of a full parallel `swift test` past their one-minute time limits.
@Suite(
    .timeLimit(.minutes(5)),
    .enabled(if: ProcessInfo.processInfo.environment["VIPER_SCALING_TESTS"] == "1"))
struct ResultReceiverScalingTests {
    private static let small = 1_000
    private static let large = 10_000

    @Test func restoringAndPoppingRegisteringScreensGrowsLinearly() async {
        await expectChildScenarioFinishes(
            "result-receiver-scaling",
            test: "ResultReceiverScalingTests/childRestoresAndPopsAtTwoSizes", within: 280)
    }

    @MainActor
    @Test func childRestoresAndPopsAtTwoSizes() throws {
        guard isChildScenario("result-receiver-scaling") else { return }
        let plain = try (
            small: bestTimes(Self.small, false, 5), large: bestTimes(Self.large, false, 3)
        )
        let registering = try (
            small: bestTimes(Self.small, true, 5), large: bestTimes(Self.large, true, 3)
        )
        for operation in Operation.allCases {
            let growth = ratio(registering.large, registering.small, operation)
            let plainGrowth = ratio(plain.large, plain.small, operation)
            // NB: what registering adds, at the large size over the small one: about 1
            // when it is linear, about 10 when it is quadratic.
            let overhead = growth / plainGrowth
            let sizes = "\(Self.large) screens over \(Self.small)"
            #expect(
                overhead < 4,
                "\(operation): registering grew \(growth)x for \(sizes), not registering \(plainGrowth)x"
            )
            // NB: in a debug build, popping 10,000 screens at once takes 30-60 times as
            // long as 1,000 with or without registrations, so only the overhead above
            // holds popToRoot.
            if operation != .popToRoot {
                #expect(growth < 30, "\(operation): \(growth)x for \(sizes)")
            }
        }
    }

    // MARK: - Measuring

    enum Operation: CaseIterable {
        case restore, pop, popToRoot
    }

    private func ratio(
        _ large: [Operation: UInt64], _ small: [Operation: UInt64], _ operation: Operation
    ) -> Double {
        Double(large[operation] ?? 0) / Double(max(small[operation] ?? 1, 1))
    }

    /// The best of `runs` times, in nanoseconds, of restoring `count` detail screens into
    /// a fresh navigator, of popping them one by one, and of popping them all at once.
    @MainActor
    private func bestTimes(_ count: Int, _ registering: Bool, _ runs: Int) throws
        -> [Operation: UInt64]
    {
        let probe = CatalogProbe()
        probe.registers = registering
        let routes = makeCatalogRoutes(probe)
        let data = try archive(count, probe, routes)
        var best: [Operation: UInt64] = [:]
        func keep(_ operation: Operation, _ time: UInt64) {
            best[operation] = min(best[operation] ?? .max, time)
        }
        for _ in 0..<runs {
            let navigator = Navigator()
            keep(.restore, try time { try navigator.restore(from: data, using: routes) })
            keep(
                .pop,
                try time {
                    for _ in 0..<count { try navigator.pop() }
                })
            try navigator.restore(from: data, using: routes)
            keep(.popToRoot, try time { try navigator.popToRoot() })
            #expect(navigator.liveScreenCount == 1)
        }
        return best
    }

    /// Restoration data of a list with `count` details over it.
    @MainActor
    private func archive(
        _ count: Int, _ probe: CatalogProbe, _ routes: RouteTable<CatalogRoute>
    ) throws -> Data {
        let navigator = Navigator()
        let details = (0..<count).map { CatalogRoute.detail(id: $0) }
        try navigator.replace(with: RouteState(root: [.list] + details), using: routes)
        return try navigator.restorationData(CatalogRoute.self)
    }

    private func time(_ body: () throws -> Void) rethrows -> UInt64 {
        let start = DispatchTime.now().uptimeNanoseconds
        try body()
        return DispatchTime.now().uptimeNanoseconds - start
    }
}
