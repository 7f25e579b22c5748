import Foundation

extension UseCaseStub {
    /// Records an execution and completes it as ``behavior-swift.property`` says: before this
    /// returns when immediate, on the completing thread when deferred.
    ///
    /// - Parameters:
    ///   - parameters: The input of this execution, recorded in ``parameters``.
    ///   - completion: Called at most once; never after ``cancel()`` has returned.
    public func execute(
        _ parameters: Parameters, completion: UseCaseCompletion<Success, Failure>?
    ) {
        let tracker = tracker
        let id = tracker.begin()
        let index = start(parameters) { result, _ in tracker.deliver(id) { completion?(result) } }
        markCancelled(index, whenWithdrawing: id)
    }

    /// Records an execution and delivers its outcome on the main actor.
    ///
    /// An immediate behaviour calls `completion` before this returns, so a presenter test can
    /// assert right after calling the presenter; so does a deferred execution completed on the
    /// main thread. One completed elsewhere hops to the main actor, and a ``cancel()`` made
    /// there before the hop arrives drops it.
    ///
    /// - Parameters:
    ///   - parameters: The input of this execution, recorded in ``parameters``.
    ///   - completion: Called at most once, on the main actor.
    @MainActor
    public func executeOnMainActor(
        _ parameters: Parameters,
        completion: @escaping @MainActor (Result<Success, Failure>) -> Void
    ) {
        let tracker = tracker
        let id = tracker.begin()
        let index = start(parameters) { [weak self] result, index in
            if MainQueue.isCurrent {
                return MainQueue.assumeIsolated { tracker.deliver(id) { completion(result) } }
            }
            // Claimed on the main actor, so a `cancel()` made there first drops it.
            DispatchQueue.main.async {
                MainQueue.assumeIsolated {
                    if !tracker.deliver(id, { completion(result) }) { self?.markDropped(index) }
                }
            }
            return true
        }
        markCancelled(index, whenWithdrawing: id)
    }

    /// Records an execution and returns its value, suspending until the test completes it
    /// when deferred.
    ///
    /// Cancelling the awaiting task cancels this execution (not counted in ``cancelCount``) and
    /// resumes the caller with `CancellationError`.
    ///
    /// - Parameter parameters: The input of this execution, recorded in ``parameters``.
    /// - Returns: The value the test or the behaviour provided.
    /// - Throws: `Failure`, or `CancellationError` when the awaiting task or the stub was
    ///   cancelled first.
    public func execute(_ parameters: Parameters) async throws -> Success {
        let tracker = tracker
        return try await tracker.awaitDelivery { id, gate in
            let index = start(parameters) { result, _ in
                tracker.deliver(id) { gate.resume(with: result.mapError { $0 }) }
            }
            let onCancel: @Sendable () -> Void = { [weak self] in
                self?.markCancelled(index)
                gate.cancel()
            }
            // Attaching fails when already delivered, or cancelled before it had a handler.
            if !tracker.attach(id, onCancel: onCancel) { onCancel() }
        } cancelledBeforeStart: {
            start(parameters, deliver: { _, _ in false }, cancelled: true)
        }
    }

    /// Cancels every pending execution and counts the call in ``cancelCount``.
    ///
    /// After this returns, no completion of an earlier execution runs, and callers awaiting
    /// ``execute(_:)`` resume with `CancellationError`. Safe to call again, from any thread,
    /// and from inside a completion.
    public func cancel() {
        recorder.mutate { $0.extra.cancelCount += 1 }
        log?.record("\(name).cancel")
        // Withdrawing each execution runs its handler, which marks its record cancelled.
        tracker.cancelAll()
    }

    /// Makes withdrawing execution `id` from the tracker mark record `index` cancelled.
    private func markCancelled(_ index: Int, whenWithdrawing id: ExecutionTracker.ID) {
        let onCancel: @Sendable () -> Void = { [weak self] in self?.markCancelled(index) }
        // Attaching fails when already delivered (nothing to mark) or withdrawn (mark now).
        if !tracker.attach(id, onCancel: onCancel) { onCancel() }
    }
}
