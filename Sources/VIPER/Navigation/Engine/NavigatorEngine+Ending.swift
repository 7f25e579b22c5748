// The engine's ending events other than a push's commit: the lifecycle calls owed to
// screens below a layer that does not cover them, taking back the retired buffer, the
// rollback, and dropping the registrations of released screens.

extension NavigatorEngine {
    /// Tells the screens kept on screen below the top that are no longer shown that they
    /// are covered.
    ///
    /// - Returns: Whether it owes any lifecycle call.
    mutating func commitCovered(
        _ shown: ShownBelowChange, topSerial: UInt64?, into effects: inout NavigationEffects
    ) -> Bool {
        var owes = false
        for old in transaction.shownBelow where old.serial != topSerial {
            guard let kept = shown.indices[old.id],
                screens.records[kept].serial == old.serial, !shown.after.contains(old.id),
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
    mutating func commitRevealed(_ shown: ShownBelowChange, into effects: inout NavigationEffects)
        -> Bool
    {
        var owes = false
        for id in shown.order.reversed() {
            guard let index = shown.indices[id] else { continue }
            let serial = screens.records[index].serial
            guard serial != transaction.visible?.serial, !shown.before.contains(serial),
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

/// The screens on screen below the top before and after a commit, and where the live
/// screens hold them, looked up once for the commit's lifecycle calls.
///
/// NB: under a run of sheets every layer's top stays on screen; looking each one up with
/// its own search of the live screens made restoring many sheets quadratic.
struct ShownBelowChange {
    /// The entries on screen below the top after the change, top first.
    let order: [NavigationEntryID]
    /// The same entries, to ask whether one of them is.
    let after: Set<NavigationEntryID>
    /// The serials of the screens on screen below the visible one before the change.
    let before: Set<UInt64>
    /// The index in the live screens of each entry of either, when it is live.
    let indices: [NavigationEntryID: Int]

    init(
        before: [(id: NavigationEntryID, serial: UInt64)], after: [NavigationEntryID],
        in screens: LiveScreens
    ) {
        order = after
        self.after = Set(after)
        var serials = Set<UInt64>(minimumCapacity: before.count)
        var wanted = self.after
        for old in before {
            serials.insert(old.serial)
            wanted.insert(old.id)
        }
        self.before = serials
        indices = screens.lastIndices(of: wanted)
    }
}
