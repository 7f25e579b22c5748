/// The receiving end of one result, delivered exactly once: a screen's, or an alert's
/// answer (the result of the alert's entry).
///
/// A value staged by `finish` (or an alert's chosen button) is delivered when the change
/// commits; any other removal delivers `nil`; a rollback discards the staged value; a
/// refused navigation cancels the slot silently; a slot released undelivered (with its
/// navigator) delivers `nil` from `deinit`, so an awaiting caller never hangs. Values are
/// boxed as `any Sendable` and cast back when delivered: one type serves every receiver.
final class ResultSlot {
    private enum Receiver {
        /// An awaiting caller attaches later, or the slot was delivered.
        case none
        case callback(@MainActor ((any Sendable)?) -> Void)
        case continuation(CheckedContinuation<(any Sendable)?, Never>)
        /// The receiver the requester's screen object registered for `child` screens.
        case requester(ResultRequester, child: ScreenType)
    }

    private var receiver: Receiver
    private var staged: (any Sendable)?
    private var isDelivered = false
    private var deliveredBeforeAttach: (any Sendable)??
    /// The actions of an alert's buttons, by index; set before the alert is shown.
    var actions: [any Sendable] = []

    private init(_ receiver: Receiver) {
        self.receiver = receiver
    }

    /// A slot whose result goes to `callback`.
    convenience init<Output: Sendable>(callback: @escaping @MainActor (Output?) -> Void) {
        self.init(.callback { callback(unbox($0)) })
    }

    /// A slot for the result of a `child` screen, going to the receiver `requester` registered.
    convenience init(requester: ResultRequester, child: ScreenType) {
        self.init(.requester(requester, child: child))
    }

    /// Starts a navigation with a fresh slot and waits for its result.
    ///
    /// The caller keeps only a weak reference while it waits: the navigator owns the slot,
    /// so releasing the navigator releases it, and its `deinit` resumes the caller with `nil`.
    @MainActor
    static func awaiting<Output: Sendable>(
        _ start: (ResultSlot) throws(NavigationError) -> Void
    ) async throws(NavigationError) -> Output? {
        weak var weakSlot: ResultSlot?
        do {
            let slot = ResultSlot(.none)
            weakSlot = slot
            try start(slot)
        }
        let value = await withCheckedContinuation { continuation in
            if let slot = weakSlot {
                slot.attach(continuation)
            } else {
                continuation.resume(returning: nil)
            }
        }
        return unbox(value)
    }

    private func attach(_ continuation: CheckedContinuation<(any Sendable)?, Never>) {
        if let value = deliveredBeforeAttach {
            deliveredBeforeAttach = nil
            continuation.resume(returning: value)
        } else if isDelivered {
            continuation.resume(returning: nil)
        } else {
            receiver = .continuation(continuation)
        }
    }

    /// Stages the value a `finish` hands back.
    func stage(_ value: any Sendable) {
        staged = value
    }

    /// Stages the action of an alert's button `index`; nothing for a button without one.
    func stage(choice index: Int) {
        if actions.indices.contains(index) { staged = actions[index] }
    }

    /// Delivers the staged value, or `nil`, unless already delivered.
    @MainActor
    func deliver(in navigator: Navigator) {
        guard !isDelivered else { return }
        isDelivered = true
        let value = staged
        staged = nil
        let receiver = receiver
        self.receiver = .none
        switch receiver {
        case .none: deliveredBeforeAttach = .some(value)
        case .callback(let callback): callback(value)
        case .continuation(let continuation): continuation.resume(returning: value)
        case .requester(let requester, let child):
            navigator.engine.registeredReceiver(of: requester, for: child)?.receive(value)
        }
    }

    /// Forgets a value staged by a change that was rolled back.
    func discardStaged() {
        staged = nil
    }

    /// Marks the slot delivered without calling anyone: its screen or alert was never
    /// shown because the navigation that made it was refused.
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
        case .none, .requester: break
        case .continuation(let continuation): continuation.resume(returning: nil)
        case .callback(let callback):
            // `deinit` is not isolated and the callback is `@MainActor`: it is scheduled
            // there rather than dropped, so "no result" is still delivered once.
            Task { @MainActor in callback(nil) }
        }
    }
}

/// A delivered value as the receiver's type; `nil` for "no result", kept apart from a
/// `finish(nil)` of an optional `Output`.
func unbox<Output>(_ value: (any Sendable)?) -> Output? {
    guard let value else { return nil }
    return value as? Output
}

/// The screen object a result goes to when nobody receives it per call: the object (its
/// serial), not only its entry, so that a screen rebuilt under the old identity by a
/// restoration does not hear the old child's "no result".
struct ResultRequester {
    let id: NavigationEntryID
    let serial: UInt64
}
