/// The navigator's state machine: the state, the live screens, the identities and the
/// open transaction.
///
/// The ``Navigator`` drives it with events, one mutating method each, and performs what
/// the event returns: ``begin(_:batching:)`` says whether to stage a transaction of its
/// own or a step of the batch being staged, ``finishStaging(platformDriven:)`` whether to
/// commit, compare states or ask guards, and ``commit(into:)`` fills the effects the
/// navigator runs. A transaction goes `idle -> staging (<-> building) -> deciding ->
/// notifying -> idle`, or back to `idle` from staging or deciding through
/// ``rollback(releasing:)``; what it staged is data of its phase (a ``Transaction``), not
/// fields that are meaningful only sometimes.
///
/// NB: the rule that keeps this sound is that no user code runs inside a mutating method
/// of this type, so the navigator's exclusivity-checked access to it never overlaps a
/// re-entrant one. Screen factories, lifecycle calls, observers, guards, result receivers,
/// the app's route `==` and screen `deinit`s all run in ``Navigator`` between events: a
/// step moves released screens and dropped receivers into values the navigator releases
/// after it, and asks the navigator to compare states rather than comparing them itself.
/// While user code runs in a phase, navigating from it is refused as re-entrant.
@MainActor
struct NavigatorEngine {
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

    private enum Phase {
        /// No transaction is open.
        case idle
        /// Operations stage edits; a step of a batch joins the open transaction.
        case staging
        /// A screen factory runs.
        case building
        /// The app's route `==` or guards run on the staged change.
        case deciding
        /// A committed change's lifecycle calls and observers run.
        case notifying
    }

    /// What the navigator does after ``begin(_:batching:)``.
    enum BeginAction {
        /// Stage the change, then finish it as a transaction of its own.
        case stageTransaction
        /// Stage the change as a step of the batch being staged.
        case stageIntoBatch
    }

    /// What the navigator does once a change is staged.
    ///
    /// NB: no payloads: the states to compare and the leaving guards are read by their own
    /// queries on the rare paths that need them, so that the common commit does not make,
    /// copy and destroy an enum that holds two states (navigation/navigator-push-pop,
    /// about 170 instructions an iteration).
    enum Decision {
        /// Nobody may refuse the change: commit it.
        case commit
        /// Nobody could refuse the change, so it committed: run the effects.
        case committed
        /// Evaluate `old != new` of ``statesToCompare()`` (the app's route `==` runs),
        /// then report it with ``compared(changed:)``.
        case compare
        /// Ask the app's guards, then the ``leavingGuards()``, about
        /// ``proposedChange(_:)``; then commit or roll back.
        case askGuards
    }

    private(set) var state = NavigationState()
    private(set) var screens = LiveScreens()
    private(set) var identities: EntryIdentities
    private var phase = Phase.idle
    /// What the open transaction staged; emptied, keeping its storage, while the phase is
    /// idle or notifying.
    ///
    /// NB: a field beside the phase, not data the phase's cases carry: taking the
    /// transaction out of the phase and putting it back in each event cost more than the
    /// rest of a push and a pop (navigation/navigator-push-pop 3.4x to 4.5x instead of
    /// about 2x); only this type's events touch it.
    private var transaction = Transaction()
    private(set) var watchers = NavigationWatchers()
    private var capabilityCache = ScreenCapabilities.Cache()
    /// The result receivers live screen objects registered.
    private(set) var receivers = ResultRegistry()
    /// How many changes that changed something have committed.
    ///
    /// An async navigation that saw another one while it resolved is superseded. A commit
    /// known to change nothing (a `dismissAll()` with nothing presented, an empty batch) is
    /// not counted; one that only the app's route `==` could tell apart counts.
    private(set) var commitCount: UInt64 = 0
    /// The emptied buffer of the last retired screens, reused by the next commit.
    private var spareRetired = LiveScreens()
    /// The navigator's own environment (``Navigator/environment``).
    private(set) var environment = NavigationEnvironment()

    init(firstEntryID: UInt64) {
        identities = EntryIdentities(first: firstEntryID)
    }

    /// Whether no change is open: nothing is staged, built, decided or reported.
    var isIdle: Bool {
        if case .idle = phase { return true }
        return false
    }

    /// Replaces the navigator's environment, for the screens built afterwards.
    mutating func setEnvironment(_ environment: NavigationEnvironment) {
        self.environment = environment
    }

    // MARK: Beginning

    /// Starts a transaction, or a step of the batch being staged.
    ///
    /// - Parameter dismissingAlert: Whether a transaction of its own first stages the
    ///   dismissal of the alert that is up (see Navigator+Alerts); a step of a batch
    ///   leaves that to the navigator, which puts the alert back when the step fails.
    /// - Throws: ``NavigationError/Reason/reentrant`` while a change is being built,
    ///   decided or reported.
    mutating func begin(
        _ action: @autoclosure () -> NavigationAction, batching: Bool = false,
        dismissingAlert: Bool = false
    ) throws(NavigationError) -> BeginAction {
        switch phase {
        case .idle:
            phase = .staging
            transaction.isBatching = batching
            if dismissingAlert && state.hasAlert { stageAlert(nil) }
            transaction.firstSerial = identities.nextSerial
            if let index = screens.lastIndex(of: state.topID) {
                transaction.visible = (screens.records[index].id, screens.records[index].serial)
            }
            for id in state.shownBelowTop {
                if let index = screens.lastIndex(of: id) {
                    transaction.shownBelow.append((id, screens.records[index].serial))
                }
            }
            return .stageTransaction
        case .staging:
            return .stageIntoBatch
        case .building, .deciding, .notifying:
            throw NavigationError(action(), .reentrant)
        }
    }

    /// Records a step of a batch that staged without error.
    mutating func stagedIntoBatch(_ action: NavigationAction) {
        expect(.staging)
        defer { phase = .staging }
        if transaction.isBatching { transaction.batchActions.append(action) }
    }

    /// The actions a batch staged so far, in order.
    var batchActions: [NavigationAction] {
        guard phase == .staging else { return [] }
        return transaction.batchActions
    }

    // MARK: Staging

    /// Reserves the identity and serial of a screen about to be built.
    mutating func reserve(for action: @autoclosure () -> NavigationAction)
        throws(NavigationError) -> ScreenReservation
    {
        let id = try identities.issueEntryID(for: action())
        return ScreenReservation(id: id, serial: identities.issueSerial())
    }

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

    /// Reserves a pushed screen and stages its entry over the visible one, which becomes
    /// its requester; the screen is built next.
    ///
    /// - Parameters:
    ///   - flow: The environment of the flow it is shown from; the navigator's own when
    ///     `nil`.
    ///   - values: What the destination adds to it, for the reservation's environment.
    mutating func stagePush(
        _ screen: ScreenType, route: AnyNavigationRoute?, result: inout ScreenResult?,
        in placement: NavigationPlacement = .current, flow: NavigationEnvironment? = nil,
        adding values: NavigationEnvironment = NavigationEnvironment()
    ) throws(NavigationError) -> ScreenReservation {
        let isCurrent: Bool
        if case .current = placement { isCurrent = true } else { isCurrent = false }
        if !isCurrent { try state.requireStack(placement, as: .push(screen)) }
        var reservation = try reserve(for: .push(screen))
        reservation.environment = (flow ?? environment).merging(values)
        expect(.staging)
        let requester = isCurrent ? state.topID : state.requester(forPushIn: placement)
        if result != nil { result?.address(to: liveRequester(requester), child: screen) }
        state.push(
            fresh: NavigationEntry(
                id: reservation.id, screen: screen, route: route, requester: requester),
            in: placement, recording: &transaction.journal)
        phase = .building
        return reservation
    }

    /// A screen factory runs next; navigating from it is refused.
    ///
    /// ``stagePush(_:route:result:in:)`` and its siblings already end in this phase.
    mutating func willBuild() {
        if case .building = phase { return }
        expect(.staging)
        phase = .building
    }

    /// Adds a screen built for `reservation`; navigation is staging again.
    mutating func adopt<Screen>(
        _ screen: Screen, as reservation: ScreenReservation, result: ScreenResult?
    ) {
        let capabilities = capabilityCache.capabilities(of: Screen.self)
        adopt(screen, as: reservation, capabilities: capabilities, result: result)
    }

    /// Adds a screen whose static type is unknown (a route table's destination).
    mutating func adopt(
        any screen: Any, as reservation: ScreenReservation, result: ScreenResult?
    ) {
        // NB: looked up by the screen's dynamic type, so that a route table's screens pay
        // for the conformance lookups once per type, not on every build.
        let capabilities = capabilityCache.capabilities(of: type(of: screen))
        adopt(screen, as: reservation, capabilities: capabilities, result: result)
    }

    private mutating func adopt<Screen>(
        _ screen: Screen, as reservation: ScreenReservation, capabilities: ScreenCapabilities,
        result: ScreenResult?
    ) {
        expect(.building)
        let record = LiveScreen(
            id: reservation.id, serial: reservation.serial,
            lifecycle: capabilities.lifecycle(of: screen),
            screenGuard: capabilities.screenGuard(of: screen), result: result)
        screens.append(record, object: screen)
        phase = .staging
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

    // MARK: Deciding

    /// Ends staging: from here until the commit or the rollback, navigating is refused.
    mutating func finishStaging(platformDriven: Bool) -> Decision {
        expect(.staging)
        transaction.isPlatformDriven = platformDriven
        transaction.isChanged = knownChange(of: transaction)
        let decision = decision(on: transaction)
        phase = .deciding
        return decision
    }

    /// Ends staging and commits at once when nobody may refuse the change (the common
    /// case, in one event instead of two).
    ///
    /// - Parameter effects: Receives what the commit owes when the decision is
    ///   ``Decision/committed``.
    mutating func finishStaging(
        platformDriven: Bool, committingInto effects: inout NavigationEffects
    ) -> Decision {
        let decision = finishStaging(platformDriven: platformDriven)
        guard case .commit = decision else { return decision }
        commit(into: &effects)
        return .committed
    }

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

    private func decision(on transaction: Transaction) -> Decision {
        // NB: a change that only the app's route `==` can tell apart is compared even when
        // nobody watches, outside the engine's step: the commit count, which supersedes a
        // pending async navigation, counts only changes that changed something. Pushes and
        // pops build or retire a screen, so they are known without comparing.
        guard let changed = transaction.isChanged else { return .compare }
        let mayRefuse = !transaction.isPlatformDriven && hasGuards(transaction)
        return mayRefuse && changed ? .askGuards : .commit
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

    /// Whether the staged change differs from the state and screens it started from, when
    /// that is known without comparing routes; `nil` when only `==` can tell.
    private func knownChange(of transaction: Transaction) -> Bool? {
        if builtCount(transaction) > 0 { return true }
        let retired = transaction.retired
        for index in 0..<retired.count where retired.records[index].serial < transaction.firstSerial
        {
            return true
        }
        return transaction.journal.isEmpty ? false : transaction.journal.knownChange(of: state)
    }

    /// Whether anyone may refuse the staged change: an app guard, or a leaving screen.
    private func hasGuards(_ transaction: Transaction) -> Bool {
        if !watchers.guards.isEmpty { return true }
        for index in 0..<transaction.retired.count
        where transaction.retired.records[index].screenGuard != nil {
            return true
        }
        return false
    }

    /// The number of screens the transaction built that are still staged.
    private func builtCount(_ transaction: Transaction) -> Int {
        var first = screens.count
        while first > 0 && screens.records[first - 1].serial >= transaction.firstSerial {
            first -= 1
        }
        return screens.count - first
    }

    // MARK: Ending

    /// Commits the decided change and fills `effects` with what it owes, in the order
    /// it is owed.
    ///
    /// The phase is `notifying` until the caller has made the lifecycle calls and
    /// reported the change (``finishNotifying()``); `idle` at once when there are none.
    ///
    /// NB: it fills the caller's value rather than returning one: returning a value this
    /// size copies it whole (retaining every buffer in it) and destroys the original.
    mutating func commit(into effects: inout NavigationEffects) {
        expect(.deciding)
        // NB: no closures here (`Optional.map` and the like): a closure written in
        // main-actor code checks the executor each time a nonisolated API calls it.
        var notifying = false
        if transaction.isChanged != false { commitCount &+= 1 }
        let visible = transaction.visible
        let firstSerial = transaction.firstSerial
        let top = screens.lastIndex(of: state.topID)
        var topSerial: UInt64?
        if let top { topSerial = screens.records[top].serial }
        let shownBelow = state.shownBelowTop
        if topSerial != visible?.serial {
            if let visible {
                // NB: the retired screens first: there are few, and a search of the live
                // ones for a screen that left would scan them all.
                var removed = false
                for index in 0..<transaction.retired.count
                where transaction.retired.records[index].serial == visible.serial {
                    removed = true
                    if let lifecycle = transaction.retired.records[index].lifecycle {
                        effects.disappearing = (lifecycle, .removed)
                    }
                }
                if !removed, !shownBelow.contains(visible.id),
                    let kept = screens.lastIndex(of: visible.id),
                    let lifecycle = screens.records[kept].lifecycle
                {
                    effects.disappearing = (lifecycle, .covered)
                }
            }
            if let top, let lifecycle = screens.records[top].lifecycle,
                !transaction.wasShownBelow(screens.records[top].serial)
            {
                effects.appearing = lifecycle
                // NB: loaded lazily, right before it first appears, as UIKit loads a
                // view controller's view when it is first needed.
                effects.loadsAppearing = !screens.records[top].isLoaded
                screens.markLoaded(at: top)
                notifying = true
            }
            if effects.disappearing != nil { notifying = true }
        }
        let comparesShownBelow = !shownBelow.isEmpty || !transaction.shownBelow.isEmpty
        if comparesShownBelow {
            notifying = commitCovered(shownBelow, topSerial: topSerial, into: &effects) || notifying
        }
        for index in 0..<transaction.retired.count {
            let serial = transaction.retired.records[index].serial
            guard serial < firstSerial, serial != visible?.serial else { continue }
            if let lifecycle = transaction.retired.records[index].lifecycle {
                effects.belowTop.append(.disappeared(lifecycle, .removed))
                notifying = true
            }
        }
        if comparesShownBelow {
            notifying = commitRevealed(shownBelow, into: &effects) || notifying
        }
        if watchers.isObserved && transaction.isChanged == true {
            effects.report = transaction.journal
            notifying = true
        }
        if transaction.retired.count > 0 {
            // NB: the removed screens leave in the effects; the spare buffer takes their
            // place, so a steady push/pop loop allocates no buffer.
            swap(&effects.retired, &transaction.retired)
            swap(&transaction.retired, &spareRetired)
        }
        effects.isNotifying = notifying
        effects.settlesAlerts = transaction.changesAlert
        effects.dropsRegistrations = !receivers.isEmpty
        transaction.close()
        phase = notifying ? .notifying : .idle
    }

    /// Tells the screens kept on screen below the top that are no longer shown that they
    /// are covered.
    ///
    /// - Returns: Whether it owes any lifecycle call.
    private mutating func commitCovered(
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
    private mutating func commitRevealed(
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

    /// The committed change's lifecycle calls and observers ran: code may navigate again.
    mutating func finishNotifying() {
        expect(.notifying)
        phase = .idle
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

    // MARK: Registering results

    /// Registers a result receiver for the screen object `serial` names (or whatever
    /// screen shows `id`, when `serial` is `nil`), or for the screen being built.
    ///
    /// - Returns: Whether it registered (`false` when that screen is neither shown nor
    ///   being built), and the receiver it replaced, for the caller to drop after this
    ///   step.
    mutating func register(
        _ receiver: any ResultReceiving, for child: ScreenType, by id: NavigationEntryID,
        serial: UInt64?
    ) -> (registered: Bool, replaced: (any ResultReceiving)?) {
        var owner: UInt64
        // NB: checked first, without searching the live screens: while a screen is built
        // its handle is not among them yet (a search from the end would scan them all, for
        // every registering screen of a restored stack), and any other handle of this
        // transaction names a screen it built, which is live or about to be.
        if let serial, phase == .building, serial >= transaction.firstSerial {
            owner = serial
        } else if let index = screens.lastIndex(of: id),
            serial == nil || serial == screens.records[index].serial
        {
            owner = screens.records[index].serial
        } else {
            return (false, nil)
        }
        let replaced = receivers.receiver(of: owner, for: child)
        receivers.set(receiver, for: child, by: owner)
        return (true, replaced)
    }

    // MARK: Watchers

    /// Adds an observer of committed changes.
    mutating func addObserver(_ handler: @escaping @MainActor (NavigationChange) -> Void)
        -> NavigationToken
    {
        let token = watchers.makeToken()
        watchers.observers.append((token, handler))
        return token
    }

    /// Adds a stream of committed changes.
    mutating func addStream(_ continuation: AsyncStream<NavigationChange>.Continuation) {
        let token = watchers.makeToken()
        watchers.streams.append((token, continuation))
    }

    /// Adds a guard of proposed changes.
    mutating func addGuard(
        _ decide: @escaping @MainActor (NavigationChange) -> NavigationGuardDecision
    ) -> NavigationToken {
        let token = watchers.makeToken()
        watchers.guards.append((token, decide))
        return token
    }

    /// Removes the observer or guard of `token`.
    ///
    /// - Returns: What it removed, for the caller to drop after this step.
    mutating func removeWatcher(_ token: NavigationToken) -> NavigationWatchers {
        watchers.remove(token)
    }

    /// Removes the streams whose consumers have gone.
    mutating func removeStreams(_ tokens: [NavigationToken]) {
        watchers.streams.removeAll { tokens.contains($0.token) }
    }

    // MARK: Checking the phase

    /// Stops at an event that arrives in the wrong phase: a bug of the navigator.
    private func expect(_ expected: Phase) {
        precondition(phase == expected, "navigation event out of order: expected \(expected)")
    }
}
