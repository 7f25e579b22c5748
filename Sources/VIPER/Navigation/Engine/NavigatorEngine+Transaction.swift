// What an open transaction has staged: the data of the engine's staging and deciding
// phases.

extension NavigatorEngine {
    /// What an open transaction has staged, carried by its phase.
    ///
    /// Idle and notifying phases carry it emptied, so that the next transaction reuses
    /// its storage instead of allocating.
    struct Transaction {
        /// The inverse of every state edit so far.
        var journal = StateJournal()
        /// The screens the transaction removed so far, each step's top first.
        var retired = LiveScreens()
        /// Where in the live screens each retired screen was.
        var retiredFrom: [Int] = []
        /// Screens with a serial from this one on were built by the transaction.
        var firstSerial: UInt64 = 0
        /// The visible screen when the transaction opened.
        var visible: (id: NavigationEntryID, serial: UInt64)?
        /// The screens on screen below the visible one when the transaction opened
        /// (``NavigationState/shownBelowTop``), top first; usually none.
        var shownBelow: [(id: NavigationEntryID, serial: UInt64)] = []
        /// Result slots holding a value staged by `finish`.
        var stagedResults: [any ResultDelivering] = []
        /// The actions of a batch, in order.
        var batchActions: [NavigationAction] = []
        var isBatching = false
        /// Whether the change reports what the platform already did; guards cannot refuse.
        var isPlatformDriven = false
        /// Whether the staged change differs from what it started from; `nil` until known.
        var isChanged: Bool?
        /// Whether the change shows, replaces or removes an alert.
        var changesAlert = false

        /// Whether the screen of `serial` was on screen below the visible one when the
        /// transaction opened.
        func wasShownBelow(_ serial: UInt64) -> Bool {
            for shown in shownBelow where shown.serial == serial { return true }
            return false
        }

        /// Empties the transaction, keeping its storage.
        mutating func close() {
            // NB: the emptiness checks skip `removeAll`'s generic path in the common case;
            // measured together with the other emptying shortcuts (Transaction.close,
            // StateJournal.removeAll, LiveScreens.removeAll and move), the generic calls cost
            // navigation/navigator-push-pop 2.5x -> 2.9x-3.2x.
            journal.removeAll()
            while !retiredFrom.isEmpty { retiredFrom.removeLast() }
            if !stagedResults.isEmpty { stagedResults.removeAll(keepingCapacity: true) }
            if !batchActions.isEmpty { batchActions.removeAll(keepingCapacity: true) }
            isBatching = false
            isPlatformDriven = false
            isChanged = nil
            changesAlert = false
            visible = nil
            if !shownBelow.isEmpty { shownBelow.removeAll(keepingCapacity: true) }
        }
    }
}
