import Foundation
import Testing
@_spi(Testing) import VIPER

/// Restoring many presented layers grows linearly with the layers, whether they cover
/// the screens below them or, as sheets do, leave every layer's top on screen.
///
/// NB: ratios of two sizes measured in one run, never an absolute time: ten times the
/// layers takes about ten times as long when the work is linear, about a hundred times
/// when each layer left on screen is looked up by a scan of all the others. Best of
/// several runs, with a bound far from both, so a loaded machine does not make it flaky.
///
/// NB: it runs only when `VIPER_SCALING_TESTS=1` is set (`.ci/run` runs it on its own),
/// in a child process, as `ResultReceiverScalingTests` does and for the same reason.
@Suite(
    .timeLimit(.minutes(5)),
    .enabled(if: ProcessInfo.processInfo.environment["VIPER_SCALING_TESTS"] == "1"))
struct PresentedLayerScalingTests {
    private static let small = 2_000
    private static let large = 20_000

    @Test func restoringSheetsAndCoversGrowsLinearly() async {
        await expectChildScenarioFinishes(
            "presented-layer-scaling",
            test: "PresentedLayerScalingTests/childRestoresLayersAtTwoSizes", within: 280)
    }

    @MainActor
    @Test func childRestoresLayersAtTwoSizes() throws {
        guard isChildScenario("presented-layer-scaling") else { return }
        let probe = CatalogProbe()
        probe.registers = false
        let routes = makeCatalogRoutes(probe)
        for style in [PresentationStyle.sheet, .fullScreenCover] {
            let data = (
                small: try archive(Self.small, style, routes),
                large: try archive(Self.large, style, routes)
            )
            // NB: the sizes take turns, so a change in the machine's load reaches both.
            var best = (small: UInt64.max, large: UInt64.max)
            for _ in 0..<6 {
                best.small = min(best.small, try restoreTime(data.small, routes, Self.small))
                best.large = min(best.large, try restoreTime(data.large, routes, Self.large))
            }
            let growth = Double(best.large) / Double(max(best.small, 1))
            print("PresentedLayerScalingTests: \(style) \(growth)x")
            #expect(
                growth < 15,
                "\(style): restoring \(Self.large) layers took \(growth)x the time of \(Self.small)"
            )
        }
    }

    // MARK: - Measuring

    /// The processor time, in nanoseconds, of restoring `data` (a list with `count` layers over it)
    /// into a fresh navigator.
    @MainActor
    private func restoreTime(_ data: Data, _ routes: RouteTable<CatalogRoute>, _ count: Int)
        throws -> UInt64
    {
        let navigator = Navigator()
        let start = threadTime()
        try navigator.restore(from: data, using: routes)
        let time = threadTime() - start
        #expect(navigator.state.layers.count == count + 1)
        return time
    }

    /// The processor time this thread has used, in nanoseconds.
    ///
    /// NB: not the wall clock: on a machine shared with other builds, the time the thread
    /// waits for a core moved the ratio of two wall-clock times between 9x and 22x for
    /// the same code.
    private func threadTime() -> UInt64 {
        var now = timespec()
        clock_gettime(CLOCK_THREAD_CPUTIME_ID, &now)
        return UInt64(now.tv_sec) * 1_000_000_000 + UInt64(now.tv_nsec)
    }

    /// Restoration data of a list with `count` layers of `style` over it.
    @MainActor
    private func archive(
        _ count: Int, _ style: PresentationStyle, _ routes: RouteTable<CatalogRoute>
    ) throws -> Data {
        let navigator = Navigator()
        let layers = (0..<count).map {
            RouteState<CatalogRoute>.Layer(style: style, routes: [.detail(id: $0)])
        }
        try navigator.replace(with: RouteState(root: [.list], presented: layers), using: routes)
        return try navigator.restorationData(CatalogRoute.self)
    }
}
