import XCTest

@testable import VIPERTesting

final class LeakTrackerXCTests: FailureCapturingTestCase {
    private var expectsLeak = false

    override func tearDown() {
        // NB: tear-down blocks have run by now; check what they reported.
        if expectsLeak {
            check(stopCapturing(), "was not deallocated", nil, #filePath, #line)
        }
        super.tearDown()
    }

    func testTrackForLeaksPassesWhenTheModuleIsReleased() {
        let module = LeakTrackerTests.Module.assemble(leaking: false)
        trackForLeaks(module.view, module.presenter)
    }

    func testTrackForLeaksFailsAtTearDownWhenACycleRemains() {
        expectsLeak = true
        startCapturing()
        let module = LeakTrackerTests.Module.assemble(leaking: true)
        trackForLeaks(module.view, module.presenter)
    }

    func testTrackerPassesAndFails() {
        let leaks = LeakTracker()
        do {
            let module = LeakTrackerTests.Module.assemble(leaking: false)
            leaks.track(module.view, module.presenter)
        }
        XCTAssertTrue(leaks.assertAllDeallocated())
        expectFailure(containing: "View was not deallocated") {
            withLeakTracking { leaks in
                leaks.track(LeakTrackerTests.Module.assemble(leaking: true).view)
            }
        }
    }
}
