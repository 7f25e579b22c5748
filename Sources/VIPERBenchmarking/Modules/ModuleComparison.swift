/// Whether two builds made the same module, and if not, what differs.
///
/// "The same module", for the VIPER-aware helpers, means:
/// 1. both sides create the same number of objects of their own (outside the VIPER
///    module and outside what the shared input already reached), and
/// 2. nothing either side created outlives the module once it is released.
///
/// Class names may differ (a hand-wired copy of a module often has its own types), but a
/// baseline that builds fewer parts, or a side that leaks its module, measures something
/// else and is refused.
struct ModuleComparison {
    /// What one side built, and what of it survived its release.
    struct Side {
        /// The side's name in messages, such as `hand-wired`.
        var name: String
        /// What the build created.
        var census: ModuleCensus
        /// The types of created objects still alive after the module was released.
        var survivors: [String]

        /// Describes a side whose module was counted and released elsewhere.
        init(_ name: String, census: ModuleCensus, survivors: [String]) {
            self.name = name
            self.census = census
            self.survivors = survivors
        }

        /// Builds once with `build`, counts what it created beyond `shared`, releases it
        /// and notes what survived.
        @MainActor
        init(_ name: String, shared: Set<ObjectIdentifier>, build: () -> Any) {
            self.name = name
            census = Self.census(shared: shared, build: build)
            survivors = census.survivorsAfterSettling()
        }

        @MainActor
        private static func census(shared: Set<ObjectIdentifier>, build: () -> Any)
            -> ModuleCensus
        {
            // NB: the module lives only inside this function, so it is released when
            // the function returns and the census's weak references show what leaked.
            let module = build()
            return ModuleCensus(of: module, excluding: shared)
        }
    }

    /// Why `candidate` and `baseline` are not equivalent, or `nil` when they are.
    static func problem(_ candidate: Side, _ baseline: Side) -> String? {
        for side in [candidate, baseline] where side.census.isTruncated {
            return "the \(side.name) module reaches more than \(ModuleCensus.valueLimit) "
                + "values, too many to compare"
        }
        if candidate.census.ownObjectCount != baseline.census.ownObjectCount {
            return "the two sides build different modules: \(candidate.name) creates "
                + "\(candidate.census.ownObjectCount) objects of its own "
                + "(\(candidate.census.ownObjectList)), \(baseline.name) creates "
                + "\(baseline.census.ownObjectCount) (\(baseline.census.ownObjectList)); "
                + "a baseline must build the same parts"
        }
        for side in [candidate, baseline] where !side.survivors.isEmpty {
            return "the \(side.name) module is not released: "
                + side.survivors.joined(separator: ", ")
                + " still alive \(ModuleCensus.settlingSeconds.fixed(0)) s after it was "
                + "released (a strong back reference, or work it started that still holds "
                + "it), so it would not pay for its deallocation"
        }
        return nil
    }
}
