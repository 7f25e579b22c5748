import Foundation
import XCTest

@testable import VIPERTesting

final class CallLogXCTests: FailureCapturingTestCase {
    func testExactSequencePassesAndFailsWithADiff() {
        let log = CallLog()
        log.record("view.showLoading")
        log.record("view.showError", "offline")
        XCTAssertTrue(log.assertCalls(["view.showLoading", "view.showError(offline)"]))
        expectFailure(
            containing: "- view.showForecasts\n+ view.showError(offline)", atLine: #line + 2
        ) {
            log.assertCalls(["view.showLoading", "view.showForecasts"])
        }
    }

    func testNextCallsPassAndFail() {
        let log = CallLog()
        log.record("interactor.execute", "Tokyo")
        XCTAssertTrue(log.assertNextCalls(["interactor.execute"]))
        log.record("view.showForecasts", 1)
        expectFailure(containing: "+ view.showForecasts(1)") {
            log.assertNextCalls(["router.showDetail"])
        }
    }

    func testOrderPassesAndFails() {
        let log = CallLog()
        log.record("view.showForecasts", 1)
        log.record("router.showDetail", "Tokyo")
        XCTAssertTrue(log.assertOrder(["view", "router"]))
        expectFailure(containing: "found no `view`") {
            log.assertOrder(["router", "view"])
        }
    }

    func testCallCountPassesAndFails() {
        let log = CallLog()
        log.record("interactor.execute", "Tokyo")
        XCTAssertTrue(log.assertCalled("interactor.execute", times: 1))
        expectFailure(containing: "expected 0 call(s)") {
            log.assertCalled("interactor.execute", times: 0)
        }
    }

    func testUnverifiedCallsPassAndFail() {
        let log = CallLog()
        log.record("view.showLoading")
        expectFailure(containing: "never verified") {
            log.assertNoUnverifiedCalls()
        }
        log.skipUnverifiedCalls()
        XCTAssertTrue(log.assertNoUnverifiedCalls())
        expectFailure(containing: "never verified") {
            let exhaustive = CallLog(exhaustive: true)
            exhaustive.record("router.close")
        }
    }

    func testWaitPassesWhenCallsArriveAndTimesOutOtherwise() async {
        let log = CallLog()
        DispatchQueue.global().asyncAfter(deadline: .now() + 0.05) {
            log.record("view.showForecasts", 1)
        }
        let arrived = await log.wait(forCount: 1, matching: "view", timeout: 30)
        XCTAssertTrue(arrived)
        await expectFailure(containing: "timed out after 0.05 s waiting for 2 call(s)") {
            let second = await log.wait(forCount: 2, timeout: 0.05)
            XCTAssertFalse(second)
        }
    }
}
