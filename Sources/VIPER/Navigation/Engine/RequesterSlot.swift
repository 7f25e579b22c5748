/// The slot of a result-bearing screen shown without a per-call receiver: its result goes
/// to the receiver its requester's screen object registered for the child's type.
///
/// NB: not generic, so that a push and a pop of such a screen (every route-built,
/// restored or plainly pushed screen whose `Output` is not `Never`) allocate the slot and
/// nothing else: a generic slot looked up the metadata of its own type, its value's
/// `Optional` and its receiver enum in the runtime's caches on every push, pop and
/// release. The value is boxed only when a screen finishes, and cast back to the
/// receiver's type only when someone registered one.
final class RequesterSlot: ResultDelivering {
    private var result = StagedResult<Any>()
    /// Whose receiver, for which child type; `nil` until the slot is addressed.
    ///
    /// NB: one stored property, not two: each access to a class's stored property is
    /// checked for exclusivity, and addressing the slot is on every push of such a screen.
    private var addressee: (requester: ResultRequester?, child: ScreenType)?

    /// A slot for a screen whose result type is `output`; `nil` for `Never`, which has
    /// nothing to deliver.
    static func unlessNever(_ output: Any.Type) -> RequesterSlot? {
        output == Never.self ? nil : RequesterSlot()
    }

    /// Stages the value a `finish` hands back.
    func stage(_ value: Any) {
        result.stage(value)
    }

    func address(to requester: ResultRequester?, child: ScreenType) {
        addressee = (requester, child)
    }

    @MainActor
    func deliver(in navigator: Navigator) {
        guard let value = result.take(), let addressee, let requester = addressee.requester,
            let registered = navigator.registeredReceiver(of: requester, for: addressee.child)
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
