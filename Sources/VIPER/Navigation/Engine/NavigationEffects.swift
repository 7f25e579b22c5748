/// What a committed change owes, returned by the engine's commit as a value and run by
/// the ``Navigator`` once the engine's storage is no longer being accessed.
///
/// ``Navigator/run(_:_:)`` runs them in this order, the one the Navigation article
/// documents:
/// 1. `screenDidLoad()` for the new visible screen (``appearing``) when it is its first
///    appearance (``loadsAppearing``);
/// 2. ``disappearing``: the screen that was visible, covered or removed;
/// 3. ``covered``: `screenDidDisappear(.covered)` for the other screens that were on
///    screen below a layer that does not cover them and are now hidden, top first;
/// 4. ``removed``: `screenDidDisappear(.removed)` for the other removed screens, top
///    first;
/// 5. ``revealed``: the screens now on screen below a layer that does not cover them
///    and not shown before, bottom first: `screenDidLoad()` the first time, then
///    `screenDidAppear()`;
/// 6. ``appearing``: `screenDidAppear()` for the new visible screen;
/// 7. the change (``report``): observers, in the order they were added, then streams;
/// 8. the navigator becomes idle: from here on, code may navigate;
/// 9. results of the ``retired`` screens, bottom first (a `finish` value or `nil`);
/// 10. the ``retired`` screens are released, so their `deinit`s run last.
///
/// A screen that stays on screen under a layer whose style does not cover it
/// (``PresentationStyle/coversPresenter``) is told neither that it disappeared nor,
/// when the layer goes, that it appeared.
struct NavigationEffects {
    var loadsAppearing = false
    var disappearing: (screen: any ScreenLifecycle, disappearance: ScreenDisappearance)?
    var covered: [any ScreenLifecycle] = []
    var removed: [any ScreenLifecycle] = []
    var revealed: [(screen: any ScreenLifecycle, loads: Bool)] = []
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
