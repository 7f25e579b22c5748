import XCTest

@testable import VIPERTesting

/// `RefusalMonitor` under XCTest: an unexpected refusal fails the running test case
/// through `XCTFail`, at the line that created the monitor.
///
/// NB: the methods are `@MainActor async`: synchronous `@MainActor` test methods crash
/// XCTest's test discovery on Linux.
final class RefusalMonitorXCTests: FailureCapturingTestCase {
    @MainActor
    func testAnUnexpectedRefusalFailsTheTestCase() async throws {
        let navigator = Navigator()
        try navigator.push(.screen(HomeScreen.self, input: ()))
        expectFailure(containing: "did not expect: pop() refused", atLine: #line + 1) {
            let monitor = RefusalMonitor(navigator)
            _ = try? navigator.pop()
            XCTAssertEqual(monitor.refusals.count, 1)
        }
    }

    @MainActor
    func testAnExpectedRefusalPasses() async throws {
        let navigator = Navigator()
        try navigator.push(.screen(HomeScreen.self, input: ()))
        let monitor = RefusalMonitor(navigator)
        XCTAssertTrue(monitor.expectRefusal(.emptyStack) { _ = try? navigator.pop() })
        expectFailure(containing: "but it refused none") {
            monitor.expectRefusal {
                _ = try? navigator.push(.screen(ItemScreen.self, dependency: 1))
            }
        }
    }
}
