import VIPERBenchmarking

/// Every suite of `VIPERBenchmarks`, in the order they run (after the harness's own
/// `harness/empty` and `harness/sink`, which `BenchmarkCommand` adds).
@MainActor
enum BenchmarkCatalog {
    /// A registry holding every benchmark of every suite.
    static func registry() -> BenchmarkRegistry {
        var registry = BenchmarkRegistry()
        DispatchSuite.register(in: &registry)
        AssemblySuite.register(in: &registry)
        NavigationSuite.register(in: &registry)
        TabNavigationSuite.register(in: &registry)
        ObservedNavigationSuite.register(in: &registry)
        TestDoubleSuite.register(in: &registry)
        return registry
    }
}
