// The engine's events for a change that guards may refuse: the comparison of states,
// the change as guards see it, and the guards of the screens it removes.

extension NavigatorEngine {
    /// Takes the result of the comparison ``Decision/compare(old:new:)`` asked for.
    mutating func compared(changed: Bool) -> Decision {
        expect(.deciding)
        transaction.isChanged = changed
        let decision = decision(on: transaction)
        phase = .deciding
        return decision
    }

    /// The staged change as guards see it.
    func proposedChange(_ action: NavigationAction) -> NavigationChange {
        expect(.deciding)
        return NavigationChange(new: state, journal: transaction.journal, action: action)
    }

    /// The state before the staged change and the staged state, for the navigator to
    /// compare when the decision is ``Decision/compare``.
    func statesToCompare() -> (old: NavigationState, new: NavigationState) {
        expect(.deciding)
        return (transaction.journal.undone(state), state)
    }

    /// The guards of the screens the staged change removes, top first, when the decision
    /// is ``Decision/askGuards``.
    func leavingGuards() -> [any ScreenGuard] {
        expect(.deciding)
        var guards: [any ScreenGuard] = []
        let retired = transaction.retired
        for index in 0..<retired.count where retired.records[index].serial < transaction.firstSerial
        {
            if let screenGuard = retired.records[index].screenGuard { guards.append(screenGuard) }
        }
        return guards
    }
}
