import VIPER
import VIPERBenchmarking

/// What an observed push and pop cost as the stack grows.
///
/// A UIKit or SwiftUI adapter always observes its navigator, so each case attaches one
/// observer that reads the reported change, then pushes and pops one screen over a stack
/// of the given depth. The stack is built once per case, outside the timed batches.
/// The ratio of a deep case to the 10-deep one shows whether a change report grows with
/// the state it describes; it should not.
@MainActor
enum ObservedNavigationSuite {
    /// The depths measured; the first is the baseline of the others.
    static let depths = [10, 1_000, 100_000]

    /// Adds the suite's benchmarks to `registry`.
    static func register(in registry: inout BenchmarkRegistry) {
        let services = ForecastServices(baseURL: "https://example.invalid", cacheLimit: 64)
        let baseline = "navigator-observed-depth-\(depths[0])"
        for depth in depths {
            let name = "navigator-observed-depth-\(depth)"
            let stack = DeepStack(depth: depth, services: services)
            registry.add(
                "navigation-observed", name, baseline: depth == depths[0] ? nil : baseline
            ) { iterations in
                let navigator = stack.navigator
                let shared = opaque(services)
                for index in 0..<iterations {
                    _ = try? navigator.push(
                        .screen(ItemScreen.self, dependency: .init(item: index, services: shared)))
                    _ = try? navigator.pop()
                }
                blackHole(stack.observed)
            }
        }
    }

    /// A navigator with a stack of `depth` screens and one observer, built on first use.
    @MainActor
    final class DeepStack {
        private let depth: Int
        private let services: ForecastServices
        private var built: Navigator?
        /// How many changes the observer saw; read so its work is not optimised away.
        var observed = 0

        init(depth: Int, services: ForecastServices) {
            self.depth = depth
            self.services = services
        }

        var navigator: Navigator {
            if let built { return built }
            let navigator = Navigator()
            for index in 0..<depth {
                _ = try? navigator.push(
                    .screen(ItemScreen.self, dependency: .init(item: index, services: services)))
            }
            navigator.addObserver { [unowned self] change in
                // NB: what an adapter reads first: the cause and the new top.
                if change.new.top != nil, change.action != .pop { self.observed &+= 1 }
            }
            built = navigator
            return navigator
        }
    }
}
