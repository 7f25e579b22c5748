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
    /// - Returns: The new entry's identity.
    /// - Throws: ``NavigationError`` when a guard refuses or navigation is re-entrant.
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
        try pushBuilding(type, onResult: onResult) { id in
            Screen.make(
                withDependency: Navigated(
                    input: input, navigation: NavigationHandle(navigator: self, entryID: id)))
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
        var removed: Any?
        if let popped = core.fastPop(removing: &removed) {
            notify(popped.notice, .pop)
            popped.result?.deliver()
            return popped.id
        }
        return try transact(.pop) { () throws(NavigationError) in
            let removed = try state.pop()
            removedIDs.append(removed.id)
            return removed.id
        }
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
            retire(try state.pop(to: id))
        }
    }

    /// Pops the top stack to its first screen; does nothing when it has only one.
    ///
    /// - Throws: ``NavigationError/Reason/reentrant`` or a guard's refusal.
    /// - Complexity: O(*k*), where *k* is the number of removed screens.
    public func popToRoot() throws(NavigationError) {
        try transact(.popToRoot) { retire(state.popToRoot()) }
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
            let top = state.layers[state.layers.count - 1].entries
            var seen = Set<NavigationEntryID>()
            for destination in stack {
                guard case .existing(let id) = destination.kind else { continue }
                guard top.contains(where: { $0.id == id }) else {
                    throw NavigationError(.setStack, .unknownEntry(id))
                }
                guard seen.insert(id).inserted else {
                    throw NavigationError(.setStack, .duplicateEntry(id))
                }
            }
            if stack.isEmpty && state.layers.count > 1 {
                throw NavigationError(.setStack, .emptyStack)
            }
            let entries = stack.map { destination in
                switch destination.kind {
                case .existing(let id):
                    top.first { $0.id == id }
                        ?? NavigationEntry(id: id, screen: ScreenType(Never.self))
                case .build:
                    materialize(destination)
                }
            }
            retire(try state.setStack(entries))
        }
    }

    /// Presents a screen built with its dependency in a new layer.
    ///
    /// - Parameters:
    ///   - type: The screen type.
    ///   - dependency: What the screen needs.
    ///   - style: How the layer is presented.
    /// - Returns: The new entry's identity.
    /// - Throws: ``NavigationError/Reason/emptyStack`` when nothing is shown to present
    ///   from, or a guard's refusal.
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
    /// - Throws: ``NavigationError/Reason/emptyStack`` when nothing is shown to present
    ///   from, or a guard's refusal.
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
            retire(try state.dismiss())
        }
    }

    /// Dismisses every presented layer; does nothing when nothing is presented.
    ///
    /// - Throws: ``NavigationError/Reason/reentrant`` or a guard's refusal.
    /// - Complexity: O(*k*), where *k* is the number of removed screens.
    public func dismissAll() throws(NavigationError) {
        try transact(.dismissAll) { retire(state.dismissAll()) }
    }

    /// Removes a screen and every screen above it: pops it, or dismisses its layer when
    /// it is the layer's first screen.
    ///
    /// - Parameter id: The screen to close.
    /// - Throws: ``NavigationError/Reason/entryNotShown(_:)`` when it is not shown,
    ///   ``NavigationError/Reason/cannotPopRoot`` for the first screen of the root stack.
    /// - Complexity: O(*n*), where *n* is the number of entries.
    public func close(_ id: NavigationEntryID) throws(NavigationError) {
        try transact(.close(id)) { () throws(NavigationError) in
            try closeStaged(id, as: .close(id))
        }
    }

    // MARK: Internals shared with NavigationHandle

    func requireShown(_ source: NavigationEntryID?, _ action: NavigationAction)
        throws(NavigationError)
    {
        guard let source else { return }
        guard state.contains(source) else {
            throw NavigationError(action, .entryNotShown(source))
        }
    }

    func requireOnTop(_ source: NavigationEntryID?, _ action: NavigationAction)
        throws(NavigationError)
    {
        guard let source else { return }
        let top = state.top?.id
        guard top != source else { return }
        guard state.contains(source) else {
            throw NavigationError(action, .entryNotShown(source))
        }
        throw NavigationError(action, .entryNotOnTop(source, top: top))
    }

    @discardableResult
    func push<Screen>(
        _ type: Screen.Type, from source: NavigationEntryID?, result: (any ResultDelivering)?,
        make: (NavigationEntryID) -> Screen
    ) throws(NavigationError) -> NavigationEntryID {
        let screenType = ScreenType(type)
        if let push = core.beginFastPush(from: source) {
            let id = push.id
            let screen = make(id)
            let entry = NavigationEntry(id: id, screen: screenType)
            if let backup = push.backup, core.mustAskGuards(push) {
                try commitAskingGuards(entry, screen, result: result, backup: backup)
                return id
            }
            notify(
                core.commitFastPush(entry, screen, result: result, backup: push.backup),
                .push(screenType))
            return id
        }
        do {
            return try transact(.push(screenType)) { () throws(NavigationError) in
                try requireOnTop(source, .push(screenType))
                let id = issueID()
                let screen = build { make(id) }
                let entry = NavigationEntry(id: id, screen: screenType)
                state.appendUnchecked(entry)
                let capabilities = capabilityCache.capabilities(of: Screen.self)
                stage(LiveScreen(screen, adopts: capabilities, result: result), as: entry)
                return id
            }
        } catch {
            result?.cancelSilently()
            throw error
        }
    }

    /// Pushes a navigating screen that `make` builds for its identity; the entry point of
    /// the inlinable `push`.
    @usableFromInline
    func pushBuilding<Screen, Output: Sendable>(
        _ type: Screen.Type, onResult: (@MainActor (Output?) -> Void)?,
        make: (NavigationEntryID) -> Screen
    ) throws(NavigationError) -> NavigationEntryID {
        let slot: ResultSlot<Output>? =
            if let onResult { ResultSlot(callback: onResult) } else { nil }
        return try push(type, from: nil, result: slot, make: make)
    }

    @discardableResult
    func pushNavigated<Screen: DependencyInjectable, Input, Output>(
        _ type: Screen.Type, input: Input, from source: NavigationEntryID?,
        slot: ResultSlot<Output>?
    ) throws(NavigationError) -> NavigationEntryID
    where Screen.Dependency == Navigated<Input, Output> {
        try push(type, from: source, result: slot) { id in
            Screen.make(
                withDependency: Navigated(
                    input: input, navigation: NavigationHandle(navigator: self, entryID: id)))
        }
    }

    @discardableResult
    func present<Screen>(
        _ type: Screen.Type, style: PresentationStyle, from source: NavigationEntryID?,
        result: (any ResultDelivering)?, make: (NavigationEntryID) -> Screen
    ) throws(NavigationError) -> NavigationEntryID {
        let screenType = ScreenType(type)
        let action = NavigationAction.present(screenType, style)
        do {
            return try transact(action) { () throws(NavigationError) in
                try requireOnTop(source, action)
                guard !state.isEmpty else { throw NavigationError(action, .emptyStack) }
                let id = issueID()
                let screen = build { make(id) }
                let entry = NavigationEntry(id: id, screen: screenType)
                state.layers.append(NavigationLayer(style: style, entries: [entry]))
                let capabilities = capabilityCache.capabilities(of: Screen.self)
                stage(LiveScreen(screen, adopts: capabilities, result: result), as: entry)
                return id
            }
        } catch {
            result?.cancelSilently()
            throw error
        }
    }

    @discardableResult
    func presentNavigated<Screen: DependencyInjectable, Input, Output>(
        _ type: Screen.Type, input: Input, style: PresentationStyle,
        from source: NavigationEntryID?, slot: ResultSlot<Output>?
    ) throws(NavigationError) -> NavigationEntryID
    where Screen.Dependency == Navigated<Input, Output> {
        try present(type, style: style, from: source, result: slot) { id in
            Screen.make(
                withDependency: Navigated(
                    input: input, navigation: NavigationHandle(navigator: self, entryID: id)))
        }
    }

    /// Makes the lifecycle calls a fast-path change owes, then ends the change.
    private func notify(
        _ notice: consuming NavigatorCore.Notice?, _ action: @autoclosure () -> NavigationAction
    ) {
        guard let notice else { return }
        notice.disappearing?.screenDidDisappear()
        notice.appearing?.screenDidAppear()
        if let backup = notice.backup {
            publish(NavigationChange(old: backup, new: state, action: action()))
        }
        core.phase = .idle
    }

    /// Commits a fast push through the general path, because a guard was added while its
    /// screen was built: stages it as a transaction would have, then lets guards decide.
    private func commitAskingGuards<Screen>(
        _ entry: NavigationEntry, _ screen: Screen, result: (any ResultDelivering)?,
        backup: NavigationState
    ) throws(NavigationError) {
        phase = .staging
        state.appendUnchecked(entry)
        let capabilities = capabilityCache.capabilities(of: Screen.self)
        stage(LiveScreen(screen, adopts: capabilities, result: result), as: entry)
        do {
            try commit(
                .push(entry.screen), backup: backup, nextID: entry.id.rawValue,
                oldTop: backup.topID, redirects: 0)
        } catch {
            result?.cancelSilently()
            throw error
        }
    }

    /// Removes `id` and everything above it, inside a transaction.
    func closeStaged(_ id: NavigationEntryID, as action: NavigationAction)
        throws(NavigationError)
    {
        guard let (layer, index) = state.location(of: id) else {
            throw NavigationError(action, .entryNotShown(id))
        }
        if index > 0 {
            retire(try state.pop(to: state.layers[layer].entries[index - 1].id))
        } else if layer > 0, let below = state.layers[layer - 1].entries.last {
            retire(try state.pop(to: below.id))
        } else {
            throw NavigationError(action, .cannotPopRoot)
        }
    }

    /// Stages a result for `id`, then closes it, inside a transaction.
    func finish<Output: Sendable>(_ id: NavigationEntryID, with value: Output)
        throws(NavigationError)
    {
        try transact(.finish(id)) { () throws(NavigationError) in
            try closeStaged(id, as: .finish(id))
            if let slot = live(id)?.result as? ResultSlot<Output> {
                slot.stage(value)
                stagedResults.append(slot)
            }
        }
    }

    /// Builds a destination's screen, inside a transaction.
    ///
    /// - Parameter id: The identity to give it; a fresh one when `nil`.
    func materialize(_ destination: Destination, id: NavigationEntryID? = nil)
        -> NavigationEntry
    {
        switch destination.kind {
        case .existing(let existing):
            // NB: callers resolve `.existing` themselves; keep the identity if one slips by.
            return state[existing] ?? NavigationEntry(id: existing, screen: ScreenType(Never.self))
        case .build(let screenType, let make):
            let id = id ?? issueID()
            let screen = build { make(self, id) }
            let entry = NavigationEntry(id: id, screen: screenType, route: destination.route)
            let capabilities = ScreenCapabilities(lifecycle: true, guards: true)
            stage(LiveScreen(screen, adopts: capabilities, result: nil), as: entry)
            return entry
        }
    }
}
