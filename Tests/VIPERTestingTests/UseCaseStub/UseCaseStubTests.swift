import Foundation
import Testing
import VIPERTesting

@Suite struct UseCaseStubTests {
    @Test func immediateStubCompletesBeforeExecuteReturns() {
        let stub = UseCaseStub<String, Int, TestError>(returning: 21)
        let received = Box<Result<Int, TestError>?>(nil)
        stub.execute("Tokyo") { received.set($0) }
        #expect(received.value == .success(21))
        #expect(stub.executions.map(\.status) == [.completed])
    }

    @Test @MainActor func immediateStubDeliversOnTheMainActorSynchronously() {
        let stub = UseCaseStub<String, Int, TestError>(failingWith: .offline)
        var received: Result<Int, TestError>?
        stub.executeOnMainActor("Tokyo") { received = $0 }
        #expect(received == .failure(.offline))
    }

    @Test func immediateStubAnswersTheAsyncRequirement() async throws {
        let stub = UseCaseStub<String, Int, TestError>(returning: 7)
        #expect(try await stub.execute("Tokyo") == 7)
        stub.behavior = .immediate(.failure(.offline))
        await #expect(throws: TestError.offline) { try await stub.execute("Osaka") }
        #expect(stub.parameters == ["Tokyo", "Osaka"])
    }

    @Test func queueHandsOutResultsInOrder() {
        let stub = UseCaseStub<Void, Int, TestError>(.queue([.success(1), .failure(.offline)]))
        let received = Box<[Result<Int, TestError>]>([])
        stub.execute { result in received.mutate { $0.append(result) } }
        stub.execute { result in received.mutate { $0.append(result) } }
        #expect(received.value == [.success(1), .failure(.offline)])
    }

    @Test func exhaustedQueueFailsAndLeavesTheExecutionPending() {
        let stub = UseCaseStub<Void, Int, TestError>(.queue([]))
        let received = Box<Result<Int, TestError>?>(nil)
        expectIssue(containing: "found no queued result", atLine: #line - 2) {
            stub.execute { received.set($0) }
        }
        #expect(stub.pendingCount == 1)
        #expect(stub.complete(with: .success(3)))
        #expect(received.value == .success(3))
    }

    @Test func deferredStubWaitsUntilTheTestCompletesIt() {
        let stub = UseCaseStub<String, Int, TestError>(.deferred)
        let received = Box<[Int]>([])
        stub.execute("a") { result in received.mutate { $0.append(try! result.get()) } }
        stub.execute("b") { result in received.mutate { $0.append(try! result.get()) } }
        #expect(received.value == [])
        #expect(stub.pendingCount == 2)
        #expect(stub.complete(at: 1, with: .success(2)))
        #expect(stub.complete(with: .success(1)))
        #expect(received.value == [2, 1])
        #expect(stub.pendingCount == 0)
    }

    @Test func pendingExecutionsFailOnlyWhileLeft() {
        let stub = UseCaseStub<String, Int, TestError>(.deferred)
        #expect(stub.assertNoPendingExecutions())
        stub.execute("Tokyo", completion: nil)
        expectIssue(containing: "1 execution(s) still pending: #0", atLine: #line + 1) {
            stub.assertNoPendingExecutions()
        }
        stub.complete(with: .success(1))
        #expect(stub.assertNoPendingExecutions())
    }

    @Test func completeAllDeliversEveryPendingExecution() {
        let stub = UseCaseStub<String, Int, TestError>(.deferred)
        let count = Box(0)
        for city in ["a", "b", "c"] { stub.execute(city) { _ in count.mutate { $0 += 1 } } }
        #expect(stub.completeAll(with: .success(0)) == 3)
        #expect(count.value == 3)
    }

    @Test func deferredAsyncExecutionResumesWhenCompleted() async throws {
        let stub = UseCaseStub<String, Int, TestError>(.deferred)
        async let value = stub.execute("Tokyo")
        await stub.wait(forExecuteCount: 1, timeout: 30)
        stub.complete(with: .success(30))
        #expect(try await value == 30)
    }

    @Test func neverStubDoesNotCompleteAndRefusesToBeCompleted() {
        let stub = UseCaseStub<String, Int, TestError>(.never)
        let received = Box<Result<Int, TestError>?>(nil)
        stub.execute("Tokyo") { received.set($0) }
        expectIssue(containing: "found no pending execution") {
            stub.complete(with: .success(1))
        }
        expectIssue(containing: "was started with behavior .never", atLine: #line + 1) {
            stub.complete(at: 0, with: .success(1))
        }
        #expect(received.value == nil)
        #expect(stub.executions.map(\.status) == [.pending])
    }

    @Test func handlerComputesEachResultFromItsParameters() {
        let stub = UseCaseStub<String, Int, TestError>(.handler { .success($0.count) })
        let received = Box<Result<Int, TestError>?>(nil)
        stub.execute("Osaka") { received.set($0) }
        #expect(received.value == .success(5))
    }

    @Test func recordsParametersExecuteCountAndCancelCount() {
        let stub = UseCaseStub<String, Int, TestError>(.deferred)
        stub.execute("Tokyo", completion: nil)
        stub.execute("Osaka", completion: nil)
        stub.cancel()
        stub.cancel()
        #expect(stub.parameters == ["Tokyo", "Osaka"])
        #expect(stub.parameters.last == "Osaka")
        #expect(stub.executeCount == 2)
        #expect(stub.cancelCount == 2)
        #expect(stub.executions.map(\.status) == [.cancelled, .cancelled])
    }

    @Test func completionNeverRunsAfterCancel() {
        let stub = UseCaseStub<String, Int, TestError>(.deferred)
        let received = Box<Result<Int, TestError>?>(nil)
        stub.execute("Tokyo") { received.set($0) }
        stub.cancel()
        #expect(stub.complete(at: 0, with: .success(1)) == false)
        #expect(received.value == nil)
    }

    @Test func completingTwiceOrAMissingExecutionFails() {
        let stub = UseCaseStub<String, Int, TestError>(.deferred)
        expectIssue(containing: "found no pending execution (no executions)") {
            stub.complete(with: .success(1))
        }
        stub.execute("Tokyo", completion: nil)
        stub.complete(with: .success(1))
        expectIssue(containing: "execution #0 is completed") {
            stub.complete(at: 0, with: .success(1))
        }
        expectIssue(containing: "there is no execution #4") {
            stub.complete(at: 4, with: .success(1))
        }
    }

    @Test func cancellingTheAwaitingTaskResumesItWithCancellationError() async {
        let stub = UseCaseStub<String, Int, TestError>(.never)
        let task = Task { try await stub.execute("Tokyo") }
        await stub.wait(forExecuteCount: 1, timeout: 30)
        task.cancel()
        await #expect(throws: CancellationError.self) { try await task.value }
        #expect(stub.executions.map(\.status) == [.cancelled])
        #expect(stub.cancelCount == 0)
    }

    @Test func cancellingTheStubResumesAwaitingCallers() async {
        let stub = UseCaseStub<String, Int, TestError>(.deferred)
        let task = Task { try await stub.execute("Tokyo") }
        await stub.wait(forExecuteCount: 1, timeout: 30)
        stub.cancel()
        await #expect(throws: CancellationError.self) { try await task.value }
    }

    @Test @MainActor func deferredMainActorCompletionFromAnotherThreadHopsToMain() async {
        let stub = UseCaseStub<String, Int, TestError>(.deferred)
        await withCheckedContinuation { (continuation: CheckedContinuation<Void, Never>) in
            stub.executeOnMainActor("Tokyo") { result in
                MainActor.preconditionIsolated()
                #expect(result == .success(4))
                continuation.resume()
            }
            DispatchQueue.global().async { stub.complete(with: .success(4)) }
        }
    }

    @Test @MainActor func cancelOnTheMainActorDropsAHopStillOnItsWay() async {
        let stub = UseCaseStub<String, Int, TestError>(.deferred)
        var delivered = false
        stub.executeOnMainActor("Tokyo") { _ in delivered = true }
        // NB: block the main actor while another thread completes, so the hop is queued
        // behind this test and the cancel below comes first.
        runBlocking { stub.complete(with: .success(4)) }
        stub.cancel()
        await drainMainQueue()
        #expect(delivered == false)
        #expect(stub.executions.map(\.status) == [.cancelled])
    }

    @Test func sharedLogRecordsExecuteAndCancelInOrder() {
        let log = CallLog()
        let stub = UseCaseStub<String, Int, TestError>(
            .deferred, log: log, name: "interactor.fetchForecasts")
        let voidStub = UseCaseStub<Void, Int, TestError>(
            .deferred, log: log, name: "interactor.refresh")
        log.record("view.showLoading")
        stub.execute("Tokyo", completion: nil)
        voidStub.execute(completion: nil)
        stub.cancel()
        log.assertCalls([
            "view.showLoading()", "interactor.fetchForecasts.execute(Tokyo)",
            "interactor.refresh.execute()", "interactor.fetchForecasts.cancel()",
        ])
    }

    @Test func waitForExecuteCountTimesOutWithWhatWasReceived() async {
        let stub = UseCaseStub<String, Int, TestError>(.deferred)
        stub.execute("Tokyo", completion: nil)
        await expectIssue(containing: "waiting for 2 execution(s); received 1: [\"Tokyo\"]") {
            await stub.wait(forExecuteCount: 2, timeout: 0.05)
        }
    }

    @Test func aTimedOutWaitReportsTheExecutionsStartedWhenTheDeadlinePassed() async {
        guard #available(macOS 15.0, iOS 18.0, tvOS 18.0, watchOS 11.0, *) else { return }
        let stub = UseCaseStub<String, Int, TestError>(.deferred)
        let executor = SerialTaskExecutor()
        await expectIssue(containing: "waiting for 1 execution(s); received 0: []") {
            let waiter = Task(executorPreference: executor) {
                // NB: this block runs once the task's first job suspends, i.e. once the
                // waiter is registered. It holds the executor until the timer resumed the
                // waiter (its second job), then starts an execution before the waiter
                // writes its message, which used to read the count only then
                // ("waiting for 1 ...; received 1").
                executor.queue.async {
                    executor.waitForJobs(2)
                    stub.execute("Tokyo", completion: nil)
                }
                return await stub.wait(forExecuteCount: 1, timeout: 0.1)
            }
            #expect(await waiter.value == false)
        }
        #expect(stub.executeCount == 1)
    }

    @Test func aWaitRacingWithTheExecutionItAwaitsIsNeverLeftWaiting() async {
        // NB: registration and each execution are checked under the stub's lock; a change
        // slipping between the waiter's check and its registration would leave it waiting
        // until the timeout, which then fails the test.
        for round in 0..<500 {
            let stub = UseCaseStub<Int, Int, TestError>(.deferred)
            let waiter = Task { await stub.wait(forExecuteCount: 2, timeout: 20) }
            DispatchQueue.global().async { stub.execute(round, completion: nil) }
            stub.execute(-round, completion: nil)
            guard await waiter.value else {
                Issue.record("round \(round): the wait missed an execution")
                return
            }
        }
    }

    @Test func completionRunsAtMostOnceUnderConcurrentCompleteAndCancel() async {
        for _ in 0..<200 {
            let stub = UseCaseStub<Int, Int, TestError>(.deferred)
            let deliveries = Box(0)
            let cancelled = Box(false)
            for index in 0..<4 {
                stub.execute(index) { _ in
                    #expect(cancelled.value == false)
                    deliveries.mutate { $0 += 1 }
                }
            }
            await withTaskGroup(of: Void.self) { group in
                group.addTask { stub.completeAll(with: .success(1)) }
                group.addTask {
                    stub.cancel()
                    cancelled.set(true)
                }
                group.addTask { stub.completeAll(with: .success(2)) }
            }
            #expect(deliveries.value <= 4)
            #expect(deliveries.value == stub.executions.filter { $0.status == .completed }.count)
        }
    }
}

// MARK: - Fixtures

enum TestError: Error, Equatable {
    case offline
}

/// Runs `body` on another thread and blocks the caller until it returns.
func runBlocking(_ body: @escaping @Sendable () -> Void) {
    let done = DispatchSemaphore(value: 0)
    DispatchQueue.global().async {
        body()
        done.signal()
    }
    done.wait()
}

/// Returns once every block queued on the main queue before the call has run.
func drainMainQueue() async {
    await withCheckedContinuation { (continuation: CheckedContinuation<Void, Never>) in
        DispatchQueue.main.async { continuation.resume() }
    }
}

/// A value shared with completions that may run on other threads.
final class Box<Value: Sendable>: Sendable {
    private let state: LockedStateBox<Value>

    init(_ value: Value) { state = LockedStateBox(value) }

    var value: Value { state.get() }
    func set(_ value: Value) { state.mutate { $0 = value } }
    func mutate(_ body: (inout Value) -> Void) { state.mutate(body) }
}

/// The package lock, seen through the test target.
final class LockedStateBox<Value: Sendable>: Sendable {
    private let lock = NSLock()
    // NB: guarded by `lock`; read and written only inside `get` and `mutate`.
    nonisolated(unsafe) private var value: Value

    init(_ value: Value) { self.value = value }

    func get() -> Value { lock.withLock { value } }
    func mutate(_ body: (inout Value) -> Void) { lock.withLock { body(&value) } }
}
