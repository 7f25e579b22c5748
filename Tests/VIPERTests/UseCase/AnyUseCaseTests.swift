import Testing
import VIPER

@Suite(.timeLimit(.minutes(1)))
struct AnyUseCaseTests {
    @Test func forwardsExecuteAndCancelToTheWrappedUseCase() async throws {
        let base = ManualUseCase()
        let erased = AnyUseCase(base)
        let results = Recorder<Result<Int, TestError>>()
        erased.execute(1) { results.record($0) }
        await base.started.wait()
        base.complete(.success(10))
        #expect(results.all == [.success(10)])
        erased.cancel()
        #expect(base.cancelCount == 1)
    }

    @Test func forwardsTheNativeAsyncImplementation() async throws {
        // An AsyncUseCase resumes awaiting callers on cancel(); the default bridge could
        // not, so this passing proves AnyUseCase forwards the native implementation.
        let never = Latch()
        let loader = ArticleLoader(holdingUntil: never, ignoringCancellation: true)
        let erased = loader.eraseToAnyUseCase()
        let task = Task { try await erased.execute(1) }
        await loader.started.wait()
        erased.cancel()
        let result = await task.result
        #expect(throws: CancellationError.self) { try result.get() }
        never.open()
    }

    @MainActor
    @Test func forwardsMainActorDelivery() async {
        let erased = AnyUseCase(AnyUseCase<Int, Int, Never> { $0 * 3 })
        let value = await withCheckedContinuation { continuation in
            erased.executeOnMainActor(2) { continuation.resume(returning: $0.get()) }
        }
        #expect(value == 6)
    }

    @Test func erasingTwiceDoesNotWrapTwice() async throws {
        let base = ManualUseCase()
        let twice = AnyUseCase(AnyUseCase(base))
        twice.cancel()
        #expect(base.cancelCount == 1)
        let task = Task { try await twice.execute(2) }
        await base.started.wait()
        base.complete(.success(3))
        #expect(try await task.value == 3)
    }

    @Test func closureFormUsesTheDefaultBridgeWhichCallsCancel() async {
        let cancels = Recorder<Void>()
        let started = Latch()
        let erased = AnyUseCase<Int, Int, Never>(
            execute: { _, _ in started.open() },  // never completes
            cancel: { cancels.record(()) }
        )
        let task = Task { try await erased.execute(1) }
        await started.wait()
        task.cancel()
        _ = await task.result
        #expect(cancels.count == 1)
    }
}
