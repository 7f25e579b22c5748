import Foundation
import VIPER
import VIPERBenchmarking

/// What the headless ``Navigator`` costs against an array of screens managed by hand.
///
/// Every case builds and releases the same screens (each a whole forecast module) on
/// both sides, so a ratio shows what the navigator adds: identities, validation,
/// transactions, lifecycle and release. No observers or guards are installed.
@MainActor
enum NavigationSuite {
    /// The depth of the deep-stack case.
    static let deepStackDepth = 1_000

    /// Adds the suite's benchmarks to `registry`.
    static func register(in registry: inout BenchmarkRegistry) {
        let services = ForecastServices(baseURL: "https://example.invalid", cacheLimit: 64)
        registerPushPop(services, in: &registry)
        registerDeepStack(services, in: &registry)
        registerBatch(services, in: &registry)
        registerDeepLink(services, in: &registry)
        registerRestoration(services, in: &registry)
    }

    private static func item(_ number: Int, _ services: ForecastServices) -> ItemScreen.Dependency {
        .init(item: number, services: services)
    }

    private static func navigator(rootedWith services: ForecastServices) -> Navigator {
        let navigator = Navigator()
        _ = try? navigator.push(.screen(ItemScreen.self, dependency: item(0, services)))
        return navigator
    }

    private static func registerPushPop(
        _ services: ForecastServices, in registry: inout BenchmarkRegistry
    ) {
        registry.add("navigation", "array-push-pop") { iterations in
            let stack = ArrayStack(services: opaque(services))
            stack.push(.list)
            for index in 0..<iterations {
                stack.push(.item(index))
                stack.pop()
            }
            blackHole(stack.count)
        }
        registry.add("navigation", "navigator-push-pop", baseline: "array-push-pop") {
            iterations in
            let shared = opaque(services)
            let navigator = navigator(rootedWith: shared)
            for index in 0..<iterations {
                _ = try? navigator.push(.screen(ItemScreen.self, dependency: item(index, shared)))
                _ = try? navigator.pop()
            }
            blackHole(navigator.state)
        }
        // NB: the typed `push(_:input:)` of a navigating screen: with no result (`Never`)
        // it keeps no result slot; with one (`Int`) and no receiver it keeps one, so a
        // restored or route-built screen's result still reaches its requester.
        registry.add("navigation", "navigator-push-pop-navigated", baseline: "array-push-pop") {
            iterations in
            let shared = opaque(services)
            let navigator = navigator(rootedWith: shared)
            for index in 0..<iterations {
                _ = try? navigator.push(
                    .screen(NavigatedItemScreen.self, input: item(index, shared)))
                _ = try? navigator.pop()
            }
            blackHole(navigator.state)
        }
        registry.add("navigation", "navigator-push-pop-result", baseline: "array-push-pop") {
            iterations in
            let shared = opaque(services)
            let navigator = navigator(rootedWith: shared)
            for index in 0..<iterations {
                _ = try? navigator.push(.screen(PickingItemScreen.self, input: item(index, shared)))
                _ = try? navigator.pop()
            }
            blackHole(navigator.state)
        }
    }

    private static func registerDeepStack(
        _ services: ForecastServices, in registry: inout BenchmarkRegistry
    ) {
        registry.add("navigation-deep", "array-1000-deep") { iterations in
            let stack = ArrayStack(services: opaque(services))
            stack.push(.list)
            for _ in 0..<iterations {
                for index in 1..<deepStackDepth { stack.push(.item(index)) }
                stack.popToRoot()
            }
            blackHole(stack.count)
        }
        registry.add("navigation-deep", "navigator-1000-deep", baseline: "array-1000-deep") {
            iterations in
            let shared = opaque(services)
            let navigator = navigator(rootedWith: shared)
            for _ in 0..<iterations {
                for index in 1..<deepStackDepth {
                    _ = try? navigator.push(
                        .screen(ItemScreen.self, dependency: item(index, shared)))
                }
                try? navigator.popToRoot()
            }
            blackHole(navigator.state)
        }
    }

    private static func registerBatch(
        _ services: ForecastServices, in registry: inout BenchmarkRegistry
    ) {
        registry.add("navigation-batch", "array-pop-to-root-push-2") { iterations in
            let stack = ArrayStack(services: opaque(services))
            stack.push(.list)
            for index in 0..<iterations {
                stack.popToRoot()
                stack.push(.item(index))
                stack.push(.item(index &+ 1))
            }
            blackHole(stack.count)
        }
        registry.add(
            "navigation-batch", "navigator-batch", baseline: "array-pop-to-root-push-2"
        ) { iterations in
            let shared = opaque(services)
            let navigator = navigator(rootedWith: shared)
            for index in 0..<iterations {
                _ = try? navigator.batch { navigator throws(NavigationError) in
                    try navigator.popToRoot()
                    try navigator.push(.screen(ItemScreen.self, dependency: item(index, shared)))
                    try navigator.push(
                        .screen(ItemScreen.self, dependency: item(index &+ 1, shared)))
                }
            }
            blackHole(navigator.state)
        }
    }

    private static func registerDeepLink(
        _ services: ForecastServices, in registry: inout BenchmarkRegistry
    ) {
        let links = [
            URL(string: "bench://items/4")!, URL(string: "bench://items/5")!,
        ]
        registry.add("navigation-deep-link", "array-parse-apply") { iterations in
            let stack = ArrayStack(services: opaque(services))
            stack.push(.list)
            for index in 0..<iterations {
                if let item = parseItemLink(links[index & 1]) { stack.apply([.list, .item(item)]) }
            }
            blackHole(stack.count)
        }
        registry.add("navigation-deep-link", "navigator-open", baseline: "array-parse-apply") {
            iterations in
            let shared = opaque(services)
            let table = ItemRoutes.table(shared)
            let navigator = Navigator()
            for index in 0..<iterations { try? navigator.open(links[index & 1], using: table) }
            blackHole(navigator.state)
        }
    }

    private static func registerRestoration(
        _ services: ForecastServices, in registry: inout BenchmarkRegistry
    ) {
        let routes: [ItemRoute] = [.list, .item(1), .item(2), .item(3)]
        registry.add("navigation-restoration", "array-json-round-trip") { iterations in
            let stack = ArrayStack(services: opaque(services))
            stack.apply(routes)
            for _ in 0..<iterations {
                if let data = try? stack.encoded() { try? stack.restore(from: data) }
            }
            blackHole(stack.count)
        }
        registry.add(
            "navigation-restoration", "navigator-round-trip", baseline: "array-json-round-trip"
        ) { iterations in
            let shared = opaque(services)
            let table = ItemRoutes.table(shared)
            let navigator = Navigator()
            try? navigator.replace(with: RouteState(root: routes), using: table)
            for _ in 0..<iterations {
                if let data = try? navigator.restorationData(ItemRoute.self) {
                    try? navigator.restore(from: data, using: table)
                }
            }
            blackHole(navigator.state)
        }
    }
}
