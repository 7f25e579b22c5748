import Foundation
import XCTest

@testable import VIPERTesting

final class TestFailureReportingXCTests: FailureCapturingTestCase {
    func testXCTestIsTheFrameworkOutsideSwiftTesting() {
        XCTAssertEqual(TestFramework.current, .xcTest)
    }

    func testReportedFailurePointsAtTheCallerLine() {
        expectFailure(containing: "boom", atLine: #line + 1) {
            reportTestFailure("boom")
        }
    }

    func testBackgroundFailureFailsTheRunningTest() {
        let log = CallLog()
        expectFailure(containing: "from another thread") {
            let done = expectation(description: "reported")
            Thread.detachNewThread {
                log.context.report("from another thread", at: here())
                done.fulfill()
            }
            wait(for: [done], timeout: 30)
        }
    }
}
