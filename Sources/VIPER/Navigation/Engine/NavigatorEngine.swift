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

    // MARK: The open transaction

    /// The inverse of every state edit so far.
    var journal = StateJournal()
    /// The screens the transaction removed so far, each step's top first.
    var retired = LiveScreens()
    /// Where in ``screens`` each retired screen was.
    private var retiredFrom: [Int] = []
    /// Screens with a serial from this one on were built by the transaction.
    private(set) var firstSerial: UInt64 = 0
    /// The visible screen when the transaction opened.
    private var visible: (id: NavigationEntryID, serial: UInt64)?
    /// Result slots holding a value staged by `finish`.
    private var stagedResults: [any ResultDelivering] = []
    /// The actions of a batch, in order.
    var batchActions: [NavigationAction] = []
    var isBatching = false
    /// Emptied buffers of the last effects, reused by the next commit.
    private var spare = NavigationEffects()

    init(firstEntryID: UInt64) {
        identities = EntryIdentities(first: firstEntryID)
    }

    /// Starts a transaction.
    mutating func open(batching: Bool) {
        phase = .staging
        isBatching = batching
        firstSerial = identities.nextSerial
        let top = screens.record(of: state.topID)
        visible = top.map { ($0.id, $0.serial) }
    }

    // MARK: Staging

    /// Reserves the identity and serial of a screen about to be built.
    mutating func reserve(for action: NavigationAction) throws(NavigationError)
        -> ScreenReservation
    {
        let id = try identities.issueEntryID(for: action)
        return ScreenReservation(id: id, serial: identities.issueSerial())
    }

    /// Reserves a serial for a screen restored under its archived identity.
    mutating func reserve(restored id: NavigationEntryID) -> ScreenReservation {
        identities.reserve(through: id)
        return ScreenReservation(id: id, serial: identities.issueSerial())
    }

    /// Reserves a pushed screen and stages its entry; the screen is built next.
    mutating func stagePush(_ screen: ScreenType) throws(NavigationError) -> ScreenReservation {
        let reservation = try reserve(for: .push(screen))
        state.push(
            fresh: NavigationEntry(id: reservation.id, screen: screen), recording: &journal)
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
        let capabilities = ScreenCapabilities(lifecycle: true, guards: true)
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

    /// Reserves a presented screen and stages its layer; the screen is built next.
    mutating func stagePresent(
        _ screen: ScreenType, style: PresentationStyle, as action: NavigationAction
    ) throws(NavigationError) -> ScreenReservation {
        let reservation = try reserve(for: action)
        try state.present(
            fresh: [NavigationEntry(id: reservation.id, screen: screen)], style: style,
            as: action, recording: &journal)
        phase = .building
        return reservation
    }

    /// Replaces the whole state; every current screen not named in `kept` is retired,
    /// even when the new state has an entry with its identity (a restoration rebuilds
    /// screens under their old identities).
    mutating func stageReplace(with newState: NavigationState, keeping kept: Set<NavigationEntryID>)
    {
        let old = state.entries
        _ = state.replace(with: newState, recording: &journal)
        var index = old.count - 1
        while index >= 0 {
            if !kept.contains(old[index].id) { retire(old[index].id) }
            index -= 1
        }
    }

    /// Moves the screen of one entry that left the state to ``retired``.
    mutating func retire(_ id: NavigationEntryID) {
        guard let index = screens.lastIndex(of: id) else { return }
        retiredFrom.append(index)
        screens.move(at: index, to: &retired)
    }

    /// Stages the value a `finish` hands back to the receiver of the retired screen `id`.
    mutating func stageResult<Output: Sendable>(_ value: Output, for id: NavigationEntryID) {
        guard let index = retired.lastIndex(of: id),
            let slot = retired[index].result as? ResultSlot<Output>
        else { return }
        slot.stage(value)
        stagedResults.append(slot)
    }

    /// Whether a committed screen shows `id`, and is the object `serial` names.
    func isShown(_ id: NavigationEntryID, serial: UInt64?) -> Bool {
        guard let record = screens.record(of: id) else { return false }
        return serial.map { $0 == record.serial } ?? true
    }

    // MARK: Deciding

    /// Whether the staged change differs from the state and screens it started from.
    var hasChanges: Bool {
        if builtCount > 0 { return true }
        for index in 0..<retired.count where retired[index].serial < firstSerial {
            return true
        }
        return !journal.isEmpty && journal.undone(state) != state
    }

    /// The screens the staged change removes that adopted ``ScreenGuard``, top first.
    var leavingGuards: [any ScreenGuard] {
        var guards: [any ScreenGuard] = []
        for index in 0..<retired.count where retired[index].serial < firstSerial {
            if let screenGuard = retired[index].screenGuard { guards.append(screenGuard) }
        }
        return guards
    }

    /// Whether guards must decide on the staged change: it changes something, and an app
    /// guard or a leaving screen may refuse it.
    var needsDecision: Bool { hasGuards && hasChanges }

    /// Whether anyone may refuse the staged change: an app guard, or a leaving screen.
    private var hasGuards: Bool {
        if !watchers.guards.isEmpty { return true }
        for index in 0..<retired.count where retired[index].screenGuard != nil {
            return true
        }
        return false
    }

    /// The number of screens the transaction built that are still staged.
    private var builtCount: Int {
        var first = screens.count
        while first > 0 && screens[first - 1].serial >= firstSerial { first -= 1 }
        return screens.count - first
    }

    // MARK: Ending

    /// Commits the staged change and returns what it owes, in the order it is owed.
    ///
    /// The phase is `notifying` until the caller has run the effects.
    mutating func commit(_ action: NavigationAction) -> NavigationEffects {
        phase = .notifying
        var effects = NavigationEffects()
        swap(&effects, &spare)
        let built = builtCount
        for index in (screens.count - built)..<screens.count {
            if let lifecycle = screens[index].lifecycle { effects.loaded.append(lifecycle) }
        }
        let top = screens.record(of: state.topID)
        if top?.serial != visible?.serial {
            if let visible {
                if let kept = screens.record(of: visible.id), kept.serial == visible.serial {
                    effects.disappearing = kept.lifecycle.map { ($0, .covered) }
                } else {
                    for index in 0..<retired.count where retired[index].serial == visible.serial {
                        effects.disappearing = retired[index].lifecycle.map { ($0, .removed) }
                    }
                }
            }
            effects.appearing = top?.lifecycle
        }
        for index in 0..<retired.count {
            let record = retired[index]
            guard record.serial < firstSerial, record.serial != visible?.serial else { continue }
            if let lifecycle = record.lifecycle { effects.removed.append(lifecycle) }
        }
        if watchers.isObserved && hasChanges {
            effects.change = NavigationChange(new: state, journal: journal, action: action)
        }
        swap(&effects.retired, &retired)
        close()
        return effects
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
            screens[index].result?.cancelSilently()
        }
        screens.moveTail(from: screens.count - built, to: &released)
        while let from = retiredFrom.popLast() {
            let record = retired[retired.count - 1]
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
        journal.removeAll()
        retiredFrom.removeAll(keepingCapacity: true)
        stagedResults.removeAll(keepingCapacity: true)
        batchActions.removeAll(keepingCapacity: true)
        isBatching = false
        visible = nil
        if phase != .notifying { phase = .idle }
    }

    /// Takes back the emptied buffers of effects that have run.
    mutating func recycle(_ effects: inout NavigationEffects) {
        effects.loaded.removeAll(keepingCapacity: true)
        effects.removed.removeAll(keepingCapacity: true)
        effects.disappearing = nil
        effects.appearing = nil
        effects.change = nil
        swap(&spare, &effects)
    }
}

/// The identity and serial reserved for a screen about to be built.
@usableFromInline
struct ScreenReservation: Sendable {
    @usableFromInline let id: NavigationEntryID
    @usableFromInline let serial: UInt64

    init(id: NavigationEntryID, serial: UInt64) {
        self.id = id
        self.serial = serial
    }
}
