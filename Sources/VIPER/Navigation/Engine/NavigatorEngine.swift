/// The navigator's state machine: the state, the live screens, the identities and the open
/// transaction, all private to this file.
///
/// The driver (Transaction.swift) sends it events and performs what they return. A
/// transaction goes `idle -> staging (<-> building) -> deciding -> notifying -> idle`, or
/// back to `idle` through ``rollback()``; what it staged is the payload of its phase.
/// No user code (a factory, a lifecycle call, an observer, a guard, a result receiver, a
/// route's `==`, a `deinit`) runs inside a mutating event: it runs in the driver between
/// events, so exclusivity checks hold, and navigating from it mid-change is refused.
///
/// A typed push runs code in `Navigator+Showing.swift` (the public call), `Destination.swift`
/// (its screen closure), `Transaction.swift` (the driver), this file (the events `begin`,
/// `reserve`, `stage`, `willBuild`, `adopt`, `finishStaging`, `commit`, `finishNotifying`),
/// `Watchers.swift` (whether anyone watches: stored reads) and the state model's
/// transitions and reads; Documentation/Architecture.md ("The walk of a push") lists them.
@MainActor
struct NavigatorEngine {
    private var current = NavigationState()
    private var screens: [LiveScreen] = []
    private var phase = Phase.idle(spare: StateJournal())
    /// The next entry identity; `nil` once the last one, `UInt64.max`, was issued.
    private var nextID: UInt64?
    /// The next screen serial: every built screen object gets a new one, never reused.
    private var nextSerial: UInt64 = 1
    private(set) var watchers = Watchers()
    private var receivers = ResultRegistry()
    /// How many changes that changed something have committed.
    private var commits: UInt64 = 0

    init(firstEntryID: UInt64) {
        nextID = firstEntryID
    }

    private enum Phase {
        /// No transaction is open; the next one records into the storage of `spare`.
        case idle(spare: StateJournal)
        /// Operations stage edits; a step of a batch joins the open transaction.
        case staging(Transaction)
        /// A screen factory runs.
        case building(Transaction)
        /// The app's route `==` or guards run on the staged change.
        case deciding(Transaction)
        /// A committed change's lifecycle calls and observers run.
        case notifying(spare: StateJournal)
        /// An event edits the transaction it took out, so that the edit does not copy it.
        case modifying
    }

    /// What an open transaction has staged.
    private struct Transaction {
        var journal = StateJournal()
        var retired: [LiveScreen] = []
        /// Screens with a serial from this one on were built by the transaction.
        let firstSerial: UInt64
        /// The visible screen when the transaction opened.
        var visible: (id: NavigationEntryID, serial: UInt64)?
        /// The screens shown below the visible one when it opened (usually none), top first.
        var shownBelow: [(id: NavigationEntryID, serial: UInt64)] = []
        var stagedResults: [ResultSlot] = []
        var batchActions: [NavigationAction] = []
        let isBatching: Bool
        /// Whether the change reports what the platform already did; guards cannot refuse.
        var isPlatformDriven = false
        /// Whether the staged change differs from what it started from; `nil` until known.
        var isChanged: Bool?
    }

    /// A state edit a transaction stages: the only way the state changes.
    enum Edit {
        /// Pushes an entry whose identity was just reserved, in a placement checked.
        case push(NavigationEntry, in: NavigationPlacement)
        /// Presents an entry whose identity was just reserved in a new layer.
        case present(NavigationEntry, style: PresentationStyle)
        case pop(in: NavigationPlacement)
        case popTo(NavigationEntryID)
        case popToRoot(in: NavigationPlacement)
        case setStack([NavigationEntry], in: NavigationPlacement)
        /// Replaces the top layer's container (`setLayout`).
        case setContent(NavigationLayer.Content)
        /// Selects a tab; `platform` when the user already did.
        case select(NavigationTabTag, platform: Bool)
        case setCollapsed(Bool, splitShowing: NavigationEntryID)
        /// What the platform reports of the top layer's tabs.
        case editTabs(TabEdit)
        case dismiss
        case dismissAll
        /// Removes an entry and everything above it, for the operation `as` (which a refusal
        /// names): `close`, `finish` or `dismiss`.
        case close(NavigationEntryID, as: NavigationAction)
        case platformPop(to: NavigationEntryID)
        case platformDismiss(layerShowing: NavigationEntryID)
        /// Shows an alert over every layer, replacing the one up, or removes it (`nil`).
        case alert(ShownAlert?)
        /// Replaces the whole state, retiring every screen not `kept`, even under an identity
        /// the new state has (a restoration rebuilds screens under their old identities).
        case replace(NavigationState, keeping: Set<NavigationEntryID>)
    }

    // MARK: Staging

    /// Starts a transaction, or a step of the batch being staged.
    ///
    /// - Parameter dismissingAlert: Whether a transaction of its own first takes the alert
    ///   down; a batch's step leaves that to the driver, which puts it back on a failure.
    /// - Throws: ``NavigationError/Reason/reentrant`` while a change is built, decided or
    ///   reported.
    mutating func begin(
        _ action: @autoclosure () -> NavigationAction, batching: Bool = false,
        dismissingAlert: Bool = false
    ) throws(NavigationError) -> BeginAction {
        switch phase {
        case .idle:
            guard case .idle(let spare) = takePhase() else { outOfOrder("begin") }
            var transaction = Transaction(
                journal: spare, firstSerial: nextSerial, isBatching: batching)
            if dismissingAlert && current.hasAlert {
                current.setAlert(nil, recording: &transaction.journal)
            }
            if let index = lastIndex(of: current.topID) {
                transaction.visible = (screens[index].id, screens[index].serial)
            }
            let below = current.shownBelowTop
            let indices = below.isEmpty ? [:] : lastIndices(of: Set(below))
            for id in below {
                if let index = indices[id] {
                    transaction.shownBelow.append((id, screens[index].serial))
                }
            }
            phase = .staging(consume transaction)
            return .stageTransaction
        case .staging:
            return .stageIntoBatch
        case .building, .deciding, .notifying:
            throw NavigationError(action(), .reentrant)
        case .modifying:
            outOfOrder("begin")
        }
    }

    mutating func stagedIntoBatch(_ action: NavigationAction) {
        var transaction = takeStaging()
        if transaction.isBatching { transaction.batchActions.append(action) }
        phase = .staging(consume transaction)
    }

    /// Reserves the identity and serial of a screen about to be built; throws
    /// ``NavigationError/Reason/identitiesExhausted`` after `UInt64.max`.
    mutating func reserve(for action: @autoclosure () -> NavigationAction)
        throws(NavigationError) -> ScreenReservation
    {
        guard let raw = nextID else { throw NavigationError(action(), .identitiesExhausted) }
        nextID = raw == .max ? nil : raw + 1
        return ScreenReservation(id: NavigationEntryID(raw), serial: issueSerial())
    }

    /// Reserves a serial for a screen restored under its archived identity; no identity
    /// up to `id` is issued later.
    mutating func reserve(restored id: NavigationEntryID) -> ScreenReservation {
        if let next = nextID, next <= id.rawValue {
            nextID = id.rawValue == .max ? nil : id.rawValue + 1
        }
        return ScreenReservation(id: id, serial: issueSerial())
    }

    /// Issues no identity below `next`: restored screens take the archive's identities.
    mutating func reserveIdentities(below next: NavigationEntryID) {
        if let current = nextID, current < next.rawValue { nextID = next.rawValue }
    }

    // 2^64 builds are out of reach, but the counter still never wraps: it stops.
    private mutating func issueSerial() -> UInt64 {
        let serial = nextSerial
        if serial < .max { nextSerial = serial + 1 }
        return serial
    }

    /// Applies an edit with its pure transition and retires the screens of the entries it
    /// removed; returns the popped entry's identity for ``Edit/pop(in:)``.
    @discardableResult
    mutating func stage(_ edit: Edit) throws(NavigationError) -> NavigationEntryID? {
        var transaction = takeStaging()
        do {
            let popped = try apply(edit, to: &transaction)
            phase = .staging(consume transaction)
            return popped
        } catch {
            phase = .staging(consume transaction)
            throw error
        }
    }

    private mutating func apply(_ edit: Edit, to transaction: inout Transaction)
        throws(NavigationError) -> NavigationEntryID?
    {
        var removed: [NavigationEntry] = []
        switch edit {
        case .push(let entry, let placement):
            // The transition skips the search for a duplicate identity, which would make
            // a push O(n): a just-reserved identity is in use by nothing.
            assert(!current.contains(entry.id), "a reserved identity is in use")
            current.push(fresh: entry, in: placement, recording: &transaction.journal)
        case .present(let entry, let style):
            try current.present(
                fresh: [entry], style: style, as: .present(entry.screen, style),
                recording: &transaction.journal)
        case .pop(let placement):
            let entry = try current.pop(in: placement, recording: &transaction.journal)
            retire(entry.id, into: &transaction)
            return entry.id
        case .popTo(let id):
            removed = try current.pop(to: id, recording: &transaction.journal)
        case .popToRoot(let placement):
            removed = try current.popToRoot(in: placement, recording: &transaction.journal)
        case .setStack(let entries, let placement):
            removed = try current.setStack(entries, in: placement, recording: &transaction.journal)
        case .setContent(let content):
            removed = try current.setContent(
                content, as: .setLayout, recording: &transaction.journal)
        case .select(let tag, let platform):
            removed = try current.select(
                tag, as: platform ? .platformSelect(tag) : .select(tag),
                recording: &transaction.journal)
        case .setCollapsed(let isCollapsed, let id):
            removed = try current.setCollapsed(
                isCollapsed, splitShowing: id,
                as: .platformCollapse(id, isCollapsed: isCollapsed),
                recording: &transaction.journal)
        case .editTabs(let edit):
            removed = try current.edit(edit, recording: &transaction.journal)
        case .dismiss:
            removed = try current.dismiss(recording: &transaction.journal)
        case .dismissAll:
            removed = current.dismissAll(recording: &transaction.journal)
        case .close(let id, let action):
            removed = try current.close(id, as: action, recording: &transaction.journal)
        case .platformPop(let id):
            removed = try current.platformPop(to: id, recording: &transaction.journal)
        case .platformDismiss(let id):
            removed = try current.platformDismiss(layerShowing: id, recording: &transaction.journal)
        case .alert(let alert):
            current.setAlert(alert, recording: &transaction.journal)
        case .replace(let newState, let kept):
            let old = current
            current.set(newState, recording: &transaction.journal)
            for layer in old.layers {
                for entry in layer.allEntries where !kept.contains(entry.id) {
                    removed.append(entry)
                }
            }
        }
        // Top first, so that each search from the end of the live screens stops at
        // once and each removal takes the last screen: popping a deep stack is linear.
        for entry in removed.reversed() { retire(entry.id, into: &transaction) }
        return nil
    }

    /// Moves the screen of an entry that left the state to the retired screens.
    private mutating func retire(_ id: NavigationEntryID, into transaction: inout Transaction) {
        guard let index = lastIndex(of: id) else { return }
        transaction.retired.append(screens.remove(at: index))
    }

    /// Shows `alert` over every layer; `answer` receives the action of the chosen button.
    mutating func stageAlert(_ alert: ShownAlert, answer: ResultSlot) throws(NavigationError) {
        try stage(.alert(alert))
        receivers.owe(answer, toAlert: alert.id)
    }

    /// Records that a value is staged for the retired screen or the alert `id`; returns
    /// the slot, for the caller to stage the value in after this step (it may release one).
    mutating func stageResult(for id: NavigationEntryID) -> ResultSlot? {
        var transaction = takeStaging()
        let slot: ResultSlot?
        if let index = transaction.retired.lastIndex(where: { $0.id == id }) {
            slot = transaction.retired[index].result
        } else {
            slot = receivers.alertAnswers.last { $0.id == id }?.slot
        }
        if let slot { transaction.stagedResults.append(slot) }
        phase = .staging(consume transaction)
        return slot
    }

    // MARK: Building

    /// Returns the reservation with its handle's environment, the flow's plus `values`: a
    /// screen factory runs next, and navigating from it is refused.
    mutating func willBuild(
        _ reservation: ScreenReservation, flow: NavigationEnvironment,
        adding values: NavigationEnvironment
    ) -> ScreenReservation {
        phase = .building(takeStaging())
        var reservation = reservation
        reservation.environment = values.isEmpty ? flow : flow.merging(values)
        return reservation
    }

    /// Adds the screen built for `reservation` to the live screens; staging again.
    mutating func adopt(_ screen: Any, as reservation: ScreenReservation, result: ResultSlot?) {
        let transaction = takeBuilding()
        // Live screens stay in serial order; rollback and `builtCount` rely on it.
        assert(screens.last.map { $0.serial < reservation.serial } ?? true)
        screens.append(
            LiveScreen(
                id: reservation.id, serial: reservation.serial, object: screen,
                lifecycle: Self.lifecycle(of: screen), screenGuard: Self.screenGuard(of: screen),
                result: result))
        phase = .staging(consume transaction)
    }

    // A conformance is looked up on the screen's metatype, then the screen is cast to its own
    // type: casting the instance to the existential costs several times more.
    private static func lifecycle(of screen: Any) -> (any ScreenLifecycle)? {
        func cast<Adopter: ScreenLifecycle>(_: Adopter.Type) -> Adopter? { screen as? Adopter }
        guard let adopter = type(of: screen) as? any ScreenLifecycle.Type else { return nil }
        return cast(adopter)
    }

    private static func screenGuard(of screen: Any) -> (any ScreenGuard)? {
        func cast<Adopter: ScreenGuard>(_: Adopter.Type) -> Adopter? { screen as? Adopter }
        guard let adopter = type(of: screen) as? any ScreenGuard.Type else { return nil }
        return cast(adopter)
    }

    // MARK: Deciding

    /// Ends staging: from here until the commit or the rollback, navigating is refused.
    mutating func finishStaging(as action: NavigationAction, platformDriven: Bool) -> Decision {
        var transaction = takeStaging()
        transaction.isPlatformDriven = platformDriven
        transaction.isChanged = knownChange(of: transaction)
        let decision = decision(on: transaction, as: action)
        phase = .deciding(consume transaction)
        return decision
    }

    /// Takes the result of the comparison ``Decision/compare(old:new:)`` asked for.
    mutating func compared(changed: Bool, as action: NavigationAction) -> Decision {
        var transaction = takeDeciding()
        transaction.isChanged = changed
        let decision = decision(on: transaction, as: action)
        phase = .deciding(consume transaction)
        return decision
    }

    private func decision(on transaction: Transaction, as action: NavigationAction) -> Decision {
        guard let changed = transaction.isChanged else {
            return .compare(old: transaction.journal.undone(current), new: current)
        }
        guard changed, !transaction.isPlatformDriven else { return .commit }
        // Records are read in place, by index, and no closure runs on the push path: one made
        // here would copy each record and check the main actor at each call.
        var leaving: [any ScreenGuard] = []
        for index in transaction.retired.indices
        where transaction.retired[index].serial < transaction.firstSerial {
            if let screenGuard = transaction.retired[index].screenGuard {
                leaving.append(screenGuard)
            }
        }
        guard !watchers.guards.isEmpty || !leaving.isEmpty else { return .commit }
        return .askGuards(
            NavigationChange(new: current, journal: transaction.journal, action: action),
            app: watchers.guards.map(\.handler), leaving: leaving)
    }

    /// Whether the staged change differs from the state and screens it started from, when
    /// that is known without comparing routes; `nil` when only `==` can tell.
    private func knownChange(of transaction: Transaction) -> Bool? {
        if builtCount(transaction) > 0 { return true }
        for index in transaction.retired.indices
        where transaction.retired[index].serial < transaction.firstSerial {
            return true
        }
        return transaction.journal.isEmpty ? false : transaction.journal.knownChange(of: current)
    }

    /// The number of screens the transaction built that are still live.
    private func builtCount(_ transaction: Transaction) -> Int {
        var first = screens.count
        while first > 0 && screens[first - 1].serial >= transaction.firstSerial { first -= 1 }
        return screens.count - first
    }

    // MARK: Ending

    /// Commits the decided change and returns what it owes, in the order it is owed.
    mutating func commit(as action: NavigationAction) -> Effects {
        var transaction = takeDeciding()
        var effects = Effects()
        if transaction.isChanged != false { commits &+= 1 }
        let visible = transaction.visible
        let top = lastIndex(of: current.topID)
        var topSerial: UInt64?
        if let top { topSerial = screens[top].serial }
        // Sets and one pass over the live screens: a restore of many sheets leaves every
        // layer's top shown, and a search per screen would make it quadratic.
        let shownBelow = current.shownBelowTop
        var shownAfter = Set<NavigationEntryID>()
        var shownBefore = Set<UInt64>()
        var shownIndices: [NavigationEntryID: Int] = [:]
        if !shownBelow.isEmpty || !transaction.shownBelow.isEmpty {
            shownAfter = Set(shownBelow)
            shownBefore = Set(transaction.shownBelow.map(\.serial))
            shownIndices = lastIndices(of: shownAfter.union(transaction.shownBelow.map(\.id)))
        }
        if topSerial != visible?.serial {
            if let visible {
                var removed = false
                for index in transaction.retired.indices
                where transaction.retired[index].serial == visible.serial {
                    removed = true
                    if let lifecycle = transaction.retired[index].lifecycle {
                        effects.disappearing = (lifecycle, .removed)
                    }
                }
                if !removed, !shownAfter.contains(visible.id), let kept = lastIndex(of: visible.id),
                    let lifecycle = screens[kept].lifecycle
                {
                    effects.disappearing = (lifecycle, .covered)
                }
            }
            if let top, let lifecycle = screens[top].lifecycle,
                !shownBefore.contains(screens[top].serial)
            {
                effects.appearing = lifecycle
                // Loaded lazily, right before it first appears, as UIKit loads a
                // view controller's view when it is first needed.
                effects.loadsAppearing = !screens[top].isLoaded
                screens[top].isLoaded = true
            }
        }
        for old in transaction.shownBelow where old.serial != topSerial {
            guard !shownAfter.contains(old.id), let kept = shownIndices[old.id],
                screens[kept].serial == old.serial, let lifecycle = screens[kept].lifecycle
            else { continue }
            effects.belowTop.append(.disappeared(lifecycle, .covered))
        }
        // Indexed loops over live screen records read them in place, without copying them.
        for index in transaction.retired.indices {
            let serial = transaction.retired[index].serial
            guard serial < transaction.firstSerial, serial != visible?.serial else { continue }
            if let lifecycle = transaction.retired[index].lifecycle {
                effects.belowTop.append(.disappeared(lifecycle, .removed))
            }
        }
        for id in shownBelow.reversed() {
            guard let index = shownIndices[id] else { continue }
            let serial = screens[index].serial
            guard serial != visible?.serial, !shownBefore.contains(serial),
                let lifecycle = screens[index].lifecycle
            else { continue }
            effects.belowTop.append(.revealed(lifecycle, loads: !screens[index].isLoaded))
            screens[index].isLoaded = true
        }
        if transaction.isChanged == true
            && (!watchers.observers.isEmpty || !watchers.streams.isEmpty)
        {
            effects.report = NavigationChange(
                new: current, journal: transaction.journal, action: action)
        }
        effects.isNotifying =
            effects.appearing != nil || effects.disappearing != nil || !effects.belowTop.isEmpty
            || effects.report != nil
        effects.retired = transaction.retired
        if !transaction.retired.isEmpty {
            effects.droppedReceivers = receivers.release(transaction.retired)
        }
        effects.settlesAlerts = !receivers.alertAnswers.isEmpty
        // A reported change holds the journal; emptying it would copy it.
        let spare = effects.report == nil ? Self.emptied(&transaction.journal) : StateJournal()
        phase = effects.isNotifying ? .notifying(spare: spare) : .idle(spare: spare)
        return effects
    }

    /// The committed change's lifecycle calls and observers ran: code may navigate again.
    mutating func finishNotifying() {
        guard case .notifying(let spare) = takePhase() else { outOfOrder("finishNotifying") }
        phase = .idle(spare: spare)
    }

    /// Takes a journal out, emptied, keeping its storage for the next transaction.
    private static func emptied(_ journal: inout StateJournal) -> StateJournal {
        var spare = StateJournal()
        swap(&spare, &journal)
        spare.removeAll()
        return spare
    }

    /// Undoes the staged change, if one is open: the state and the live screens are as
    /// before the transaction; identities stay issued.
    mutating func rollback() -> Refused {
        switch phase {
        case .staging, .deciding: break
        case .idle, .notifying: return Refused()
        case .building, .modifying: outOfOrder("rollback")
        }
        var transaction: Transaction
        switch takePhase() {
        case .staging(let staged), .deciding(let staged): transaction = staged
        default: outOfOrder("rollback")
        }
        var refused = Refused(stagedResults: transaction.stagedResults)
        let built = screens.count - builtCount(transaction)
        refused.screens = Array(screens[built...])
        screens.removeSubrange(built...)
        for retired in transaction.retired.reversed() {
            if retired.serial >= transaction.firstSerial {
                refused.screens.append(retired)
            } else {
                // Live screens are in serial order, so a retired one goes back where
                // its serial falls.
                let index = screens.firstIndex { $0.serial > retired.serial } ?? screens.count
                screens.insert(retired, at: index)
            }
        }
        transaction.journal.undo(&current)
        refused.receivers = receivers.release(refused.screens)
        phase = .idle(spare: Self.emptied(&transaction.journal))
        return refused
    }

    /// Takes out the answers of the alerts that are no longer up or staged: after a commit,
    /// to deliver; after a rollback, to cancel.
    mutating func takeAnswersOwed() -> [ResultSlot] {
        receivers.takeAnswers(except: current.alert?.id)
    }

    // MARK: Registering

    /// Registers a result receiver for the screen object `serial` names (any screen
    /// showing `id` when `nil`), shown or being built; returns the one it replaced, for the
    /// caller to drop after this step.
    mutating func register(
        _ receiver: ResultReceiver, for child: ScreenType, by id: NavigationEntryID,
        serial: UInt64?
    ) -> (registered: Bool, replaced: ResultReceiver?) {
        guard let owner = owner(of: id, serial: serial) else { return (false, nil) }
        let replaced = receivers.receiver(of: owner, for: child)
        receivers.set(receiver, for: child, by: owner)
        return (true, replaced)
    }

    mutating func add(_ watcher: Watchers.Watcher) -> NavigationToken { watchers.add(watcher) }

    /// Removes the watcher of `token`; returns it, for the caller to release after this step.
    mutating func removeWatcher(_ token: NavigationToken) -> [Any] { watchers.remove(token) }

    mutating func removeStreams(_ tokens: [NavigationToken]) { watchers.removeStreams(tokens) }

    // MARK: Queries (none runs user code)

    var state: NavigationState { current }

    var isIdle: Bool {
        if case .idle = phase { return true }
        return false
    }

    var batchActions: [NavigationAction] {
        guard case .staging(let transaction) = phase else { return [] }
        return transaction.batchActions
    }

    var commitCount: UInt64 { commits }

    var nextEntryID: UInt64? { nextID }

    /// The streams of committed changes; readable from the navigator's `deinit`.
    nonisolated var streams: [(token: NavigationToken, continuation: Watchers.Stream)] {
        watchers.streams
    }

    var liveScreenCount: Int { screens.count }

    var liveEntryIDs: [NavigationEntryID] { screens.map(\.id) }

    func screen(showing id: NavigationEntryID) -> Any? {
        lastIndex(of: id).map { screens[$0].object }
    }

    /// Whether a committed screen shows `id`, and is the object `serial` names.
    func isShown(_ id: NavigationEntryID, serial: UInt64?) -> Bool {
        guard let index = lastIndex(of: id) else { return false }
        return serial == nil || serial == screens[index].serial
    }

    func requireShown(_ source: NavigationHandleSource, _ action: NavigationAction)
        throws(NavigationError)
    {
        guard isShown(source.id, serial: source.serial) else {
            throw NavigationError(action, .notShown(source.id))
        }
    }

    func requireOnTop(_ source: NavigationHandleSource, _ action: NavigationAction)
        throws(NavigationError)
    {
        try requireShown(source, action)
        let top = current.topID
        guard top == source.id else {
            throw NavigationError(action, .entryNotOnTop(source.id, top: top))
        }
    }

    /// The live screen object showing `id`, as a result's requester.
    func liveRequester(_ id: NavigationEntryID?) -> ResultRequester? {
        guard let index = lastIndex(of: id) else { return nil }
        return ResultRequester(id: screens[index].id, serial: screens[index].serial)
    }

    /// The receiver the live screen object `requester` names registered for `child`.
    func registeredReceiver(of requester: ResultRequester, for child: ScreenType)
        -> ResultReceiver?
    {
        guard let index = lastIndex(of: requester.id), screens[index].serial == requester.serial
        else { return nil }
        return receivers.receiver(of: requester.serial, for: child)
    }

    // MARK: Bookkeeping

    /// The serial of the screen object that registers for `id` and `serial`: one being
    /// built, or the live one showing `id` (when `serial` is `nil` or names it).
    func owner(of id: NavigationEntryID, serial: UInt64?) -> UInt64? {
        if let serial, case .building(let transaction) = phase, serial >= transaction.firstSerial {
            return serial
        }
        guard let index = lastIndex(of: id), serial == nil || serial == screens[index].serial
        else { return nil }
        return screens[index].serial
    }

    /// The index of the last live record of each of `ids`, in one pass from the top.
    private func lastIndices(of ids: Set<NavigationEntryID>) -> [NavigationEntryID: Int] {
        var found: [NavigationEntryID: Int] = [:]
        var index = screens.count - 1
        while index >= 0 && found.count < ids.count {
            let id = screens[index].id
            if ids.contains(id) && found[id] == nil { found[id] = index }
            index -= 1
        }
        return found
    }

    /// The index of the live screen showing `id`, searched from the newest.
    private func lastIndex(of id: NavigationEntryID?) -> Int? {
        guard let id else { return nil }
        var index = screens.count - 1
        while index >= 0 && screens[index].id != id { index -= 1 }
        return index >= 0 ? index : nil
    }

    private mutating func takeStaging() -> Transaction {
        guard case .staging(let transaction) = takePhase() else { outOfOrder("staging") }
        return transaction
    }

    private mutating func takeBuilding() -> Transaction {
        guard case .building(let transaction) = takePhase() else { outOfOrder("building") }
        return transaction
    }

    private mutating func takeDeciding() -> Transaction {
        guard case .deciding(let transaction) = takePhase() else { outOfOrder("deciding") }
        return transaction
    }

    /// Takes the phase out, leaving the placeholder, so that editing its payload does not
    /// copy the payload's storage.
    private mutating func takePhase() -> Phase {
        var taken = Phase.modifying
        swap(&taken, &phase)
        return consume taken
    }

    /// Stops at an event that arrives in the wrong phase: a bug of the driver.
    private func outOfOrder(_ event: String) -> Never {
        preconditionFailure("navigation event out of order: \(event)")
    }
}
