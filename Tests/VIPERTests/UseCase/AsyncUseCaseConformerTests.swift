import Dispatch
import Foundation
import Testing
import VIPER

/// A named interactor class that adopts the async form by writing one `async throws`
/// method: every contract comes from `AsyncUseCase` and its tracker.
@Suite(.timeLimit(.minutes(1)))
struct AsyncUseCaseConformerTests {
    @Test func aNamedClassBecomesAUseCaseByWritingOneAsyncMethod() async throws {
        let loader = ArticleLoader()
        #expect(try await loader.execute(7) == "article 7")
        let erased: AnyUseCase<Int, String, LoadError> = AnyUseCase(loader)
        #expect(try await erased.execute(8) == "article 8")
        #expect(try await value(of: loader, 9) == "article 9")
        await #expect(throws: LoadError.missing) { try await loader.execute(-1) }
    }

    @Test func eachCompletionRunsExactlyOnceWithItsOwnOutcome() async throws {
        let loader = ArticleLoader()
        let results = Recorder<Result<String, LoadError>>()
        let allDone = Latch()
        let count = 100
        for id in -5..<(count - 5) {
            loader.execute(id) { result in
                results.record(result)
                if results.count == count { allDone.open() }
            }
        }
        await allDone.wait()
        try await settle()
        #expect(results.count == count)
        #expect(results.all.filter { $0 == .failure(.missing) }.count == 5)
        let values = results.all.compactMap { try? $0.get() }
        #expect(Set(values) == Set((0..<(count - 5)).map { "article \($0)" }))
    }

    @Test func cancelBeforeExecuteLeavesLaterExecutionsAlone() async throws {
        let loader = ArticleLoader()
        loader.cancel()
        loader.cancel()
        let done = Latch()
        let results = Recorder<Result<String, LoadError>>()
        loader.execute(1) { result in
            results.record(result)
            done.open()
        }
        await done.wait()
        #expect(results.all == [.success("article 1")])
    }

    @Test func cancelWhileTheWorkRunsDropsTheOutcomeAndCancelsTheWork() async throws {
        let release = Latch()
        let loader = ArticleLoader(holdingUntil: release)
        let results = Recorder<Result<String, LoadError>>()
        loader.execute(1) { results.record($0) }
        await loader.started.wait()
        loader.cancel()
        #expect(await opens(loader.sawCancellation))
        release.open()
        try await settle()
        #expect(results.count == 0)
    }

    @Test func cancelAfterTheCompletionRanChangesNothing() async throws {
        let loader = ArticleLoader()
        let results = Recorder<Result<String, LoadError>>()
        let done = Latch()
        loader.execute(2) { result in
            results.record(result)
            done.open()
        }
        await done.wait()
        loader.cancel()
        try await settle()
        #expect(results.all == [.success("article 2")])
        #expect(try await loader.execute(3) == "article 3")
    }

    /// Threads execute and cancel at once; after the last `cancel()` returns, no
    /// completion runs, and none ever ran twice.
    @Test func cancelFromOtherThreadsConcurrentlyWithExecuteKeepsTheContracts() async throws {
        let loader = ArticleLoader(yielding: true)
        let completions = Recorder<Int>()
        DispatchQueue.concurrentPerform(iterations: 4) { worker in
            for index in stride(from: worker, to: 4_000, by: 4) {
                if index.isMultiple(of: 3) {
                    loader.cancel()
                } else {
                    loader.execute(index) { result in
                        if case .success = result { completions.record(index) }
                    }
                }
            }
        }
        loader.cancel()
        let countAfterCancel = completions.count
        try await settle()
        #expect(completions.count == countAfterCancel)
        #expect(Set(completions.all).count == completions.count)
        #expect(try await loader.execute(4) == "article 4")
    }

    @Test func cancelResumesAnAwaitingCallerPromptlyEvenIfTheWorkIgnoresIt() async {
        let never = Latch()
        let loader = ArticleLoader(holdingUntil: never, ignoringCancellation: true)
        let task = Task { try await loader.execute(1) }
        await loader.started.wait()
        DispatchQueue.global().async { loader.cancel() }
        let result = await outcome(of: task)
        #expect(throws: CancellationError.self) { try result?.get() }
        #expect(result != nil, "the awaiting caller did not resume")
        never.open()
    }

    @Test func cancellingTheAwaitingTaskResumesItPromptlyAndCancelsOnlyItsWork() async throws {
        let never = Latch()
        let release = Latch()
        let stuck = ArticleLoader(holdingUntil: never, ignoringCancellation: true)
        let task = Task { try await stuck.execute(1) }
        await stuck.started.wait()
        task.cancel()
        let result = await outcome(of: task)
        #expect(throws: CancellationError.self) { try result?.get() }
        #expect(result != nil, "the awaiting caller did not resume")
        never.open()

        let shared = ArticleLoader(holdingUntil: release)
        let cancelled = Task { try await shared.execute(1) }
        let kept = Task { try await shared.execute(2) }
        cancelled.cancel()
        _ = await outcome(of: cancelled)
        release.open()
        #expect(try await outcome(of: kept)?.get() == "article 2")
    }

    @MainActor
    @Test func cancelOnTheMainActorDropsADeliveryAlreadyOnItsWay() async throws {
        let loader = ArticleLoader()
        var delivered = false
        loader.executeOnMainActor(1) { _ in delivered = true }
        // Block the main actor until the work has finished and its hop is queued.
        while loader.finished.count == 0 { usleep(1_000) }
        usleep(20_000)
        loader.cancel()
        try await settle()
        #expect(!delivered)
    }
}

// MARK: - Fixtures

/// Whether `latch` opens within `seconds`; a test that waited on it instead would hang,
/// not fail, when it never opens (a time limit cannot end a wait that ignores
/// cancellation).
private func opens(_ latch: Latch, within seconds: Double = 10) async -> Bool {
    let deadline = Date().addingTimeInterval(seconds)
    while !latch.isOpen, Date() < deadline {
        try? await Task.sleep(nanoseconds: 5_000_000)
    }
    return latch.isOpen
}

/// The outcome of `task`, or `nil` when it has not finished within `seconds`, so that a
/// caller that is never resumed fails the test instead of hanging it.
private func outcome<Success: Sendable>(
    of task: Task<Success, any Error>, within seconds: Double = 10
) async -> Result<Success, any Error>? {
    let settled = LockedState<Result<Success, any Error>?>(nil)
    Task {
        let result = await task.result
        settled.withLock { $0 = result }
    }
    let deadline = Date().addingTimeInterval(seconds)
    while Date() < deadline {
        if let result = settled.withLock({ $0 }) { return result }
        try? await Task.sleep(nanoseconds: 5_000_000)
    }
    return nil
}

/// Awaits a use case through a generic function, as code that knows only `UseCase` does.
private func value<Action: UseCase>(
    of useCase: Action, _ parameters: Action.Parameters
) async throws -> Action.Success {
    try await useCase.execute(parameters)
}

enum LoadError: Error, Equatable {
    case missing
}

/// An interactor with dependencies of its own, as an app writes one: the class, its
/// tracker, and its work.
final class ArticleLoader: AsyncUseCase {
    let executions = ExecutionTracker()
    let started = Latch()
    let sawCancellation = Latch()
    let finished = Recorder<Int>()
    private let release: Latch?
    private let yielding: Bool
    private let ignoringCancellation: Bool

    init(
        holdingUntil release: Latch? = nil, yielding: Bool = false,
        ignoringCancellation: Bool = false
    ) {
        self.release = release
        self.yielding = yielding
        self.ignoringCancellation = ignoringCancellation
    }

    func perform(_ id: Int) async throws(LoadError) -> String {
        started.open()
        if let release {
            if ignoringCancellation {
                await release.wait()
            } else {
                await withTaskCancellationHandler {
                    await release.wait()
                } onCancel: {
                    sawCancellation.open()
                }
            }
        }
        if yielding { await Task.yield() }
        defer { finished.record(id) }
        guard id >= 0 else { throw .missing }
        return "article \(id)"
    }
}
