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

    @MainActor @Test func backgroundFailureIsReportedAtTheNextNavigatorAssertionThatHolds() async {
        let log = CallLog()
        await raiseOnDetachedThread {
            log.context.report("late failure", at: here())
        }
        // NB: the navigator's assertions record parked failures when they conclude, also
        // when they hold.
        expectIssue(containing: "late failure") {
            #expect(Navigator().assertStack([]))
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

    @Test(arguments: 0..<4)
    func backgroundFailureIsReportedInItsOwnParameterisedCase(_ index: Int) async {
        let log = CallLog()
        await raiseOnDetachedThread {
            log.context.report("failure of case \(index)", at: here())
        }
        // NB: let every case park its failure before any case asserts, so a failure parked
        // under the wrong key would reach another case's assertion.
        await CaseBarrier.shared.arrive(expecting: 4)
        expectIssue(containing: "failure of case \(index)") {
            log.assertCalls([])
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

/// Lets the cases of one parameterised test meet before going on, so what they do after
/// it overlaps. Gives up after two seconds, when the cases run one at a time.
actor CaseBarrier {
    static let shared = CaseBarrier()

    private var arrived = 0
    private var waiting: [CheckedContinuation<Void, Never>] = []

    func arrive(expecting count: Int) async {
        arrived += 1
        if arrived >= count {
            for waiter in waiting { waiter.resume() }
            waiting = []
            return
        }
        let timeout = Task {
            try? await Task.sleep(nanoseconds: 2_000_000_000)
            self.releaseAll()
        }
        await withCheckedContinuation { waiting.append($0) }
        timeout.cancel()
    }

    private func releaseAll() {
        for waiter in waiting { waiter.resume() }
        waiting = []
    }
}
