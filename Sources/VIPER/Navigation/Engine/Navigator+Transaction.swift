// The one path every navigation takes: stage -> build -> decide -> commit -> effects.
// Operations (Navigator+Stack, +Layers, +RoutePlan, +Platform, NavigationHandle) only say
// what to stage. Each step is an event of the engine's state machine (NavigatorEngine);
// this file performs what the events return, outside the engine, where user code may run
// and navigate again.

extension Navigator {
    /// Runs `stage` as one transaction, or as a step of the batch being staged.
    ///
    /// `stage` edits the state through the engine's staging events, which use the pure
    /// transitions of ``NavigationState``, and builds the screens the change needs. Then
    /// guards decide, the change commits, and its effects run in their documented order.
    /// If `stage` throws or a guard vetoes, the change is undone and the screens it built
    /// are released once the navigator is idle again.
    ///
    /// NB: `stage` is handed the navigator. A closure that uses it rather than capturing
    /// `self` spares retaining and releasing the navigator around each step; once a
    /// screen's handle refers to the navigator weakly, each of those is a side-table
    /// update (navigation/navigator-push-pop-navigated 2.73x -> 2.50x p0, about 820
    /// instructions an iteration). Long, rare stages capture `self` and ignore it.
    func transact<Value>(
        _ action: NavigationAction, _ stage: (Navigator) throws(NavigationError) -> Value
    ) throws(NavigationError) -> Value {
        // NB: every navigation dismisses the alert that is up first (see
        // Navigator+Alerts): a transaction of its own as the engine begins it, a step of
        // a batch here, so that a refused step puts the alert back. A width change is
        // not a navigation: UIKit keeps the alert through it.
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
            if alert != nil { engine.stageAlert(nil) }
            let result: Value
            do {
                result = try stage(self)
            } catch {
                if alert != nil { engine.stageAlert(alert) }
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
        let begun: NavigatorEngine.BeginAction
        do {
            begun = try engine.begin(.batch([]), batching: true)
        } catch {
            throw refused(error)
        }
        switch begun {
        case .stageTransaction:
            return try transaction(nil) { navigator throws(NavigationError) in try body(navigator) }
        case .stageIntoBatch:
            do {
                return try body(self)
            } catch {
                throw refused(error)
            }
        }
    }

    /// Stages and commits a transaction the engine has just begun.
    private func transaction<Value>(
        _ action: NavigationAction?, _ stage: (Navigator) throws(NavigationError) -> Value
    ) throws(NavigationError) -> Value {
        // NB: screens a refused or redirected change built are released here, after the
        // engine's step, so that a `deinit` that navigates makes a change of its own.
        var released = LiveScreens()
        let result: Value
        do {
            result = try stage(self)
            try commit(action ?? .batch(engine.batchActions), released: &released, redirects: 0)
        } catch {
            rollback(releasing: &released)
            releaseRefused(&released)
            let error = refused(error)
            if !pendingRefusals.isEmpty { reportPendingRefusals() }
            throw error
        }
        if released.count > 0 { releaseRefused(&released) }
        // NB: refusals made while the change was open: a batch's step the body caught, a
        // navigation from a factory, a guard or an observer.
        if !pendingRefusals.isEmpty { reportPendingRefusals() }
        return result
    }

    /// Asks guards about the staged change, then commits it and runs its effects.
    private func commit(
        _ action: NavigationAction, released: inout LiveScreens, redirects: Int
    ) throws(NavigationError) {
        // NB: a platform-driven change already happened on screen; guards cannot veto it
        // (they are asked beforehand, through `allowsPlatformPop(to:)` and its sibling).
        var effects = NavigationEffects()
        var decision = engine.finishStaging(
            platformDriven: action.isPlatformDriven, committingInto: &effects)
        if case .committed = decision { return run(&effects, action) }
        if case .compare = decision {
            let (old, new) = engine.statesToCompare()
            decision = engine.compared(changed: old != new)
        }
        if case .askGuards = decision {
            switch decide(engine.proposedChange(action), leaving: engine.leavingGuards()) {
            case .allow:
                break
            case .veto(let reason):
                throw NavigationError(action, .vetoed(reason))
            case .redirect(let redirect):
                rollback(releasing: &released)
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
                    .redirected(from: action, to: target), released: &released,
                    redirects: redirects + 1)
                return
            }
        }
        engine.commit(into: &effects)
        run(&effects, action)
    }

    /// Ends staging for a dry run, comparing the old and new states when the engine asks
    /// to.
    ///
    /// - Returns: The guards of the screens the change removes, top first, when guards
    ///   must decide on the change; `nil` when it could commit at once.
    func finishDryRun() -> [any ScreenGuard]? {
        var decision = engine.finishStaging(platformDriven: false)
        if case .compare = decision {
            // NB: the app's route `==` runs here, outside the engine; navigating from it
            // is refused as re-entrant.
            let (old, new) = engine.statesToCompare()
            decision = engine.compared(changed: old != new)
        }
        guard case .askGuards = decision else { return nil }
        return engine.leavingGuards()
    }

    /// Undoes the open change, if any, then discards the results it staged.
    func rollback(releasing released: inout LiveScreens) {
        for slot in engine.rollback(releasing: &released) { slot.discardStaged() }
        if !alertAnswers.isEmpty { discardRefusedAlerts() }
    }

    /// Releases the screens of a refused change: their results are cancelled without a
    /// delivery, their registrations dropped, then the screens.
    func releaseRefused(_ released: inout LiveScreens) {
        for index in 0..<released.count { released.records[index].result?.cancelSilently() }
        let registrations = engine.releaseRegistrations(of: released)
        released.removeAll()
        extendLifetime(registrations)
    }

    /// Asks the app's guards, in the order they were added, then the leaving screens,
    /// top first; the first that does not allow decides.
    func decide(_ change: NavigationChange, leaving: [any ScreenGuard])
        -> NavigationGuardDecision
    {
        for entry in engine.watchers.guards {
            let decision = entry.decide(change)
            if case .allow = decision { continue }
            return decision
        }
        for screenGuard in leaving {
            let decision = screenGuard.shouldLeave(change)
            if case .allow = decision { continue }
            return decision
        }
        return .allow
    }

    /// Runs what a commit owes, in the documented order (see ``NavigationEffects``).
    func run(_ effects: inout NavigationEffects, _ action: NavigationAction) {
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
                // NB: the change is dropped before the next one, so the state's storage
                // is not shared and the next edit does not copy it.
                publish(NavigationChange(new: engine.state, journal: report, action: action))
                effects.report = nil
            }
            engine.finishNotifying()
        }
        if effects.settlesAlerts { settleAlerts() }
        guard effects.retired.count > 0 else { return }
        var index = effects.retired.count - 1
        while index >= 0 {
            effects.retired.records[index].result?.deliver(in: self)
            index -= 1
        }
        // NB: asked only when the engine had registrations at the commit (a retired screen
        // cannot register one afterwards): one exclusivity-checked access fewer per pop
        // (navigation/navigator-push-pop).
        let registrations =
            effects.dropsRegistrations ? engine.releaseRegistrations(of: effects.retired) : []
        effects.retired.removeAll()
        extendLifetime(registrations)
        engine.recycle(&effects.retired)
    }

    /// Builds a destination's screen for an entry already staged, inside a transaction.
    ///
    /// - Parameters:
    ///   - requester: The entry the screen's result goes to; its screen is shown or was
    ///     built before this one.
    ///   - result: The per-call receiver; without one, a screen that hands back a result
    ///     delivers it to the requester's registered receiver.
    ///   - environment: The environment of the flow it is shown from; the navigator's
    ///     own when `nil`.
    func build(
        _ destination: Destination, as reservation: ScreenReservation,
        requester: NavigationEntryID?, result: (any ResultDelivering)? = nil,
        environment: NavigationEnvironment? = nil
    ) {
        guard case .build(let screenType, let make) = destination.kind else { return }
        var slot = Self.resultSlot(of: destination, passed: result)
        if slot != nil { slot?.address(to: engine.liveRequester(requester), child: screenType) }
        var reservation = reservation
        reservation.environment = (environment ?? engine.environment).merging(
            destination.environmentValues)
        engine.willBuild()
        let screen = make(self, reservation)
        engine.adopt(any: screen, as: reservation, result: slot)
    }

    /// Builds the screen of an entry the engine has just staged (it is in its building
    /// phase, the result slot addressed), and adds it to the live screens.
    ///
    /// NB: the push and present path: staging, addressing and entering the building phase
    /// in one engine event instead of three saves two exclusivity-checked accesses per
    /// push (with the other push-path fixes of that change, navigation/navigator-push-pop
    /// 1139 -> 1009 ns p0, 2.85x -> 2.5x).
    func buildStaged(
        _ make: (Navigator, ScreenReservation) -> Any, as reservation: ScreenReservation,
        result slot: ScreenResult?
    ) {
        let screen = make(self, reservation)
        engine.adopt(any: screen, as: reservation, result: slot)
    }

    /// The slot a built screen's result goes to: the per-call receiver, else one that
    /// hands it to the requester's registered receiver (none for a screen without a
    /// result).
    static func resultSlot(of destination: Destination, passed result: (any ResultDelivering)?)
        -> ScreenResult?
    {
        if let result { return .slot(result) }
        guard let output = destination.output else { return nil }
        return ScreenResult.unlessNever(output)
    }

    /// The receiver the screen object `requester` registered for results of `child`.
    func registeredReceiver(of requester: ResultRequester, for child: ScreenType)
        -> (any ResultReceiving)?
    {
        engine.registeredReceiver(of: requester, for: child)
    }
}
