import Dispatch
import Foundation
import Testing
import VIPER

/// Hammers the cancellation contracts from many threads at once.
///
/// CI runs this suite under `swift test --sanitize=thread`.
@Suite(.timeLimit(.minutes(3)))
struct UseCaseStressTests {
    @Test func tenThousandExecutionsWithRandomConcurrentCancelsKeepEveryContract() async throws {
        let executions = 10_000
        let useCases = (0..<8).map { _ in
            AnyUseCase<Int, Int, Never> { value in
                switch value % 3 {
                case 0: break
                case 1: await Task.yield()
                default: try? await Task.sleep(nanoseconds: UInt64(value % 7) * 10_000)
                }
                return value
            }
        }
        let ledger = Ledger(executions: executions, useCases: useCases.count)

        DispatchQueue.concurrentPerform(iterations: 4) { worker in
            var generator = SplitMix64(seed: UInt64(worker) &+ 1)
            for index in stride(from: worker, to: executions, by: 4) {
                let slot = Int(generator.next() % UInt64(useCases.count))
                let useCase = useCases[slot]
                let returnedBefore = ledger.cancelsReturned(slot)
                useCase.execute(index) { result in
                    ledger.complete(index, slot: slot, value: result.get())
                }
                ledger.started(index, slot: slot, returnedBefore: returnedBefore)
                if generator.next() % 512 == 0 {
                    let victim = Int(generator.next() % UInt64(useCases.count))
                    ledger.cancelBegins(victim)
                    useCases[victim].cancel()
                    ledger.cancelReturned(victim)
                }
            }
        }

        // Every execution that no cancel could have reached must still finish.
        let deadline = Date().addingTimeInterval(60)
        while ledger.report().lost > 0, Date() < deadline {
            try await Task.sleep(nanoseconds: 10_000_000)
        }
        try await settle()
        let report = ledger.report()
        print(
            """
            stress: executions=\(executions) completed=\(report.completed) \
            cancelled=\(report.cancelledWithoutCompletion) \
            doubleCompletions=\(report.doubleCompletions) \
            completionsAfterCancel=\(report.completionsAfterCancel) \
            neverFinishedNorCancelled=\(report.lost) wrongValues=\(report.wrongValues)
            """
        )
        #expect(report.doubleCompletions == 0)
        #expect(report.completionsAfterCancel == 0)
        #expect(report.lost == 0)
        #expect(report.wrongValues == 0)
        #expect(report.completed + report.cancelledWithoutCompletion == executions)
        #expect(report.completed > 0)
        #expect(report.cancelledWithoutCompletion > 0)
    }

    @Test func thousandAwaitingTasksCancelledAtRandomAllResume() async throws {
        let useCase = AnyUseCase<Int, Int, Never> { value in
            try? await Task.sleep(nanoseconds: UInt64(value % 5) * 20_000)
            return value
        }
        var generator = SplitMix64(seed: 42)
        let outcomes = try await withThrowingTaskGroup(of: Result<Int, any Error>.self) { group in
            var tasks: [Task<Int, any Error>] = []
            for value in 0..<1_000 {
                let task = Task { try await useCase.execute(value) }
                tasks.append(task)
                group.addTask { await task.result }
                if generator.next() % 4 == 0 { tasks.randomElement(using: &generator)?.cancel() }
                if generator.next() % 97 == 0 { useCase.cancel() }
            }
            var outcomes: [Result<Int, any Error>] = []
            for try await outcome in group { outcomes.append(outcome) }
            return outcomes
        }
        #expect(outcomes.count == 1_000)
        let cancelled = outcomes.filter {
            if case .failure(let error) = $0 { return error is CancellationError }
            return false
        }.count
        let succeeded = outcomes.count - cancelled
        print("stress-async: awaited=1000 succeeded=\(succeeded) cancelled=\(cancelled)")
        #expect(succeeded + cancelled == 1_000)
    }
}

// MARK: - Fixtures

/// What happened to every execution, with enough ordering information to judge each one.
///
/// For execution `i` on use case `s`: `returnedBefore` is how many `cancel()` calls on `s`
/// had returned before `execute` was called, and `startedAfter` how many had begun by the
/// time `execute` returned. A completion that sees more returned cancels than
/// `startedAfter` ran after a cancel that began after its execution started: a violation.
/// An execution with no completion is lost unless some cancel on `s` was still running or
/// began after `returnedBefore` was read.
private final class Ledger: Sendable {
    struct Report {
        var completed = 0
        var cancelledWithoutCompletion = 0
        var doubleCompletions = 0
        var completionsAfterCancel = 0
        var lost = 0
        var wrongValues = 0
    }

    private struct Entry {
        var slot = 0
        var returnedBefore = Int.max
        var begunAfterStart = Int.max
        var completions = 0
        var returnedAtCompletion = 0
        var value = -1
    }

    private struct State {
        var entries: [Entry]
        var begun: [Int]
        var returned: [Int]
    }

    private let state: LockedState<State>

    init(executions: Int, useCases: Int) {
        state = LockedState(
            State(
                entries: Array(repeating: Entry(), count: executions),
                begun: Array(repeating: 0, count: useCases),
                returned: Array(repeating: 0, count: useCases)
            )
        )
    }

    func cancelsReturned(_ slot: Int) -> Int { state.withLock { $0.returned[slot] } }
    func cancelBegins(_ slot: Int) { state.withLock { $0.begun[slot] += 1 } }
    func cancelReturned(_ slot: Int) { state.withLock { $0.returned[slot] += 1 } }

    func started(_ index: Int, slot: Int, returnedBefore: Int) {
        state.withLock { state in
            state.entries[index].slot = slot
            state.entries[index].returnedBefore = returnedBefore
            state.entries[index].begunAfterStart = state.begun[slot]
        }
    }

    func complete(_ index: Int, slot: Int, value: Int) {
        state.withLock { state in
            state.entries[index].completions += 1
            state.entries[index].returnedAtCompletion = state.returned[slot]
            state.entries[index].value = value
        }
    }

    func report() -> Report {
        state.withLock { state in
            var report = Report()
            for (index, entry) in state.entries.enumerated() {
                if entry.completions == 0 {
                    let couldBeCancelled = state.begun[entry.slot] > entry.returnedBefore
                    if couldBeCancelled {
                        report.cancelledWithoutCompletion += 1
                    } else {
                        report.lost += 1
                    }
                    continue
                }
                report.completed += 1
                if entry.completions > 1 { report.doubleCompletions += 1 }
                if entry.returnedAtCompletion > entry.begunAfterStart {
                    report.completionsAfterCancel += 1
                }
                if entry.value != index { report.wrongValues += 1 }
            }
            return report
        }
    }
}
