/// The slot of a result-bearing screen shown without a per-call receiver: its result goes
/// to the receiver its requester's screen object registered for the child's type.
///
/// Made only when such a screen's `finish` stages a value (see ``ScreenResult``); until
/// then the screen's record keeps its requester as data.
///
/// NB: not generic: a generic slot looked up the metadata of its own type, its value's
/// `Optional` and its receiver enum in the runtime's caches on every use. The value is
/// boxed as `Any`, and cast back to the receiver's type only when someone registered one.
final class RequesterSlot: ResultDelivering {
    private var result = StagedResult<Any>()
    /// Whose receiver (`nil` for none), for which child type.
    private let requester: ResultRequester?
    private let child: ScreenType

    /// A slot for the result of a screen of type `child` that `requester` asked for.
    init(requester: ResultRequester?, child: ScreenType) {
        self.requester = requester
        self.child = child
    }

    /// Stages the value a `finish` hands back.
    func stage(_ value: Any) {
        result.stage(value)
    }

    @MainActor
    func deliver(in navigator: Navigator) {
        guard let value = result.take(), let requester,
            let registered = navigator.registeredReceiver(of: requester, for: child)
        else { return }
        registered.receive(value)
    }

    func discardStaged() {
        result.discard()
    }

    func cancelSilently() {
        result.cancel()
    }
}
