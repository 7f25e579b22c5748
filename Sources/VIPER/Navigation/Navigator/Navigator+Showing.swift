// Showing a screen: push it onto the top stack or present it in a new layer, with its
// result received by a closure, awaited, or left to the registered receiver.

extension Navigator {
    /// Pushes a screen onto the top stack.
    ///
    /// The screen's result, if it hands one back, goes to the receiver the screen below
    /// registered with ``NavigationHandle/receiveResults(from:_:)``: the one way to
    /// receive results that survives restoration and deep links.
    ///
    /// ```swift
    /// try navigator.push(.screen(DetailScreen.self, input: item))
    /// try navigator.push(.route(AppRoute.detail(id: 4), using: routes))
    /// try navigator.push(.screen(ArticleScreen.self, input: id), in: .tab(.bookmarks))
    /// ```
    ///
    /// - Parameters:
    ///   - destination: The screen to show; ``Destination/existing(_:)`` is refused with
    ///     ``NavigationError/Reason/duplicateEntry(_:)``.
    ///   - placement: The stack of the top layer to push onto: the current one (the
    ///     selected tab's, a split's secondary column), a named tab, or a column.
    /// - Returns: The new entry's identity. When a guard redirects the push, the
    ///   identity it reserved, which is then not shown.
    /// - Throws: ``NavigationError`` when the route table refuses the route, the top layer
    ///   has no such stack, a guard refuses, navigation is re-entrant, or every identity
    ///   has been issued; then nothing was built.
    @discardableResult
    public func push(_ destination: Destination<Any>, in placement: NavigationPlacement = .current)
        throws(NavigationError) -> NavigationEntryID
    {
        try show(destination, style: nil, in: placement, from: nil, result: nil, expecting: nil)
    }

    /// Pushes `destination`, whose screen must hand back `Output`, in `placement` as
    /// ``push(_:in:)`` does, and hands its result to `onResult`: for a caller that reacts
    /// to the result without waiting for it.
    ///
    /// `onResult` is called once on the main actor: with the value the screen finishes
    /// with, or `nil` when it is removed any other way; never when the push itself is
    /// refused. It is not restored: a restored screen's result goes to the registered
    /// receiver.
    ///
    /// ```swift
    /// try navigator.push(.screen(EditScreen.self, input: item)) { edited in … }
    /// ```
    ///
    /// - Returns: The new entry's identity.
    /// - Throws: ``NavigationError/Reason/resultTypeMismatch(expected:found:)`` when the
    ///   screen hands back another type, before anything is built, or what ``push(_:in:)``
    ///   throws.
    @discardableResult
    public func push<Output: Sendable>(
        _ destination: Destination<Output>, in placement: NavigationPlacement = .current,
        onResult: @escaping @MainActor (Output?) -> Void
    ) throws(NavigationError) -> NavigationEntryID {
        try show(
            destination, style: nil, in: placement, from: nil, into: ResultSlot(callback: onResult))
    }

    /// Pushes `destination`, whose screen must hand back `Output` (of `type`, when the
    /// context does not say it), in `placement` as ``push(_:in:)`` does, and waits for its
    /// result: for a caller whose next step needs it.
    ///
    /// ```swift
    /// if let edited = try await navigator.pushForResult(.screen(EditScreen.self, input: item)) {
    ///     save(edited)
    /// }
    /// ```
    ///
    /// - Returns: The value the screen finishes with, or `nil` when it is removed any
    ///   other way (popped, dismissed, replaced). The navigator stays alive while this
    ///   waits; await through a ``NavigationHandle`` to let it go.
    /// - Throws: As ``push(_:in:onResult:)``; then nothing was shown.
    public func pushForResult<Output: Sendable>(
        _ destination: Destination<Output>, in placement: NavigationPlacement = .current,
        as type: Output.Type = Output.self
    ) async throws(NavigationError) -> Output? {
        try await ResultSlot.awaiting { slot throws(NavigationError) in
            try show(destination, style: nil, in: placement, from: nil, into: slot)
        }
    }

    /// Presents `destination` in a new layer of `style`.
    ///
    /// - Returns: The new entry's identity.
    /// - Throws: ``NavigationError/Reason/emptyStack`` when nothing is shown to present
    ///   over, or what ``push(_:in:)`` throws.
    @discardableResult
    public func present(_ destination: Destination<Any>, style: PresentationStyle = .sheet)
        throws(NavigationError) -> NavigationEntryID
    {
        try show(destination, style: style, in: .current, from: nil, result: nil, expecting: nil)
    }

    /// Presents `destination`, whose screen must hand back `Output`, in a new layer of
    /// `style`, and hands its result to `onResult` as ``push(_:in:onResult:)`` does.
    ///
    /// ```swift
    /// try navigator.present(.screen(ColorPicker.self, input: palette)) { color in
    ///     presenter.didPick(color)  // nil when the sheet was dismissed without a pick
    /// }
    /// ```
    ///
    /// - Returns: The new entry's identity.
    /// - Throws: As ``push(_:in:onResult:)`` and ``present(_:style:)``.
    @discardableResult
    public func present<Output: Sendable>(
        _ destination: Destination<Output>, style: PresentationStyle = .sheet,
        onResult: @escaping @MainActor (Output?) -> Void
    ) throws(NavigationError) -> NavigationEntryID {
        try show(
            destination, style: style, in: .current, from: nil, into: ResultSlot(callback: onResult)
        )
    }

    /// Presents `destination`, whose screen must hand back `Output` (of `type`, when the
    /// context does not say it), in a new layer of `style`, and waits for its result.
    ///
    /// - Returns: As ``pushForResult(_:in:as:)``.
    /// - Throws: As ``present(_:style:onResult:)``; then nothing was shown.
    public func presentForResult<Output: Sendable>(
        _ destination: Destination<Output>, style: PresentationStyle = .sheet,
        as type: Output.Type = Output.self
    ) async throws(NavigationError) -> Output? {
        try await ResultSlot.awaiting { slot throws(NavigationError) in
            try show(destination, style: style, in: .current, from: nil, into: slot)
        }
    }

    /// Shows a destination whose result goes to `result`, refused unless its screen
    /// hands back `Output`.
    @discardableResult
    func show<Output: Sendable>(
        _ destination: Destination<Output>, style: PresentationStyle?,
        in placement: NavigationPlacement, from source: NavigationHandleSource?,
        into result: ResultSlot
    ) throws(NavigationError) -> NavigationEntryID {
        try show(
            Destination<Any>(destination), style: style, in: placement, from: source,
            result: result, expecting: Output.self)
    }

    /// Shows a destination, pushed onto `placement`'s stack when `style` is `nil`, asked by
    /// the visible screen `source`, with `result` the per-call receiver of type `expecting`.
    ///
    /// User code that decides *what* is built (a route table, a screen's route) runs
    /// first, outside the transaction; a refusal cancels `result` and builds nothing.
    @discardableResult
    func show(
        _ destination: Destination<Any>, style: PresentationStyle?,
        in placement: NavigationPlacement, from source: NavigationHandleSource?,
        result: ResultSlot?, expecting: Any.Type?
    ) throws(NavigationError) -> NavigationEntryID {
        // Before the route is resolved the screen type is unknown; a refusal names
        // the route type instead.
        let asked = Self.showing(destination.screenType, style)
        // A typed destination is shown as it is, not through a resolved copy.
        guard case .route = destination.kind else {
            return try showResolved(
                destination, asked: asked, style: style, in: placement, from: source,
                result: result, expecting: expecting)
        }
        let resolved: Destination<Any>
        do throws(NavigationError) {
            resolved = try destination.resolved(for: asked)
        } catch {
            result?.cancelSilently()
            throw refused(error)
        }
        return try showResolved(
            resolved, asked: asked, style: style, in: placement, from: source, result: result,
            expecting: expecting)
    }

    /// Shows a destination that is not a route; `asked` is the action refusals name.
    private func showResolved(
        _ destination: Destination<Any>, asked: NavigationAction, style: PresentationStyle?,
        in placement: NavigationPlacement, from source: NavigationHandleSource?,
        result: ResultSlot?, expecting: Any.Type?
    ) throws(NavigationError) -> NavigationEntryID {
        do throws(NavigationError) {
            let screenType: ScreenType
            switch destination.kind {
            case .existing(let id): throw NavigationError(asked, .duplicateEntry(id))
            case .build(let type, _): screenType = type
            case .route:
                throw NavigationError(asked, .routeUnavailable("the route did not resolve"))
            }
            if let expecting,
                ObjectIdentifier(expecting) != destination.output.map(ObjectIdentifier.init)
            {
                throw NavigationError(
                    asked,
                    .resultTypeMismatch(
                        expected: String(describing: expecting),
                        found: destination.output.map { String(describing: $0) } ?? "no result"))
            }
            let route = restorationRoute(of: destination)
            let action = Self.showing(screenType, style)
            return try transact(action) { () throws(NavigationError) in
                if let source { try engine.requireOnTop(source, action) }
                var requester = engine.state.topID
                if style == nil, placement != .current {
                    try engine.state.requireStack(placement, as: action)
                    requester = engine.state.requester(forPushIn: placement)
                }
                let reservation = try engine.reserve(for: action)
                let entry = NavigationEntry(
                    id: reservation.id, screen: screenType, route: route, requester: requester,
                    transition: destination.transition)
                if let style {
                    try engine.stage(.present(entry, style: style))
                } else {
                    try engine.stage(.push(entry, in: placement))
                }
                // The flow's environment: the asking handle's, else the navigator's,
                // with what the destination sets.
                build(
                    destination, as: reservation, requester: requester, result: result,
                    environment: source?.environment)
                return reservation.id
            }
        } catch {
            result?.cancelSilently()
            throw refused(error)
        }
    }

    /// The action that pushes (`style` is `nil`) or presents a screen of `screenType`.
    static func showing(_ screenType: ScreenType, _ style: PresentationStyle?)
        -> NavigationAction
    {
        style.map { .present(screenType, $0) } ?? .push(screenType)
    }

    /// The route a resolved destination records: the route a table recorded, else the
    /// screen's ``RestorableScreen/route(for:)`` when its type adopts the protocol.
    ///
    /// The route is user code, so it runs before the transaction stages anything.
    func restorationRoute(of destination: Destination<Any>) -> AnyNavigationRoute? {
        if let recorded = destination.recordedRoute { return recorded }
        guard case .build(let screenType, _) = destination.kind,
            let routeOf = destination.restorableRoute,
            let restorable = screenType.type as? any RestorableScreen.Type
        else { return nil }
        return routeOf(restorable)
    }
}
