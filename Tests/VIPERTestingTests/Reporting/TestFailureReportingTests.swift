import Foundation
import Testing

@testable import VIPERTesting

@Suite struct TestFailureReportingTests {
    @Test func swiftTestingIsTheFrameworkInsideATest() {
        #expect(TestFramework.current == .swiftTesting)
    }

    @Test func reportedFailurePointsAtTheCallerLine() {
        expectIssue(containing: "boom", atLine: #line + 1) {
            reportTestFailure("boom")
        }
    }

    @Test func backgroundFailureIsReportedAtTheNextAssertion() async {
        let log = CallLog()
        await raiseOnDetachedThread {
            log.context.report("late failure", at: here())
        }
        // NB: nothing is recorded until the test asserts through the module again.
        expectIssue(containing: "late failure") {
            log.assertCalls([])
        }
    }

    @Test func backgroundFailureIsReportedWhenTheTestsLastDoubleGoesAway() async {
        var log: CallLog? = CallLog()
        await raiseOnDetachedThread { [weak log] in
            log?.context.report("orphaned failure", at: here())
        }
        expectIssue(containing: "orphaned failure") {
            log = nil
        }
    }

    @Test func traitRecordsBackgroundFailuresWhenTheTestBodyEnds() async throws {
        let test = try #require(Test.current)
        let log = CallLog()
        await expectIssue(containing: "background failure") {
            try? await BackgroundFailuresTrait().provideScope(for: test, testCase: nil) {
                await raiseOnDetachedThread {
                    log.context.report("background failure", at: here())
                }
            }
        }
    }

    @Test(.reportsBackgroundFailures) func traitPassesWhenNothingFailed() {
        #expect(CallLog().assertCalls([]))
    }

    @Test func passingAssertionRecordsNothing() {
        let log = CallLog()
        log.record("view.show")
        #expect(log.assertCalls(["view.show()"]))
    }
}

// MARK: - Fixtures

func here(line: UInt = #line) -> TestLocation {
    TestLocation(fileID: #fileID, filePath: #filePath, line: line, column: 1)
}

/// Runs `body` on a new thread, where `Test.current` is `nil`, and waits for it.
func raiseOnDetachedThread(_ body: @escaping @Sendable () -> Void) async {
    await withCheckedContinuation { (continuation: CheckedContinuation<Void, Never>) in
        Thread.detachNewThread {
            body()
            continuation.resume()
        }
    }
}
