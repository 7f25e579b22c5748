// A screen shows another over itself: the navigator's calls, first checking that this
// screen is still shown and is the visible one.
//
// The shown screen's result type is `ChildOutput` here, not `Output` as on
// `Navigator`: the handle's own `Output` is the result of the screen that holds it, and
// Swift 6 refuses a generic parameter that shadows it.

extension NavigationHandle {
    /// Pushes a screen over this one; as ``Navigator/push(_:in:)``, after checking that
    /// this screen is the visible one.
    ///
    /// ```swift
    /// try navigation.push(.screen(CommentsScreen.self, input: id))
    /// try navigation.push(.route(AppRoute.detail(id: item.id), using: routes))
    /// ```
    ///
    /// - Parameters:
    ///   - destination: The screen to show.
    ///   - placement: The stack of the top layer to push onto, as for
    ///     ``Navigator/push(_:in:)``.
    /// - Returns: The new entry's identity.
    /// - Throws: ``NavigationError/Reason/notShown(_:)`` when this screen is no longer
    ///   shown (or its navigator was released), ``NavigationError/Reason/entryNotOnTop(_:top:)``
    ///   when it is covered, or what ``Navigator/push(_:in:)`` throws.
    @discardableResult
    public func push(_ destination: Destination, in placement: NavigationPlacement = .current)
        throws(NavigationError) -> NavigationEntryID
    {
        try liveNavigator(for: Navigator.showing(destination.screenType, nil)).show(
            destination, style: nil, in: placement, from: source, result: nil, expecting: nil)
    }

    /// Pushes a screen over this one and hands its result to a closure; as
    /// ``Navigator/push(_:in:onResult:)``.
    ///
    /// - Parameters:
    ///   - destination: The screen to show; it must hand back `ChildOutput`.
    ///   - placement: The stack of the top layer to push onto, as for
    ///     ``Navigator/push(_:in:)``.
    ///   - onResult: Called once with the screen's result, or `nil` when it is removed
    ///     without one; never when the push is refused.
    /// - Returns: The new entry's identity.
    /// - Throws: As ``push(_:in:)`` and ``Navigator/push(_:in:onResult:)``.
    @discardableResult
    public func push<ChildOutput: Sendable>(
        _ destination: Destination.Returning<ChildOutput>,
        in placement: NavigationPlacement = .current,
        onResult: @escaping @MainActor (ChildOutput?) -> Void
    ) throws(NavigationError) -> NavigationEntryID {
        try liveNavigator(for: Navigator.showing(destination.destination.screenType, nil)).show(
            destination, style: nil, in: placement, from: source, onResult: onResult)
    }

    /// Pushes a screen over this one and waits for its result; as
    /// ``Navigator/pushForResult(_:in:as:)``.
    ///
    /// ```swift
    /// if let edited = try await navigation.pushForResult(.screen(EditScreen.self, input: item)) {
    ///     presenter.didEdit(edited)
    /// }
    /// ```
    ///
    /// - Parameters:
    ///   - destination: The screen to show; it must hand back `ChildOutput`.
    ///   - placement: The stack of the top layer to push onto, as for
    ///     ``Navigator/push(_:in:)``.
    ///   - type: The result type, when the context does not say it.
    /// - Returns: The screen's result, or `nil` when it is removed without one or the
    ///   navigator is released while waiting.
    /// - Throws: As ``push(_:in:onResult:)``; then nothing was shown.
    public func pushForResult<ChildOutput: Sendable>(
        _ destination: Destination.Returning<ChildOutput>,
        in placement: NavigationPlacement = .current,
        as type: ChildOutput.Type = ChildOutput.self
    ) async throws(NavigationError) -> ChildOutput? {
        try await showForResult(destination, style: nil, in: placement)
    }

    /// Presents a screen over this one; as ``Navigator/present(_:style:)``.
    ///
    /// - Parameters:
    ///   - destination: The screen to show.
    ///   - style: How the layer is presented.
    /// - Returns: The new entry's identity.
    /// - Throws: As ``push(_:in:)``.
    @discardableResult
    public func present(_ destination: Destination, style: PresentationStyle = .sheet)
        throws(NavigationError) -> NavigationEntryID
    {
        try liveNavigator(for: Navigator.showing(destination.screenType, style)).show(
            destination, style: style, in: .current, from: source, result: nil, expecting: nil)
    }

    /// Presents a screen over this one and hands its result to a closure; as
    /// ``Navigator/present(_:style:onResult:)``.
    ///
    /// - Parameters:
    ///   - destination: The screen to show; it must hand back `ChildOutput`.
    ///   - style: How the layer is presented.
    ///   - onResult: As for ``push(_:in:onResult:)``.
    /// - Returns: The new entry's identity.
    /// - Throws: As ``push(_:in:onResult:)``.
    @discardableResult
    public func present<ChildOutput: Sendable>(
        _ destination: Destination.Returning<ChildOutput>, style: PresentationStyle = .sheet,
        onResult: @escaping @MainActor (ChildOutput?) -> Void
    ) throws(NavigationError) -> NavigationEntryID {
        try liveNavigator(for: Navigator.showing(destination.destination.screenType, style)).show(
            destination, style: style, in: .current, from: source, onResult: onResult)
    }

    /// Presents a screen over this one and waits for its result; as
    /// ``Navigator/presentForResult(_:style:as:)``.
    ///
    /// - Parameters:
    ///   - destination: The screen to show; it must hand back `ChildOutput`.
    ///   - style: How the layer is presented.
    ///   - type: The result type, when the context does not say it.
    /// - Returns: As ``pushForResult(_:in:as:)``.
    /// - Throws: As ``push(_:in:onResult:)``; then nothing was shown.
    public func presentForResult<ChildOutput: Sendable>(
        _ destination: Destination.Returning<ChildOutput>, style: PresentationStyle = .sheet,
        as type: ChildOutput.Type = ChildOutput.self
    ) async throws(NavigationError) -> ChildOutput? {
        try await showForResult(destination, style: style, in: .current)
    }

    /// Shows a destination over this screen and waits for its result.
    ///
    /// The navigator is only borrowed to start the navigation; while waiting the
    /// handle holds it weakly, so releasing it resumes the caller with `nil`.
    func showForResult<ChildOutput: Sendable>(
        _ destination: Destination.Returning<ChildOutput>, style: PresentationStyle?,
        in placement: NavigationPlacement
    ) async throws(NavigationError) -> ChildOutput? {
        let destination = destination.destination
        return try await ResultSlot.awaiting { slot throws(NavigationError) in
            try liveNavigator(for: Navigator.showing(destination.screenType, style)).show(
                destination, style: style, in: placement, from: source, result: slot,
                expecting: ChildOutput.self)
        }
    }
}
