import Dispatch
import Foundation
import Testing
import VIPER

/// `ResumeGate`'s hand-off on the thread that made it: an outcome the start delivers on
/// that thread is read back without the lock, and every other order goes through it
/// (the races run under TSan in CI, which reports a read without the lock that another
/// thread's write could reach).
@Suite(.timeLimit(.minutes(3)))
struct ResumeGateStartingThreadTests {
    @Test func anOutcomeTheStartDeliversOnItsThreadIsReturnedAndLaterOnesAreDropped()
        async throws
    {
        let gate = ResumeGate<Int>()
        let value = try await gate.value {
            gate.resume(with: .success(1))
            gate.resume(with: .success(2))
            gate.cancel()
        }
        #expect(value == 1)
        #expect(!gate.wasCancelled)
        gate.resume(with: .success(3))
        gate.cancel()
        #expect(!gate.wasCancelled)
    }

    @Test func aCancelInsideTheStartWinsOverTheOutcomeThatFollowsIt() async {
        let gate = ResumeGate<Int>()
        await #expect(throws: CancellationError.self) {
            try await gate.value {
                gate.cancel()
                gate.resume(with: .success(1))
            }
        }
        #expect(gate.wasCancelled)
    }

    @Test func anOutcomeAnotherThreadDeliversWhileTheStartRunsIsReturned() async throws {
        let gate = ResumeGate<Int>()
        let value = try await gate.value {
            let delivered = DispatchSemaphore(value: 0)
            Thread.detachNewThread {
                gate.resume(with: .success(4))
                delivered.signal()
            }
            delivered.wait()
        }
        #expect(value == 4)
    }

    @Test func anotherGateResumedWhileTheStartRunsDoesNotCountAsThisGatesOutcome()
        async throws
    {
        let gate = ResumeGate<Int>()
        let other = ResumeGate<Int>()
        let value = try await gate.value {
            other.resume(with: .success(5))
            Thread.detachNewThread { gate.resume(with: .success(6)) }
        }
        #expect(value == 6)
        #expect(try await other.value {} == 5)
    }

    /// Another thread delivers while the start returns, with nothing ordering the two,
    /// many times: the outcome is returned through the lock (under TSan in CI, a gate that
    /// let the other thread's delivery count as the starting thread's would be reported).
    @Test func outcomesFromAnotherThreadRacingTheStartsReturnAreReturned() async throws {
        for round in 0..<2_000 {
            let gate = ResumeGate<Int>()
            let value = try await gate.value {
                Thread.detachNewThread { gate.resume(with: .success(round)) }
            }
            #expect(value == round)
        }
    }

    /// A gate made on one thread and awaited on another reads its outcome through the
    /// lock, even when the maker's thread delivered it (under TSan in CI, reading the
    /// maker's fields without the lock would be reported).
    @Test func aGateAwaitedAwayFromTheThreadThatMadeItTakesTheLock() async throws {
        for round in 0..<500 {
            let handedOver = DispatchSemaphore(value: 0)
            let made = LockedState<ResumeGate<Int>?>(nil)
            Thread.detachNewThread {
                let gate = ResumeGate<Int>()
                made.withLock { $0 = gate }
                handedOver.signal()
                gate.resume(with: .success(round))
            }
            handedOver.wait()
            let gate = try #require(made.withLock { $0 })
            #expect(try await gate.value {} == round)
        }
    }

    /// A start that delivers on its own thread while another thread delivers too, many
    /// times: whichever arrives first is returned, the other is dropped (run under TSan in
    /// CI, where an unlocked read racing a write would be reported).
    @Test func outcomesRacingTheStartsOwnDeliveryReturnTheFirst() async throws {
        for round in 0..<2_000 {
            let gate = ResumeGate<Int>()
            let started = DispatchSemaphore(value: 0)
            let raced = DispatchSemaphore(value: 0)
            Thread.detachNewThread {
                started.wait()
                gate.resume(with: .success(-round))
                raced.signal()
            }
            let value = try await gate.value {
                started.signal()
                gate.resume(with: .success(round))
            }
            raced.wait()
            #expect(value == round || value == -round)
            #expect(!gate.wasCancelled)
        }
    }
}
