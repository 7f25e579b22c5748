/// The receiving end of a screen's typed result, delivered at most once.
///
/// The navigator keeps one beside every live screen shown with a receiver, and makes a
/// ``RequesterSlot`` for a screen without one when its `finish` stages a value (see
/// ``ScreenResult``). A value staged by `finish` is
/// delivered when the change commits; any other removal delivers `nil`; a rolled-back
/// change discards the staged value; a slot released before delivery (its navigator was
/// released) delivers `nil` from `deinit`, so an awaiting caller never hangs.
///
/// ``ResultSlot`` holds a per-call receiver; ``RequesterSlot`` delivers to the receiver
/// that the requester's screen registered for the child's type (see
/// ``NavigationHandle/receiveResults(from:_:)``).
protocol ResultDelivering: AnyObject {
    /// Delivers the staged value, or `nil`, unless already delivered.
    @MainActor func deliver(in navigator: Navigator)
    /// Forgets a value staged by a change that was rolled back.
    func discardStaged()
    /// Marks the slot delivered without calling anyone: its screen was never shown
    /// because the navigation that built it was refused.
    func cancelSilently()
}

/// The screen object a result goes to when nobody receives it per call.
///
/// NB: the object (its serial), not only its entry: after a restoration into the same
/// navigator, a screen rebuilt under the old identity must not hear the old child's
/// "no result".
struct ResultRequester {
    let id: NavigationEntryID
    let serial: UInt64
}

/// The slot of a screen shown with a per-call receiver: a callback or an awaiting caller.
final class ResultSlot<Output: Sendable>: ResultDelivering {
    private enum Receiver {
        /// An awaiting caller attaches later, or the slot was delivered.
        case none
        case callback(@MainActor (Output?) -> Void)
        case continuation(CheckedContinuation<Output?, Never>)
    }

    private var receiver: Receiver
    private var result = StagedResult<Output>()
    private var deliveredBeforeAttach: Output??

    init(callback: @escaping @MainActor (Output?) -> Void) {
        receiver = .callback(callback)
    }

    init() {
        receiver = .none
    }

    /// Attaches the awaiting caller; resumes it at once if the result already arrived.
    func attach(_ continuation: CheckedContinuation<Output?, Never>) {
        if let value = deliveredBeforeAttach {
            deliveredBeforeAttach = nil
            continuation.resume(returning: value)
        } else if result.isDelivered {
            continuation.resume(returning: nil)
        } else {
            receiver = .continuation(continuation)
        }
    }

    /// Starts a navigation with a fresh slot and waits for its result.
    ///
    /// NB: the caller's frame keeps only a weak reference while it waits: the navigator
    /// owns the slot, so releasing the navigator releases the slot, whose `deinit`
    /// resumes the caller with `nil` instead of leaving it suspended forever.
    @MainActor
    static func awaiting(
        _ start: (ResultSlot<Output>) throws(NavigationError) -> Void
    ) async throws(NavigationError) -> Output? {
        weak var weakSlot: ResultSlot<Output>?
        do {
            let slot = ResultSlot<Output>()
            weakSlot = slot
            try start(slot)
        }
        return await withCheckedContinuation { continuation in
            if let slot = weakSlot {
                slot.attach(continuation)
            } else {
                continuation.resume(returning: nil)
            }
        }
    }

    /// Stages the value a `finish` hands back.
    func stage(_ value: Output) {
        result.stage(value)
    }

    @MainActor
    func deliver(in navigator: Navigator) {
        guard let value = result.take() else { return }
        let receiver = receiver
        self.receiver = .none
        switch receiver {
        case .none: deliveredBeforeAttach = .some(value)
        case .callback(let callback): callback(value)
        case .continuation(let continuation): continuation.resume(returning: value)
        }
    }

    func discardStaged() {
        result.discard()
    }

    func cancelSilently() {
        result.cancel()
        if case .continuation(let continuation) = receiver {
            continuation.resume(returning: nil)
        }
        receiver = .none
    }

    deinit {
        guard !result.isDelivered else { return }
        switch receiver {
        case .none: break
        case .continuation(let continuation): continuation.resume(returning: nil)
        case .callback(let callback):
            // NB: `deinit` is not isolated; the callback is `@MainActor`, so it is
            // scheduled there rather than dropped: "no result" is still delivered once.
            Task { @MainActor in callback(nil) }
        }
    }
}
