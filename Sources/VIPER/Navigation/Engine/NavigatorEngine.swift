/// The navigator's state machine: the state, the live screens, the identities and the
/// open transaction, with every step of a transaction as one mutating method.
///
/// A transaction goes `idle -> staging (<-> building) -> guarding -> notifying -> idle`:
/// ``open()`` starts it; staging steps edit ``state`` through its journaling transitions
/// and move the screens they remove to ``retired``; built screens are added with
/// ``adopt(_:as:result:)``; ``commit(_:)`` ends it and returns what is owed as an
/// ``NavigationEffects`` value; ``rollback()`` undoes it and returns the screens it built.
///
/// NB: the rule that keeps this sound is that no user code runs inside a mutating method
/// of this type. Screen factories, lifecycle calls, observers, guards, result receivers
/// and screen `deinit`s all run in ``Navigator`` between steps, so re-entering the
/// navigator from them never overlaps an access to its storage; and every mutable field
/// lives here, in one value, so that a step is one exclusivity check instead of one per
/// field.
@MainActor
struct NavigatorEngine {
    enum Phase {
        case idle
        case staging
        case building
        case guarding
        case notifying
    }

    var state = NavigationState()
    var screens = LiveScreens()
    var identities: EntryIdentities
    var phase = Phase.idle
    var watchers = NavigationWatchers()
    var capabilityCache = ScreenCapabilities.Cache()
    /// The result receivers live screen objects registered.
    var receivers = ResultRegistry()
    /// How many changes that changed something have committed.
    ///
    /// An async navigation that saw another one while it resolved is superseded. A commit
    /// that changes nothing (a `dismissAll()` with nothing presented, an empty batch) is
    /// not counted.
    private(set) var commitCount: UInt64 = 0

    // MARK: The open transaction

    /// The inverse of every state edit so far.
    var journal = StateJournal()
    /// The screens the transaction removed so far, each step's top first.
    var retired = LiveScreens()
    /// Where in ``screens`` each retired screen was.
    var retiredFrom: [Int] = []
    /// Screens with a serial from this one on were built by the transaction.
    private(set) var firstSerial: UInt64 = 0
    /// The visible screen when the transaction opened.
    private var visible: (id: NavigationEntryID, serial: UInt64)?
    /// Result slots holding a value staged by `finish`.
    var stagedResults: [any ResultDelivering] = []
    /// The actions of a batch, in order.
    var batchActions: [NavigationAction] = []
    var isBatching = false
    /// The emptied buffer of the last retired screens, reused by the next commit.
    private var spareRetired = LiveScreens()

    init(firstEntryID: UInt64) {
        identities = EntryIdentities(first: firstEntryID)
    }

    /// Starts a transaction, or a step of the batch being staged.
    ///
    /// - Returns: `true` when it opened a transaction; `false` inside a batch.
    /// - Throws: ``NavigationError/Reason/reentrant`` while a change is being built,
    ///   guarded or reported.
    mutating func begin(
        _ action: @autoclosure () -> NavigationAction, batching: Bool = false
    ) throws(NavigationError) -> Bool {
        switch phase {
        case .idle:
            open(batching: batching)
            return true
        case .staging:
            return false
        case .building, .guarding, .notifying:
            throw NavigationError(action(), .reentrant)
        }
    }

    /// Starts a transaction.
    mutating func open(batching: Bool) {
        phase = .staging
        isBatching = batching
        firstSerial = identities.nextSerial
        if let index = screens.lastIndex(of: state.topID) {
            visible = (screens.records[index].id, screens.records[index].serial)
        } else {
            visible = nil
        }
    }

    // MARK: Staging

    /// Reserves the identity and serial of a screen about to be built.
    mutating func reserve(for action: @autoclosure () -> NavigationAction)
        throws(NavigationError) -> ScreenReservation
    {
        let id = try identities.issueEntryID(for: action())
        return ScreenReservation(id: id, serial: identities.issueSerial())
    }

    /// Reserves a pushed screen and stages its entry over the visible one, which becomes
    /// its requester; the screen is built next.
    mutating func stagePush(
        _ screen: ScreenType, route: AnyNavigationRoute?, result: (any ResultDelivering)?
    ) throws(NavigationError) -> ScreenReservation {
        let reservation = try reserve(for: .push(screen))
        let requester = state.topID
        if let result { result.address(to: liveRequester(requester), child: screen) }
        state.push(
            fresh: NavigationEntry(
                id: reservation.id, screen: screen, route: route, requester: requester),
            recording: &journal)
        phase = .building
        return reservation
    }

    /// Adds a screen built for `reservation`; navigation is staging again.
    mutating func adopt<Screen>(
        _ screen: Screen, as reservation: ScreenReservation, result: (any ResultDelivering)?
    ) {
        let capabilities = capabilityCache.capabilities(of: Screen.self)
        adopt(screen, as: reservation, capabilities: capabilities, result: result)
    }

    /// Adds a screen whose static type is unknown (a route table's destination).
    mutating func adopt(
        any screen: Any, as reservation: ScreenReservation, result: (any ResultDelivering)?
    ) {
        // NB: looked up by the screen's dynamic type, so that a route table's screens pay
        // for the conformance lookups once per type, not on every build.
        let capabilities = capabilityCache.capabilities(of: type(of: screen))
        adopt(screen, as: reservation, capabilities: capabilities, result: result)
    }

    private mutating func adopt<Screen>(
        _ screen: Screen, as reservation: ScreenReservation, capabilities: ScreenCapabilities,
        result: (any ResultDelivering)?
    ) {
        let record = LiveScreen(
            id: reservation.id, serial: reservation.serial,
            lifecycle: capabilities.lifecycle(of: screen),
            screenGuard: capabilities.screenGuard(of: screen), result: result)
        screens.append(record, object: screen)
        phase = .staging
    }

    /// Moves the screens of entries that left the state to ``retired``.
    ///
    /// NB: top first, so that each search from the end stops at once and each removal
    /// takes the last screen: popping a deep stack is linear, not quadratic.
    mutating func retire(_ removed: [NavigationEntry]) {
        var index = removed.count - 1
        while index >= 0 {
            retire(removed[index].id)
            index -= 1
        }
    }

    /// Applies a pure transition to the state and retires the screens of the entries it
    /// removed.
    mutating func stage(
        _ transition: (inout NavigationState, inout StateJournal) throws(NavigationError) ->
            [NavigationEntry]
    ) throws(NavigationError) {
        retire(try transition(&state, &journal))
    }

    /// Pops the top screen.
    mutating func stagePop() throws(NavigationError) -> NavigationEntryID {
        let removed = try state.pop(recording: &journal)
        retire(removed.id)
        return removed.id
    }

    /// Moves the screen of one entry that left the state to ``retired``.
    mutating func retire(_ id: NavigationEntryID) {
        guard let index = screens.lastIndex(of: id) else { return }
        retiredFrom.append(index)
        screens.move(at: index, to: &retired)
    }

    // MARK: Deciding

    /// Whether the staged change differs from the state and screens it started from.
    var hasChanges: Bool {
        if builtCount > 0 { return true }
        for index in 0..<retired.count where retired.records[index].serial < firstSerial {
            return true
        }
        return !journal.isEmpty && journal.undone(state) != state
    }

    /// The screens the staged change removes that adopted ``ScreenGuard``, top first.
    mutating func leavingGuards() -> [any ScreenGuard] {
        var guards: [any ScreenGuard] = []
        for index in 0..<retired.count where retired.records[index].serial < firstSerial {
            if let screenGuard = retired.records[index].screenGuard { guards.append(screenGuard) }
        }
        return guards
    }

    /// Whether guards must decide on the staged change: it changes something, and an app
    /// guard or a leaving screen may refuse it.
    mutating func needsDecision() -> Bool { hasGuards && hasChanges }

    /// Commits the staged change unless guards must decide on it first.
    ///
    /// - Parameter effects: Receives what the commit owes.
    /// - Returns: `false` when guards must decide; then the transaction stays open.
    mutating func commitUnlessGuarded(
        platformDriven: Bool, into effects: inout NavigationEffects
    ) -> Bool {
        if !platformDriven && needsDecision() { return false }
        commit(into: &effects)
        return true
    }

    /// Whether anyone may refuse the staged change: an app guard, or a leaving screen.
    private var hasGuards: Bool {
        if !watchers.guards.isEmpty { return true }
        for index in 0..<retired.count where retired.records[index].screenGuard != nil {
            return true
        }
        return false
    }

    /// The number of screens the transaction built that are still staged.
    private var builtCount: Int {
        var first = screens.count
        while first > 0 && screens.records[first - 1].serial >= firstSerial { first -= 1 }
        return screens.count - first
    }

    // MARK: Ending

    /// Commits the staged change and returns what it owes, in the order it is owed.
    ///
    /// The phase is `notifying` until the caller has made the lifecycle calls and
    /// reported the change; `idle` at once when there are none.
    ///
    /// NB: it fills the caller's value rather than returning one: returning a value this
    /// size copies it whole (retaining every buffer in it) and destroys the original.
    mutating func commit(into effects: inout NavigationEffects) {
        // NB: no closures here (`Optional.map` and the like): a closure written in
        // main-actor code checks the executor each time a nonisolated API calls it.
        var notifying = false
        let changed = hasChanges
        if changed { commitCount &+= 1 }
        let top = screens.lastIndex(of: state.topID)
        var topSerial: UInt64?
        if let top { topSerial = screens.records[top].serial }
        if topSerial != visible?.serial {
            if let visible {
                // NB: the retired screens first: there are few, and a search of the live
                // ones for a screen that left would scan them all.
                var removed = false
                for index in 0..<retired.count where retired.records[index].serial == visible.serial
                {
                    removed = true
                    if let lifecycle = retired.records[index].lifecycle {
                        effects.disappearing = (lifecycle, .removed)
                    }
                }
                if !removed, let kept = screens.lastIndex(of: visible.id),
                    let lifecycle = screens.records[kept].lifecycle
                {
                    effects.disappearing = (lifecycle, .covered)
                }
            }
            if let top, let lifecycle = screens.records[top].lifecycle {
                effects.appearing = lifecycle
                // NB: loaded lazily, right before it first appears, as UIKit loads a
                // view controller's view when it is first needed.
                effects.loadsAppearing = !screens.records[top].isLoaded
                screens.markLoaded(at: top)
                notifying = true
            }
            if effects.disappearing != nil { notifying = true }
        }
        for index in 0..<retired.count {
            let serial = retired.records[index].serial
            guard serial < firstSerial, serial != visible?.serial else { continue }
            if let lifecycle = retired.records[index].lifecycle {
                effects.removed.append(lifecycle)
                notifying = true
            }
        }
        if watchers.isObserved && changed {
            effects.report = journal
            notifying = true
        }
        if retired.count > 0 {
            // NB: the removed screens leave in the effects; the spare buffer takes their
            // place, so a steady push/pop loop allocates no buffer.
            swap(&effects.retired, &retired)
            swap(&retired, &spareRetired)
        }
        effects.isNotifying = notifying
        phase = notifying ? .notifying : .idle
        close()
    }

    /// Takes back the emptied buffer of retired screens whose effects have run.
    mutating func recycle(_ buffer: inout LiveScreens) {
        swap(&spareRetired, &buffer)
    }

    /// Undoes the staged change: the state, the live screens and staged results are as
    /// before the transaction; identities stay issued.
    ///
    /// - Parameter released: Receives the screens the transaction built, for the caller
    ///   to release once the navigator is idle.
    mutating func rollback(releasing released: inout LiveScreens) {
        for slot in stagedResults { slot.discardStaged() }
        let built = builtCount
        for index in (screens.count - built)..<screens.count {
            screens.records[index].result?.cancelSilently()
        }
        screens.moveTail(from: screens.count - built, to: &released)
        while let from = retiredFrom.popLast() {
            let record = retired.records[retired.count - 1]
            if record.serial >= firstSerial {
                record.result?.cancelSilently()
                released.moveBack(from: &retired, to: released.count)
            } else {
                screens.moveBack(from: &retired, to: from)
            }
        }
        journal.undo(&state)
        close()
    }

    private mutating func close() {
        // NB: the emptiness checks skip `removeAll`'s generic path in the common case.
        journal.removeAll()
        while !retiredFrom.isEmpty { retiredFrom.removeLast() }
        if !stagedResults.isEmpty { stagedResults.removeAll(keepingCapacity: true) }
        if !batchActions.isEmpty { batchActions.removeAll(keepingCapacity: true) }
        isBatching = false
        visible = nil
        if phase != .notifying { phase = .idle }
    }
}
