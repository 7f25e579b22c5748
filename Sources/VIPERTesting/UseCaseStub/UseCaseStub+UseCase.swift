import Foundation

extension UseCaseStub {
    /// Records an execution and completes it as ``behavior-swift.property`` says.
    ///
    /// An immediate behaviour calls `completion` before this returns, on the calling
    /// thread. A deferred one calls it on the thread that completes it.
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
    /// An immediate behaviour calls `completion` before this returns, so a presenter test
    /// can assert right after calling the presenter. A deferred execution completed on
    /// the main thread is delivered at once; one completed elsewhere hops to the main
    /// actor, and a ``cancel()`` made on the main actor before the hop arrives drops it.
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
            // NB: the claim happens on the main actor, so a `cancel()` made there before
            // the hop arrives drops the delivery; the record then says so.
            DispatchQueue.main.async {
                MainQueue.assumeIsolated {
                    if !tracker.deliver(id, { completion(result) }) { self?.markDropped(index) }
                }
            }
            return true
        }
        markCancelled(index, whenWithdrawing: id)
    }

    /// Records an execution and returns its value.
    ///
    /// An immediate behaviour returns without suspending for long; a deferred one
    /// suspends until the test completes the execution. Cancelling the awaiting task
    /// cancels this execution (its status becomes ``Execution/Status/cancelled``; it is not
    /// counted in ``cancelCount``) and resumes the caller with `CancellationError`.
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
            // NB: attaching fails when the execution was already delivered (then the
            // handler does nothing) or cancelled before it had a handler.
            if !tracker.attach(id, onCancel: onCancel) { onCancel() }
        } cancelledBeforeStart: {
            start(parameters, deliver: { _, _ in false }, cancelled: true)
        }
    }

    /// Cancels every pending execution and counts the call in ``cancelCount``.
    ///
    /// After this returns, no completion of an earlier execution runs, and callers
    /// awaiting ``execute(_:)`` resume with `CancellationError`. Safe to call again and
    /// from any thread; called from inside a completion, it does not wait for completions
    /// running on other threads, as `UseCase.cancel()` documents.
    public func cancel() {
        recorder.mutate { $0.extra.cancelCount += 1 }
        log?.record("\(name).cancel")
        // NB: withdrawing each execution runs its handler, which marks its record
        // cancelled (see `markCancelled(_:whenWithdrawing:)`): the stub has no cancel
        // bookkeeping of its own beyond the count and the log.
        tracker.cancelAll()
    }

    /// Makes withdrawing execution `id` from the tracker mark record `index` cancelled.
    private func markCancelled(_ index: Int, whenWithdrawing id: ExecutionTracker.ID) {
        let onCancel: @Sendable () -> Void = { [weak self] in self?.markCancelled(index) }
        // NB: attaching fails when the execution was already delivered (its record is
        // no longer pending, so marking does nothing) or withdrawn (it must be marked now).
        if !tracker.attach(id, onCancel: onCancel) { onCancel() }
    }
}
