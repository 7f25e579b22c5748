import Dispatch
import Testing
import VIPER

@Suite(.timeLimit(.minutes(1)))
struct MainQueueTests {
    @MainActor
    @Test func isCurrentOnTheMainActorAndNotElsewhere() async {
        #expect(MainQueue.isCurrent)
        let elsewhere = await Task.detached { MainQueue.isCurrent }.value
        #expect(!elsewhere)
    }

    @MainActor
    @Test func theUncheckedFallbackRunsMainActorCodeAndReturnsItsValue() {
        let screen = MainActorCounter()
        let value = MainQueue.runUnchecked { screen.increment() }
        #expect(value == 1)
        #expect(MainQueue.assumeIsolated { screen.increment() } == 2)
    }

    @Test func bothPathsWorkFromAPlainMainQueueBlock() async {
        // NB: a DispatchQueue.main block is not a Swift job: the case where older
        // runtimes' MainActor.assumeIsolated traps and the fallback takes over.
        let values = await withCheckedContinuation { continuation in
            DispatchQueue.main.async {
                let onMain = MainQueue.isCurrent
                let unchecked = MainQueue.runUnchecked { MainActorCounter().increment() }
                let checked = MainQueue.assumeIsolated { MainActorCounter().increment() }
                continuation.resume(returning: (onMain, unchecked, checked))
            }
        }
        #expect(values.0)
        #expect(values.1 == 1)
        #expect(values.2 == 1)
    }

    @Test func deliverHopsToTheMainQueueFromAnotherThread() async {
        let onMain = await withCheckedContinuation { continuation in
            DispatchQueue.global().async {
                MainQueue.deliver(7) { value in
                    continuation.resume(returning: MainQueue.isCurrent && value == 7)
                }
            }
        }
        #expect(onMain)
    }
}

// MARK: - Fixtures

@MainActor
private final class MainActorCounter {
    private var count = 0

    func increment() -> Int {
        count += 1
        return count
    }
}
