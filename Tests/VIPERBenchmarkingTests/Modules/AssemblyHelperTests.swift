import Testing
import VIPER

@testable import VIPERBenchmarking

@MainActor
@Suite struct AssemblyHelperTests {
    let services = Services(name: "shared")

    @Test func makeWithDependencyAgainstTheSameModuleByHandRegistersBothSides() throws {
        var registry = BenchmarkRegistry()
        registry.addAssembly("card", CardScreen.self, dependency: services) {
            CardWiring.byHand($0)
        }
        #expect(registry.refusals.isEmpty)
        #expect(registry.benchmarks.map(\.name) == ["card/hand-wired", "card/make-withDependency"])
        #expect(registry.benchmarks.map(\.baseline) == [nil, "card/hand-wired"])
        #expect(registry.validated().isEmpty)
        for benchmark in registry.benchmarks {
            #expect(BatchTimer.time(benchmark.body, iterations: 3) > 0)
        }
    }

    @Test func aModuleAssemblyBuildMatchesAHandWiredCopyWithItsOwnTypes() {
        var registry = BenchmarkRegistry()
        registry.addAssembly(
            "card", "ModuleAssembly", dependency: services,
            build: { CardWiring.throughModuleAssembly($0) },
            handWired: { CardWiring.byHand($0) })
        #expect(registry.refusals.isEmpty, "WeakReference cells are the library's cost")
        #expect(registry.benchmarks.map(\.name) == ["card/hand-wired", "card/ModuleAssembly"])
    }

    @Test func aBaselineThatBuildsFewerPartsIsRefused() throws {
        var registry = BenchmarkRegistry()
        registry.addAssembly("card", CardScreen.self, dependency: services) {
            CardWiring.withoutRouter($0)
        }
        #expect(registry.benchmarks.isEmpty)
        let refusal = try #require(registry.refusals.first)
        #expect(refusal.name == "card/make-withDependency")
        #expect(
            refusal.reason.hasPrefix(
                "the two sides build different modules: make-withDependency creates 4 objects "
                    + "of its own ("))
        #expect(refusal.reason.contains("hand-wired creates 3 ("))
        #expect(refusal.reason.contains("VIPERBenchmarkingTests.CardRouter ×1"))
        #expect(refusal.reason.hasSuffix("a baseline must build the same parts"))
    }

    @Test func aSideThatLeaksItsModuleIsRefused() throws {
        var registry = BenchmarkRegistry()
        registry.addAssembly(
            "card", "leaky", dependency: services, build: { CardWiring.leaking($0) },
            handWired: { CardWiring.byHand($0) })
        let refusal = try #require(registry.refusals.first)
        #expect(refusal.reason.hasPrefix("the leaky module is not released: "))
        #expect(refusal.reason.contains("VIPERBenchmarkingTests.LeakingCard"))
        #expect(!refusal.reason.contains("Services"), "shared services are not the module's")
    }

    @Test func objectsTheDependencyReachesAreSharedNotBuilt() throws {
        var registry = BenchmarkRegistry()
        registry.addAssembly("card", CardScreen.self, dependency: services) {
            CardWiring.withOwnServices($0)
        }
        let refusal = try #require(registry.refusals.first)
        #expect(refusal.reason.contains("hand-wired creates 5 ("))
        #expect(refusal.reason.contains("VIPERBenchmarkingTests.Services ×1"))
    }

    @Test func aRefusalStopsTheCommandWithTheReason() {
        var registry = BenchmarkRegistry()
        registry.addAssembly("card", CardScreen.self, dependency: services) {
            CardWiring.withoutRouter($0)
        }
        let recorder = OutputRecorder()
        #expect(
            BenchmarkCommand.run(
                ["--quick"], registry: registry, program: "B", output: recorder.output)
                == 2)
        #expect(
            recorder.errors.first?.hasPrefix("error: refused card/make-withDependency: ") == true)
    }

    @Test func theCensusCountsOwnAndLibraryObjectsApartAndSeesThemGo() {
        let census = ModuleCensus(
            of: CardWiring.throughModuleAssembly(services),
            excluding: ModuleCensus.objects(reachableFrom: services))
        #expect(census.ownObjectCount == 4)
        #expect(census.libraryObjects.values.reduce(0, +) == 2)
        #expect(census.survivors().isEmpty)
        #expect(!census.isTruncated)
    }

    @Test func aLongChainIsWalkedWithoutRecursionAndAnOversizedOneIsCutShort() {
        let chain = Chain(length: 30_000)
        defer { chain.release() }
        let census = ModuleCensus(of: chain.head)
        #expect(census.ownObjectCount == 30_000)
        #expect(!census.isTruncated)

        let cut = ModuleCensus(of: chain.head, limit: 1_000)
        #expect(cut.isTruncated)
        #expect(cut.ownObjectCount == 500)
    }

    @Test func aModuleTooLargeToCompareIsRefused() throws {
        let huge = Chain(length: 60_000)
        defer { huge.release() }
        var registry = BenchmarkRegistry()
        registry.addAssembly(
            "chain", "huge", dependency: (), build: { huge.head },
            handWired: { CardWiring.byHand(Services(name: "")) })
        let refusal = try #require(registry.refusals.first)
        #expect(
            refusal.reason == "the huge module reaches more than 100000 values, too many to compare"
        )
    }
}

// MARK: - Fixtures

/// A singly linked list of objects, for the census's limits.
private struct Chain {
    final class Link {
        var next: Link?
    }

    let head = Link()

    init(length: Int) {
        var tail = head
        for _ in 1..<length {
            let link = Link()
            tail.next = link
            tail = link
        }
    }

    /// Breaks the chain link by link: releasing it from the head would recurse.
    func release() {
        var current = head.next
        head.next = nil
        while let link = current {
            current = link.next
            link.next = nil
        }
    }
}
