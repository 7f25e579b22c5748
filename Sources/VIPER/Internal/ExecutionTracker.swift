import Foundation

#if canImport(Darwin)
import Darwin
#elseif canImport(Glibc)
import Glibc
#elseif canImport(Musl)
import Musl
#elseif canImport(Android)
import Android
#endif

/// The bookkeeping behind every cancellable use case in this package.
///
/// Each execution is registered with ``begin()`` and reaches its caller only through
/// ``deliver(_:_:)``, which claims it once. ``cancelAll()`` withdraws every registered
/// execution, runs their cancellation handlers, and then waits for deliveries that were
/// already running on other threads, so that after it returns no completion of an earlier
/// execution is running or will run. A delivery that calls back into `cancelAll()` on its
/// own thread does not wait for itself.
///
/// NB: `@unchecked Sendable` is sound because every stored property below `condition` is
/// read and written only while `condition` is locked.
package final class ExecutionTracker: @unchecked Sendable {
    /// Identifies one execution registered with a tracker.
    package struct ID: Hashable, Sendable {
        fileprivate let rawValue: UInt64
    }

    private let condition = NSCondition()
    private var nextID: UInt64 = 0
    private var live: [UInt64: (@Sendable () -> Void)?] = [:]
    private var delivering: [UInt64: pthread_t] = [:]
    private var waiters = 0

    /// Creates a tracker with no executions.
    package init() {}

    /// Registers a new execution.
    package func begin() -> ID {
        condition.lock()
        defer { condition.unlock() }
        nextID &+= 1
        live[nextID] = .some(nil)
        return ID(rawValue: nextID)
    }

    /// Sets what cancelling `id` does (typically cancelling the task that runs it).
    ///
    /// - Returns: `false` when `id` already completed or was cancelled; the caller then
    ///   runs `onCancel` itself if the work may still be running.
    package func attach(_ id: ID, onCancel: @escaping @Sendable () -> Void) -> Bool {
        condition.lock()
        defer { condition.unlock() }
        guard live[id.rawValue] != nil else { return false }
        live[id.rawValue] = onCancel
        return true
    }

    /// Whether `id` has neither been delivered nor cancelled.
    package func isLive(_ id: ID) -> Bool {
        condition.lock()
        defer { condition.unlock() }
        return live[id.rawValue] != nil
    }

    /// Claims `id` and runs `body` (which calls the completion) if nothing else did.
    ///
    /// - Returns: Whether `body` ran.
    @discardableResult
    package func deliver(_ id: ID, _ body: () -> Void) -> Bool {
        condition.lock()
        guard live.removeValue(forKey: id.rawValue) != nil else {
            condition.unlock()
            return false
        }
        delivering[id.rawValue] = pthread_self()
        condition.unlock()

        body()

        condition.lock()
        delivering[id.rawValue] = nil
        if waiters > 0 { condition.broadcast() }
        condition.unlock()
        return true
    }

    /// Withdraws one execution without delivering it, running its cancellation handler.
    package func cancel(_ id: ID) {
        condition.lock()
        let removed = live.removeValue(forKey: id.rawValue)
        condition.unlock()
        if let handler = removed ?? nil { handler() }
    }

    /// Withdraws every execution, runs their cancellation handlers, and waits until no
    /// delivery that started before this call is still running on another thread.
    package func cancelAll() {
        condition.lock()
        let withdrawn = live
        live.removeAll(keepingCapacity: true)
        let me = pthread_self()
        var running = Set(delivering.compactMap { pthread_equal($0.value, me) == 0 ? $0.key : nil })
        condition.unlock()

        for handler in withdrawn.values { handler?() }

        guard !running.isEmpty else { return }
        condition.lock()
        waiters += 1
        while true {
            running = running.filter { delivering[$0] != nil }
            if running.isEmpty { break }
            condition.wait()
        }
        waiters -= 1
        condition.unlock()
    }
}

extension ExecutionTracker {
    /// Claims `id` on the main actor and runs `body` there.
    ///
    /// Runs at once when called on the main thread; otherwise hops there first. Because
    /// the claim itself happens on the main actor, a `cancelAll()` made on the main actor
    /// before the hop arrives reliably drops the delivery.
    package func deliverOnMainActor(_ id: ID, _ body: @escaping @MainActor @Sendable () -> Void) {
        MainQueue.run { _ = self.deliver(id) { body() } }
    }
}

extension ExecutionTracker {
    /// Registers an execution and suspends the caller until it is delivered or cancelled.
    ///
    /// `start` runs once the caller's continuation is in place and must eventually call
    /// `tracker.deliver(id) { gate.resume(with: ...) }`, attaching a cancellation handler
    /// that calls `gate.cancel()`. Cancelling the awaiting task withdraws the execution
    /// (running that handler) and resumes the caller with `CancellationError` at once.
    /// When the task was cancelled before `start` could run, `start` is skipped and
    /// `cancelledBeforeStart` runs instead.
    package func awaitDelivery<Success: Sendable>(
        start: (_ id: ID, _ gate: ResumeGate<Success>) -> Void,
        cancelledBeforeStart: () -> Void = {}
    ) async throws -> Success {
        let gate = ResumeGate<Success>()
        let id = begin()
        return try await withTaskCancellationHandler {
            try await withUnsafeThrowingContinuation { continuation in
                guard gate.install(continuation) else {
                    cancel(id)
                    cancelledBeforeStart()
                    return
                }
                start(id, gate)
            }
        } onCancel: {
            cancel(id)
            gate.cancel()
        }
    }
}
