// A screen shows another over itself: the navigator's calls, once this screen is checked
// shown and visible. The shown screen's result is `ChildOutput`: the handle's own `Output`
// is its own screen's, and Swift 6 refuses a generic parameter that shadows it.

extension NavigationHandle {
    /// Pushes `destination` over this screen in `placement`, as ``Navigator/push(_:in:)``
    /// does, once this screen is checked the visible one.
    ///
    /// ```swift
    /// try navigation.push(.screen(CommentsScreen.self, input: id))
    /// try navigation.push(.route(AppRoute.detail(id: item.id), using: routes))
    /// ```
    ///
    /// - Returns: The new entry's identity.
    /// - Throws: ``NavigationError/Reason/notShown(_:)`` when this screen is no longer
    ///   shown (or its navigator was released), ``NavigationError/Reason/entryNotOnTop(_:top:)``
    ///   when it is covered, or what ``Navigator/push(_:in:)`` throws.
    @discardableResult
    public func push(_ destination: Destination<Any>, in placement: NavigationPlacement = .current)
        throws(NavigationError) -> NavigationEntryID
    {
        try navigator(showing: destination, nil).show(
            destination, style: nil, in: placement, from: source, result: nil, expecting: nil)
    }

    /// Pushes `destination` over this screen in `placement` and hands its result to
    /// `onResult`, as ``Navigator/push(_:in:onResult:)`` does.
    ///
    /// - Returns: The new entry's identity.
    /// - Throws: As ``push(_:in:)`` and ``Navigator/push(_:in:onResult:)``.
    @discardableResult
    public func push<ChildOutput: Sendable>(
        _ destination: Destination<ChildOutput>, in placement: NavigationPlacement = .current,
        onResult: @escaping @MainActor (ChildOutput?) -> Void
    ) throws(NavigationError) -> NavigationEntryID {
        try navigator(showing: destination, nil).show(
            destination, style: nil, in: placement, from: source,
            into: ResultSlot(callback: onResult))
    }

    /// Pushes `destination` over this screen in `placement` and waits for its result (of
    /// `type`), as ``Navigator/pushForResult(_:in:as:)`` does.
    ///
    /// - Returns: The screen's result, or `nil` when it is removed without one or the
    ///   navigator is released while waiting: the handle holds it weakly meanwhile.
    /// - Throws: As ``push(_:in:onResult:)``; then nothing was shown.
    public func pushForResult<ChildOutput: Sendable>(
        _ destination: Destination<ChildOutput>, in placement: NavigationPlacement = .current,
        as type: ChildOutput.Type = ChildOutput.self
    ) async throws(NavigationError) -> ChildOutput? {
        try await ResultSlot.awaiting { slot throws(NavigationError) in
            try navigator(showing: destination, nil).show(
                destination, style: nil, in: placement, from: source, into: slot)
        }
    }

    /// Presents `destination` over this screen with `style`, as
    /// ``Navigator/present(_:style:)`` does.
    ///
    /// - Returns: The new entry's identity.
    /// - Throws: As ``push(_:in:)``.
    @discardableResult
    public func present(_ destination: Destination<Any>, style: PresentationStyle = .sheet)
        throws(NavigationError) -> NavigationEntryID
    {
        try navigator(showing: destination, style).show(
            destination, style: style, in: .current, from: source, result: nil, expecting: nil)
    }

    /// Presents `destination` over this screen with `style` and hands its result to
    /// `onResult`, as ``Navigator/present(_:style:onResult:)`` does.
    ///
    /// - Returns: The new entry's identity.
    /// - Throws: As ``push(_:in:onResult:)``.
    @discardableResult
    public func present<ChildOutput: Sendable>(
        _ destination: Destination<ChildOutput>, style: PresentationStyle = .sheet,
        onResult: @escaping @MainActor (ChildOutput?) -> Void
    ) throws(NavigationError) -> NavigationEntryID {
        try navigator(showing: destination, style).show(
            destination, style: style, in: .current, from: source,
            into: ResultSlot(callback: onResult))
    }

    /// Presents `destination` over this screen with `style` and waits for its result (of
    /// `type`), as ``Navigator/presentForResult(_:style:as:)`` does.
    ///
    /// - Returns: As ``pushForResult(_:in:as:)``.
    /// - Throws: As ``push(_:in:onResult:)``; then nothing was shown.
    public func presentForResult<ChildOutput: Sendable>(
        _ destination: Destination<ChildOutput>, style: PresentationStyle = .sheet,
        as type: ChildOutput.Type = ChildOutput.self
    ) async throws(NavigationError) -> ChildOutput? {
        try await ResultSlot.awaiting { slot throws(NavigationError) in
            try navigator(showing: destination, style).show(
                destination, style: style, in: .current, from: source, into: slot)
        }
    }

    /// The navigator, borrowed to show `destination` (pushed when `style` is `nil`).
    private func navigator<ChildOutput>(
        showing destination: Destination<ChildOutput>, _ style: PresentationStyle?
    ) throws(NavigationError) -> Navigator {
        try liveNavigator(for: Navigator.showing(destination.screenType, style))
    }
}
