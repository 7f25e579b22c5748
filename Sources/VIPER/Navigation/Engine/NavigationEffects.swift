/// What a committed change owes, returned by the engine's commit as a value and run by
/// the ``Navigator`` once the engine's storage is no longer being accessed.
///
/// ``Navigator/run(_:_:)`` runs them in this order, the one the Navigation article
/// documents:
/// 1. `screenDidLoad()` for the new visible screen (``appearing``) when it is its first
///    appearance (``loadsAppearing``);
/// 2. ``disappearing``: the screen that was visible, covered or removed;
/// 3. ``removed``: `screenDidDisappear(.removed)` for the other removed screens, top
///    first;
/// 4. ``appearing``: `screenDidAppear()` for the new visible screen;
/// 5. the change (``report``): observers, in the order they were added, then streams;
/// 6. the navigator becomes idle: from here on, code may navigate;
/// 7. results of the ``retired`` screens, bottom first (a `finish` value or `nil`);
/// 8. the ``retired`` screens are released, so their `deinit`s run last.
struct NavigationEffects {
    var loadsAppearing = false
    var disappearing: (screen: any ScreenLifecycle, disappearance: ScreenDisappearance)?
    var removed: [any ScreenLifecycle] = []
    var appearing: (any ScreenLifecycle)?
    /// The inverse of the change's edits, when someone observes and something changed;
    /// the navigator reports it as a ``NavigationChange`` over the new state.
    ///
    /// NB: not the change itself: ``NavigationAction`` holds a `URL`, a resilient type,
    /// which would make this value address-only and every move of it a call.
    var report: StateJournal?
    /// The screens the change removed, each step's top first.
    var retired = LiveScreens()

    /// Whether anything runs before the navigator is idle again.
    var isNotifying = false
}

/// Who watches a navigator: observers and streams hear committed changes, guards decide
/// on proposed ones.
@MainActor
struct NavigationWatchers {
    var observers: [(token: NavigationToken, handler: @MainActor (NavigationChange) -> Void)] =
        []
    var streams:
        [(token: NavigationToken, continuation: AsyncStream<NavigationChange>.Continuation)] =
            []
    var guards:
        [(token: NavigationToken, decide: @MainActor (NavigationChange) -> NavigationGuardDecision)] =
            []
    private var nextToken: UInt64 = 1

    /// Whether a committed change must be reported.
    var isObserved: Bool { !observers.isEmpty || !streams.isEmpty }

    mutating func makeToken() -> NavigationToken {
        defer { nextToken += 1 }
        return NavigationToken(rawValue: nextToken)
    }

    /// Removes the observer or guard of `token`.
    ///
    /// - Returns: What it removed, so that the caller drops the closures (and whatever
    ///   they hold the last reference to) after the engine's step.
    mutating func remove(_ token: NavigationToken) -> NavigationWatchers {
        var removed = NavigationWatchers()
        if let index = observers.firstIndex(where: { $0.token == token }) {
            removed.observers.append(observers.remove(at: index))
        }
        if let index = guards.firstIndex(where: { $0.token == token }) {
            removed.guards.append(guards.remove(at: index))
        }
        return removed
    }
}
