import Dispatch
import Testing
import VIPER

/// The default `async` bridge and main-actor delivery, on a hand-written conformer that
/// implements only the two seed requirements.
@Suite(.timeLimit(.minutes(1)))
struct UseCaseAsyncBridgeTests {
    @Test func bridgeReturnsTheValueOfTheCompletion() async throws {
        let useCase = ManualUseCase()
        let task = Task { try await useCase.execute(4) }
        await useCase.started.wait()
        useCase.complete(.success(40))
        #expect(try await task.value == 40)
    }

    @Test func bridgeThrowsTheFailureOfTheCompletion() async throws {
        let useCase = ManualUseCase()
        let task = Task { try await useCase.execute(4) }
        await useCase.started.wait()
        useCase.complete(.failure(.offline))
        await #expect(throws: TestError.offline) { try await task.value }
    }

    @Test func cancellingTheAwaitingTaskCallsCancelAndResumesPromptly() async {
        let useCase = ManualUseCase()  // never completes on its own
        let task = Task { try await useCase.execute(1) }
        await useCase.started.wait()
        task.cancel()
        let result = await task.result
        #expect(throws: CancellationError.self) { try result.get() }
        #expect(useCase.cancelCount == 1)
    }

    @Test func aCompletionRacingWithCancellationResumesTheCallerExactlyOnce() async {
        // A double resume of the continuation would crash; a lost one would hang until
        // the time limit. Race them many times.
        for round in 0..<500 {
            let useCase = ManualUseCase(cancelDropsCompletion: false)
            let task = Task { try await useCase.execute(round) }
            await useCase.started.wait()
            DispatchQueue.global().async { useCase.complete(.success(round)) }
            task.cancel()
            switch await task.result {
            case .success(let value): #expect(value == round)
            case .failure(let error): #expect(error is CancellationError)
            }
        }
    }

    @Test func voidParametersBridgeAsExecuteWithoutArguments() async throws {
        let useCase = AnyUseCase<Void, Int, Never>(
            execute: { _, completion in completion?(.success(9)) },
            cancel: {}
        )
        #expect(try await useCase.execute() == 9)
    }

    @MainActor
    @Test func defaultMainActorDeliveryIsSynchronousWhenTheOutcomeIsAlreadyOnMain() {
        let useCase = AnyUseCase<Int, Int, Never>(
            execute: { value, completion in completion?(.success(value + 1)) },
            cancel: {}
        )
        var received: Int?
        useCase.executeOnMainActor(1) { received = $0.get() }
        #expect(received == 2)
    }

    @MainActor
    @Test func seedOnlyConformerCompletingOnMainIsDeliveredBeforeExecuteOnMainActorReturns() {
        let useCase = ImmediateSeedUseCase()
        var received: Int?
        useCase.executeOnMainActor(1) { received = $0.get() }
        #expect(received == 2)
    }

    @MainActor
    @Test func defaultMainActorDeliveryHopsFromOtherThreads() async {
        let useCase = AnyUseCase<Int, Int, Never>(
            execute: { value, completion in
                DispatchQueue.global().async { completion?(.success(value)) }
            },
            cancel: {}
        )
        let value = await withCheckedContinuation { continuation in
            useCase.executeOnMainActor(5) { result in
                #expect(MainQueue.isCurrent)
                continuation.resume(returning: result.get())
            }
        }
        #expect(value == 5)
    }
}

// MARK: - Fixtures

/// A conformer with only the two seed requirements that completes synchronously, on the
/// caller's thread: the default `executeOnMainActor` is what delivers its outcome.
struct ImmediateSeedUseCase: UseCase {
    func execute(_ parameters: Int, completion: UseCaseCompletion<Int, Never>?) {
        completion?(.success(parameters + 1))
    }

    func cancel() {}
}

/// A completion-based use case whose one pending execution the test completes by hand.
final class ManualUseCase: UseCase {
    private struct State {
        var completion: UseCaseCompletion<Int, TestError>?
        var cancelCount = 0
    }

    let started = Latch()
    private let cancelDropsCompletion: Bool
    private let state = LockedState(State())

    init(cancelDropsCompletion: Bool = true) {
        self.cancelDropsCompletion = cancelDropsCompletion
    }

    var cancelCount: Int { state.withLock { $0.cancelCount } }

    func execute(_ parameters: Int, completion: UseCaseCompletion<Int, TestError>?) {
        state.withLock { $0.completion = completion }
        started.open()
    }

    func complete(_ result: Result<Int, TestError>) {
        let completion = state.withLock { state in
            defer { state.completion = nil }
            return state.completion
        }
        completion?(result)
    }

    func cancel() {
        state.withLock { state in
            state.cancelCount += 1
            if cancelDropsCompletion { state.completion = nil }
        }
    }
}
