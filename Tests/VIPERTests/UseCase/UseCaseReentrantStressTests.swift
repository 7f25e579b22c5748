import Dispatch
import Foundation
import Testing
import VIPER
import VIPERTesting

/// 100,000 execute / complete / cancel interleavings over every kind of use case the
/// package builds, with cancels made from inside completions as well as from outside.
///
/// The scenario runs in a child process under a time limit, so a deadlock (which would
/// freeze the cooperative pool of the process it happens in) counts as a hang and fails
/// the test. CI runs this suite under `--sanitize=thread` too.
@Suite(.timeLimit(.minutes(5)))
struct UseCaseReentrantStressTests {
    @Test func hundredThousandInterleavingsWithReentrantCancelsKeepEveryCount() async {
        await expectChildScenarioFinishes(
            "reentrant-stress", test: "UseCaseReentrantStressTests/childStress", within: 240)
    }

    @Test func childStress() async throws {
        guard isChildScenario("reentrant-stress") else { return }
        let executions = 100_000
        let slots = StressSlot.all()
        let ledger = StressLedger(executions: executions, slots: slots.count)

        DispatchQueue.concurrentPerform(iterations: 4) { worker in
            var generator = SplitMix64(seed: UInt64(worker) &+ 91)
            for index in stride(from: worker, to: executions, by: 4) {
                let slot = Int(generator.next() % UInt64(slots.count))
                let cancelInside: Int? =
                    generator.next() % 8 == 0 ? Int(generator.next() % UInt64(slots.count)) : nil
                let returnedBefore = ledger.cancelsReturned(slot)
                slots[slot].useCase.execute(index) { result in
                    ledger.completionBegins(index)
                    if let victim = cancelInside {
                        ledger.cancelBegins(victim, inside: true)
                        slots[victim].useCase.cancel()
                        ledger.cancelReturned(victim, inside: true)
                    }
                    ledger.completionEnds(index, slot: slot, value: result.get())
                }
                ledger.started(index, slot: slot, returnedBefore: returnedBefore)
                switch generator.next() % 64 {
                case 0..<24:
                    slots[Int(generator.next() % UInt64(slots.count))].completePending()
                case 24:
                    let victim = Int(generator.next() % UInt64(slots.count))
                    ledger.cancelBegins(victim, inside: false)
                    slots[victim].useCase.cancel()
                    ledger.cancelReturned(victim, inside: false)
                default:
                    break
                }
            }
        }

        // Finish what is left: deferred stubs are completed, tasks are awaited.
        let deadline = Date().addingTimeInterval(60)
        repeat {
            for slot in slots { slot.completePending() }
            try await Task.sleep(nanoseconds: 5_000_000)
        } while ledger.report().lost > 0 && Date() < deadline
        try await Task.sleep(nanoseconds: 50_000_000)
        let report = ledger.report()
        print(
            """
            reentrant-stress: executions=\(executions) completed=\(report.completed) \
            cancelled=\(report.cancelled) cancelsInside=\(report.cancelsInside) \
            cancelsOutside=\(report.cancelsOutside) \
            doubleCompletions=\(report.doubleCompletions) \
            completionsAfterCancel=\(report.completionsAfterCancel) \
            lost=\(report.lost) wrongValues=\(report.wrongValues) hangs=0
            """
        )
        #expect(report.doubleCompletions == 0)
        #expect(report.completionsAfterCancel == 0)
        #expect(report.lost == 0)
        #expect(report.wrongValues == 0)
        #expect(report.completed + report.cancelled == executions)
        #expect(report.completed > 0)
        #expect(report.cancelled > 0)
        #expect(report.cancelsInside > 0)
    }
}

// MARK: - Fixtures

/// One use case of the stress test, and how to complete what it has pending.
private struct StressSlot: Sendable {
    let useCase: AnyUseCase<Int, Int, Never>
    let completePending: @Sendable () -> Void

    static func all() -> [StressSlot] {
        let tracked = PendingQueue()
        let plain = PlainQueue()
        let closure = AnyUseCase<Int, Int, Never>(
            execute: { plain.execute($0, completion: $1) }, cancel: { plain.cancel() })
        let secondStage = PendingQueue()
        let chain = AnyUseCase<Int, Int, Never>(
            execute: { $1?(.success($0)) }, cancel: {}
        ).then(secondStage)
        let immediateStub = UseCaseStub<Int, Int, Never>(.immediate(.success(-1)))
        let async = AnyUseCase<Int, Int, Never> { value in
            if value % 3 == 0 { await Task.yield() }
            return value
        }
        let mapped = PendingQueue()
        return [
            StressSlot(useCase: AnyUseCase(tracked)) { tracked.completeAll() },
            StressSlot(useCase: closure) { plain.completeAll() },
            StressSlot(useCase: AnyUseCase(chain)) { secondStage.completeAll() },
            StressSlot(useCase: AnyUseCase(immediateStub)) {},
            StressSlot(useCase: AnyUseCase(async)) {},
            StressSlot(useCase: AnyUseCase(mapped.map { $0 })) { mapped.completeAll() },
        ]
    }
}

/// A ``TrackedUseCase`` whose work waits in a queue until the test completes it.
private final class PendingQueue: TrackedUseCase {
    let executions = ExecutionTracker()
    private let pending = LockedState<[UseCaseCompletion<Int, Never>]>([])

    func perform(_ parameters: Int, completion: @escaping UseCaseCompletion<Int, Never>) {
        pending.withLock { $0.append(completion) }
    }

    func cancelWork() {
        pending.withLock { $0.removeAll() }
    }

    func completeAll() {
        let completions = pending.withLock { pending in
            defer { pending.removeAll() }
            return pending
        }
        for completion in completions { completion(.success(-1)) }
    }
}

/// A completion-only use case, as the seed protocol is written by hand: `cancel()` drops
/// what is queued (and keeps no other promise).
private final class PlainQueue: UseCase, @unchecked Sendable {
    // NB: `@unchecked` because `pending` is only touched inside `lock`.
    private let lock = NSLock()
    private var pending: [UseCaseCompletion<Int, Never>] = []

    func execute(_ parameters: Int, completion: UseCaseCompletion<Int, Never>?) {
        lock.withLock { pending.append(completion ?? { _ in }) }
    }

    func cancel() {
        lock.withLock { pending.removeAll() }
    }

    func completeAll() {
        let completions = lock.withLock {
            defer { pending.removeAll() }
            return pending
        }
        for completion in completions { completion(.success(-1)) }
    }
}

/// What happened to every execution, with enough ordering to judge each one.
///
/// For execution `i` on slot `s`: `returnedBefore` counts the cancels of `s` (from
/// anywhere) that had returned before `execute` was called, `outsideBegunAfterStart` the
/// cancels from outside completions that had begun by the time `execute` returned. A
/// completion that ends after more outside cancels returned than that ran past a cancel
/// that began after its execution started: a violation. An execution with no completion
/// is lost unless some cancel of `s` began after `returnedBefore` was read. Stubs deliver
/// `-1` for the values the stress completes them with, so a completion's value must be
/// its index or `-1`.
private final class StressLedger: Sendable {
    struct Report {
        var completed = 0
        var cancelled = 0
        var doubleCompletions = 0
        var completionsAfterCancel = 0
        var lost = 0
        var wrongValues = 0
        var cancelsInside = 0
        var cancelsOutside = 0
    }

    private struct Entry {
        var slot = 0
        var returnedBefore = Int.max
        var outsideBegunAfterStart = Int.max
        var completions = 0
        var outsideReturnedAtEnd = 0
        var value = -1
    }

    private struct State {
        var entries: [Entry]
        var begun: [Int]
        var returned: [Int]
        var outsideBegun: [Int]
        var outsideReturned: [Int]
        var inside = 0
        var outside = 0
    }

    private let state: LockedState<State>

    init(executions: Int, slots: Int) {
        let zeros = Array(repeating: 0, count: slots)
        state = LockedState(
            State(
                entries: Array(repeating: Entry(), count: executions), begun: zeros,
                returned: zeros, outsideBegun: zeros, outsideReturned: zeros))
    }

    func cancelsReturned(_ slot: Int) -> Int { state.withLock { $0.returned[slot] } }

    func cancelBegins(_ slot: Int, inside: Bool) {
        state.withLock { state in
            state.begun[slot] += 1
            if inside { state.inside += 1 } else { state.outsideBegun[slot] += 1 }
        }
    }

    func cancelReturned(_ slot: Int, inside: Bool) {
        state.withLock { state in
            state.returned[slot] += 1
            if !inside {
                state.outside += 1
                state.outsideReturned[slot] += 1
            }
        }
    }

    func started(_ index: Int, slot: Int, returnedBefore: Int) {
        state.withLock { state in
            state.entries[index].slot = slot
            state.entries[index].returnedBefore = returnedBefore
            state.entries[index].outsideBegunAfterStart = state.outsideBegun[slot]
        }
    }

    func completionBegins(_ index: Int) {
        state.withLock { $0.entries[index].completions += 1 }
    }

    func completionEnds(_ index: Int, slot: Int, value: Int) {
        state.withLock { state in
            state.entries[index].outsideReturnedAtEnd = state.outsideReturned[slot]
            state.entries[index].value = value
        }
    }

    func report() -> Report {
        state.withLock { state in
            var report = Report(cancelsInside: state.inside, cancelsOutside: state.outside)
            for (index, entry) in state.entries.enumerated() {
                guard entry.completions > 0 else {
                    if state.begun[entry.slot] > entry.returnedBefore {
                        report.cancelled += 1
                    } else {
                        report.lost += 1
                    }
                    continue
                }
                report.completed += 1
                if entry.completions > 1 { report.doubleCompletions += 1 }
                if entry.outsideReturnedAtEnd > entry.outsideBegunAfterStart {
                    report.completionsAfterCancel += 1
                }
                if entry.value != index && entry.value != -1 { report.wrongValues += 1 }
            }
            return report
        }
    }
}
