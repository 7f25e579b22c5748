import VIPER
import VIPERBenchmarking

/// What a tab-rooted ``Navigator`` costs, against the same hand-managed array of screens
/// as the stack cases of ``NavigationSuite``, so the stack budgets apply to it.
@MainActor
enum TabNavigationSuite {
    /// Adds the suite's benchmarks to `registry`, in the `navigation` suite beside the
    /// stack cases and their `array-push-pop` baseline.
    static func register(in registry: inout BenchmarkRegistry) {
        let services = ForecastServices(baseURL: "https://example.invalid", cacheLimit: 64)
        // NB: two switches an iteration, as the baseline makes two changes (a push and a
        // pop); both tabs' screens stay alive, so only the selection changes.
        registry.add("navigation", "navigator-tab-switch", baseline: "array-push-pop") {
            iterations in
            let navigator = tabbedNavigator(opaque(services))
            for _ in 0..<iterations {
                try? navigator.select(second)
                try? navigator.select(first)
            }
            blackHole(navigator.state)
        }
        registry.add("navigation", "navigator-push-pop-second-tab", baseline: "array-push-pop") {
            iterations in
            let shared = opaque(services)
            let navigator = tabbedNavigator(shared)
            try? navigator.select(second)
            for index in 0..<iterations {
                _ = try? navigator.push(
                    .screen(ItemScreen.self, dependency: .init(item: index, services: shared)))
                _ = try? navigator.pop()
            }
            blackHole(navigator.state)
        }
    }

    private static let first: NavigationTabTag = "first"
    private static let second: NavigationTabTag = "second"

    /// A navigator whose root is three tabs with one screen each, the first selected.
    private static func tabbedNavigator(_ services: ForecastServices) -> Navigator {
        let navigator = Navigator()
        try? navigator.setLayout(
            .tabs(
                [first, second, "third"].enumerated().map { index, tag in
                    .init(
                        tag,
                        [
                            .screen(
                                ItemScreen.self, dependency: .init(item: index, services: services))
                        ])
                }, selected: first))
        return navigator
    }
}
