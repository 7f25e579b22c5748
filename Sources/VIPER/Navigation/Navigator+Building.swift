// Staging steps that build screens, shared by the navigator's operations, the route
// table's destinations and NavigationHandle.

extension Navigator {
    /// Pushes a screen that `make` builds for its reserved identity.
    @discardableResult
    func push<Screen>(
        _ type: Screen.Type, from source: NavigationHandleSource?,
        result: (any ResultDelivering)?, make: (ScreenReservation) -> Screen
    ) throws(NavigationError) -> NavigationEntryID {
        let screenType = ScreenType(type)
        do {
            return try transact(.push(screenType)) { () throws(NavigationError) in
                if let source { try requireOnTop(source, .push(screenType)) }
                let reservation = try engine.stagePush(screenType)
                let screen = make(reservation)
                engine.adopt(screen, as: reservation, result: result)
                return reservation.id
            }
        } catch {
            result?.cancelSilently()
            throw error
        }
    }

    /// Pushes a navigating screen that `make` builds for its reservation; the entry point
    /// of the inlinable `push`.
    @usableFromInline
    func pushBuilding<Screen, Output: Sendable>(
        _ type: Screen.Type, onResult: (@MainActor (Output?) -> Void)?,
        make: (ScreenReservation) -> Screen
    ) throws(NavigationError) -> NavigationEntryID {
        try push(type, from: nil, result: ResultSlot.receiving(onResult), make: make)
    }

    @discardableResult
    func pushNavigated<Screen: DependencyInjectable, Input, Output>(
        _ type: Screen.Type, input: Input, from source: NavigationHandleSource?,
        slot: ResultSlot<Output>?
    ) throws(NavigationError) -> NavigationEntryID
    where Screen.Dependency == Navigated<Input, Output> {
        try push(type, from: source, result: slot) { reservation in
            Screen.make(
                withDependency: Navigated(
                    input: input,
                    navigation: NavigationHandle(navigator: self, reservation: reservation)))
        }
    }

    /// Presents a screen that `make` builds for its reserved identity.
    @discardableResult
    func present<Screen>(
        _ type: Screen.Type, style: PresentationStyle, from source: NavigationHandleSource?,
        result: (any ResultDelivering)?, make: (ScreenReservation) -> Screen
    ) throws(NavigationError) -> NavigationEntryID {
        let screenType = ScreenType(type)
        let action = NavigationAction.present(screenType, style)
        do {
            return try transact(action) { () throws(NavigationError) in
                if let source { try requireOnTop(source, action) }
                let reservation = try engine.stagePresent(screenType, style: style, as: action)
                let screen = make(reservation)
                engine.adopt(screen, as: reservation, result: result)
                return reservation.id
            }
        } catch {
            result?.cancelSilently()
            throw error
        }
    }

    @discardableResult
    func presentNavigated<Screen: DependencyInjectable, Input, Output>(
        _ type: Screen.Type, input: Input, style: PresentationStyle,
        from source: NavigationHandleSource?, slot: ResultSlot<Output>?
    ) throws(NavigationError) -> NavigationEntryID
    where Screen.Dependency == Navigated<Input, Output> {
        try present(type, style: style, from: source, result: slot) { reservation in
            Screen.make(
                withDependency: Navigated(
                    input: input,
                    navigation: NavigationHandle(navigator: self, reservation: reservation)))
        }
    }

    /// Builds a destination's screen for an entry already staged, inside a transaction.
    func build(_ destination: Destination, as reservation: ScreenReservation) {
        guard case .build(_, let make) = destination.kind else { return }
        engine.phase = .building
        let screen = make(self, reservation)
        engine.adopt(any: screen, as: reservation, result: nil)
    }

    /// Removes `id` and everything above it, inside a transaction.
    func closeStaged(_ id: NavigationEntryID, as action: NavigationAction)
        throws(NavigationError)
    {
        let state = engine.state
        guard let (layer, index) = state.location(of: id) else {
            throw NavigationError(action, .unknownEntry(id))
        }
        let below: NavigationEntryID
        if index > 0 {
            below = state.layers[layer].entries[index - 1].id
        } else if layer > 0, let last = state.layers[layer - 1].entries.last {
            below = last.id
        } else {
            throw NavigationError(action, .cannotPopRoot)
        }
        try engine.stage { state, journal throws(NavigationError) in
            try state.pop(to: below, recording: &journal)
        }
    }

    /// Stages a result for `id`, then closes it, inside a transaction.
    func finish<Output: Sendable>(
        _ id: NavigationEntryID, with value: Output, from source: NavigationHandleSource
    ) throws(NavigationError) {
        try transact(.finish(id)) { () throws(NavigationError) in
            try requireShown(source, .finish(id))
            try closeStaged(id, as: .finish(id))
            engine.stageResult(value, for: id)
        }
    }

    // MARK: Sources

    /// Checks that the screen behind a handle is still shown.
    func requireShown(_ source: NavigationHandleSource, _ action: NavigationAction)
        throws(NavigationError)
    {
        guard engine.isShown(source.id, serial: source.serial) else {
            throw NavigationError(action, .entryNotShown(source.id))
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
}
