import Testing
import VIPERTesting

@Suite struct LeakTrackerTests {
    @Test func passesWhenEveryTrackedObjectIsDeallocated() {
        let leaks = LeakTracker()
        do {
            let module = Module.assemble(leaking: false)
            leaks.track(module.view, module.presenter)
        }
        #expect(leaks.assertAllDeallocated())
    }

    @Test func failsNamingTheObjectAReferenceCycleKeepsAlive() {
        let leaks = LeakTracker()
        var module: Module? = Module.assemble(leaking: true)
        if let module { leaks.track(module.view, module.presenter) }
        module = nil
        #expect(leaks.survivors.map { $0.split(separator: ".").last } == ["View", "Presenter"])
        expectIssue(containing: "was not deallocated", atLine: #line - 3) {
            leaks.assertAllDeallocated()
        }
        #expect(leaks.survivors.isEmpty)
    }

    @Test func scopePassesWhenItsObjectsAreGone() {
        withLeakTracking { leaks in
            let module = Module.assemble(leaking: false)
            leaks.track(module.view, module.presenter)
        }
    }

    @Test func scopeFailsWhenAnObjectOutlivesIt() async {
        await expectIssue(containing: "View was not deallocated") {
            await withLeakTracking { leaks in
                let module = Module.assemble(leaking: true)
                leaks.track(module.view)
                await Task.yield()
            }
        }
    }

    @Test(.checksForLeaks) func traitPassesWhenTrackedObjectsAreGoneByTheEnd() {
        let module = Module.assemble(leaking: false)
        trackForLeaks(module.view, module.presenter)
    }

    @Test func traitFailsWhenATrackedObjectOutlivesTheTest() async throws {
        let test = try #require(Test.current)
        let trait: LeakTrackingTrait = .checksForLeaks
        await expectIssue(containing: "was not deallocated", atLine: #line + 3) {
            try? await trait.provideScope(for: test, testCase: nil) {
                let module = Module.assemble(leaking: true)
                trackForLeaks(module.view, module.presenter)
            }
        }
    }

    @Test func trackingWithoutTheTraitFailsAndExplains() {
        expectIssue(containing: "needs the .checksForLeaks trait", atLine: #line + 1) {
            trackForLeaks(Module.assemble(leaking: false).view)
        }
    }
}

// MARK: - Fixtures

extension LeakTrackerTests {
    final class View {
        var presenter: Presenter?
    }

    final class Presenter {
        weak var weakView: View?
        var strongView: View?
    }

    struct Module {
        let view: View
        let presenter: Presenter

        /// Wires a view and presenter; `leaking` makes the presenter's back reference strong.
        static func assemble(leaking: Bool) -> Module {
            let view = View()
            let presenter = Presenter()
            view.presenter = presenter
            if leaking { presenter.strongView = view } else { presenter.weakView = view }
            return Module(view: view, presenter: presenter)
        }
    }
}
