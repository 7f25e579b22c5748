/// Every suite of `VIPERBenchmarks`, in the order they run.
@MainActor
enum BenchmarkCatalog {
    /// A registry holding every benchmark of every suite.
    static func registry() -> BenchmarkRegistry {
        var registry = BenchmarkRegistry()
        HarnessSuite.register(in: &registry)
        DispatchSuite.register(in: &registry)
        AssemblySuite.register(in: &registry)
        NavigationSuite.register(in: &registry)
        ObservedNavigationSuite.register(in: &registry)
        TestDoubleSuite.register(in: &registry)
        return registry
    }
}
