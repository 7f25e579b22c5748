import Foundation
import XCTest

@testable import VIPERTesting

final class UseCaseStubXCTests: FailureCapturingTestCase {
    func testImmediateStubCompletesBeforeExecuteReturns() {
        let stub = UseCaseStub<String, Int, TestError>(returning: 21)
        let received = Box<Result<Int, TestError>?>(nil)
        stub.execute("Tokyo") { received.set($0) }
        XCTAssertEqual(received.value, .success(21))
        XCTAssertEqual(stub.executeCount, 1)
    }

    @MainActor
    func testImmediateStubDeliversOnTheMainActorSynchronously() {
        let stub = UseCaseStub<String, Int, TestError>(failingWith: .offline)
        var received: Result<Int, TestError>?
        stub.executeOnMainActor("Tokyo") { received = $0 }
        XCTAssertEqual(received, .failure(.offline))
    }

    func testDeferredStubCompletesByIndexAndRefusesMisuse() {
        let stub = UseCaseStub<String, Int, TestError>(.deferred)
        let received = Box<[Int]>([])
        stub.execute("a") { result in received.mutate { $0.append((try? result.get()) ?? -1) } }
        stub.execute("b") { result in received.mutate { $0.append((try? result.get()) ?? -1) } }
        XCTAssertTrue(stub.complete(at: 1, with: .success(2)))
        XCTAssertTrue(stub.complete(with: .success(1)))
        XCTAssertEqual(received.value, [2, 1])
        expectFailure(containing: "found no pending execution", atLine: #line + 1) {
            stub.complete(with: .success(3))
        }
        expectFailure(containing: "there is no execution #9") {
            stub.complete(at: 9, with: .success(3))
        }
    }

    func testPendingExecutionsPassAndFail() {
        let stub = UseCaseStub<String, Int, TestError>(.deferred)
        XCTAssertTrue(stub.assertNoPendingExecutions())
        stub.execute("Tokyo", completion: nil)
        expectFailure(containing: "still pending: #0") {
            stub.assertNoPendingExecutions()
        }
    }

    func testExhaustedQueueFails() {
        let stub = UseCaseStub<Void, Int, TestError>(.queue([.success(1)]))
        stub.execute(completion: nil)
        expectFailure(containing: "found no queued result") {
            stub.execute(completion: nil)
        }
    }

    func testNeverStubRefusesToBeCompleted() {
        let stub = UseCaseStub<Void, Int, TestError>(.never)
        stub.execute(completion: nil)
        expectFailure(containing: "behavior .never") {
            stub.complete(at: 0, with: .success(1))
        }
    }

    func testCompletionNeverRunsAfterCancel() {
        let stub = UseCaseStub<String, Int, TestError>(.deferred)
        let received = Box<Result<Int, TestError>?>(nil)
        stub.execute("Tokyo") { received.set($0) }
        stub.cancel()
        XCTAssertFalse(stub.complete(at: 0, with: .success(1)))
        XCTAssertNil(received.value)
        XCTAssertEqual(stub.cancelCount, 1)
    }

    func testAsyncExecutionResumesWhenCompletedAndWaitTimesOut() async throws {
        let stub = UseCaseStub<String, Int, TestError>(.deferred)
        async let value = stub.execute("Tokyo")
        let started = await stub.wait(forExecuteCount: 1, timeout: 30)
        XCTAssertTrue(started)
        stub.complete(with: .success(30))
        let result = try await value
        XCTAssertEqual(result, 30)
        await expectFailure(containing: "waiting for 2 execution(s)") {
            await stub.wait(forExecuteCount: 2, timeout: 0.05)
        }
    }
}
