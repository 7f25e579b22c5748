// The operations on presented layers, and closing or finishing a screen.

extension Navigator {
    /// Presents a screen built with its dependency in a new layer.
    ///
    /// - Parameters:
    ///   - type: The screen type.
    ///   - dependency: What the screen needs.
    ///   - style: How the layer is presented.
    /// - Returns: The new entry's identity.
    /// - Throws: ``NavigationError/Reason/nothingShown`` when nothing is shown to present
    ///   over, or a guard's refusal.
    @discardableResult
    public func present<Screen: DependencyInjectable>(
        _ type: Screen.Type, dependency: Screen.Dependency, style: PresentationStyle = .sheet
    ) throws(NavigationError) -> NavigationEntryID {
        try present(type, style: style, from: nil, result: nil) { _ in
            Screen.make(withDependency: dependency)
        }
    }

    /// Presents a screen that navigates in a new layer.
    ///
    /// ```swift
    /// try navigator.present(ColorPicker.self, input: palette) { color in
    ///     presenter.didPick(color)  // nil when the sheet was dismissed without a pick
    /// }
    /// ```
    ///
    /// - Parameters:
    ///   - type: The screen type; its dependency is `Navigated<Input, Output>`.
    ///   - input: The screen's input.
    ///   - style: How the layer is presented.
    ///   - onResult: Called once on the main actor with the finished value, or `nil` when
    ///     the screen is removed any other way. Never called when presenting is refused.
    /// - Returns: The new entry's identity.
    /// - Throws: ``NavigationError/Reason/nothingShown`` when nothing is shown to present
    ///   over, or a guard's refusal.
    @discardableResult
    public func present<Screen: DependencyInjectable, Input, Output>(
        _ type: Screen.Type, input: Input, style: PresentationStyle = .sheet,
        onResult: (@MainActor (Output?) -> Void)? = nil
    ) throws(NavigationError) -> NavigationEntryID
    where Screen.Dependency == Navigated<Input, Output> {
        try presentNavigated(
            type, input: input, style: style, from: nil, slot: resultSlot(receiving: onResult))
    }

    /// Presents a screen that navigates and waits for its result.
    ///
    /// ```swift
    /// if let color = try await navigator.presentForResult(ColorPicker.self, input: palette) {
    ///     apply(color)
    /// }
    /// ```
    ///
    /// - Parameters:
    ///   - type: The screen type; its dependency is `Navigated<Input, Output>`.
    ///   - input: The screen's input.
    ///   - style: How the layer is presented.
    /// - Returns: The value the screen finishes with, or `nil` when it is removed any
    ///   other way (dismissed, replaced by a deep link). The navigator stays alive while
    ///   this waits; await through a ``NavigationHandle`` to let it go.
    /// - Throws: ``NavigationError`` when presenting is refused; then nothing was shown.
    public func presentForResult<Screen: DependencyInjectable, Input, Output>(
        _ type: Screen.Type, input: Input, style: PresentationStyle = .sheet
    ) async throws(NavigationError) -> Output?
    where Screen.Dependency == Navigated<Input, Output> {
        try await ResultSlot<Output>.awaiting { slot throws(NavigationError) in
            try presentNavigated(type, input: input, style: style, from: nil, slot: slot)
        }
    }

    /// Dismisses the top presented layer.
    ///
    /// - Throws: ``NavigationError/Reason/nothingPresented`` when only the root stack is
    ///   shown.
    public func dismiss() throws(NavigationError) {
        try transact(.dismiss) { () throws(NavigationError) in
            try engine.stage { state, journal throws(NavigationError) in
                try state.dismiss(recording: &journal)
            }
        }
    }

    /// Dismisses every presented layer; does nothing when nothing is presented.
    ///
    /// - Throws: ``NavigationError/Reason/reentrant`` or a guard's refusal.
    /// - Complexity: O(*k*), where *k* is the number of removed screens.
    public func dismissAll() throws(NavigationError) {
        try transact(.dismissAll) { () throws(NavigationError) in
            try engine.stage { state, journal in state.dismissAll(recording: &journal) }
        }
    }

    /// Removes a screen and every screen above it: pops it, or dismisses its layer when
    /// it is the layer's first screen.
    ///
    /// - Parameter id: The screen to close.
    /// - Throws: ``NavigationError/Reason/unknownEntry(_:)`` when it is not shown,
    ///   ``NavigationError/Reason/cannotPopRoot`` for the first screen of the root stack.
    /// - Complexity: O(*n*), where *n* is the number of entries.
    public func close(_ id: NavigationEntryID) throws(NavigationError) {
        try transact(.close(id)) { () throws(NavigationError) in
            try closeStaged(id, as: .close(id))
        }
    }

    // MARK: Staging

    /// Presents a screen that `make` builds for its reserved identity.
    ///
    /// - Parameter route: The route that rebuilds the screen, recorded in its entry.
    @discardableResult
    func present<Screen>(
        _ type: Screen.Type, route: AnyNavigationRoute? = nil, style: PresentationStyle,
        from source: NavigationHandleSource?, result: (any ResultDelivering)?,
        make: (ScreenReservation) -> Screen
    ) throws(NavigationError) -> NavigationEntryID {
        let screenType = ScreenType(type)
        let action = NavigationAction.present(screenType, style)
        do {
            return try transact(action) { () throws(NavigationError) in
                if let source { try requireOnTop(source, action) }
                let reservation = try engine.stagePresent(
                    screenType, route: route, style: style, result: result, as: action)
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
        from source: NavigationHandleSource?, slot: (any ResultDelivering)?
    ) throws(NavigationError) -> NavigationEntryID
    where Screen.Dependency == Navigated<Input, Output> {
        try present(
            type, route: restorationRoute(of: type, input: input), style: style, from: source,
            result: slot
        ) { reservation in
            Screen.make(
                withDependency: Navigated(
                    input: input,
                    navigation: NavigationHandle(navigator: self, reservation: reservation)))
        }
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
            if let slot = engine.stageResult(of: Output.self, for: id) {
                if let slot = slot as? RequesterSlot {
                    slot.stage(value)
                } else if let slot = slot as? ResultSlot<Output> {
                    slot.stage(value)
                }
            }
        }
    }
}
