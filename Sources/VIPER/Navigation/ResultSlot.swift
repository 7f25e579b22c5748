/// The receiving end of a screen's typed result, delivered at most once.
///
/// The navigator keeps one beside every live screen shown with a result receiver. A
/// value staged by `finish` is delivered when the change commits; any other removal
/// delivers `nil`; a rolled-back change discards the staged value; a slot released
/// before delivery (its navigator was released) delivers `nil` from `deinit`, so an
/// awaiting caller never hangs.
protocol ResultDelivering: AnyObject {
    /// Delivers the staged value, or `nil`, unless already delivered.
    @MainActor func deliver()
    /// Forgets a value staged by a change that was rolled back.
    func discardStaged()
    /// Marks the slot delivered without calling anyone: its screen was never shown
    /// because the navigation that built it was refused.
    func cancelSilently()
}

final class ResultSlot<Output: Sendable>: ResultDelivering {
    private enum Receiver {
        case none
        case callback(@MainActor (Output?) -> Void)
        case continuation(CheckedContinuation<Output?, Never>)
    }

    private var receiver: Receiver
    private var staged: Output?
    private var isDelivered = false
    private var deliveredBeforeAttach: Output??

    init(callback: (@MainActor (Output?) -> Void)?) {
        receiver = callback.map { .callback($0) } ?? .none
    }

    init() {
        receiver = .none
    }

    /// A slot for `callback`, or none when nobody receives the result.
    ///
    /// NB: written out rather than `callback.map(ResultSlot.init)`, which allocates a
    /// closure context on every push even when `callback` is `nil`.
    static func receiving(_ callback: (@MainActor (Output?) -> Void)?) -> ResultSlot? {
        guard let callback else { return nil }
        return ResultSlot(callback: callback)
    }

    /// Attaches the awaiting caller; resumes it at once if the result already arrived.
    func attach(_ continuation: CheckedContinuation<Output?, Never>) {
        if let value = deliveredBeforeAttach {
            deliveredBeforeAttach = nil
            continuation.resume(returning: value)
        } else if isDelivered {
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
        staged = value
    }

    @MainActor
    func deliver() {
        guard !isDelivered else { return }
        isDelivered = true
        let value = staged
        staged = nil
        switch receiver {
        case .none: deliveredBeforeAttach = .some(value)
        case .callback(let callback): callback(value)
        case .continuation(let continuation): continuation.resume(returning: value)
        }
        receiver = .none
    }

    func discardStaged() {
        staged = nil
    }

    func cancelSilently() {
        isDelivered = true
        staged = nil
        if case .continuation(let continuation) = receiver {
            continuation.resume(returning: nil)
        }
        receiver = .none
    }

    deinit {
        guard !isDelivered else { return }
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
