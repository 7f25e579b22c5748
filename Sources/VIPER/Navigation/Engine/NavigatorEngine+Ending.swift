// The engine's ending events other than a push's commit: the lifecycle calls owed to
// screens below a layer that does not cover them, taking back the retired buffer, the
// rollback, and dropping the registrations of released screens.

extension NavigatorEngine {
    /// Tells the screens kept on screen below the top that are no longer shown that they
    /// are covered.
    ///
    /// - Returns: Whether it owes any lifecycle call.
    mutating func commitCovered(
        _ shownBelow: [NavigationEntryID], topSerial: UInt64?,
        into effects: inout NavigationEffects
    ) -> Bool {
        var owes = false
        for old in transaction.shownBelow where old.serial != topSerial {
            guard let kept = screens.lastIndex(of: old.id),
                screens.records[kept].serial == old.serial, !shownBelow.contains(old.id),
                let lifecycle = screens.records[kept].lifecycle
            else { continue }
            effects.belowTop.append(.disappeared(lifecycle, .covered))
            owes = true
        }
        return owes
    }

    /// Tells the screens newly shown below a non-covering layer that they appear (and
    /// load, the first time).
    ///
    /// - Returns: Whether it owes any lifecycle call.
    mutating func commitRevealed(
        _ shownBelow: [NavigationEntryID], into effects: inout NavigationEffects
    ) -> Bool {
        var owes = false
        for id in shownBelow.reversed() {
            guard let index = screens.lastIndex(of: id) else { continue }
            let serial = screens.records[index].serial
            guard serial != transaction.visible?.serial, !transaction.wasShownBelow(serial),
                let lifecycle = screens.records[index].lifecycle
            else { continue }
            effects.belowTop.append(.revealed(lifecycle, loads: !screens.records[index].isLoaded))
            screens.markLoaded(at: index)
            owes = true
        }
        return owes
    }

    /// Takes back the emptied buffer of retired screens whose effects have run.
    mutating func recycle(_ buffer: inout LiveScreens) {
        swap(&spareRetired, &buffer)
    }

    /// Undoes the staged change, if one is open: the state and the live screens are as
    /// before the transaction; identities stay issued.
    ///
    /// - Parameter released: Receives the screens the transaction built, for the caller
    ///   to release (``releaseRefused(_:)``) after this step.
    /// - Returns: The result slots holding a value the change staged, for the caller to
    ///   discard after this step.
    mutating func rollback(releasing released: inout LiveScreens) -> [any ResultDelivering] {
        switch phase {
        case .staging, .deciding:
            break
        case .idle, .notifying:
            return []
        case .building:
            preconditionFailure("rollback while a screen is built")
        }
        let staged = transaction.stagedResults
        let built = builtCount(transaction)
        screens.moveTail(from: screens.count - built, to: &released)
        while let from = transaction.retiredFrom.popLast() {
            let record = transaction.retired.records[transaction.retired.count - 1]
            if record.serial >= transaction.firstSerial {
                released.moveBack(from: &transaction.retired, to: released.count)
            } else {
                screens.moveBack(from: &transaction.retired, to: from)
            }
        }
        transaction.journal.undo(&state)
        transaction.close()
        phase = .idle
        return staged
    }

    /// Drops the result registrations of screens the navigator releases.
    ///
    /// - Returns: The receivers dropped, for the caller to release after this step: a
    ///   receiver's closure may hold the last reference to user objects.
    ///
    /// NB: only the dropped receivers are handed back, not a copy of the registry: a copy
    /// made before the removal copies every registration, once per release, which made
    /// popping *n* registering screens quadratic again.
    mutating func releaseRegistrations(of released: LiveScreens) -> [any ResultReceiving] {
        guard !receivers.isEmpty, released.count > 0 else { return [] }
        return receivers.release(released)
    }
}
