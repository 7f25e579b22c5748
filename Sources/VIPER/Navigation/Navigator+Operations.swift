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
        try pushBuilding(type, onResult: onResult) { reservation in
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
            let top = engine.state.layers[engine.state.layers.count - 1].entries
            var entries: [NavigationEntry] = []
            var building: [(ScreenReservation, Destination)] = []
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
                            id: reservation.id, screen: screen, route: destination.route))
                    building.append((reservation, destination))
                }
            }
            try engine.stage { state, journal throws(NavigationError) in
                try state.setStack(entries, recording: &journal)
            }
            for (reservation, destination) in building { build(destination, as: reservation) }
        }
    }

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
            type, input: input, style: style, from: nil, slot: ResultSlot.receiving(onResult))
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
}
