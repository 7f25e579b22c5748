extension NavigationHandle {
    /// Executes `useCase` for this screen: when the screen leaves the navigator (popped,
    /// dismissed, replaced by a restoration or a deep link, its layer closed, its tab
    /// removed) or the navigator goes, the use case is cancelled once and `completion`
    /// does not run afterwards.
    ///
    /// ```swift
    /// func screenDidLoad() {
    ///     navigation.execute(loadArticle, id) { [weak self] result in
    ///         self?.show(result)  // never after the screen left
    ///     }
    /// }
    /// ```
    ///
    /// A screen that already left starts nothing: the use case is not executed and
    /// `completion` never runs, as if the screen had left the moment it started.
    ///
    /// A screen that stops the work itself, to replace a load in flight, cancels the
    /// returned ``ScreenWork`` rather than the use case, so that the navigator knows it
    /// ended.
    ///
    /// - Parameters:
    ///   - useCase: The use case to run; its ``UseCase/cancel()`` is called when the
    ///     screen leaves before the outcome arrives, so give each screen its own.
    ///   - parameters: The input of this execution.
    ///   - completion: Called on the main actor with the outcome, at most once, only while
    ///     the screen is still in the navigator and the work was not cancelled.
    /// - Returns: The work, which the screen may cancel before it leaves.
    @discardableResult
    public func execute<Work: UseCase>(
        _ useCase: Work, _ parameters: Work.Parameters,
        completion: @escaping @MainActor (Result<Work.Success, Work.Failure>) -> Void
    ) -> ScreenWork {
        guard let work = start("execute(\(Work.self))", .useCase, cancelling: useCase.cancel)
        else { return ScreenWork(nil) }
        useCase.executeOnMainActor(parameters) { result in
            if work.end() { completion(result) }
        }
        return ScreenWork(work)
    }

    /// Runs `operation` in a task on the main actor for this screen, cancelled when the
    /// screen leaves the navigator or the navigator goes.
    ///
    /// Cancelling a task asks it to stop; until `operation` returns, the task is still
    /// running, and leak tracking in tests reports it. A screen that already left gets a
    /// cancelled task that never runs `operation`.
    ///
    /// - Returns: The task, which the screen may also cancel or await itself.
    @discardableResult
    public func task(
        _ operation: sending @escaping @MainActor () async -> Void
    ) -> Task<Void, Never> {
        let work = start("task", .task, cancelling: nil)
        let task = Task { @MainActor in
            guard let work else { return }
            if !Task.isCancelled { await operation() }
            _ = work.end()
        }
        if let work { work.cancel = { task.cancel() } } else { task.cancel() }
        return task
    }

    /// Calls `cancel` once, on the main actor, when this screen leaves the navigator or
    /// the navigator goes.
    ///
    /// For any other work the screen runs, such as a subscription or a timer. A screen that
    /// already left has `cancel` called at once. Nothing waits for such work to end: a test's
    /// run until idle does not count it.
    ///
    /// - Returns: The registration; cancelling it calls `cancel` now.
    @discardableResult
    public func cancelWhenRemoved(_ cancel: @escaping @MainActor () -> Void) -> ScreenWork {
        guard let work = start("cancelWhenRemoved", .cancelHandler, cancelling: cancel) else {
            cancel()
            return ScreenWork(nil)
        }
        return ScreenWork(work)
    }

    /// Registers work for this screen, cancelled by `cancel` when the screen leaves; `nil`
    /// when the screen is no longer in the navigator.
    private func start(
        _ name: String, _ kind: RunningWork.Kind, cancelling cancel: (@MainActor () -> Void)?
    ) -> RunningWork? {
        guard let navigator = weakNavigator,
            let owner = navigator.engine.owner(of: entryID, serial: serial)
        else { return nil }
        let work = RunningWork(
            "\(name) for \(entryID)", kind: kind, serial: owner, registry: navigator.screenWork,
            cancel: cancel)
        navigator.screenWork.start(work)
        return work
    }
}
