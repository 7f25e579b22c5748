import VIPER

extension BenchmarkRegistry {
    /// Benchmarks building a screen with `make(withDependency:)` against a hand-wired
    /// closure, after checking that both build the same module.
    ///
    /// Registers `suite/hand-wired` (the baseline) and `suite/make-withDependency`. One
    /// operation builds the module and releases it.
    ///
    /// ```swift
    /// registry.addAssembly(
    ///     "forecast-detail", ForecastDetailScreen.self, dependency: dependency
    /// ) { dependency in
    ///     HandWiredDetail(forecast: dependency.input, navigation: dependency.navigation)
    /// }
    /// ```
    ///
    /// Both sides must be equivalent: they create the same number of objects of their own
    /// (objects of the VIPER module, such as `ModuleAssembly`'s `WeakReference` cells, are
    /// the cost being measured; objects the dependency already reaches are shared, not
    /// built), and everything they create is deallocated when the module is released.
    /// Otherwise the benchmark is refused and the run stops with the reason.
    ///
    /// - Parameters:
    ///   - suite: The suite, such as `forecast-list`.
    ///   - type: The screen type.
    ///   - dependency: What the screen needs; shared by every build.
    ///   - handWired: Builds the same module by hand from the same dependency.
    @inlinable
    @MainActor
    public mutating func addAssembly<Screen: DependencyInjectable, HandWired>(
        _ suite: String, _ type: Screen.Type, dependency: Screen.Dependency,
        handWired: @escaping @MainActor (Screen.Dependency) -> HandWired
    ) {
        // NB: inlinable so `make(withDependency:)` is specialised in the caller, as the
        // app calls it, not called through this module's unspecialised generic code.
        addAssembly(
            suite, "make-withDependency", dependency: dependency,
            build: { Screen.make(withDependency: $0) }, handWired: handWired)
    }

    /// Benchmarks any module build, such as a `ModuleAssembly.assemble` call, against a
    /// hand-wired closure, after checking that both build the same module.
    ///
    /// Registers `suite/hand-wired` (the baseline) and `suite/name`. The equivalence
    /// check is the one ``addAssembly(_:_:dependency:handWired:)`` describes.
    ///
    /// - Parameters:
    ///   - suite: The suite, such as `forecast-list`.
    ///   - name: The candidate's case name, such as `ModuleAssembly`.
    ///   - dependency: The input both sides build from; what it reaches is shared.
    ///   - build: Builds the module the way the app does.
    ///   - handWired: Builds the same module by hand.
    @MainActor
    public mutating func addAssembly<Dependency, Module, HandWired>(
        _ suite: String, _ name: String, dependency: Dependency,
        build: @escaping @MainActor (Dependency) -> Module,
        handWired: @escaping @MainActor (Dependency) -> HandWired
    ) {
        let shared = ModuleCensus.objects(reachableFrom: dependency)
        if let problem = ModuleComparison.problem(
            .init(name, shared: shared) { build(dependency) },
            .init("hand-wired", shared: shared) { handWired(dependency) })
        {
            refuse(suite, name, problem)
            return
        }
        add(suite, "hand-wired") { iterations in
            let input = opaque(dependency)
            for _ in 0..<iterations { blackHole(handWired(input)) }
        }
        add(suite, name, baseline: "hand-wired") { iterations in
            let input = opaque(dependency)
            for _ in 0..<iterations { blackHole(build(input)) }
        }
    }
}
