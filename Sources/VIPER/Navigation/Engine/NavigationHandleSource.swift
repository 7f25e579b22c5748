extension Navigator {
    /// Checks that the screen behind a handle is still shown.
    func requireShown(_ source: NavigationHandleSource, _ action: NavigationAction)
        throws(NavigationError)
    {
        guard engine.isShown(source.id, serial: source.serial) else {
            throw NavigationError(action, .notShown(source.id))
        }
    }

    /// Checks that the screen behind a handle is the visible one.
    func requireOnTop(_ source: NavigationHandleSource, _ action: NavigationAction)
        throws(NavigationError)
    {
        try requireShown(source, action)
        let top = engine.state.topID
        guard top == source.id else {
            throw NavigationError(action, .entryNotOnTop(source.id, top: top))
        }
    }
}

/// The screen a ``NavigationHandle`` acts for: its entry and, when the navigator built
/// it, its object's serial.
struct NavigationHandleSource {
    let id: NavigationEntryID
    let serial: UInt64?
    /// The environment of the handle's flow, passed on to the screens it shows.
    var environment = NavigationEnvironment()
}
