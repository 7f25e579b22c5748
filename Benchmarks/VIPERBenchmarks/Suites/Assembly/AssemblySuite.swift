import VIPERBenchmarking

/// What building a VIPER module costs, by assembly path, against wiring it by hand.
///
/// One operation builds a 4-part module (view, presenter, interactor, router, with weak
/// back references) and lets it deallocate: by hand, through `make(withDependency:)`,
/// through the library's `ModuleAssembly`, and from a runtime container. `app-graph` builds the 20 modules of an app
/// that share one set of services. The runtime container is the lock + dictionary + cast
/// mechanism of runtime DI containers, written here at its cheapest.
enum AssemblySuite {
    /// How many modules the app graph has.
    static let modulesInAppGraph = 20

    /// Adds the suite's benchmarks to `registry`.
    static func register(in registry: inout BenchmarkRegistry) {
        let services = ForecastServices(baseURL: "https://example.invalid", cacheLimit: 64)
        let container = RuntimeContainer()
        ForecastAssembly.register(in: container, services: services)

        registry.add("assembly", "by-hand") { iterations in
            let shared = opaque(services)
            for _ in 0..<iterations { blackHole(ForecastAssembly.byHand(shared)) }
        }
        registry.add("assembly", "make-withDependency", baseline: "by-hand") { iterations in
            let shared = opaque(services)
            for _ in 0..<iterations { blackHole(ForecastAssembly.throughMake(shared)) }
        }
        registry.add("assembly", "generic-make-unspecialized", baseline: "by-hand") {
            iterations in
            let shared = opaque(services)
            for _ in 0..<iterations { blackHole(assembleThroughGenericMake(shared)) }
        }
        registry.add("assembly", "ModuleAssembly", baseline: "by-hand") { iterations in
            let shared = opaque(services)
            for _ in 0..<iterations { blackHole(ForecastAssembly.throughLibrary(shared)) }
        }
        registry.add("assembly", "runtime-container", baseline: "by-hand") { iterations in
            let resolver = opaque(container)
            for _ in 0..<iterations { blackHole(ForecastAssembly.fromContainer(resolver)) }
        }

        registry.add("app-graph", "by-hand") { iterations in
            let shared = opaque(services)
            for _ in 0..<iterations {
                blackHole(appGraph { ForecastAssembly.byHand(shared) })
            }
        }
        registry.add("app-graph", "make-withDependency", baseline: "by-hand") { iterations in
            let shared = opaque(services)
            for _ in 0..<iterations {
                blackHole(appGraph { ForecastAssembly.throughMake(shared) })
            }
        }
        registry.add("app-graph", "ModuleAssembly", baseline: "by-hand") { iterations in
            let shared = opaque(services)
            for _ in 0..<iterations {
                blackHole(appGraph { ForecastAssembly.throughLibrary(shared) })
            }
        }
        registry.add("app-graph", "runtime-container", baseline: "by-hand") { iterations in
            let resolver = opaque(container)
            for _ in 0..<iterations {
                blackHole(appGraph { ForecastAssembly.fromContainer(resolver) })
            }
        }
    }

    /// Builds every module of the app graph into one array, its root.
    @inline(__always)
    private static func appGraph<Module>(_ build: () -> Module) -> [Module] {
        var modules: [Module] = []
        modules.reserveCapacity(modulesInAppGraph)
        for _ in 0..<modulesInAppGraph { modules.append(build()) }
        return modules
    }

    /// Builds the module with every part made through an unspecialised generic function.
    @inline(never)
    private static func assembleThroughGenericMake(_ services: ForecastServices) -> ForecastView {
        let interactor = ForecastAssembly.throughGenericMake(ForecastInteractor.self, services)
        let router = ForecastAssembly.throughGenericMake(ForecastRouter.self, ())
        let presenter = ForecastAssembly.throughGenericMake(
            ForecastPresenter.self, .init(interactor: interactor, router: router))
        let view = ForecastAssembly.throughGenericMake(ForecastView.self, presenter)
        presenter.view = view
        interactor.output = presenter
        router.view = view
        return view
    }
}
