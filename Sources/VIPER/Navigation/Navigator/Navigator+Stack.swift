// The operations on the top stack: push, pop and set it.

extension Navigator {
    /// Pushes a screen built with its dependency onto the top stack.
    ///
    /// The screen is built by ``DependencyInjectable/make(withDependency:)``: a dependency of
    /// the wrong type does not compile. Navigating from inside `make` throws
    /// ``NavigationError/Reason/reentrant``.
    ///
    /// ```swift
    /// try navigator.push(WebScreen.self, dependency: url)
    /// ```
    ///
    /// - Parameters:
    ///   - type: The screen type.
    ///   - dependency: What the screen needs.
    /// - Returns: The new entry's identity. When a guard redirects the push, the
    ///   identity it reserved, which is then not shown.
    /// - Throws: ``NavigationError`` when a guard refuses, navigation is re-entrant, or
    ///   every identity has been issued.
    @discardableResult
    public func push<Screen: DependencyInjectable>(
        _ type: Screen.Type, dependency: Screen.Dependency
    ) throws(NavigationError) -> NavigationEntryID {
        try push(type, from: nil, result: nil) { _ in Screen.make(withDependency: dependency) }
    }

    /// Pushes a screen that navigates, handing it its input and a handle to its entry.
    ///
    /// ```swift
    /// try navigator.push(DetailScreen.self, input: item) { edited in … }
    /// ```
    ///
    /// - Parameters:
    ///   - type: The screen type; its dependency is `Navigated<Input, Output>`.
    ///   - input: The screen's input.
    ///   - onResult: Called once on the main actor: with the value the screen finishes
    ///     with, or `nil` when it is removed any other way. Never called when the push
    ///     itself is refused.
    /// - Returns: The new entry's identity.
    /// - Throws: ``NavigationError`` when a guard refuses or navigation is re-entrant.
    @inlinable
    @discardableResult
    public func push<Screen: DependencyInjectable, Input, Output>(
        _ type: Screen.Type, input: Input, onResult: (@MainActor (Output?) -> Void)? = nil
    ) throws(NavigationError) -> NavigationEntryID
    where Screen.Dependency == Navigated<Input, Output> {
        // NB: inlinable so that `Navigated<Input, Output>` is built where its type is
        // known; built in the unspecialised library its metadata is looked up at run time
        // on every push, which cost more than the rest of the push.
        try pushBuilding(type, input: input, onResult: onResult) { reservation in
            Screen.make(
                withDependency: Navigated(
                    input: input,
                    navigation: NavigationHandle(navigator: self, reservation: reservation)))
        }
    }

    /// Pushes a screen that navigates and waits for its result.
    ///
    /// - Parameters:
    ///   - type: The screen type; its dependency is `Navigated<Input, Output>`.
    ///   - input: The screen's input.
    /// - Returns: The value the screen finishes with, or `nil` when it is removed any
    ///   other way (popped, dismissed, replaced). The navigator stays alive while this
    ///   waits; await through a ``NavigationHandle`` to let it go.
    /// - Throws: ``NavigationError`` when the push is refused; then nothing was shown.
    public func pushForResult<Screen: DependencyInjectable, Input, Output>(
        _ type: Screen.Type, input: Input
    ) async throws(NavigationError) -> Output?
    where Screen.Dependency == Navigated<Input, Output> {
        try await ResultSlot<Output>.awaiting { slot throws(NavigationError) in
            try pushNavigated(type, input: input, from: nil, slot: slot)
        }
    }

    /// Pops the top screen of the top stack.
    ///
    /// - Returns: The identity of the removed screen.
    /// - Throws: ``NavigationError/Reason/cannotPopRoot`` when the top stack has only its
    ///   first screen (use ``dismiss()`` for a presented one).
    @discardableResult
    public func pop() throws(NavigationError) -> NavigationEntryID {
        try transact(.pop) { () throws(NavigationError) in try engine.stagePop() }
    }

    /// Pops back to a screen, dismissing every layer above it.
    ///
    /// Does nothing when the screen is already visible.
    ///
    /// - Parameter id: The screen to make visible.
    /// - Throws: ``NavigationError/Reason/unknownEntry(_:)`` when it is not shown.
    /// - Complexity: O(*n*), where *n* is the number of entries.
    public func pop(to id: NavigationEntryID) throws(NavigationError) {
        try transact(.popTo(id)) { () throws(NavigationError) in
            try engine.stage { state, journal throws(NavigationError) in
                try state.pop(to: id, recording: &journal)
            }
        }
    }

    /// Pops the top stack to its first screen; does nothing when it has only one.
    ///
    /// - Throws: ``NavigationError/Reason/reentrant`` or a guard's refusal.
    /// - Complexity: O(*k*), where *k* is the number of removed screens.
    public func popToRoot() throws(NavigationError) {
        try transact(.popToRoot) { () throws(NavigationError) in
            try engine.stage { state, journal in state.popToRoot(recording: &journal) }
        }
    }

    /// Replaces the top stack, keeping the screens named with ``Destination/existing(_:)``.
    ///
    /// - Parameter stack: The new stack, bottom first.
    /// - Throws: ``NavigationError/Reason/unknownEntry(_:)`` when an existing screen is not
    ///   in the top stack, ``NavigationError/Reason/duplicateEntry(_:)`` when one is named
    ///   twice, ``NavigationError/Reason/emptyStack`` for an empty presented stack.
    /// - Complexity: O(*n* + *m*), plus building the new screens.
    public func setStack(_ stack: [Destination]) throws(NavigationError) {
        try transact(.setStack) { () throws(NavigationError) in
            let layers = engine.state.layers
            let top = layers[layers.count - 1].entries
            var entries: [NavigationEntry] = []
            var building: [(ScreenReservation, Destination, NavigationEntryID?)] = []
            // NB: a built screen's requester is the entry below it in the new stack; the
            // first one's is the top of the layer below, if any.
            var below = layers.count > 1 ? layers[layers.count - 2].entries.last?.id : nil
            for destination in stack {
                switch destination.kind {
                case .existing(let id):
                    guard let kept = top.first(where: { $0.id == id }) else {
                        throw NavigationError(.setStack, .unknownEntry(id))
                    }
                    entries.append(kept)
                case .build(let screen, _):
                    let reservation = try engine.reserve(for: .setStack)
                    entries.append(
                        NavigationEntry(
                            id: reservation.id, screen: screen, route: destination.route,
                            requester: below))
                    building.append((reservation, destination, below))
                }
                below = entries[entries.count - 1].id
            }
            try engine.stage { state, journal throws(NavigationError) in
                try state.setStack(entries, recording: &journal)
            }
            for (reservation, destination, requester) in building {
                build(destination, as: reservation, requester: requester)
            }
        }
    }

    // MARK: Staging a push

    /// Pushes a screen that `make` builds for its reserved identity.
    ///
    /// - Parameter route: The route that rebuilds the screen, recorded in its entry.
    @discardableResult
    func push<Screen>(
        _ type: Screen.Type, route: AnyNavigationRoute? = nil,
        from source: NavigationHandleSource?, result: (any ResultDelivering)?,
        make: (ScreenReservation) -> Screen
    ) throws(NavigationError) -> NavigationEntryID {
        let screenType = ScreenType(type)
        do {
            return try transact(.push(screenType)) { () throws(NavigationError) in
                if let source { try requireOnTop(source, .push(screenType)) }
                let reservation = try engine.stagePush(screenType, route: route, result: result)
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
    func pushBuilding<Screen, Input, Output: Sendable>(
        _ type: Screen.Type, input: Input, onResult: (@MainActor (Output?) -> Void)?,
        make: (ScreenReservation) -> Screen
    ) throws(NavigationError) -> NavigationEntryID {
        try push(
            type, route: restorationRoute(of: type, input: input), from: nil,
            result: resultSlot(receiving: onResult), make: make)
    }

    @discardableResult
    func pushNavigated<Screen: DependencyInjectable, Input, Output>(
        _ type: Screen.Type, input: Input, from source: NavigationHandleSource?,
        slot: (any ResultDelivering)?
    ) throws(NavigationError) -> NavigationEntryID
    where Screen.Dependency == Navigated<Input, Output> {
        try push(
            type, route: restorationRoute(of: type, input: input), from: source, result: slot
        ) { reservation in
            Screen.make(
                withDependency: Navigated(
                    input: input,
                    navigation: NavigationHandle(navigator: self, reservation: reservation)))
        }
    }
}

extension Navigator {
    /// The route a screen of `type` shown with `input` records: its
    /// ``RestorableScreen/route(for:)`` when the type adopts ``RestorableScreen``.
    ///
    /// NB: the conformance is looked up once per type, in the capability cache; the
    /// route itself is user code, so it runs here, before the transaction stages anything.
    func restorationRoute<Screen, Input>(of type: Screen.Type, input: Input)
        -> AnyNavigationRoute?
    {
        guard let restorable = engine.capabilities(of: type).restorableType
        else { return nil }
        return restorable.erasedRoute(for: input)
    }
}
