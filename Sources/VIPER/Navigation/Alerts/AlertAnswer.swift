/// The typed receiver of one alert's answer: the per-call result slot and the actions of
/// its buttons.
protocol AlertAnswering: AnyObject {
    /// Delivers the action of button `choice`, or `nil` without a choice.
    @MainActor func deliver(choice: Int?, in navigator: Navigator)
    /// Marks the answer delivered without calling anyone: the alert was never shown.
    func cancelSilently()
}

final class AlertAnswer<Action: Sendable>: AlertAnswering {
    private let slot: ResultSlot<Action>?
    private let actions: [Action]

    init(slot: ResultSlot<Action>?, actions: [Action]) {
        self.slot = slot
        self.actions = actions
    }

    @MainActor
    func deliver(choice: Int?, in navigator: Navigator) {
        if let choice, actions.indices.contains(choice) { slot?.stage(actions[choice]) }
        slot?.deliver(in: navigator)
    }

    func cancelSilently() {
        slot?.cancelSilently()
    }
}

/// The answers the navigator owes: one for each alert staged or up, and the button the
/// user chose, until the change that took the alert down commits.
struct AlertAnswers {
    var pending: [(id: NavigationEntryID, answer: any AlertAnswering)] = []
    var choice: (id: NavigationEntryID, button: Int)?

    var isEmpty: Bool { pending.isEmpty }

    /// Takes out the answers of alerts other than `shown`.
    mutating func take(except shown: NavigationEntryID?) -> [(
        id: NavigationEntryID, answer: any AlertAnswering
    )] {
        var gone: [(id: NavigationEntryID, answer: any AlertAnswering)] = []
        var kept: [(id: NavigationEntryID, answer: any AlertAnswering)] = []
        for entry in pending {
            if entry.id == shown { kept.append(entry) } else { gone.append(entry) }
        }
        pending = kept
        return gone
    }
}
