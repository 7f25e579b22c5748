import Testing

@testable import VIPERBenchmarking

@Suite struct RegistryTests {
    @Test func namesAreSuiteSlashCaseAndBaselinesAreInTheSameSuite() throws {
        var registry = BenchmarkRegistry()
        registry.add("s", "base") { _ in }
        registry.addAsync("s", "x", baseline: "base") { _ in }
        let candidate = try #require(registry.benchmark(named: "s/x"))
        #expect(candidate.suite == "s")
        #expect(candidate.baseline == "s/base")
        #expect(candidate.isAsync)
        #expect(registry.benchmark(named: "s/base")?.isAsync == false)
        #expect(registry.benchmark(named: "x") == nil)
    }

    @Test func aSelectedBenchmarkBringsItsBaseline() {
        let selected = Self.registry().selecting { $0 == "s/y" }.map(\.name)
        #expect(selected == ["s/base", "s/y"])
    }

    @Test func aSelectedBaselineComesAlone() {
        #expect(Self.registry().selecting { $0 == "s/base" }.map(\.name) == ["s/base"])
    }

    @Test func benchmarksGroupUnderTheirBaseline() {
        let groups = BenchmarkRegistry.groups(of: Self.registry().benchmarks).map {
            $0.map(\.name)
        }
        #expect(groups == [["s/base", "s/x", "s/y"], ["t/alone"]])
    }

    @Test func aBaselineRegisteredAfterItsCandidatesStillLeadsItsGroup() {
        var registry = BenchmarkRegistry()
        registry.add("s", "x", baseline: "base") { _ in }
        registry.add("s", "base") { _ in }
        registry.add("s", "y", baseline: "base") { _ in }
        let groups = BenchmarkRegistry.groups(of: registry.benchmarks).map { $0.map(\.name) }
        #expect(groups == [["s/base", "s/x", "s/y"]])
    }

    @Test func everyRoundTimesEveryMemberOnceAndRotatesWhoGoesFirst() {
        #expect(BenchmarkRunner.order(ofRound: 0, members: 3) == [0, 1, 2])
        #expect(BenchmarkRunner.order(ofRound: 1, members: 3) == [1, 2, 0])
        #expect(BenchmarkRunner.order(ofRound: 2, members: 3) == [2, 0, 1])
        #expect(BenchmarkRunner.order(ofRound: 3, members: 3) == [0, 1, 2])
        #expect(BenchmarkRunner.order(ofRound: 5, members: 1) == [0])
    }

    @Test func aRegistryThatCanRunValidatesClean() {
        #expect(Self.registry().validated().isEmpty)
    }

    @Test func aDuplicateNameIsRefused() {
        var registry = Self.registry()
        registry.add("s", "x", baseline: "base") { _ in }
        #expect(registry.validated() == [BenchmarkRefusal(name: "s/x", reason: "registered twice")])
    }

    @Test func aBaselineThatIsNotRegisteredIsRefused() {
        var registry = BenchmarkRegistry()
        registry.add("s", "x", baseline: "missing") { _ in }
        #expect(
            registry.validated() == [
                BenchmarkRefusal(name: "s/x", reason: "its baseline s/missing is not registered")
            ])
    }

    @Test func aBaselineWithABaselineOfItsOwnIsRefused() {
        var registry = Self.registry()
        registry.add("s", "z", baseline: "x") { _ in }
        let refusals = registry.validated()
        #expect(refusals.map(\.name) == ["s/z"])
        #expect(refusals.first?.reason.contains("name s/base as the baseline") == true)
    }

    static func registry() -> BenchmarkRegistry {
        var registry = BenchmarkRegistry()
        registry.add("s", "base") { _ in }
        registry.add("s", "x", baseline: "base") { _ in }
        registry.add("s", "y", baseline: "base") { _ in }
        registry.add("t", "alone") { _ in }
        return registry
    }
}
