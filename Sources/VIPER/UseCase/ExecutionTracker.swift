import Foundation

/// The bookkeeping that keeps the ``UseCase`` contracts: every use case this package
/// builds delivers its completions through one, and a ``TrackedUseCase`` stores one.
///
/// Create one per use case instance and keep it; its work is internal:
///
/// ```swift
/// let executions = ExecutionTracker()
/// ```
///
/// Each execution is registered when it starts and reaches its caller only through the
/// tracker, which claims it once. Cancelling withdraws every registered execution and
/// runs their cancellation handlers. Called from outside a completion, it then waits for
/// completions already running on other threads, so that after it returns no completion
/// of an earlier execution is running or will run. Called from inside a completion that
/// any tracker delivers, it does not wait: the completions it would wait for may be
/// cancelling too, each waiting for the other.
///
/// No lock is held while a completion or a cancellation handler runs, so a completion may
/// call back into any use case.
public final class ExecutionTracker: @unchecked Sendable {
    // NB: `@unchecked Sendable` is sound because every stored property below `condition`
    // is read and written only while `condition` is locked.

    /// Identifies one execution registered with a tracker.
    @usableFromInline
    package struct ID: Hashable, Sendable {
        fileprivate let rawValue: UInt64
    }

    private let condition = NSCondition()
    private var nextID: UInt64 = 0
    private var live: [UInt64: (@Sendable () -> Void)?] = [:]
    private var delivering: Set<UInt64> = []
    private var waiters = 0

    /// Creates a tracker with no executions.
    public init() {}

    /// Registers a new execution.
    @usableFromInline
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
    @usableFromInline
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
    /// `body` runs without any lock held, marked as a delivery on this thread (see
    /// ``DeliveryScope``).
    ///
    /// - Returns: Whether `body` ran.
    @discardableResult
    @usableFromInline
    package func deliver(_ id: ID, _ body: () -> Void) -> Bool {
        condition.lock()
        guard live.removeValue(forKey: id.rawValue) != nil else {
            condition.unlock()
            return false
        }
        delivering.insert(id.rawValue)
        condition.unlock()

        DeliveryScope.run(body)

        condition.lock()
        delivering.remove(id.rawValue)
        if waiters > 0 { condition.broadcast() }
        condition.unlock()
        return true
    }

    /// Withdraws one execution without delivering it, running its cancellation handler.
    @usableFromInline
    package func cancel(_ id: ID) {
        condition.lock()
        let removed = live.removeValue(forKey: id.rawValue)
        condition.unlock()
        if let handler = removed ?? nil { handler() }
    }

    /// Withdraws every execution and runs their cancellation handlers; outside a
    /// completion, then waits until no delivery that started before this call is running.
    ///
    /// Inside a completion (any tracker's, on this thread) it returns without waiting:
    /// every withdrawn execution never delivers, and deliveries already running on other
    /// threads may still be running when it returns.
    package func cancelAll() {
        condition.lock()
        let withdrawn = live
        live.removeAll(keepingCapacity: true)
        var running = DeliveryScope.isActive ? [] : delivering
        condition.unlock()

        for handler in withdrawn.values { handler?() }

        guard !running.isEmpty else { return }
        condition.lock()
        waiters += 1
        while true {
            running = running.filter { delivering.contains($0) }
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
    /// Registers an execution, starts it, and suspends the caller until it is delivered
    /// or cancelled.
    ///
    /// `start` must eventually call `tracker.deliver(id) { gate.resume(with: ...) }` and
    /// attach a cancellation handler that calls `gate.cancel()`, so ``cancelAll()``
    /// resumes the caller. Cancelling the awaiting task resumes the caller with
    /// `CancellationError` at once; the execution is withdrawn (running its cancellation
    /// handler) after the caller resumed, never inside the task's cancellation handler,
    /// which runs while the runtime holds the task's lock. When the task is cancelled
    /// before the execution starts, `start` is skipped and `cancelledBeforeStart` runs.
    /// When the awaiting task's cancellation ended the wait, `taskCancelled` runs last,
    /// also after the caller resumed.
    @inlinable
    package func awaitDelivery<Success: Sendable>(
        start: (_ id: ID, _ gate: ResumeGate<Success>) -> Void,
        cancelledBeforeStart: () -> Void = {},
        taskCancelled: () -> Void = {}
    ) async throws -> Success {
        guard !Task.isCancelled else {
            cancelledBeforeStart()
            throw CancellationError()
        }
        let gate = ResumeGate<Success>()
        let id = begin()
        start(id, gate)
        do {
            return try await gate.value()
        } catch {
            // NB: withdrawing runs the execution's cancellation handler, which cancels
            // its work (and so runs the work's own cancellation handlers, user code).
            cancel(id)
            if gate.wasCancelled, Task.isCancelled { taskCancelled() }
            throw error
        }
    }
}
