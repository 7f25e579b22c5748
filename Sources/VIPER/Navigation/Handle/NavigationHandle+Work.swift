extension NavigationHandle {
    /// Executes `useCase` for this screen: when the screen leaves the navigator (popped,
    /// dismissed, replaced by a restoration or a deep link, its layer closed, its tab
    /// removed), the use case is cancelled once and `completion` does not run afterwards.
    ///
    /// ```swift
    /// func screenDidLoad() {
    ///     try? navigation.execute(loadArticle, id) { [weak self] result in
    ///         self?.show(result)  // never after the screen left
    ///     }
    /// }
    /// ```
    ///
    /// - Parameters:
    ///   - useCase: The use case to run; its ``UseCase/cancel()`` is called when the
    ///     screen leaves before the outcome arrives.
    ///   - parameters: The input of this execution.
    ///   - completion: Called on the main actor with the outcome, at most once, only while
    ///     the screen is still shown.
    /// - Throws: ``NavigationError/Reason/notShown(_:)`` when this screen is no longer shown
    ///   or the navigator was released; nothing starts.
    public func execute<Work: UseCase>(
        _ useCase: Work, _ parameters: Work.Parameters,
        completion: @escaping @MainActor (Result<Work.Success, Work.Failure>) -> Void
    ) throws(NavigationError) {
        let work = try start { useCase.cancel() }
        useCase.executeOnMainActor(parameters) { result in
            if work.end() { completion(result) }
        }
    }

    /// Runs `operation` in a task for this screen, cancelled when the screen leaves the
    /// navigator.
    ///
    /// - Returns: The task, which a screen may also cancel or await itself.
    /// - Throws: ``NavigationError/Reason/notShown(_:)`` when this screen is no longer shown
    ///   or the navigator was released; no task starts.
    @discardableResult
    public func task(
        _ operation: sending @escaping @MainActor () async -> Void
    ) throws(NavigationError) -> Task<Void, Never> {
        let work = try start(cancelling: nil)
        let task = Task { @MainActor in
            await operation()
            _ = work.end()
        }
        work.cancel = { task.cancel() }
        return task
    }

    /// Calls `cancel` once, on the main actor, when this screen leaves the navigator: for
    /// any other work the screen runs, such as a subscription or a timer.
    ///
    /// - Throws: ``NavigationError/Reason/notShown(_:)`` when this screen is no longer shown
    ///   or the navigator was released; `cancel` is not kept.
    public func cancelWhenRemoved(_ cancel: @escaping @MainActor () -> Void)
        throws(NavigationError)
    {
        _ = try start(cancelling: cancel)
    }

    /// Registers work for this screen, cancelled by `cancel` when the screen leaves.
    private func start(cancelling cancel: (@MainActor () -> Void)?) throws(NavigationError)
        -> ScopedWork
    {
        let action = NavigationAction.scopedWork(entryID)
        let navigator = try liveNavigator(for: action)
        let work = ScopedWork(navigator: navigator, cancel: cancel)
        guard let key = navigator.engine.register(work: work.cancelled, by: entryID, serial: serial)
        else { throw NavigationError(action, .notShown(entryID)) }
        work.key = key
        return work
    }
}

/// One piece of work a screen runs for itself, from its start to its end or cancellation.
@MainActor
final class ScopedWork {
    private weak var navigator: Navigator?
    /// The registration; `nil` once the work ended or was cancelled.
    var key: ScreenWork.Key?
    var cancel: (@MainActor () -> Void)?

    init(navigator: Navigator, cancel: (@MainActor () -> Void)?) {
        self.navigator = navigator
        self.cancel = cancel
    }

    /// The screen left: cancels the work, unless it ended first.
    func cancelled() {
        guard key != nil else { return }
        key = nil
        cancel?()
    }

    /// The work ended: drops its registration.
    ///
    /// - Returns: Whether it ended before it was cancelled, so its outcome may be delivered.
    func end() -> Bool {
        guard let key else { return false }
        self.key = nil
        let removed = navigator?.engine.unregister(work: key)
        withExtendedLifetime(removed) {}
        return true
    }
}
