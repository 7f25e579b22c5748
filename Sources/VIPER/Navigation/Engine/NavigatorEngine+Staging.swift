// The engine's staging events other than a push's: presenting, replacing the whole
// state, staging a result, a transition or an alert, and retiring removed screens.

extension NavigatorEngine {
    /// Reserves a serial for a screen restored under its archived identity.
    mutating func reserve(restored id: NavigationEntryID) -> ScreenReservation {
        identities.reserve(through: id)
        return ScreenReservation(id: id, serial: identities.issueSerial())
    }

    /// The capabilities of a screen type, looked up once per type.
    mutating func capabilities(of type: Any.Type) -> ScreenCapabilities {
        capabilityCache.capabilities(of: type)
    }

    /// Issues no identity below `next`: restored screens take the archive's identities.
    mutating func reserveIdentities(below next: NavigationEntryID) {
        identities.reserve(below: next)
    }

    /// Reserves a presented screen and stages its layer; the screen is built next.
    mutating func stagePresent(
        _ screen: ScreenType, route: AnyNavigationRoute?, style: PresentationStyle,
        result: inout ScreenResult?, as action: NavigationAction,
        flow: NavigationEnvironment? = nil,
        adding values: NavigationEnvironment = NavigationEnvironment()
    ) throws(NavigationError) -> ScreenReservation {
        var reservation = try reserve(for: action)
        reservation.environment = (flow ?? environment).merging(values)
        let requester = state.topID
        expect(.staging)
        do {
            try state.present(
                fresh: [
                    NavigationEntry(
                        id: reservation.id, screen: screen, route: route, requester: requester)
                ], style: style, as: action, recording: &transaction.journal)
        } catch {
            phase = .staging
            throw error
        }
        if result != nil { result?.address(to: liveRequester(requester), child: screen) }
        phase = .building
        return reservation
    }

    /// Replaces the whole state; every current screen not named in `kept` (sorted) is
    /// retired, even when the new state has an entry with its identity (a restoration
    /// rebuilds screens under their old identities).
    mutating func stageReplace(
        with newState: NavigationState, keepingSorted kept: [NavigationEntryID]
    ) {
        expect(.staging)
        defer { phase = .staging }
        let old = state
        state.set(newState, recording: &transaction.journal)
        // NB: top first, as `retire(_:)` of several entries does, so each search from the
        // end of the live screens stops at once.
        var layer = old.layers.count - 1
        while layer >= 0 {
            let entries = old.layers[layer].allEntries
            var index = entries.count - 1
            while index >= 0 {
                if !Self.sorted(kept, contains: entries[index].id) {
                    retire(entries[index].id)
                }
                index -= 1
            }
            layer -= 1
        }
    }

    /// Whether the sorted `ids` hold `id`, by binary search.
    private static func sorted(_ ids: [NavigationEntryID], contains id: NavigationEntryID) -> Bool {
        var low = 0
        var high = ids.count
        while low < high {
            let middle = (low + high) / 2
            if ids[middle] < id { low = middle + 1 } else { high = middle }
        }
        return low < ids.count && ids[low] == id
    }

    /// Records that a `finish` stages a value for the retired screen `id`.
    ///
    /// - Returns: The slot the value goes to, for the caller to stage it in after this
    ///   step (that may release a value staged before); `nil` when the screen has none
    ///   for an `Output`.
    mutating func stageResult<Output: Sendable>(of output: Output.Type, for id: NavigationEntryID)
        -> (any ResultDelivering)?
    {
        expect(.staging)
        defer { phase = .staging }
        guard let index = transaction.retired.lastIndex(of: id),
            let result = transaction.retired.records[index].result
        else { return nil }
        let slot: any ResultDelivering
        switch result {
        case .slot(let existing):
            guard existing is RequesterSlot || existing is ResultSlot<Output> else { return nil }
            slot = existing
        case .requester(let requester, let child):
            slot = RequesterSlot(requester: requester, child: child)
            transaction.retired.setResult(.slot(slot), at: index)
        }
        transaction.stagedResults.append(slot)
        return slot
    }

    /// Applies a pure transition to the state and retires the screens of the entries it
    /// removed.
    mutating func stage(
        _ transition: (inout NavigationState, inout StateJournal) throws(NavigationError) ->
            [NavigationEntry]
    ) throws(NavigationError) {
        expect(.staging)
        defer { phase = .staging }
        let removed = try transition(&state, &transaction.journal)
        // NB: top first, so that each search from the end stops at once and each removal
        // takes the last screen: popping a deep stack is linear, not quadratic.
        var index = removed.count - 1
        while index >= 0 {
            retire(removed[index].id)
            index -= 1
        }
    }

    /// Pops the top screen.
    mutating func stagePop() throws(NavigationError) -> NavigationEntryID {
        expect(.staging)
        defer { phase = .staging }
        let removed = try state.pop(recording: &transaction.journal)
        retire(removed.id)
        return removed.id
    }

    /// Shows `alert` over every layer, replacing the one up, or removes it (`nil`); no
    /// screen changes.
    mutating func stageAlert(_ alert: ShownAlert?) {
        expect(.staging)
        state.setAlert(alert, recording: &transaction.journal)
        transaction.changesAlert = true
    }

    /// Moves the screen of one entry that left the state to the transaction's retired
    /// screens.
    private mutating func retire(_ id: NavigationEntryID) {
        guard let index = screens.lastIndex(of: id) else { return }
        transaction.retiredFrom.append(index)
        screens.move(at: index, to: &transaction.retired)
    }
}
