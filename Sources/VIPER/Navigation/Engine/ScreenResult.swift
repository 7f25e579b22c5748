/// Where a live screen's result goes.
///
/// NB: a screen that hands back a result and was shown without a per-call receiver keeps
/// only its requester here, as data; a ``RequesterSlot`` is made only when a `finish`
/// stages a value, not on every push of such a screen.
enum ScreenResult {
    /// A slot: the per-call receiver's, or the requester slot a `finish` staged a value in.
    case slot(any ResultDelivering)
    /// The receiver the requester's screen object registered for `child`, with nothing
    /// staged; `nil` requester until addressed (then it goes nowhere).
    case requester(ResultRequester?, child: ScreenType)

    /// A result for a screen of type `output` shown without a per-call receiver; `nil`
    /// for `Never`, which has nothing to deliver.
    static func unlessNever(_ output: Any.Type) -> ScreenResult? {
        output == Never.self ? nil : .requester(nil, child: ScreenType(Never.self))
    }

    /// Says which screen object asked for the result and which screen type hands it.
    mutating func address(to requester: ResultRequester?, child: ScreenType) {
        guard case .requester = self else { return }
        self = .requester(requester, child: child)
    }

    /// Delivers the staged value, or `nil`, unless already delivered.
    @MainActor
    func deliver(in navigator: Navigator) {
        switch self {
        case .slot(let slot): slot.deliver(in: navigator)
        case .requester(let requester, let child):
            guard let requester,
                let registered = navigator.registeredReceiver(of: requester, for: child)
            else { return }
            registered.receive(nil)
        }
    }

    /// Marks the result delivered without calling anyone: its screen was never shown.
    func cancelSilently() {
        if case .slot(let slot) = self { slot.cancelSilently() }
    }
}
