import Dispatch
import Foundation
import Testing
import VIPER

/// `ResumeGate`, the handoff under every `async` bridge: each order of outcome,
/// cancel and awaiting caller, then all of them racing (run under TSan in CI).
@Suite(.timeLimit(.minutes(3)))
struct ResumeGateTests {
    @Test func anOutcomeThatArrivedBeforeTheCallerAwaitsIsReturned() async throws {
        let gate = ResumeGate<Int>()
        gate.resume(with: .success(1))
        gate.resume(with: .success(2))
        gate.cancel()
        #expect(try await gate.value {} == 1)
        #expect(!gate.wasCancelled)
    }

    @Test func anOutcomeThatArrivesWhileTheCallerWaitsResumesIt() async throws {
        let gate = ResumeGate<Int>()
        let caller = Task { try await gate.value {} }
        try await settle()
        gate.resume(with: .failure(GateFailure(value: 3)))
        gate.resume(with: .success(4))
        await #expect(throws: GateFailure(value: 3)) { try await caller.value }
        #expect(!gate.wasCancelled)
    }

    @Test func cancelBeforeTheOutcomeResumesWithCancellationErrorAndDropsTheOutcome() async {
        let gate = ResumeGate<Int>()
        gate.cancel()
        gate.resume(with: .success(1))
        await #expect(throws: CancellationError.self) { try await gate.value {} }
        #expect(gate.wasCancelled)
    }

    @Test func cancelWhileTheCallerWaitsResumesIt() async throws {
        let gate = ResumeGate<Int>()
        let caller = Task { try await gate.value {} }
        try await settle()
        gate.cancel()
        gate.resume(with: .success(1))
        await #expect(throws: CancellationError.self) { try await caller.value }
        #expect(gate.wasCancelled)
    }

    @Test func cancellingTheAwaitingTaskResumesItAtOnce() async throws {
        let gate = ResumeGate<Int>()
        let caller = Task { try await gate.value {} }
        try await settle()
        caller.cancel()
        await #expect(throws: CancellationError.self) { try await caller.value }
        #expect(gate.wasCancelled)
        gate.resume(with: .success(1))
    }

    @Test func aTaskCancelledBeforeItAwaitsStillGetsAnOutcomeThatArrivedFirst() async throws {
        let gate = ResumeGate<Int>()
        gate.resume(with: .success(5))
        let caller = Task {
            withUnsafeCurrentTask { $0?.cancel() }
            return try await gate.value {}
        }
        #expect(try await caller.value == 5)
        #expect(!gate.wasCancelled)
    }

    /// Two outcomes, a gate cancel and a task cancel race an awaiting caller on each gate.
    ///
    /// Each caller must resume exactly once (a lost or double resume hangs or crashes),
    /// with one of the outcomes offered, and `wasCancelled` must agree with what it got.
    @Test func racingOutcomesAndCancelsResumeEveryCallerOnceWithAnOfferedOutcome() async {
        let rounds = 20
        let gatesPerRound = 1_000
        var report = GateStressReport()
        for round in 0..<rounds {
            report.add(await runRound(round, gates: gatesPerRound))
            if report.hangs > 0 { break }
        }
        print("resume-gate stress: \(report)")
        #expect(report.resumed + report.hangs == report.gates)
        #expect(report.hangs == 0, "callers never resumed")
        #expect(report.wrongOutcomes == 0, "outcomes nobody offered, or offered and dropped")
        #expect(report.cancelledMismatches == 0, "wasCancelled disagreed with the outcome")
        #expect(report.successes > 0 && report.cancellations > 0 && report.failures > 0)
    }

    /// Outcomes and cancels land in lockstep with the caller's `value(after:)`.
    ///
    /// Each comes after a random delay, so every gate is a close race between the caller installing its
    /// continuation and a `resume` or `cancel` (including a `resume` that is storing its
    /// outcome at that moment). A lost handoff leaves a caller suspended: a hang.
    @Test func outcomesInLockstepWithTheCallerResumeItExactlyOnce() async {
        let count = 20_000
        let gates = (0..<count).map { _ in ResumeGate<Payload>() }
        let reached = LockedState(-1)
        let outcomes = Recorder<(index: Int, outcome: Result<Int, any Error>)>()
        let finished = Latch()
        let caller = Task {
            var random = SplitMix64(seed: 9)
            for index in 0..<count {
                reached.withLock { $0 = index }
                spin(Int(random.next() % 64))
                let outcome: Result<Int, any Error>
                do { outcome = .success(try await gates[index].value {}.tag) } catch {
                    outcome = .failure(error)
                }
                outcomes.record((index, outcome))
            }
            finished.open()
        }
        let racersDone = Recorder<Int>()
        for racer in 0..<2 {
            Thread.detachNewThread {
                var random = SplitMix64(seed: UInt64(racer + 1))
                for index in 0..<count {
                    while reached.withLock({ $0 }) < index { sched_yield() }
                    spin(Int(random.next() % 64))
                    if racer == 0 {
                        gates[index].resume(with: .success(Payload(tag: index)))
                    } else if index % 2 == 0 {
                        gates[index].cancel()
                    }
                }
                racersDone.record(racer)
            }
        }
        let timer = Task {
            try? await Task.sleep(nanoseconds: 60_000_000_000)
            finished.open()
        }
        await finished.wait()
        timer.cancel()
        let seen = outcomes.all
        var wrong = 0
        var cancellations = 0
        for (index, outcome) in seen {
            switch outcome {
            case .success(let tag): if tag != index || gates[index].wasCancelled { wrong += 1 }
            case .failure(is CancellationError):
                cancellations += 1
                if index % 2 != 0 || !gates[index].wasCancelled { wrong += 1 }
            case .failure: wrong += 1
            }
        }
        print(
            "resume-gate lockstep: gates=\(count) resumed=\(seen.count) wrong=\(wrong) cancellations=\(cancellations)"
        )
        #expect(seen.count == count, "a caller was never resumed (gate \(seen.count))")
        #expect(wrong == 0)
        #expect(cancellations > 0 && cancellations < count / 2)
        if seen.count < count { caller.cancel() }
    }

    private func runRound(_ round: Int, gates count: Int) async -> GateStressReport {
        let gates = (0..<count).map { _ in ResumeGate<Int>() }
        let outcomes = Recorder<(index: Int, outcome: Result<Int, any Error>)>()
        let allResumed = Latch()
        let remaining = LockedState(count)
        let start = Rendezvous(4)
        let racersDone = LockedState(0)
        let racersFinished = Latch()
        let tasks = LockedState<[Task<Void, Never>?]>(Array(repeating: nil, count: count))
        func racer(_ body: @escaping @Sendable () -> Void) {
            Thread.detachNewThread {
                start.arrive()
                body()
                let done = racersDone.withLock { count in
                    count += 1
                    return count == 3
                }
                if done { racersFinished.open() }
            }
        }
        // Racer 1 resumes every gate in order, racer 2 fails every other one in reverse
        // order, racer 3 cancels every third gate and every fifth caller's task.
        racer { for index in 0..<count { gates[index].resume(with: .success(index)) } }
        racer {
            for index in stride(from: count - 1, through: 0, by: -2) {
                gates[index].resume(with: .failure(GateFailure(value: index)))
            }
        }
        racer {
            for index in 0..<count {
                if index % 3 == round % 3 { gates[index].cancel() }
                if index % 5 == 0 { tasks.withLock { $0[index] }?.cancel() }
            }
        }
        start.arrive()
        for index in 0..<count {
            let gate = gates[index]
            let task = Task {
                let outcome: Result<Int, any Error>
                do { outcome = .success(try await gate.value {}) } catch {
                    outcome = .failure(error)
                }
                outcomes.record((index, outcome))
                if remaining.withLock({
                    $0 -= 1
                    return $0 == 0
                }) {
                    allResumed.open()
                }
            }
            tasks.withLock { $0[index] = task }
        }
        await racersFinished.wait()
        let timer = Task {
            try? await Task.sleep(nanoseconds: 60_000_000_000)
            allResumed.open()
        }
        await allResumed.wait()
        timer.cancel()

        var report = GateStressReport()
        report.gates = count
        let seen = outcomes.all
        report.resumed = seen.count
        report.hangs = count - seen.count
        for (index, outcome) in seen {
            let wasCancelled = gates[index].wasCancelled
            switch outcome {
            case .success(let value):
                if value != index { report.wrongOutcomes += 1 }
                if wasCancelled { report.cancelledMismatches += 1 }
                report.successes += 1
            case .failure(let failure as GateFailure):
                if failure.value != index || index % 2 != (count - 1) % 2 {
                    report.wrongOutcomes += 1
                }
                if wasCancelled { report.cancelledMismatches += 1 }
                report.failures += 1
            case .failure(is CancellationError):
                if !wasCancelled { report.cancelledMismatches += 1 }
                report.cancellations += 1
            case .failure:
                report.wrongOutcomes += 1
            }
        }
        return report
    }
}

// MARK: - Fixtures

private struct GateFailure: Error, Equatable {
    let value: Int
}

/// An outcome whose copy takes a while (eight contended retains), so a `resume` stays in
/// its storing phase long enough for the caller to arrive meanwhile.
private struct Payload: Sendable {
    let tag: Int
    let references: (Marker, Marker, Marker, Marker, Marker, Marker, Marker, Marker)

    init(tag: Int) {
        self.tag = tag
        let shared = Marker.shared
        references = (shared, shared, shared, shared, shared, shared, shared, shared)
    }
}

private final class Marker: Sendable {
    static let shared = Marker()
}

/// Busy-waits for about `iterations` loop turns.
private func spin(_ iterations: Int) {
    var sink = 0
    for turn in 0..<iterations { sink &+= turn }
    withExtendedLifetime(sink) {}
}

private struct GateStressReport: CustomStringConvertible {
    var gates = 0
    var resumed = 0
    var hangs = 0
    var wrongOutcomes = 0
    var cancelledMismatches = 0
    /// Callers that got a success, a failure or `CancellationError`.
    var successes = 0
    var failures = 0
    var cancellations = 0

    mutating func add(_ other: GateStressReport) {
        gates += other.gates
        resumed += other.resumed
        hangs += other.hangs
        wrongOutcomes += other.wrongOutcomes
        cancelledMismatches += other.cancelledMismatches
        successes += other.successes
        failures += other.failures
        cancellations += other.cancellations
    }

    var description: String {
        "gates=\(gates) resumed=\(resumed) hangs=\(hangs) wrongOutcomes=\(wrongOutcomes) "
            + "cancelledMismatches=\(cancelledMismatches) successes=\(successes) "
            + "failures=\(failures) cancellations=\(cancellations)"
    }
}
