import Foundation
import Testing
import VIPERTesting

@Suite struct CallLogTests {
    @Test func recordsOneLinePerCallWithDescribedArguments() {
        let log = CallLog()
        log.record("view.showLoading")
        log.record("router.showDetail", "Tokyo", 3)
        log.record(line: "view.close(animated: true)")
        #expect(
            log.calls.map(\.description) == [
                "view.showLoading()", "router.showDetail(Tokyo, 3)", "view.close(animated: true)",
            ])
        #expect(log.calls[1].name == "router.showDetail")
        #expect(log.calls[1].arguments == ["Tokyo", "3"])
    }

    @Test func patternsMatchWholeLinesNamesAndReceivers() {
        let call = RecordedCall("view.showForecasts", arguments: ["[21]"])
        #expect(call.matches("view.showForecasts([21])"))
        #expect(call.matches("view.showForecasts"))
        #expect(call.matches("view"))
        #expect(!call.matches("vie"))
        #expect(!call.matches("view.show"))
        #expect(!call.matches("view.showForecasts([22])"))
    }

    @Test func exactSequencePassesWhenItHolds() {
        let log = CallLog()
        log.record("view.showLoading")
        log.record("interactor.execute", "Tokyo")
        #expect(log.assertCalls(["view.showLoading", "interactor.execute(Tokyo)"]))
    }

    @Test func exactSequenceFailsWithADiff() {
        let log = CallLog()
        log.record("view.showLoading")
        log.record("view.showError", "offline")
        expectIssue(
            containing: "- view.showForecasts\n+ view.showError(offline)", atLine: #line + 2
        ) {
            log.assertCalls(["view.showLoading", "view.showForecasts"])
        }
        expectIssue(containing: "+ view.showError(offline)") {
            log.assertCalls(["view.showLoading"])
        }
        expectIssue(containing: "- view.hide") {
            log.assertCalls(["view.showLoading", "view.showError", "view.hide"])
        }
    }

    @Test func nextCallsStepThroughTheLog() {
        let log = CallLog()
        log.record("interactor.execute", "Tokyo")
        #expect(log.assertNextCalls(["interactor.execute(Tokyo)"]))
        log.record("view.showForecasts", 1)
        log.record("view.hideLoading")
        #expect(log.assertNextCalls(["view.showForecasts"]))
        expectIssue(containing: "+ view.hideLoading()") {
            log.assertNextCalls(["router.showDetail"])
        }
        #expect(log.assertNextCalls(["view.hideLoading"]))
        #expect(log.assertNoUnverifiedCalls())
    }

    @Test func orderAcrossDoublesPassesWithOtherCallsInBetween() {
        let log = CallLog()
        log.record("view.showLoading")
        log.record("interactor.execute", "Tokyo")
        log.record("view.showForecasts", 2)
        log.record("router.showDetail", "Tokyo")
        #expect(log.assertOrder(["view.showLoading", "view.showForecasts", "router"]))
    }

    @Test func orderFailsWhenCallsAreSwapped() {
        let log = CallLog()
        log.record("router.showDetail", "Tokyo")
        log.record("view.showForecasts", 2)
        expectIssue(containing: "found no `router`", atLine: #line + 1) {
            log.assertOrder(["view.showForecasts", "router"])
        }
    }

    @Test func orderMatchesEachRecordedCallToAtMostOnePattern() {
        let log = CallLog()
        log.record("view.showLoading")
        log.record("view.showForecasts", 2)
        expectIssue(containing: "found no `view.showLoading`", atLine: #line + 1) {
            log.assertOrder(["view.showLoading", "view.showLoading"])
        }
        log.record("view.showLoading")
        #expect(log.assertOrder(["view.showLoading", "view.showLoading"]))
    }

    @Test func callCountPassesAndFails() {
        let log = CallLog()
        log.record("interactor.execute", "Tokyo")
        #expect(log.assertCalled("interactor.execute"))
        #expect(log.calls(matching: "interactor").count == 1)
        expectIssue(containing: "expected 2 call(s) matching `interactor.execute`, received 1") {
            log.assertCalled("interactor.execute", times: 2)
        }
    }

    @Test func unverifiedCallsFailOnlyWhenLeft() {
        let log = CallLog()
        log.record("view.showLoading")
        log.record("view.showForecasts", 1)
        log.assertCalled("view.showLoading")
        expectIssue(containing: "1 call(s) were never verified:\n  view.showForecasts(1)") {
            log.assertNoUnverifiedCalls()
        }
        log.assertCalled("view.showForecasts")
        #expect(log.assertNoUnverifiedCalls())
    }

    @Test func skippedCallsCountAsVerified() {
        let log = CallLog()
        log.record("view.showLoading")
        log.skipUnverifiedCalls()
        log.record("view.showForecasts", 1)
        expectIssue(containing: "+ view.showForecasts(1)") {
            log.assertNextCalls(["view.showLoading"])
        }
        #expect(log.assertNextCalls(["view.showForecasts"]))
        #expect(log.assertNoUnverifiedCalls())
    }

    @Test func exhaustiveLogFailsAtDeinitWithUnverifiedCalls() {
        expectIssue(containing: "were never verified") {
            let log = CallLog(exhaustive: true)
            log.record("router.showDetail", "Tokyo")
        }
    }

    @Test func exhaustiveLogPassesWhenEverythingWasVerified() {
        let log = CallLog(exhaustive: true)
        log.record("router.showDetail", "Tokyo")
        log.assertCalls(["router.showDetail(Tokyo)"])
    }

    @Test func waitResumesWhenCallsArriveFromAnotherThread() async {
        let log = CallLog()
        DispatchQueue.global().asyncAfter(deadline: .now() + 0.05) {
            log.record("interactor.execute", "Tokyo")
            log.record("view.showForecasts", 1)
        }
        #expect(await log.wait(forCount: 1, matching: "view", timeout: 30))
        log.assertCalls(["interactor.execute", "view.showForecasts"])
    }

    @Test func waitReturnsAtOnceWhenCallsAreAlreadyThere() async {
        let log = CallLog()
        log.record("view.showLoading")
        #expect(await log.wait(forCount: 1, timeout: 0))
    }

    @Test func waitTimesOutWithWhatWasReceived() async {
        let log = CallLog()
        log.record("view.showLoading")
        var arrived = true
        await expectIssue(containing: "received 0:\n  view.showLoading()", atLine: #line + 1) {
            arrived = await log.wait(forCount: 1, matching: "view.showForecasts", timeout: 0.05)
        }
        #expect(arrived == false)
    }

    @Test func aTimedOutWaitReportsTheCallsReceivedWhenTheDeadlinePassed() async {
        guard #available(macOS 15.0, iOS 18.0, tvOS 18.0, watchOS 11.0, *) else { return }
        let log = CallLog()
        let executor = SerialTaskExecutor()
        await expectIssue(containing: "waiting for 1 call(s); received 0:") {
            let waiter = Task(executorPreference: executor) {
                // NB: runs once the waiter is registered, holds the executor until the
                // timer resumed it, then records the call before the waiter's message.
                executor.queue.async {
                    executor.waitForJobs(2)
                    log.record("view.showForecasts")
                }
                return await log.wait(forCount: 1, timeout: 0.1)
            }
            #expect(await waiter.value == false)
        }
        #expect(log.calls.count == 1)
    }

    @Test func waitEndsQuietlyWhenTheTaskIsCancelled() async {
        let log = CallLog()
        let waiter = Task { await log.wait(forCount: 1, timeout: 60) }
        waiter.cancel()
        #expect(await waiter.value == false)
    }

    @Test func recordingUnderConcurrencyKeepsEveryCall() async {
        let log = CallLog()
        await withTaskGroup(of: Void.self) { group in
            for task in 0..<8 {
                group.addTask {
                    for index in 0..<250 { log.record("spy.call", task, index) }
                }
            }
        }
        #expect(log.calls.count == 2_000)
        for task in 0..<8 {
            let indices = log.calls(matching: "spy.call").filter { $0.arguments[0] == "\(task)" }
            #expect(indices.map { $0.arguments[1] } == (0..<250).map(String.init))
        }
    }
}
