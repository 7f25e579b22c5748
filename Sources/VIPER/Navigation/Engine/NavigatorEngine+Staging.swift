// The staging steps of presenting, replacing, restoring and finishing; the steps a push
// and a pop take are in NavigatorEngine.swift. None runs user code.

extension NavigatorEngine {
    /// Reserves a serial for a screen restored under its archived identity.
    mutating func reserve(restored id: NavigationEntryID) -> ScreenReservation {
        identities.reserve(through: id)
        return ScreenReservation(id: id, serial: identities.issueSerial())
    }

    /// Reserves a presented screen and stages its layer; the screen is built next.
    mutating func stagePresent(
        _ screen: ScreenType, route: AnyNavigationRoute?, style: PresentationStyle,
        result: (any ResultDelivering)?, as action: NavigationAction
    ) throws(NavigationError) -> ScreenReservation {
        let reservation = try reserve(for: action)
        let requester = state.topID
        try state.present(
            fresh: [
                NavigationEntry(
                    id: reservation.id, screen: screen, route: route, requester: requester)
            ], style: style, as: action, recording: &journal)
        if let result { result.address(to: liveRequester(requester), child: screen) }
        phase = .building
        return reservation
    }

    /// Registers a result receiver for the screen object `serial` names (or whatever
    /// screen shows `id`, when `serial` is `nil`), or for the screen being built.
    ///
    /// - Returns: `false` when that screen is neither shown nor being built.
    mutating func register(
        _ receiver: any ResultReceiving, for child: ScreenType, by id: NavigationEntryID,
        serial: UInt64?
    ) -> Bool {
        // NB: checked first, without searching the live screens: while a screen is built
        // its handle is not among them yet (a search from the end would scan them all, for
        // every registering screen of a restored stack), and any other handle of this
        // transaction names a screen it built, which is live or about to be.
        if let serial, phase == .building, serial >= firstSerial {
            receivers.set(receiver, for: child, by: serial)
            return true
        }
        guard let index = screens.lastIndex(of: id),
            serial == nil || serial == screens.records[index].serial
        else { return false }
        receivers.set(receiver, for: child, by: screens.records[index].serial)
        return true
    }

    /// Drops the result receivers of screens the navigator releases, then the screens.
    mutating func release(_ released: inout LiveScreens) {
        if !receivers.isEmpty { receivers.release(released) }
        released.removeAll()
    }

    /// The receiver the live screen object `requester` names registered for `child`.
    mutating func registeredReceiver(of requester: ResultRequester, for child: ScreenType)
        -> (any ResultReceiving)?
    {
        guard let index = screens.lastIndex(of: requester.id),
            screens.records[index].serial == requester.serial
        else { return nil }
        return receivers.receiver(of: requester.serial, for: child)
    }

    /// Replaces the whole state; every current screen not named in `kept` is retired,
    /// even when the new state has an entry with its identity (a restoration rebuilds
    /// screens under their old identities).
    mutating func stageReplace(with newState: NavigationState, keeping kept: EntryIDSet) {
        let old = state
        state.set(newState, recording: &journal)
        // NB: top first, as `retire(_:)` of several entries does, so each search from the
        // end of the live screens stops at once.
        var layer = old.layers.count - 1
        while layer >= 0 {
            let entries = old.layers[layer].entries
            var index = entries.count - 1
            while index >= 0 {
                if !kept.contains(entries[index].id) { retire(entries[index].id) }
                index -= 1
            }
            layer -= 1
        }
    }

    /// Stages the value a `finish` hands back to the receiver of the retired screen `id`.
    mutating func stageResult<Output: Sendable>(_ value: Output, for id: NavigationEntryID) {
        guard let index = retired.lastIndex(of: id), let slot = retired.records[index].result
        else { return }
        if let slot = slot as? RequesterSlot {
            slot.stage(value)
        } else if let slot = slot as? ResultSlot<Output> {
            slot.stage(value)
        } else {
            return
        }
        stagedResults.append(slot)
    }

    // NB: the queries below that the navigator asks are `mutating` on purpose: a
    // non-mutating member called on the class's stored `engine` copies the whole value
    // first (retaining every buffer in it), a mutating one works in place.

    /// Whether a committed screen shows `id`, and is the object `serial` names.
    mutating func isShown(_ id: NavigationEntryID, serial: UInt64?) -> Bool {
        guard let index = screens.lastIndex(of: id) else { return false }
        guard let serial else { return true }
        return serial == screens.records[index].serial
    }

    /// The live screen object showing `id`, as a result's requester.
    mutating func liveRequester(_ id: NavigationEntryID?) -> ResultRequester? {
        guard let index = screens.lastIndex(of: id) else { return nil }
        return ResultRequester(id: screens.records[index].id, serial: screens.records[index].serial)
    }
}
