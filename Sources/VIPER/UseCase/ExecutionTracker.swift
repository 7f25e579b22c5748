import Foundation

/// The bookkeeping that keeps the ``UseCase`` contracts, which a ``TrackedUseCase`` stores.
///
/// Each execution is registered when it starts and reaches its caller only through the
/// tracker, which claims it once. Cancelling withdraws every execution and runs their
/// cancellation handlers, then, outside a completion, waits for completions running on
/// other threads (inside one, two completions cancelling each other would each wait for
/// the other). No lock is held while a completion or a handler runs.
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

    /// Everything the tracker knows, changed one step at a time under `condition`; a step
    /// returns the handlers it takes out, so that none (user code's captures) is released
    /// under the lock.
    private struct State {
        var nextID: UInt64 = 0
        /// The executions that are live or being delivered, oldest first.
        var executions: [Execution] = []
        /// How many `cancelAll()` calls wait for a delivery to return.
        var waiters = 0

        func liveIndex(of id: ID) -> Int? {
            executions.firstIndex { $0.id == id.rawValue && !$0.isDelivering }
        }
    }

    private let condition = NSCondition()
    private var state = State()

    /// Creates a tracker with no executions.
    public init() {}

    package func begin(onCancel: (@Sendable () -> Void)? = nil) -> ID {
        withState { state in
            state.nextID &+= 1
            state.executions.append(Execution(id: state.nextID, onCancel: onCancel))
            return ID(rawValue: state.nextID)
        }
    }

    /// Sets what cancelling `id` does; `false` when `id` already completed or was cancelled
    /// (the caller then runs `onCancel` itself if the work may still be running).
    package func attach(_ id: ID, onCancel: @escaping @Sendable () -> Void) -> Bool {
        let replaced: Handler?? = withState { state in
            guard let index = state.liveIndex(of: id) else { return nil }
            defer { state.executions[index].onCancel = onCancel }
            return .some(state.executions[index].onCancel)
        }
        return replaced != nil
    }

    /// Whether `id` has neither been delivered nor cancelled.
    package func isLive(_ id: ID) -> Bool {
        withState { $0.liveIndex(of: id) != nil }
    }

    /// Claims `id` and runs `body` (which calls the completion) if nothing else did, with
    /// no lock held and marked as a delivery (``DeliveryScope``); returns whether it ran.
    @discardableResult
    package func deliver(_ id: ID, _ body: () -> Void) -> Bool {
        let released: Handler?? = withState { state in
            guard let index = state.liveIndex(of: id) else { return nil }
            state.executions[index].isDelivering = true
            defer { state.executions[index].onCancel = nil }
            return .some(state.executions[index].onCancel)
        }
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
        let handler = withState { state in
            state.liveIndex(of: id).flatMap { state.executions.remove(at: $0).onCancel }
        }
        handler?()
    }

    /// Withdraws every execution and runs their cancellation handlers; outside a
    /// completion, then waits until no delivery that started before this call is running.
    package func cancelAll() {
        let (handlers, delivering) = withState { state in
            let live = state.executions.filter { !$0.isDelivering }
            state.executions.removeAll { !$0.isDelivering }
            return (live.compactMap(\.onCancel), state.executions.map(\.id))
        }

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
    /// `start` must eventually call `tracker.deliver(id) { gate.resume(with: ...) }`, and a
    /// cancellation handler it attaches must call `gate.cancel()`. Cancelling the awaiting
    /// task resumes the caller at once; then the execution is withdrawn and `taskCancelled`
    /// runs (never in the task's cancellation handler, where the runtime holds its lock).
    /// A task cancelled before the start runs `cancelledBeforeStart` instead of `start`.
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
