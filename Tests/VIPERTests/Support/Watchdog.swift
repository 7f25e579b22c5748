import Dispatch
import Foundation
import Testing

/// Runs `scenario` on a thread of its own and fails the test when it has not returned
/// within `seconds`, so a deadlock fails the test instead of hanging the run.
///
/// The caller suspends (it does not block a thread of the cooperative pool, which the
/// other tests share). A scenario that deadlocks keeps its thread, and whatever it holds,
/// forever; the rest of the run goes on. Scenarios that could freeze the cooperative pool
/// itself use ``expectChildScenarioFinishes(_:test:within:sourceLocation:)`` instead.
///
/// - Returns: Whether the scenario returned in time.
@discardableResult
func expectNoDeadlock(
    _ what: String,
    within seconds: Double = 30,
    sourceLocation: SourceLocation = #_sourceLocation,
    _ scenario: @escaping @Sendable () -> Void
) async -> Bool {
    let outcome = FirstOutcome()
    let returned = await withCheckedContinuation {
        (continuation: CheckedContinuation<Bool, Never>) in
        outcome.install(continuation)
        Thread.detachNewThread {
            scenario()
            outcome.settle(true)
        }
        DispatchQueue.global().asyncAfter(deadline: .now() + seconds) { outcome.settle(false) }
    }
    if !returned {
        Issue.record(
            "deadlock: \(what) did not return within \(seconds) s", sourceLocation: sourceLocation)
    }
    return returned
}

/// Resumes a continuation with the first of several outcomes; later ones are ignored.
final class FirstOutcome: Sendable {
    private let lock = NSLock()
    // NB: guarded by `lock`.
    nonisolated(unsafe) private var continuation: CheckedContinuation<Bool, Never>?

    func install(_ continuation: CheckedContinuation<Bool, Never>) {
        lock.withLock { self.continuation = continuation }
    }

    func settle(_ value: Bool) {
        let continuation = lock.withLock {
            defer { self.continuation = nil }
            return self.continuation
        }
        continuation?.resume(returning: value)
    }
}

/// Lets a fixed number of threads meet: each ``arrive()`` blocks until all have arrived,
/// or twenty seconds pass (so a scenario that cannot meet does not block for good; on a
/// loaded machine a thread can take seconds to start, and meeting late costs nothing).
final class Rendezvous: Sendable {
    private let condition = NSCondition()
    private let expected: Int
    // NB: guarded by `condition`.
    nonisolated(unsafe) private var arrived = 0

    init(_ expected: Int) { self.expected = expected }

    /// Blocks until every party arrived, or the twenty seconds pass.
    ///
    /// - Returns: Whether every party arrived.
    @discardableResult
    func arrive() -> Bool {
        condition.lock()
        defer { condition.unlock() }
        arrived += 1
        if arrived >= expected {
            condition.broadcast()
            return true
        }
        let deadline = Date().addingTimeInterval(20)
        while arrived < expected {
            if !condition.wait(until: deadline) { return false }
        }
        return true
    }
}

/// A one-way signal a thread can wait for, with a timeout.
final class Signal: Sendable {
    private let semaphore = DispatchSemaphore(value: 0)

    func fire() { semaphore.signal() }

    /// - Returns: Whether the signal fired within `seconds`.
    @discardableResult
    func wait(seconds: Double = 10) -> Bool {
        semaphore.wait(timeout: .now() + seconds) == .success
    }
}
