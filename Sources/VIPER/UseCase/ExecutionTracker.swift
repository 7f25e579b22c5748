import Foundation

/// The bookkeeping that keeps the ``UseCase`` contracts: every use case this package
/// builds delivers its completions through one, and a ``TrackedUseCase`` stores one
/// (`let executions = ExecutionTracker()`).
///
/// Each execution is registered when it starts and reaches its caller only through the
/// tracker, which claims it once. Cancelling withdraws every registered execution and runs
/// their cancellation handlers; outside a completion it then waits for completions running
/// on other threads, inside one it does not (two completions cancelling each other would
/// each wait for the other). No lock is held while a completion or a handler runs.
public final class ExecutionTracker: @unchecked Sendable {
    // `@unchecked Sendable`: `state` is read and written only while `condition` is locked.

    /// Identifies one execution registered with a tracker.
    package struct ID: Hashable, Sendable {
        fileprivate let rawValue: UInt64
    }

    private typealias Handler = @Sendable () -> Void

    /// One registered execution: live until it is claimed (its completion then runs until
    /// it returns: `isDelivering`) or withdrawn, which runs `onCancel`.
    private struct Execution {
        let id: UInt64
        var onCancel: Handler?
        var isDelivering = false
    }

    /// Everything the tracker knows; each method is one step under `condition`, and returns
    /// the handlers it takes out, so that none (user code's captures) is released there.
    private struct State {
        var nextID: UInt64 = 0
        /// The executions that are live or being delivered, oldest first.
        var executions: [Execution] = []
        /// How many `cancelAll()` calls wait for a delivery to return.
        var waiters = 0

        mutating func begin(onCancel: Handler?) -> UInt64 {
            nextID &+= 1
            executions.append(Execution(id: nextID, onCancel: onCancel))
            return nextID
        }

        func liveIndex(of id: UInt64) -> Int? {
            executions.firstIndex { $0.id == id && !$0.isDelivering }
        }

        /// Replaces a live execution's handler, returning the old one; `nil` if not live.
        mutating func attach(_ id: UInt64, _ onCancel: @escaping Handler) -> Handler?? {
            guard let index = liveIndex(of: id) else { return nil }
            defer { executions[index].onCancel = onCancel }
            return .some(executions[index].onCancel)
        }

        /// Marks a live execution as delivering, returning its handler; `nil` if not live.
        mutating func claim(_ id: UInt64) -> Handler?? {
            guard let index = liveIndex(of: id) else { return nil }
            executions[index].isDelivering = true
            defer { executions[index].onCancel = nil }
            return .some(executions[index].onCancel)
        }

        /// Withdraws a live execution, returning its handler.
        mutating func withdraw(_ id: UInt64) -> Handler? {
            guard let index = liveIndex(of: id) else { return nil }
            return executions.remove(at: index).onCancel
        }

        /// Withdraws every live execution: their handlers, and the executions delivering.
        mutating func withdrawAll() -> (handlers: [Handler], delivering: [UInt64]) {
            let live = executions.filter { !$0.isDelivering }
            executions.removeAll { !$0.isDelivering }
            return (live.compactMap(\.onCancel), executions.map(\.id))
        }
    }

    private let condition = NSCondition()
    private var state = State()

    /// Creates a tracker with no executions.
    public init() {}

    package func begin(onCancel: (@Sendable () -> Void)? = nil) -> ID {
        ID(rawValue: withState { $0.begin(onCancel: onCancel) })
    }

    /// Sets what cancelling `id` does; `false` when `id` already completed or was cancelled
    /// (the caller then runs `onCancel` itself if the work may still be running).
    package func attach(_ id: ID, onCancel: @escaping @Sendable () -> Void) -> Bool {
        withState { $0.attach(id.rawValue, onCancel) } != nil
    }

    /// Whether `id` has neither been delivered nor cancelled.
    package func isLive(_ id: ID) -> Bool {
        withState { $0.liveIndex(of: id.rawValue) != nil }
    }

    /// Claims `id` and runs `body` (which calls the completion) if nothing else did, with
    /// no lock held and marked as a delivery (``DeliveryScope``); returns whether it ran.
    @discardableResult
    package func deliver(_ id: ID, _ body: () -> Void) -> Bool {
        let released = withState { $0.claim(id.rawValue) }
        guard released != nil else { return false }

        DeliveryScope.run(body)

        withState { state in
            state.executions.removeAll { $0.id == id.rawValue }
            if state.waiters > 0 { condition.broadcast() }
        }
        return true
    }

    /// Claims `id` on the main actor and runs `body` there, so that a main-actor
    /// `cancelAll()` before the hop arrives drops the delivery.
    package func deliverOnMainActor(_ id: ID, _ body: @escaping @MainActor @Sendable () -> Void) {
        MainQueue.deliver(id) { id in _ = self.deliver(id) { body() } }
    }

    /// Withdraws one execution, running its cancellation handler.
    package func cancel(_ id: ID) {
        let handler = withState { $0.withdraw(id.rawValue) }
        handler?()
    }

    /// Withdraws every execution and runs their cancellation handlers; outside a
    /// completion, then waits until no delivery that started before this call is running.
    package func cancelAll() {
        let (handlers, delivering) = withState { $0.withdrawAll() }

        for handler in handlers { handler() }

        guard !delivering.isEmpty, !DeliveryScope.isActive else { return }
        // Not through `withState`: `wait()` unlocks `condition` while other threads change
        // the state, so no `inout` access may span the wait.
        condition.lock()
        state.waiters += 1
        while state.executions.contains(where: { delivering.contains($0.id) }) {
            condition.wait()
        }
        state.waiters -= 1
        condition.unlock()
    }

    private func withState<Result>(_ body: (inout State) -> Result) -> Result {
        condition.lock()
        defer { condition.unlock() }
        return body(&state)
    }
}

extension ExecutionTracker {
    /// Registers an execution, starts it, and suspends the caller until it is delivered
    /// or cancelled.
    ///
    /// `start` must eventually call `tracker.deliver(id) { gate.resume(with: ...) }`; a
    /// `start` that attaches a cancellation handler of its own must call `gate.cancel()`
    /// from it. Cancelling the awaiting task resumes the caller at once; the execution is
    /// withdrawn, and `taskCancelled` runs, after the caller resumed, never inside the
    /// task's cancellation handler (the runtime holds the task's lock there). A task
    /// cancelled before the start runs `cancelledBeforeStart` instead of `start`.
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
        let id = begin(onCancel: { gate.cancel() })
        do {
            return try await gate.value { start(id, gate) }
        } catch {
            cancel(id)
            if gate.wasCancelled, Task.isCancelled { taskCancelled() }
            throw error
        }
    }
}
