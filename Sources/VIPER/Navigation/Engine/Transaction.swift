// The one path every navigation takes: stage -> build -> decide -> commit -> effects. Each
// step is an event of the engine's state machine (NavigatorEngine); this file performs
// what the events return, outside the engine, where user code may run and navigate again.

extension Navigator {
    /// Runs `stage` as one transaction, or as a step of the batch being staged.
    ///
    /// `stage` edits the state through the engine's events and builds the screens the
    /// change needs; guards decide, then the change commits and its effects run. If `stage`
    /// throws or a guard vetoes, the change is undone and its screens are released.
    func transact<Value>(
        _ action: NavigationAction, _ stage: () throws(NavigationError) -> Value
    ) throws(NavigationError) -> Value {
        // Every navigation but a width change (UIKit keeps the alert through it) first
        // dismisses the alert that is up: as the engine begins a transaction of its own,
        // here for a batch's step, so that a refused step puts the alert back.
        let begun: NavigatorEngine.BeginAction
        do {
            begun = try engine.begin(action, dismissingAlert: action.dismissesAlert)
        } catch {
            throw refused(error)
        }
        switch begun {
        case .stageTransaction:
            return try transaction(action, stage)
        case .stageIntoBatch:
            let alert = action.dismissesAlert ? engine.state.alert : nil
            if alert != nil { try engine.stage(.alert(nil)) }
            let result: Value
            do {
                result = try stage()
            } catch {
                if alert != nil { _ = try? engine.stage(.alert(alert)) }
                throw refused(error)
            }
            engine.stagedIntoBatch(action)
            return result
        }
    }

    /// Runs several operations as one change.
    ///
    /// Inside `body`, operations stage their changes; when it returns, guards see the
    /// whole change, then it commits once: one lifecycle update, one observer event with
    /// ``NavigationAction/batch(_:)``. If any operation throws, or a guard vetoes, nothing
    /// of the batch is applied and screens it built are released.
    ///
    /// ```swift
    /// try navigator.batch { navigator in
    ///     try navigator.dismissAll()
    ///     try navigator.popToRoot()
    ///     try navigator.push(.screen(DetailScreen.self, input: item))
    ///     try navigator.push(.screen(CommentsScreen.self, input: item.id))
    /// }
    /// ```
    ///
    /// - Parameter body: The operations, run on this navigator.
    /// - Returns: What `body` returns.
    /// - Throws: The first ``NavigationError`` of `body`, or the guards' refusal.
    @discardableResult
    public func batch<Value>(
        _ body: (Navigator) throws(NavigationError) -> Value
    ) throws(NavigationError) -> Value {
        let begun = try reportingRefusal { () throws(NavigationError) in
            try engine.begin(.batch([]), batching: true)
        }
        switch begun {
        case .stageTransaction:
            return try transaction(nil) { () throws(NavigationError) in try body(self) }
        case .stageIntoBatch:
            return try reportingRefusal { () throws(NavigationError) in try body(self) }
        }
    }

    /// Stages and commits a transaction the engine has just begun.
    private func transaction<Value>(
        _ action: NavigationAction?, _ stage: () throws(NavigationError) -> Value
    ) throws(NavigationError) -> Value {
        // Screens a refused or redirected change built are released here, after the
        // engine's step, so that a `deinit` that navigates makes a change of its own.
        var leftovers = NavigatorEngine.Refused()
        let result: Value
        do {
            result = try stage()
            try commit(action ?? .batch(engine.batchActions), leftovers: &leftovers, redirects: 0)
        } catch {
            leftovers.append(rollback())
            release(leftovers)
            let error = refused(error)
            if !pendingRefusals.isEmpty { reportPendingRefusals() }
            throw error
        }
        if !leftovers.screens.isEmpty || !leftovers.receivers.isEmpty { release(leftovers) }
        // Refusals made while the change was open: a batch's step the body caught, a
        // navigation from a factory, a guard or an observer.
        if !pendingRefusals.isEmpty { reportPendingRefusals() }
        return result
    }

    /// Asks guards about the staged change, then commits it and runs its effects.
    private func commit(
        _ action: NavigationAction, leftovers: inout NavigatorEngine.Refused, redirects: Int
    ) throws(NavigationError) {
        // A platform-driven change already happened on screen; guards cannot veto it
        // (they are asked beforehand, through `allowsPlatformPop(to:)` and its sibling).
        let decision = finishStaging(action, platformDriven: action.isPlatformDriven)
        if case .askGuards(let change, let app, let leaving) = decision {
            switch decide(change, app: app, leaving: leaving) {
            case .allow:
                break
            case .veto(let reason):
                throw NavigationError(action, .vetoed(reason))
            case .redirect(let redirect):
                leftovers.append(rollback())
                guard redirects < Navigator.redirectLimit else {
                    let limit = Navigator.redirectLimit
                    throw NavigationError(
                        action, .vetoed("guards redirected more than \(limit) times"))
                }
                _ = try engine.begin(action, batching: true)
                try redirect(self)
                let actions = engine.batchActions
                let target = actions.count == 1 ? actions[0] : .batch(actions)
                try commit(
                    .redirected(from: action, to: target), leftovers: &leftovers,
                    redirects: redirects + 1)
                return
            }
        }
        run(engine.commit(as: action))
    }

    /// Ends staging, comparing the old and new states when the engine asks to: the app's
    /// route `==` runs here, outside the engine, and navigating from it is refused.
    private func finishStaging(_ action: NavigationAction, platformDriven: Bool)
        -> NavigatorEngine.Decision
    {
        let decision = engine.finishStaging(as: action, platformDriven: platformDriven)
        guard case .compare(let old, let new) = decision else { return decision }
        return engine.compared(changed: old != new, as: action)
    }

    /// Ends staging for a dry run and asks the guards, although the action is
    /// platform-driven: that is a dry run's purpose.
    ///
    /// - Returns: Whether the change may happen; a redirect counts as a refusal.
    func finishDryRun(_ action: NavigationAction) -> Bool {
        let decision = finishStaging(action, platformDriven: false)
        guard case .askGuards(let change, let app, let leaving) = decision else { return true }
        if case .allow = decide(change, app: app, leaving: leaving) { return true }
        return false
    }

    /// Undoes the open change, if any, and discards the results and alert answers it
    /// staged; returns what it built, for ``release(_:)`` once the navigator is idle.
    func rollback() -> NavigatorEngine.Refused {
        let leftovers = engine.rollback()
        for slot in leftovers.stagedResults { slot.discardStaged() }
        for answer in engine.takeAnswersOwed() { answer.cancelSilently() }
        return leftovers
    }

    /// Releases the screens of a refused change: their results are cancelled without a
    /// delivery and the work they started is cancelled, then the screens go, then the
    /// receivers they registered.
    func release(_ leftovers: consuming NavigatorEngine.Refused) {
        for screen in leftovers.screens { screen.result?.cancelSilently() }
        screenWork.cancel(leftovers.screens)
        let receivers = leftovers.receivers
        leftovers.screens = []
        extendLifetime(receivers)
    }

    /// Asks the app's guards, in the order they were added, then the leaving screens,
    /// top first; the first that does not allow decides.
    func decide(
        _ change: NavigationChange, app: [Watchers.Guard], leaving: [any ScreenGuard]
    ) -> NavigationGuardDecision {
        let screens = leaving.map { screen -> Watchers.Guard in { screen.shouldLeave($0) } }
        for ask in app + screens {
            let decision = ask(change)
            if case .allow = decision { continue }
            return decision
        }
        return .allow
    }

    /// Runs what a commit owes, in the documented order (see ``NavigatorEngine/Effects``).
    func run(_ effects: consuming NavigatorEngine.Effects) {
        if effects.isNotifying {
            if effects.loadsAppearing { effects.appearing?.screenDidLoad() }
            if let (screen, disappearance) = effects.disappearing {
                screen.screenDidDisappear(disappearance)
            }
            for call in effects.belowTop {
                switch call {
                case .disappeared(let screen, let disappearance):
                    screen.screenDidDisappear(disappearance)
                case .revealed(let screen, let loads):
                    if loads { screen.screenDidLoad() }
                    screen.screenDidAppear()
                }
            }
            effects.appearing?.screenDidAppear()
            if let report = effects.report {
                // The change is dropped before the next one, so the state's storage
                // is not shared and the next edit does not copy it.
                effects.report = nil
                publish(report)
            }
            engine.finishNotifying()
        }
        if effects.settlesAlerts {
            for answer in engine.takeAnswersOwed() { answer.deliver(in: self) }
        }
        for index in effects.retired.indices.reversed() {
            effects.retired[index].result?.deliver(in: self)
        }
        if !effects.retired.isEmpty { screenWork.cancel(effects.retired) }
        let receivers = effects.droppedReceivers
        effects.retired = []
        extendLifetime(receivers)
    }

    /// Builds a destination's screen for an entry already staged and adds it to the live
    /// screens.
    ///
    /// - Parameters:
    ///   - requester: The entry whose registered receiver gets the result when there is no
    ///     per-call `result` slot.
    ///   - environment: The flow's environment; the navigator's own when `nil`.
    func build(
        _ destination: Destination<Any>, as reservation: ScreenReservation,
        requester: NavigationEntryID?, result: ResultSlot? = nil,
        environment: NavigationEnvironment? = nil
    ) {
        guard case .build(let screenType, let make) = destination.kind else { return }
        var slot = result
        if slot == nil, let output = destination.output, output != Never.self,
            let requester = engine.liveRequester(requester)
        {
            slot = ResultSlot(requester: requester, child: screenType)
        }
        let reservation = engine.willBuild(
            reservation, flow: environment ?? self.environment,
            adding: destination.environmentValues)
        let screen = make(self, reservation)
        engine.adopt(screen, as: reservation, result: slot)
    }
}

extension NavigatorEngine {
    /// Whether the driver finishes the change as a transaction of its own or a batch's step.
    enum BeginAction { case stageTransaction, stageIntoBatch }

    /// What the driver does once a change is staged.
    enum Decision {
        /// Nobody may refuse the change: commit it.
        case commit
        /// Evaluate `old != new` (the app's route `==`) and report it with `compared`.
        case compare(old: NavigationState, new: NavigationState)
        /// Ask the app's guards, in order, then the leaving screens, top first.
        case askGuards(NavigationChange, app: [Watchers.Guard], leaving: [any ScreenGuard])
    }

    /// What a committed change owes, run by the driver outside the engine in the documented
    /// order: lifecycle calls, the report, alert answers, the results of the ``retired``
    /// screens bottom first, the cancelling of their work, then their release.
    struct Effects {
        var loadsAppearing = false
        var disappearing: (screen: any ScreenLifecycle, disappearance: ScreenDisappearance)?
        var belowTop: [LifecycleCall] = []
        var appearing: (any ScreenLifecycle)?
        var report: NavigationChange?
        /// The screens the change removed, each step's top first.
        var retired: [LiveScreen] = []
        var droppedReceivers: [ResultReceiver] = []
        var isNotifying = false
        /// Whether alert answers may be owed (``takeAnswersOwed()``).
        var settlesAlerts = false
    }

    /// What a rolled-back transaction leaves for the driver to release after the engine's
    /// step: the screens it built, the slots it staged values in, their receivers.
    struct Refused {
        var screens: [LiveScreen] = []
        var stagedResults: [ResultSlot] = []
        var receivers: [ResultReceiver] = []

        mutating func append(_ other: Refused) {
            screens += other.screens
            stagedResults += other.stagedResults
            receivers += other.receivers
        }
    }

    /// A lifecycle call owed to a screen other than the visible one.
    enum LifecycleCall {
        /// `screenDidDisappear(_:)`: covered under a layer, or removed.
        case disappeared(any ScreenLifecycle, ScreenDisappearance)
        /// Newly shown below a layer that does not cover it (loaded first when `loads`).
        case revealed(any ScreenLifecycle, loads: Bool)
    }
}
