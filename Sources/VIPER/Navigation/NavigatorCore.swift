/// The mutable fields of a ``Navigator``, kept in one value so that a step of a navigation
/// is one access to the navigator's storage instead of one per field.
///
/// NB: every stored property of a class costs a dynamic exclusivity check (a call into the
/// runtime, a thread-local lookup and an access-set insertion) on each access; a push and
/// a pop touched a dozen fields some 35 times. Gathered here, a plain push+pop makes three
/// accesses. The rule that keeps this sound: no user code runs inside a mutating method of
/// this type. Screen factories, lifecycle callbacks, observers, guards, result receivers
/// and screen `deinit`s all run between accesses, so re-entering the navigator from them
/// never overlaps an access in progress. That is why the fast paths hand removed screens
/// back to their caller instead of dropping them here.
@MainActor
struct NavigatorCore {
    var state = NavigationState()
    // NB: a transaction appends what it builds from `stagedFrom` on; a rollback truncates.
    var screens = LiveScreens()
    var stagedFrom = 0
    var nextRawID: UInt64
    var phase = Navigator.Phase.idle

    // NB: scratch buffers reused by every transaction (`removeAll(keepingCapacity:)`), so
    // a steady push/pop loop allocates nothing here.
    var removedIDs: [NavigationEntryID] = []
    var retiring: [Navigator.LiveEntry] = []
    var stagedResults: [any ResultDelivering] = []
    var batchActions: [NavigationAction] = []
    var isBatching = false

    var guardingScreenCount = 0
    /// The number of observers, streams and guards.
    var watcherCount = 0
    /// The number of guards.
    var guardCount = 0
    var capabilityCache = ScreenCapabilities.Cache()

    init(firstEntryID: UInt64) {
        nextRawID = firstEntryID
    }

    /// Whether a change must keep the old state: someone will look at it, or may veto it.
    ///
    /// NB: two counters instead of four collection checks on the hot path.
    var needsBackup: Bool { watcherCount + guardingScreenCount > 0 }

    /// Whether a change can skip the transaction machinery.
    ///
    /// It can when nothing is staged and no guard can refuse it; observers and streams
    /// are told after the commit.
    var isFastPathOpen: Bool { phase == .idle && guardCount + guardingScreenCount == 0 }

    // MARK: Searches

    /// The index of an entry's live screen, searched from the newest, below `end`.
    func index(of id: NavigationEntryID, below end: Int? = nil) -> Int? {
        screens.lastIndex(of: id, below: end)
    }

    /// The lifecycle of an entry's live screen, if it adopted ``ScreenLifecycle``.
    func lifecycle(of id: NavigationEntryID?) -> (any ScreenLifecycle)? {
        guard let id, let index = index(of: id) else { return nil }
        return screens.lifecycle(at: index)
    }

    /// Where the screen leaving as `id` is: screens from before the transaction first,
    /// because a restoration retires an old screen and builds a new one with the same
    /// identity, and the old one is the one leaving.
    private func removalIndex(of id: NavigationEntryID) -> Int? {
        if let index = index(of: id, below: stagedFrom) { return index }
        guard let index = index(of: id), index >= stagedFrom else { return nil }
        return index
    }

    // MARK: General path

    /// Ends the staging of a committed change: moves the screens that left to `retiring`
    /// and clears the scratch buffers, in one access.
    ///
    /// - Parameter oldTop: The visible entry before the change.
    /// - Returns: The lifecycle callbacks the change owes; the phase is `notifying`.
    mutating func retireRemoved(oldTop: NavigationEntryID?) -> Notice {
        // NB: removed top first, so that each search from the end stops at once and each
        // removal takes the last screen: popping a deep stack is linear, not quadratic.
        // The retired screens are then put back in bottom-first order. No screen is
        // released here: they move to `retiring`.
        let firstRetired = retiring.count
        for id in removedIDs.reversed() {
            guard let index = removalIndex(of: id) else { continue }
            if index < stagedFrom { stagedFrom -= 1 }
            let leaving = screens.remove(at: index)
            if leaving.screen.screenGuard != nil { guardingScreenCount -= 1 }
            retiring.append(leaving)
        }
        // NB: swaps, not `retiring[firstRetired...].reverse()`, which copies the buffer.
        var low = firstRetired
        var high = retiring.count - 1
        while low < high {
            retiring.swapAt(low, high)
            low += 1
            high -= 1
        }
        removedIDs.removeAll(keepingCapacity: true)
        stagedResults.removeAll(keepingCapacity: true)
        isBatching = false
        batchActions.removeAll(keepingCapacity: true)
        phase = .notifying

        var notice = Notice()
        let newTop = state.topID
        if oldTop != newTop {
            if let oldTop {
                notice.disappearing = lifecycle(of: oldTop) ?? retiredLifecycle(oldTop)
            }
            notice.appearing = lifecycle(of: newTop)
        }
        return notice
    }

    private func retiredLifecycle(_ id: NavigationEntryID) -> (any ScreenLifecycle)? {
        guard let index = Navigator.LiveEntry.lastIndex(of: id, in: retiring, below: nil)
        else { return nil }
        return Navigator.LiveEntry.lifecycle(at: index, in: retiring)
    }

    /// Takes the retired screens out, for the caller to deliver their results and
    /// release them outside the access.
    mutating func takeRetiring() -> [Navigator.LiveEntry] {
        var taken: [Navigator.LiveEntry] = []
        swap(&taken, &retiring)
        return taken
    }

    /// Gives back the emptied buffer of ``takeRetiring()``, unless a nested change has
    /// taken its place.
    mutating func giveBackRetiring(_ buffer: inout [Navigator.LiveEntry]) {
        if retiring.capacity == 0 { swap(&retiring, &buffer) }
    }

    // MARK: Fast paths

    /// What a fast-path change owes once committed, outside the access: lifecycle
    /// callbacks, and the old state to publish the change with.
    struct Notice {
        var disappearing: (any ScreenLifecycle)?
        var appearing: (any ScreenLifecycle)?
        /// The state before the change, when observers or streams are to be told.
        var backup: NavigationState?
    }

    /// What a fast push started with.
    struct FastPush {
        var id: NavigationEntryID
        /// The state before the push, when observers or streams are to be told.
        var backup: NavigationState?
    }

    /// Starts a push on the fast path: issues the identity and forbids navigation while
    /// the screen is built.
    ///
    /// - Returns: The identity and, when someone watches, the old state; `nil` when the
    ///   push must take the general path (inside a batch or a build, with guards, or from
    ///   a source that is not the visible screen).
    mutating func beginFastPush(from source: NavigationEntryID?) -> FastPush? {
        guard isFastPathOpen else { return nil }
        if let source, source != state.topID { return nil }
        let id = NavigationEntryID(nextRawID)
        nextRawID &+= 1
        phase = .building
        stagedFrom = screens.count
        return FastPush(id: id, backup: watcherCount > 0 ? state : nil)
    }

    /// Whether a guard was added while the screen of a watched fast push was built; then
    /// the push commits through the general path, which asks it, as it would have.
    func mustAskGuards(_ push: FastPush) -> Bool {
        push.backup != nil && guardCount + guardingScreenCount > 0
    }

    /// Commits a push started by ``beginFastPush(from:)``.
    ///
    /// Observers added while the screen was built do not see this push, as on the general
    /// path, where the decision to keep a backup is made before building.
    ///
    /// - Returns: The lifecycle callbacks to make, or `nil` when there are none; when
    ///   there are, the phase stays `notifying` until the caller has made them.
    mutating func commitFastPush<Screen>(
        _ entry: NavigationEntry, _ screen: Screen, result: (any ResultDelivering)?,
        backup: consuming NavigationState?
    ) -> Notice? {
        // NB: the casts are to the screen's own type through cached metatypes; no user
        // code runs in them.
        let capabilities = capabilityCache.capabilities(of: Screen.self)
        let record = LiveScreens.Record(
            id: entry.id,
            lifecycle: capabilities.lifecycle(of: screen),
            screenGuard: capabilities.screenGuard(of: screen),
            result: result)
        let disappearing = lifecycle(of: state.topID)
        state.appendUnchecked(entry)
        if record.screenGuard != nil { guardingScreenCount += 1 }
        let appearing = record.lifecycle
        screens.append(record, object: screen)
        if disappearing == nil && appearing == nil && backup == nil {
            phase = .idle
            return nil
        }
        phase = .notifying
        return Notice(disappearing: disappearing, appearing: appearing, backup: backup)
    }

    /// A pop done on the fast path.
    struct FastPop {
        var id: NavigationEntryID
        /// Whom to deliver the popped screen's result to.
        var result: (any ResultDelivering)?
        /// The lifecycle callbacks to make, or `nil` when there are none.
        var notice: Notice?
    }

    /// Pops the top screen on the fast path.
    ///
    /// - Parameter removed: Receives the popped screen object, for the caller to release
    ///   after the access.
    /// - Returns: What was popped, or `nil` when the pop must take the general path
    ///   (inside a transaction, with guards, or refused).
    mutating func fastPop(removing removed: inout Any?) -> FastPop? {
        guard isFastPathOpen else { return nil }
        let last = state.layers.count - 1
        guard state.layers[last].entries.count > 1 else { return nil }
        let backup = watcherCount > 0 ? state : nil
        let id = state.layers[last].entries.removeLast().id
        // NB: the general path looks the old top up among live screens first; a popped
        // identity is unique among them once its screen is removed.
        let appearing = lifecycle(of: state.topID)
        var disappearing: (any ScreenLifecycle)?
        var result: (any ResultDelivering)?
        if let index = index(of: id) {
            let record = screens.remove(at: index, object: &removed)
            if record.screenGuard != nil { guardingScreenCount -= 1 }
            disappearing = record.lifecycle
            result = record.result
        }
        if disappearing == nil && appearing == nil && backup == nil {
            return FastPop(id: id, result: result, notice: nil)
        }
        phase = .notifying
        return FastPop(
            id: id, result: result,
            notice: Notice(disappearing: disappearing, appearing: appearing, backup: backup))
    }
}
