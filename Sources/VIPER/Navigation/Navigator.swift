/// The headless Router layer: the navigation state as data, and the live screens it shows.
///
/// A navigator holds a ``NavigationState`` (a root stack plus presented layers) and, beside
/// it, the screen objects it built through ``DependencyInjectable/make(withDependency:)``.
/// Every operation validates first and then commits as one change: a refused navigation
/// throws a ``NavigationError`` and leaves the state, the live screens and the observers
/// untouched. After a commit the navigator tells screens that adopted ``ScreenLifecycle``
/// that they appeared or disappeared, reports the change to observers, then delivers
/// results of screens that left and releases them.
///
/// ```swift
/// let navigator = Navigator()
/// try navigator.push(ListScreen.self, input: ())
/// let detail = try navigator.push(DetailScreen.self, input: item)
/// let color = try await navigator.presentForResult(ColorPicker.self, input: palette)
/// try navigator.pop(to: detail)
/// ```
///
/// Screens reach the navigator through a ``NavigationHandle`` in their ``Navigated``
/// dependency, weakly, bound to their own entry: no singleton, nothing to inject later.
/// A UIKit or SwiftUI adapter mirrors the state by observing ``addObserver(_:)`` or
/// ``changes()``.
///
/// The navigator is not thread-safe by design: it lives on the main actor, like the
/// views it stands for. The state it publishes is `Sendable`.
@MainActor
public final class Navigator {
    enum Phase {
        case idle
        case staging
        case building
        case guarding
        case notifying
    }

    struct LiveEntry {
        let id: NavigationEntryID
        let screen: LiveScreen

        // NB: these searches are `nonisolated` statics on purpose. A closure written inside
        // the main-actor class is main-actor isolated, and Swift checks the executor at
        // run time each time such a closure is called by a nonisolated API; they read
        // through a buffer pointer because indexing the array copies a whole entry.

        static func lastIndex(
            of id: NavigationEntryID, in entries: [LiveEntry], below end: Int?
        ) -> Int? {
            entries.withUnsafeBufferPointer { entries in
                var index = (end ?? entries.count) - 1
                while index >= 0 {
                    if entries[index].id == id { return index }
                    index -= 1
                }
                return nil
            }
        }

        static func lifecycle(at index: Int, in entries: [LiveEntry]) -> (any ScreenLifecycle)? {
            entries.withUnsafeBufferPointer { $0[index].screen.lifecycle }
        }

        static func anyHasResult(_ entries: [LiveEntry]) -> Bool {
            entries.withUnsafeBufferPointer { entries in
                entries.contains { $0.screen.result != nil }
            }
        }
    }

    // NB: every mutable field but the watcher lists lives in one value; see NavigatorCore.
    var core: NavigatorCore

    /// The current state.
    ///
    /// Inside ``batch(_:)`` it shows the changes staged so far.
    public internal(set) var state: NavigationState {
        get { core.state }
        _modify { yield &core.state }
    }

    /// The most redirects a single navigation may go through before it is refused.
    public static let redirectLimit = 8

    var nextToken: UInt64 = 1
    var observers: [(token: NavigationToken, handler: @MainActor (NavigationChange) -> Void)] =
        []
    var streams:
        [(token: NavigationToken, continuation: AsyncStream<NavigationChange>.Continuation)] =
            []
    var guards:
        [(token: NavigationToken, decide: @MainActor (NavigationChange) -> NavigationGuardDecision)] =
            []

    /// Creates a navigator with an empty root stack.
    ///
    /// - Parameter firstEntryID: The number of the first identity it issues; later ones
    ///   count up from it. The default, 1, makes identities predictable in tests.
    public init(firstEntryID: UInt64 = 1) {
        core = NavigatorCore(firstEntryID: firstEntryID)
    }

    deinit {
        // NB: a continuation that is dropped without `finish()` leaves its consumer
        // suspended forever; end every stream with the navigator instead.
        for stream in streams { stream.continuation.finish() }
    }

    /// The identity the next built screen will get.
    public var nextEntryID: NavigationEntryID { NavigationEntryID(nextRawID) }

    /// The live screen object of an entry.
    ///
    /// - Parameter id: The entry's identity.
    /// - Returns: The screen, or `nil` when the entry is not shown.
    public func screen(for id: NavigationEntryID) -> Any? {
        live(id)?.object
    }

    /// The live screen of an entry, newest first.
    func live(_ id: NavigationEntryID) -> LiveScreen? {
        guard let index = index(of: id) else { return nil }
        return screens[index].screen
    }

    /// The index of an entry's live screen, searched from the newest.
    func index(of id: NavigationEntryID, below end: Int? = nil) -> Int? {
        screens.lastIndex(of: id, below: end)
    }

    /// The live screen object of an entry, as the type it was built as.
    ///
    /// - Parameters:
    ///   - type: The screen type.
    ///   - id: The entry's identity.
    /// - Returns: The screen, or `nil` when the entry is not shown or has another type.
    public func screen<Screen>(_ type: Screen.Type, for id: NavigationEntryID) -> Screen? {
        screen(for: id) as? Screen
    }

    /// The visible screen object, if any.
    public var topScreen: Any? { state.top.flatMap { screen(for: $0.id) } }

    /// The number of screen objects the navigator keeps alive.
    public var liveScreenCount: Int { screens.count }

    // MARK: Transactions

    func issueID() -> NavigationEntryID {
        let id = NavigationEntryID(nextRawID)
        nextRawID &+= 1
        return id
    }

    /// Whether a change must keep the old state: someone will look at it, or may veto it.
    var needsBackup: Bool { core.needsBackup }

    /// Runs `body` as one change, or as part of the enclosing batch.
    ///
    /// `body` must validate before it mutates `state`: without observers or guards there
    /// is no backup to roll back to.
    func transact<Result>(
        _ action: NavigationAction, _ body: () throws(NavigationError) -> Result
    ) throws(NavigationError) -> Result {
        switch phase {
        case .idle:
            break
        case .staging:
            let result = try body()
            if isBatching { batchActions.append(action) }
            return result
        case .building, .guarding, .notifying:
            throw NavigationError(action, .reentrant)
        }
        let backup: NavigationState? = needsBackup ? state : nil
        let backupID = nextRawID
        let oldTop = state.top?.id
        phase = .staging
        stagedFrom = screens.count
        let result: Result
        do {
            result = try body()
        } catch {
            rollback(to: backup, nextID: backupID)
            throw error
        }
        try commit(action, backup: backup, nextID: backupID, oldTop: oldTop, redirects: 0)
        return result
    }

    /// Runs several operations as one change.
    ///
    /// Inside `body`, operations stage their changes; when it returns, guards see the
    /// whole change, then it commits once: one lifecycle update, one observer event with
    /// ``NavigationAction/batch(_:)``. If any operation throws, or a guard vetoes, nothing
    /// of the batch is applied and screens it built are released.
    ///
    /// ```swift
    /// try navigator.batch { navigator in
    ///     try navigator.dismissAll()
    ///     navigator.popToRoot()
    ///     try navigator.push(DetailScreen.self, input: item)
    ///     try navigator.push(CommentsScreen.self, input: item.id)
    /// }
    /// ```
    ///
    /// - Parameter body: The operations, run on this navigator.
    /// - Returns: What `body` returns.
    /// - Throws: The first ``NavigationError`` of `body`, or the guards' refusal.
    @discardableResult
    public func batch<Result>(
        _ body: (Navigator) throws(NavigationError) -> Result
    ) throws(NavigationError) -> Result {
        switch phase {
        case .idle:
            break
        case .staging:
            return try body(self)
        case .building, .guarding, .notifying:
            throw NavigationError(.batch([]), .reentrant)
        }
        let backup = state
        let backupID = nextRawID
        let oldTop = state.top?.id
        phase = .staging
        stagedFrom = screens.count
        isBatching = true
        let result: Result
        do {
            result = try body(self)
        } catch {
            rollback(to: backup, nextID: backupID)
            throw error
        }
        let action = NavigationAction.batch(batchActions)
        try commit(action, backup: backup, nextID: backupID, oldTop: oldTop, redirects: 0)
        return result
    }

    /// Builds a screen with navigation forbidden while user code runs.
    func build<Screen>(_ make: () -> Screen) -> Screen {
        let previous = phase
        phase = .building
        defer { phase = previous }
        return make()
    }

    /// Records a newly built screen for the commit.
    func stage(_ screen: LiveScreen, as entry: NavigationEntry) {
        if screen.screenGuard != nil { guardingScreenCount += 1 }
        screens.append(LiveEntry(id: entry.id, screen: screen))
    }

    /// Records entries that left the state for the commit.
    func retire(_ entries: [NavigationEntry]) {
        for entry in entries { removedIDs.append(entry.id) }
    }

    func rollback(to backup: NavigationState?, nextID: UInt64) {
        if let backup { state = backup }
        nextRawID = nextID
        for staged in stagedResults { staged.discardStaged() }
        stagedResults.removeAll(keepingCapacity: true)
        if stagedFrom < screens.count {
            for index in stagedFrom..<screens.count {
                let built = screens[index]
                built.screen.result?.cancelSilently()
                if built.screen.screenGuard != nil { guardingScreenCount -= 1 }
            }
            // NB: released after this access, outside any other: a `deinit` may read the
            // navigator.
            let released = screens.removeSubrange(stagedFrom...)
            withExtendedLifetime(released) {}
        }
        removedIDs.removeAll(keepingCapacity: true)
        batchActions.removeAll(keepingCapacity: true)
        isBatching = false
        phase = .idle
    }

    func commit(
        _ action: NavigationAction, backup: NavigationState?, nextID: UInt64,
        oldTop: NavigationEntryID?, redirects: Int
    ) throws(NavigationError) {
        // NB: a platform-driven change already happened on screen; guards cannot veto it
        // (they are asked beforehand, through `allowsPlatformPop(to:)` and its sibling).
        if !action.isPlatformDriven, let backup, needsBackup,
            !guards.isEmpty || guardingScreenCount > 0, backup != state
        {
            let decision = decide(
                NavigationChange(old: backup, new: state, action: action), removing: removedIDs)
            switch decision {
            case .allow:
                break
            case .veto(let reason):
                rollback(to: backup, nextID: nextID)
                throw NavigationError(action, .vetoed(reason))
            case .redirect(let redirect):
                rollback(to: backup, nextID: nextID)
                guard redirects < Navigator.redirectLimit else {
                    throw NavigationError(action, .redirectLimitExceeded(Navigator.redirectLimit))
                }
                phase = .staging
                isBatching = true
                do {
                    try redirect(self)
                } catch {
                    rollback(to: backup, nextID: nextID)
                    throw error
                }
                let target =
                    batchActions.count == 1 ? batchActions[0] : .batch(batchActions)
                batchActions.removeAll(keepingCapacity: true)
                try commit(
                    .redirected(from: action, to: target), backup: backup, nextID: nextID,
                    oldTop: oldTop, redirects: redirects + 1)
                return
            }
        }
        apply(action, backup: backup, oldTop: oldTop)
    }

    /// Asks the app's guards, then the screens that `removed` names, about `change`.
    func decide(_ change: NavigationChange, removing removed: [NavigationEntryID])
        -> NavigationGuardDecision
    {
        let previous = phase
        phase = .guarding
        defer { phase = previous }
        for entry in guards {
            let decision = entry.decide(change)
            if case .allow = decision { continue }
            return decision
        }
        if guardingScreenCount > 0 {
            for id in removed {
                guard let screenGuard = live(id)?.screenGuard else { continue }
                let decision = screenGuard.shouldLeave(change)
                if case .allow = decision { continue }
                return decision
            }
        }
        return .allow
    }

    private func apply(
        _ action: NavigationAction, backup: NavigationState?, oldTop: NavigationEntryID?
    ) {
        let notice = core.retireRemoved(oldTop: oldTop)
        notice.disappearing?.screenDidDisappear()
        notice.appearing?.screenDidAppear()
        if let backup, watcherCount > 0, !observers.isEmpty || !streams.isEmpty, backup != state {
            publish(NavigationChange(old: backup, new: state, action: action))
        }
        phase = .idle

        // NB: the buffer is taken out while results are delivered and screens released:
        // result callbacks may navigate, which reuses `retiring`, and a screen's `deinit`
        // may read the navigator, which must not happen inside an access to `core`. The
        // buffer goes back afterwards unless a nested change took its place.
        var retired = core.takeRetiring()
        if LiveEntry.anyHasResult(retired) {
            for retiree in retired { retiree.screen.result?.deliver() }
        }
        retired.removeAll(keepingCapacity: true)
        core.giveBackRetiring(&retired)
    }
}
