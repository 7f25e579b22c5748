/// What a committed change owes, returned by the engine's commit as a value and run by
/// the ``Navigator`` once the engine's storage is no longer being accessed.
///
/// ``Navigator/run(_:_:)`` runs them in this order, the one the Navigation article
/// documents:
/// 1. `screenDidLoad()` for the new visible screen (``appearing``) when it is its first
///    appearance (``loadsAppearing``);
/// 2. ``disappearing``: the screen that was visible, covered or removed;
/// 3. ``belowTop``, in its order: `screenDidDisappear(.covered)` for the other screens
///    that were on screen below a layer that does not cover them and are now hidden, top
///    first; `screenDidDisappear(.removed)` for the other removed screens, top first;
///    then the screens now on screen below a layer that does not cover them and not
///    shown before, bottom first: `screenDidLoad()` the first time, then
///    `screenDidAppear()`;
/// 4. ``appearing``: `screenDidAppear()` for the new visible screen;
/// 5. the change (``report``): observers, in the order they were added, then streams;
/// 6. the navigator becomes idle: from here on, code may navigate;
/// 7. results of the ``retired`` screens, bottom first (a `finish` value or `nil`);
/// 8. the ``retired`` screens are released, so their `deinit`s run last.
///
/// A screen that stays on screen under a layer whose style does not cover it
/// (``PresentationStyle/coversPresenter``) is told neither that it disappeared nor,
/// when the layer goes, that it appeared.
struct NavigationEffects {
    var loadsAppearing = false
    var disappearing: (screen: any ScreenLifecycle, disappearance: ScreenDisappearance)?
    /// The calls owed to the other screens, in the order they are made.
    ///
    /// NB: one array, not one per kind of call: each array is released when the effects
    /// go, twice per push and pop (navigation/navigator-push-pop, 4 releases an iteration).
    var belowTop: [LifecycleCall] = []
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
    /// Whether the engine held result registrations when the change committed, so the
    /// retired screens' may need dropping.
    var dropsRegistrations = false
    /// Whether the change showed, replaced or removed an alert, so that its answers are
    /// settled after the effects.
    var settlesAlerts = false
}

/// A lifecycle call owed to a screen other than the visible one.
enum LifecycleCall {
    /// `screenDidDisappear(_:)`: covered under a layer, or removed.
    case disappeared(any ScreenLifecycle, ScreenDisappearance)
    /// Newly on screen below a layer that does not cover it: `screenDidLoad()` first when
    /// `loads`, then `screenDidAppear()`.
    case revealed(any ScreenLifecycle, loads: Bool)
}
