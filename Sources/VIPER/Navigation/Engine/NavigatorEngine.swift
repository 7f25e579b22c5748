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
    // NB: the stored state is internal rather than private only so that the engine can
    // span files: this one holds the events a push goes through, the others the phase
    // types (+Phases), the other events (+Staging, +Deciding, +Ending, +Registrations)
    // and the queries (+Queries). Code outside Navigation/Engine/ reads the state and
    // never writes it, which EngineBoundaryTests checks.
    var state = NavigationState()
    var screens = LiveScreens()
    var identities: EntryIdentities
    var phase = Phase.idle
    /// What the open transaction staged; emptied, keeping its storage, while the phase is
    /// idle or notifying.
    ///
    /// NB: a field beside the phase, not data the phase's cases carry: taking the
    /// transaction out of the phase and putting it back in each event cost more than the
    /// rest of a push and a pop (navigation/navigator-push-pop 3.4x to 4.5x instead of
    /// about 2x); only the engine's events touch it.
    var transaction = Transaction()
    var watchers = NavigationWatchers()
    var capabilityCache = ScreenCapabilities.Cache()
    /// The result receivers live screen objects registered.
    var receivers = ResultRegistry()
    /// How many changes that changed something have committed.
    ///
    /// An async navigation that saw another one while it resolved is superseded. A commit
    /// known to change nothing (a `dismissAll()` with nothing presented, an empty batch) is
    /// not counted; one that only the app's route `==` could tell apart counts.
    var commitCount: UInt64 = 0
    /// The emptied buffer of the last retired screens, reused by the next commit.
    var spareRetired = LiveScreens()
    /// The navigator's own environment (``Navigator/environment``).
    var environment = NavigationEnvironment()

    init(firstEntryID: UInt64) {
        identities = EntryIdentities(first: firstEntryID)
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
            let shownBelow = state.shownBelowTop
            if !shownBelow.isEmpty {
                let indices = screens.lastIndices(of: Set(shownBelow))
                for id in shownBelow {
                    if let index = indices[id] {
                        transaction.shownBelow.append((id, screens.records[index].serial))
                    }
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

    // MARK: The events of a push

    // NB: kept in this file, from reserving the identity to the end of notifying, so that
    // a typed push reads through five files (Navigator+Showing, Navigator+Transaction,
    // this one, NavigationState+Transitions, Destination).

    /// Reserves the identity and serial of a screen about to be built.
    mutating func reserve(for action: @autoclosure () -> NavigationAction)
        throws(NavigationError) -> ScreenReservation
    {
        let id = try identities.issueEntryID(for: action())
        return ScreenReservation(id: id, serial: identities.issueSerial())
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

    func decision(on transaction: Transaction) -> Decision {
        // NB: a change that only the app's route `==` can tell apart is compared even when
        // nobody watches, outside the engine's step: the commit count, which supersedes a
        // pending async navigation, counts only changes that changed something. Pushes and
        // pops build or retire a screen, so they are known without comparing.
        guard let changed = transaction.isChanged else { return .compare }
        let mayRefuse = !transaction.isPlatformDriven && hasGuards(transaction)
        return mayRefuse && changed ? .askGuards : .commit
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
    func builtCount(_ transaction: Transaction) -> Int {
        var first = screens.count
        while first > 0 && screens.records[first - 1].serial >= transaction.firstSerial {
            first -= 1
        }
        return screens.count - first
    }

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
        var shown: ShownBelowChange?
        if !shownBelow.isEmpty || !transaction.shownBelow.isEmpty {
            let change = ShownBelowChange(
                before: transaction.shownBelow, after: shownBelow, in: screens)
            notifying = commitCovered(change, topSerial: topSerial, into: &effects) || notifying
            shown = change
        }
        for index in 0..<transaction.retired.count {
            let serial = transaction.retired.records[index].serial
            guard serial < firstSerial, serial != visible?.serial else { continue }
            if let lifecycle = transaction.retired.records[index].lifecycle {
                effects.belowTop.append(.disappeared(lifecycle, .removed))
                notifying = true
            }
        }
        if let shown {
            notifying = commitRevealed(shown, into: &effects) || notifying
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

    /// The committed change's lifecycle calls and observers ran: code may navigate again.
    mutating func finishNotifying() {
        expect(.notifying)
        phase = .idle
    }

    // MARK: Checking the phase

    /// Stops at an event that arrives in the wrong phase: a bug of the navigator.
    func expect(_ expected: Phase) {
        precondition(phase == expected, "navigation event out of order: expected \(expected)")
    }
}
