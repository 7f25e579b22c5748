import Dispatch
import Foundation
import Testing
import VIPER
import VIPERTesting

/// `cancel()` called from inside completions, on several threads at once, never
/// deadlocks, and does exactly what the `UseCase` documentation promises.
///
/// Every scenario runs under a watchdog (or in a child process), so a deadlock fails the
/// test instead of hanging the run. CI runs this suite under `--sanitize=thread`.
@Suite(.timeLimit(.minutes(2)))
struct UseCaseReentrantCancelTests {
    @Test func twoStubCompletionsCancellingTheStubAtOnceBothReturn() async {
        await expectNoDeadlock("two completions of a UseCaseStub that cancel it") {
            let stub = UseCaseStub<Int, Int, Never>(.deferred)
            let bothInside = Rendezvous(2)
            for index in 0..<2 {
                stub.execute(index) { _ in
                    bothInside.arrive()
                    stub.cancel()
                }
            }
            DispatchQueue.concurrentPerform(iterations: 2) { index in
                stub.complete(at: index, with: .success(index))
            }
        }
    }

    @Test func twoChainCompletionsCancellingTheChainAtOnceBothReturn() async {
        await expectNoDeadlock("two completions of a then-chain that cancel it") {
            let first = UseCaseStub<Int, Int, Never>(.handler { .success($0) })
            let second = UseCaseStub<Int, Int, Never>(.deferred)
            let chain = first.then(second)
            let bothInside = Rendezvous(2)
            for index in 0..<2 {
                chain.execute(index) { _ in
                    bothInside.arrive()
                    chain.cancel()
                }
            }
            DispatchQueue.concurrentPerform(iterations: 2) { index in
                second.complete(at: index, with: .success(index))
            }
        }
    }

    @Test func completionsOfTwoUseCasesCancellingEachOtherBothReturn() async {
        await expectNoDeadlock("completions of two stubs that cancel each other") {
            let left = UseCaseStub<Int, Int, Never>(.deferred)
            let right = UseCaseStub<Int, Int, Never>(.deferred)
            let bothInside = Rendezvous(2)
            left.execute(0) { _ in
                bothInside.arrive()
                right.cancel()
            }
            right.execute(0) { _ in
                bothInside.arrive()
                left.cancel()
            }
            DispatchQueue.concurrentPerform(iterations: 2) { side in
                (side == 0 ? left : right).complete(at: 0, with: .success(0))
            }
        }
    }

    @Test func cancelInsideACompletionWithdrawsWhatHasNotStartedAndDoesNotWaitForTheRest() async {
        // Execution 0's completion cancels; execution 1's completion runs at the same time
        // on another thread and holds on until that cancel returned; execution 2 has not
        // started delivering. Exactly what the `cancel()` documentation says must hold:
        // 0 and 1 run to their end, the cancel returns while 1 still runs, 2 never runs.
        let ran = Recorder<String>()
        let secondStillRunningWhenCancelReturned = Recorder<Bool>()
        let stub = UseCaseStub<Int, Int, Never>(.deferred)
        await expectNoDeadlock("cancel() inside a completion while another one runs") {
            let secondRunning = Signal()
            let cancelReturned = Signal()
            let secondDone = Signal()
            stub.execute(0) { _ in
                secondRunning.wait()
                stub.cancel()
                cancelReturned.fire()
                ran.record("0")
            }
            stub.execute(1) { _ in
                secondRunning.fire()
                secondStillRunningWhenCancelReturned.record(cancelReturned.wait(seconds: 20))
                ran.record("1")
            }
            stub.execute(2) { _ in ran.record("2") }
            Thread {
                stub.complete(at: 1, with: .success(1))
                secondDone.fire()
            }.start()
            stub.complete(at: 0, with: .success(0))
            secondDone.wait(seconds: 25)
        }
        #expect(secondStillRunningWhenCancelReturned.all == [true])
        #expect(ran.all.sorted() == ["0", "1"])
        #expect(stub.complete(at: 2, with: .success(2)) == false)
        #expect(ran.all.sorted() == ["0", "1"])
        #expect(stub.executions.map(\.status) == [.completed, .completed, .cancelled])
    }

    @Test func cancelOutsideACompletionWaitsForOneRunningOnAnotherThread() {
        let stub = UseCaseStub<Int, Int, Never>(.deferred)
        let erased = AnyUseCase<Int, Int, Never>(
            execute: { stub.execute($0, completion: $1) }, cancel: { stub.cancel() })
        let finished = Recorder<Int>()
        for useCase in [AnyUseCase(stub), erased] {
            let inCompletion = Signal()
            useCase.execute(1) { _ in
                inCompletion.fire()
                usleep(50_000)
                finished.record(1)
            }
            let before = finished.count
            Thread { stub.complete(with: .success(1)) }.start()
            inCompletion.wait()
            useCase.cancel()
            #expect(finished.count == before + 1)
        }
    }

    @Test func twoAsyncUseCaseCompletionsCancellingItAtOnceBothReturn() async {
        // NB: these completions run on the cooperative pool; a deadlock there would freeze
        // the pool of this process, watchdog included, so the scenario runs in a child.
        await expectChildScenarioFinishes(
            "async-use-case-reentrant-cancel",
            test: "UseCaseReentrantCancelTests/childAsyncUseCaseCompletionsCancelItAtOnce")
    }

    @Test func childAsyncUseCaseCompletionsCancelItAtOnce() async {
        guard isChildScenario("async-use-case-reentrant-cancel") else { return }
        for _ in 0..<20 {
            let useCase = AnyUseCase<Int, Int, Never> { $0 }
            let bothInside = Rendezvous(2)
            let done = Latch()
            let finished = Recorder<Int>()
            for index in 0..<2 {
                useCase.execute(index) { _ in
                    bothInside.arrive()
                    useCase.cancel()
                    finished.record(index)
                    if finished.count == 2 { done.open() }
                }
            }
            // NB: a completion whose partner was withdrawn before it started waits out the
            // rendezvous and never sees a second one; the timer ends that round. With a
            // frozen pool the timer cannot fire either, and the parent kills the child.
            let timer = Task {
                try? await Task.sleep(nanoseconds: 3_000_000_000)
                done.open()
            }
            await done.wait()
            timer.cancel()
        }
    }
}
