import Dispatch
import Foundation
import Testing
import VIPER

@Suite(.timeLimit(.minutes(1)))
struct AsyncUseCaseTests {
    @Test func completionRunsExactlyOnceWithTheValue() async throws {
        let useCase = AnyUseCase<Int, Int, TestError> { $0 * 2 }
        let results = Recorder<Result<Int, TestError>>()
        let done = Latch()
        useCase.execute(21) { result in
            results.record(result)
            done.open()
        }
        await done.wait()
        try await settle()
        #expect(results.all == [.success(42)])
    }

    @Test func failureIsDeliveredAsTypedFailure() async throws {
        let useCase = AnyUseCase<Int, Int, TestError> { _ throws(TestError) in
            throw TestError.offline
        }
        let done = Latch()
        let results = Recorder<Result<Int, TestError>>()
        useCase.execute(1) { result in
            results.record(result)
            done.open()
        }
        await done.wait()
        #expect(results.all == [.failure(.offline)])
    }

    @Test func completionNeverRunsAfterCancel() async throws {
        let release = Latch()
        let started = Latch()
        let useCase = AnyUseCase<Int, Int, TestError> { value in
            started.open()
            await release.wait()
            return value
        }
        let results = Recorder<Result<Int, TestError>>()
        useCase.execute(1) { results.record($0) }
        await started.wait()
        useCase.cancel()
        release.open()
        try await settle()
        #expect(results.count == 0)
    }

    @Test func cancelStopsTheWorkItself() async throws {
        let sawCancellation = Latch()
        let useCase = AnyUseCase<Void, Void, Never> {
            while !Task.isCancelled { await Task.yield() }
            sawCancellation.open()
        }
        useCase.execute(completion: nil)
        useCase.cancel()
        await sawCancellation.wait()
    }

    @Test func cancelIsIdempotentAndLeavesTheUseCaseUsable() async throws {
        let useCase = AnyUseCase<Int, Int, Never> { $0 }
        useCase.cancel()
        useCase.cancel()
        let value = try await useCase.execute(5)
        #expect(value == 5)
    }

    @Test func cancelIsSafeFromManyThreadsConcurrentlyWithExecute() async throws {
        let useCase = AnyUseCase<Int, Int, Never> { value in
            await Task.yield()
            return value
        }
        let results = Recorder<Int>()
        DispatchQueue.concurrentPerform(iterations: 400) { index in
            if index.isMultiple(of: 2) {
                useCase.cancel()
            } else {
                useCase.execute(index) { results.record($0.get()) }
            }
        }
        useCase.cancel()
        let countAfterCancel = results.count
        try await settle()
        #expect(results.count == countAfterCancel)
        #expect(Set(results.all).count == results.count)
        #expect(try await useCase.execute(7) == 7)
    }

    @Test func aCompletionMayCancelAndReexecuteItsOwnUseCase() async {
        let useCase = AnyUseCase<Int, Int, Never> { $0 }
        let results = Recorder<Int>()
        let done = Latch()
        useCase.execute(1) { first in
            useCase.cancel()  // must not wait for itself
            results.record(first.get())
            useCase.execute(2) { second in
                results.record(second.get())
                done.open()
            }
        }
        await done.wait()
        #expect(results.all == [1, 2])
    }

    @Test func cancelWaitsForACompletionRunningOnAnotherThread() async {
        let useCase = AnyUseCase<Int, Int, Never> { $0 }
        let inCompletion = DispatchSemaphore(value: 0)
        let finished = LockedState(false)
        useCase.execute(1) { _ in
            inCompletion.signal()
            usleep(50_000)
            finished.withLock { $0 = true }
        }
        inCompletion.wait()
        useCase.cancel()
        #expect(finished.withLock { $0 })
    }

    @Test func nilCompletionStillRunsTheWork() async {
        let ran = Latch()
        let useCase = AnyUseCase<Void, Void, Never> { ran.open() }
        useCase.execute(completion: nil)
        await ran.wait()
    }

    @Test func nilCompletionCanStillBeCancelled() async {
        let started = Latch()
        let cancelled = Latch()
        let useCase = AnyUseCase<Void, Void, Never> {
            started.open()
            while !Task.isCancelled { await Task.yield() }
            cancelled.open()
        }
        useCase.execute(completion: nil)
        await started.wait()
        useCase.cancel()
        await cancelled.wait()
    }

    @Test func concurrentExecutionsEachGetTheirOwnResult() async throws {
        let useCase = AnyUseCase<Int, Int, Never> { value in
            for _ in 0..<(value % 5) { await Task.yield() }
            return value * 10
        }
        let results = Recorder<(Int, Int)>()
        let allDone = Latch()
        let count = 200
        for value in 0..<count {
            useCase.execute(value) { result in
                results.record((value, result.get()))
                if results.count == count { allDone.open() }
            }
        }
        await allDone.wait()
        #expect(results.all.allSatisfy { $0.1 == $0.0 * 10 })
        #expect(Set(results.all.map(\.0)) == Set(0..<count))
    }

    @Test func voidParametersReadAsExecuteWithoutArguments() async throws {
        let useCase = AnyUseCase<Void, String, Never> { "hello" }
        #expect(try await useCase.execute() == "hello")
        let done = Latch()
        let results = Recorder<String>()
        useCase.execute { result in
            results.record(result.get())  // Failure == Never: no error handling needed
            done.open()
        }
        await done.wait()
        #expect(results.all == ["hello"])
    }

    @Test func closureTypesAreInferredWithoutNamingTheGenericParameters() async throws {
        let countCharacters = AnyUseCase { (text: String) async throws -> Int in text.count }
        let typed: AnyUseCase<String, Int, any Error> = countCharacters
        #expect(try await typed.execute("four") == 4)
    }

    // MARK: async style

    @Test func asyncExecuteReturnsTheValueAndThrowsTheFailure() async throws {
        let useCase = AnyUseCase<Int, Int, TestError> { value throws(TestError) in
            if value < 0 { throw .invalid }
            return value + 1
        }
        #expect(try await useCase.execute(1) == 2)
        await #expect(throws: TestError.invalid) { try await useCase.execute(-1) }
    }

    @Test func cancellingTheAwaitingTaskResumesPromptlyEvenIfTheWorkIgnoresIt() async {
        let started = Latch()
        let never = Latch()
        let useCase = AnyUseCase<Void, Int, Never> {
            started.open()
            await never.wait()  // ignores cancellation
            return 1
        }
        let task = Task { try await useCase.execute() }
        await started.wait()
        task.cancel()
        let result = await task.result
        #expect(throws: CancellationError.self) { try result.get() }
        never.open()
    }

    @Test func cancelResumesAwaitingCallersWithCancellationError() async {
        let started = Latch()
        let never = Latch()
        let useCase = AnyUseCase<Void, Int, Never> {
            started.open()
            await never.wait()
            return 1
        }
        let task = Task { try await useCase.execute() }
        await started.wait()
        useCase.cancel()
        let result = await task.result
        #expect(throws: CancellationError.self) { try result.get() }
        never.open()
    }

    @Test func alreadyCancelledTaskNeverStartsTheWork() async throws {
        let ran = Recorder<Bool>()
        let useCase = AnyUseCase<Void, Int, Never> {
            ran.record(true)
            return 1
        }
        let gate = Latch()
        let task = Task {
            await gate.wait()
            return try await useCase.execute()
        }
        task.cancel()
        gate.open()
        let result = await task.result
        #expect(throws: CancellationError.self) { try result.get() }
        try await settle()
        #expect(ran.count == 0)
    }

    @Test func cancellingOneAwaitingTaskLeavesOtherExecutionsRunning() async throws {
        let release = Latch()
        let useCase = AnyUseCase<Int, Int, Never> { value in
            await release.wait()
            return value
        }
        let cancelled = Task { try await useCase.execute(1) }
        let kept = Task { try await useCase.execute(2) }
        cancelled.cancel()
        _ = await cancelled.result
        release.open()
        #expect(try await kept.value == 2)
    }

    // MARK: main actor

    @MainActor
    @Test func mainActorDeliveryRunsOnTheMainThread() async {
        let useCase = AnyUseCase<Int, Int, Never> { $0 }
        await withCheckedContinuation { (continuation: CheckedContinuation<Void, Never>) in
            useCase.executeOnMainActor(3) { result in
                #expect(MainQueue.isCurrent)
                #expect(result == .success(3))
                continuation.resume()
            }
        }
    }

    @MainActor
    @Test func cancelOnTheMainActorDropsADeliveryAlreadyOnItsWay() async throws {
        let finished = DispatchSemaphore(value: 0)
        let useCase = AnyUseCase<Int, Int, Never> { value in
            defer { finished.signal() }
            return value
        }
        var delivered = false
        useCase.executeOnMainActor(1) { _ in delivered = true }
        // Block the main actor until the work is done and its hop to the main actor is
        // queued (or about to be): the delivery cannot run before cancel().
        finished.wait()
        usleep(20_000)
        useCase.cancel()
        try await settle()
        #expect(!delivered)
    }
}

// MARK: - Fixtures

enum TestError: Error, Equatable {
    case offline
    case invalid
}
