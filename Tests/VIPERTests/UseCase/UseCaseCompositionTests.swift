import Testing
import VIPER

@Suite(.timeLimit(.minutes(1)))
struct UseCaseCompositionTests {
    @Test func mapTransformsTheSuccessValueInEveryStyle() async throws {
        let mapped = AnyUseCase<Int, Int, TestError> { $0 + 1 }.map { String($0) }
        #expect(try await mapped.execute(1) == "2")
        let value = await withCheckedContinuation { continuation in
            mapped.execute(2) { continuation.resume(returning: $0) }
        }
        #expect(value == .success("3"))
    }

    @Test func mapLeavesFailuresAlone() async {
        let mapped = AnyUseCase<Int, Int, TestError> { _ throws(TestError) in
            throw .offline
        }.map { $0 * 2 }
        await #expect(throws: TestError.offline) { try await mapped.execute(1) }
    }

    @Test func mapErrorTransformsTheFailure() async {
        let mapped = AnyUseCase<Int, Int, TestError> { _ throws(TestError) in
            throw .offline
        }.mapError { _ in WrappedError(reason: "network") }
        await #expect(throws: WrappedError(reason: "network")) { try await mapped.execute(1) }
        let result = await withCheckedContinuation { continuation in
            mapped.execute(1) { continuation.resume(returning: $0) }
        }
        #expect(result == .failure(WrappedError(reason: "network")))
    }

    @Test func mapErrorPassesCancellationThroughUntransformed() async {
        let started = Latch()
        let never = Latch()
        let mapped = AnyUseCase<Void, Int, any Error> {
            started.open()
            await never.wait()
            return 1
        }.mapError { _ in WrappedError(reason: "mapped") }
        let task = Task { try await mapped.execute() }
        await started.wait()
        task.cancel()
        let result = await task.result
        #expect(throws: CancellationError.self) { try result.get() }
        never.open()
    }

    @Test func mapAndMapErrorWithoutACompletionStillRunTheWorkAndCancelIt() {
        let mappedBase = ManualUseCase()
        let mapped = mappedBase.map { String($0) }
        mapped.execute(1, completion: nil)
        #expect(mappedBase.hasStarted)
        mapped.cancel()
        #expect(mappedBase.cancelCount == 1)

        let errorMappedBase = ManualUseCase()
        let errorMapped = errorMappedBase.mapError { _ in WrappedError(reason: "mapped") }
        errorMapped.execute(1, completion: nil)
        #expect(errorMappedBase.hasStarted)
        errorMapped.cancel()
        #expect(errorMappedBase.cancelCount == 1)
    }

    @Test func thenFeedsTheFirstValueIntoTheSecond() async throws {
        let chain = AnyUseCase<String, Int, TestError> { $0.count }
            .then(AnyUseCase<Int, [Int], TestError> { Array(repeating: 0, count: $0) })
        #expect(try await chain.execute("abc") == [0, 0, 0])
        let result = await withCheckedContinuation { continuation in
            chain.execute("ab") { continuation.resume(returning: $0) }
        }
        #expect(result == .success([0, 0]))
    }

    @Test func thenStopsAtTheFirstFailure() async throws {
        let second = ManualUseCase()
        let chain = AnyUseCase<Int, Int, TestError> { _ throws(TestError) in
            throw .invalid
        }.then(second)
        let result = await withCheckedContinuation { continuation in
            chain.execute(1) { continuation.resume(returning: $0) }
        }
        #expect(result == .failure(.invalid))
        try await settle()
        #expect(!second.hasStarted)
    }

    @Test func cancellingTheChainBetweenStagesNeverStartsTheSecond() async throws {
        let release = Latch()
        let first = AnyUseCase<Int, Int, TestError> { value in
            await release.wait()
            return value
        }
        let second = ManualUseCase()
        let chain = first.then(second)
        let results = Recorder<Result<Int, TestError>>()
        chain.execute(1) { results.record($0) }
        chain.cancel()
        release.open()
        try await settle()
        #expect(!second.hasStarted)
        #expect(results.count == 0)
        #expect(second.cancelCount == 1)
    }

    @Test func cancellingTheChainNeverStartsTheSecondWhenTheFirstOutcomeIsOnItsWay() async throws {
        // NB: a first stage that cannot stop its outcome once under way: cancelling it
        // leaves the completion pending, as work already delivering would.
        let first = ManualUseCase(cancelDropsCompletion: false)
        let second = ManualUseCase()
        let chain = first.then(second)
        let results = Recorder<Result<Int, TestError>>()
        chain.execute(1) { results.record($0) }
        chain.cancel()
        first.complete(.success(2))
        try await settle()
        #expect(!second.hasStarted)
        #expect(results.count == 0)
    }

    @Test func cancellingTheAwaitedChainBetweenStagesThrowsAndNeverRunsTheSecond() async {
        let first = ManualUseCase(cancelDropsCompletion: false)
        let secondRuns = Recorder<Int>()
        let chain = first.then(
            AnyUseCase<Int, Int, TestError> { value in
                secondRuns.record(value)
                return value
            })
        let task = Task { try await chain.execute(1) }
        await first.started.wait()
        chain.cancel()
        first.complete(.success(2))
        let result = await task.result
        #expect(throws: CancellationError.self) { try result.get() }
        #expect(secondRuns.count == 0)
    }

    @Test func cancellingTheChainResumesAnAwaitingCaller() async {
        let started = Latch()
        let never = Latch()
        let chain = AnyUseCase<Int, Int, TestError> { value in
            started.open()
            await never.wait()
            return value
        }.then(AnyUseCase<Int, Int, TestError> { $0 })
        let task = Task { try await chain.execute(1) }
        await started.wait()
        chain.cancel()
        let result = await task.result
        #expect(throws: CancellationError.self) { try result.get() }
        never.open()
    }

    @MainActor
    @Test func chainDeliversOnTheMainActor() async {
        let chain = AnyUseCase<Int, Int, TestError> { $0 + 1 }
            .then(AnyUseCase<Int, Int, TestError> { $0 * 10 })
        let result = await withCheckedContinuation { continuation in
            chain.executeOnMainActor(1) { result in
                #expect(MainQueue.isCurrent)
                continuation.resume(returning: result)
            }
        }
        #expect(result == .success(20))
    }
}

// MARK: - Fixtures

struct WrappedError: Error, Equatable {
    let reason: String
}

extension ManualUseCase {
    var hasStarted: Bool { started.isOpen }
}
