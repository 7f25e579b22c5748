import Dispatch
import Foundation
import Testing
import VIPER
import VIPERTesting

/// The `async` bridges and main-actor delivery when cancellation meets a completion that
/// is already running.
@Suite(.timeLimit(.minutes(2)))
struct UseCaseBridgeCancellationTests {
    @Test func cancellingTheAwaitingTaskWhileACompletionRunsDoesNotDeadlock() async {
        // A conformer that keeps the contract the README asks for: cancel() waits for a
        // completion running on another thread. Cancelling the task must not call it
        // while the runtime holds the task's lock, which that completion's resume needs.
        let useCase = WaitingUseCase()
        let task = Task { try await useCase.execute(1) }
        await useCase.started.wait()
        let inCompletion = Signal()
        let completer = Thread {
            useCase.completeWhenCancelEnters(.success(1), inCompletion: inCompletion)
        }
        completer.start()
        let returned = await expectNoDeadlock("Task.cancel() while a bridged completion runs") {
            inCompletion.wait()
            task.cancel()
        }
        guard returned else { return }
        let result = await task.result
        if case .success(let value) = result { #expect(value == 1) }
        #expect(useCase.cancelCount <= 1)
    }

    @Test func aTaskCancelledBeforeItAwaitsNeverStartsTheWork() async {
        let useCase = WaitingUseCase()
        let cancelledFirst = Task {
            withUnsafeCurrentTask { $0?.cancel() }
            return try await useCase.execute(1)
        }
        await #expect(throws: CancellationError.self) { try await cancelledFirst.value }
        #expect(useCase.executeCount == 0)
        // NB: nothing started, so nothing is cancelled: `cancel()` would cancel every
        // execution, other callers' too.
        #expect(useCase.cancelCount == 0)
    }

    @Test func cancellingAnAwaitingTaskCallsCancelOnceAfterItResumed() async {
        let useCase = WaitingUseCase()
        let task = Task { try await useCase.execute(2) }
        await useCase.started.wait()
        task.cancel()
        await #expect(throws: CancellationError.self) { try await task.value }
        #expect(useCase.cancelCount == 1)
    }

    @Test func anOutcomeThatArrivesBeforeExecuteReturnsWinsOverCancellation() async throws {
        let useCase = AnyUseCase(ImmediateUseCase(cancelsTheCallerFirst: true))
        let task = Task { try await useCase.execute(4) }
        #expect(try await task.value == 5)
        #expect(try await Task { try await useCase.execute(6) }.value == 7)
    }

    @Test func cancellingOneAwaitingCallerOfAClosureUseCaseResumesTheOthers() async {
        let stub = UseCaseStub<Int, Int, Never>(.deferred)
        let erased = AnyUseCase<Int, Int, Never>(
            execute: { stub.execute($0, completion: $1) }, cancel: { stub.cancel() })
        let first = Task { try await erased.execute(1) }
        let second = Task { try await erased.execute(2) }
        await stub.wait(forExecuteCount: 2, timeout: 30)
        first.cancel()
        let resumed = await resumesWithin(seconds: 20, second)
        #expect(resumed, "the other awaiting caller hung after cancel()")
        if !resumed { second.cancel() }
        await #expect(throws: CancellationError.self) { try await second.value }
    }

    @Test func cancelResumesEveryAwaitingCallerOfAClosureUseCase() async {
        let stub = UseCaseStub<Int, Int, Never>(.never)
        let erased = AnyUseCase<Int, Int, Never>(
            execute: { stub.execute($0, completion: $1) }, cancel: { stub.cancel() })
        let task = Task { try await erased.execute(1) }
        await stub.wait(forExecuteCount: 1, timeout: 30)
        erased.cancel()
        let resumed = await resumesWithin(seconds: 20, task)
        #expect(resumed, "an awaiting caller hung after cancel()")
        if !resumed { task.cancel() }
        await #expect(throws: CancellationError.self) { try await task.value }
    }

    @MainActor
    @Test func closureUseCaseDropsAMainActorDeliveryQueuedBeforeCancel() async {
        let stub = UseCaseStub<Int, Int, Never>(.deferred)
        let erased = AnyUseCase<Int, Int, Never>(
            execute: { stub.execute($0, completion: $1) }, cancel: { stub.cancel() })
        var delivered = false
        erased.executeOnMainActor(1) { _ in delivered = true }
        // NB: keep the main actor busy while another thread completes, so the hop to the
        // main queue waits behind this test and the cancel below comes first.
        let completed = DispatchSemaphore(value: 0)
        DispatchQueue.global().async {
            stub.complete(with: .success(1))
            completed.signal()
        }
        completed.wait()
        erased.cancel()
        await withCheckedContinuation { continuation in
            DispatchQueue.main.async { continuation.resume() }
        }
        #expect(delivered == false)
    }
}

// MARK: - Fixtures

/// Whether `task` finishes within `seconds`.
func resumesWithin<Value: Sendable>(
    seconds: Double, _ task: Task<Value, any Error>
) async -> Bool {
    let finished = Recorder<Bool>()
    let done = Latch()
    Task {
        _ = await task.result
        finished.record(true)
        done.open()
    }
    let timer = Task {
        try? await Task.sleep(nanoseconds: UInt64(seconds * 1e9))
        done.open()
    }
    await done.wait()
    timer.cancel()
    return finished.count > 0
}

/// A completion-only conformer that completes before `execute` returns.
struct ImmediateUseCase: UseCase {
    /// Whether `execute` first cancels the task it runs in: a cancellation that arrives
    /// while the work runs, just before its outcome.
    var cancelsTheCallerFirst = false

    func execute(_ parameters: Int, completion: UseCaseCompletion<Int, Never>?) {
        if cancelsTheCallerFirst { withUnsafeCurrentTask { $0?.cancel() } }
        completion?(.success(parameters + 1))
    }

    func cancel() {}
}

/// A completion-only conformer that keeps the contract as the README asks: `cancel()`
/// drops pending completions and waits for one that is running on another thread.
final class WaitingUseCase: UseCase {
    private struct State {
        var pending: UseCaseCompletion<Int, TestError>?
        var running = 0
        var executeCount = 0
        var cancelCount = 0
    }

    let started = Latch()
    private let condition = NSCondition()
    private let cancelEntered = Signal()
    // NB: guarded by `condition`.
    nonisolated(unsafe) private var state = State()

    var cancelCount: Int { condition.withLock { state.cancelCount } }
    var executeCount: Int { condition.withLock { state.executeCount } }

    func execute(_ parameters: Int, completion: UseCaseCompletion<Int, TestError>?) {
        condition.withLock {
            state.pending = completion
            state.executeCount += 1
        }
        started.open()
    }

    /// Claims the pending completion, tells `inCompletion`, waits (two seconds at most)
    /// until some thread enters `cancel()`, then runs the completion.
    func completeWhenCancelEnters(
        _ result: Result<Int, TestError>, inCompletion: Signal
    ) {
        let completion = condition.withLock { () -> UseCaseCompletion<Int, TestError>? in
            defer { state.pending = nil }
            if state.pending != nil { state.running += 1 }
            return state.pending
        }
        guard let completion else { return inCompletion.fire() }
        inCompletion.fire()
        cancelEntered.wait()
        completion(result)
        condition.withLock {
            state.running -= 1
            condition.broadcast()
        }
    }

    func cancel() {
        condition.lock()
        state.cancelCount += 1
        state.pending = nil
        cancelEntered.fire()
        while state.running > 0 { condition.wait() }
        condition.unlock()
    }
}
