extension NavigationReconciler {
    /// Takes a change the navigator published: remembers the screens it rebuilt and asks
    /// for a send on a main-queue turn of its own.
    func observe(_ change: NavigationChange) {
        rememberRebuiltScreens(of: change)
        setNeedsUpdate()
    }

    /// Asks for a send on the next main-queue turn; several asks make one turn.
    func setNeedsUpdate() {
        guard !isTurnScheduled, let container else { return }
        isTurnScheduled = true
        container.schedule(after: 0) { [weak self] in
            self?.isTurnScheduled = false
            self?.send()
        }
    }

    /// Sends the next command, unless one is in flight, a transition runs, or the
    /// container shows the state.
    func send() {
        guard isIdle, !isRetryScheduled, !isStopped, let container else { return }
        reportCollapses(container.shownLayers)
        let shown = container.shownLayers
        let target = navigator.state
        guard
            let command = Self.commands(
                from: withoutRebuilt(shown), placedAs: shown, showingAlert: container.shownAlert,
                to: target
            ).first
        else { return }
        guard !container.isTransitionRunning else { return retryLater() }
        commandCount += 1
        let number = commandCount
        commandInFlight = number
        shownBeforeCommand = shown
        alertBeforeCommand = container.shownAlert
        // NB: a command that shows rebuilt screens again leaves the entries as they were,
        // so its completion must not read as a refusal.
        commandRefreshes = forgetRebuilt(shownBy: command)
        container.perform(command, animated: animates(command, shown, target)) {
            [weak self] in
            self?.commandDidFinish(number)
        }
        waitForCompletion(of: number)
    }

    private func commandDidFinish(_ number: Int) {
        guard commandInFlight == number else { return }
        commandInFlight = nil
        // NB: a command that changed nothing was refused; sending it again at once would
        // spin on a container that keeps refusing.
        if !commandRefreshes && container?.shownLayers == shownBeforeCommand
            && container?.shownAlert == alertBeforeCommand
        {
            return retryLater()
        }
        setNeedsUpdate()
    }

    /// Takes the completion as lost once the container is at rest and it has not come.
    private func waitForCompletion(of number: Int) {
        container?.schedule(after: completionTimeout) { [weak self] in
            guard let self, commandInFlight == number, let container else { return }
            if container.isTransitionRunning { return waitForCompletion(of: number) }
            commandInFlight = nil
            lostCompletionCount += 1
            setNeedsUpdate()
        }
    }

    private func retryLater() {
        guard !isRetryScheduled, let container else { return }
        isRetryScheduled = true
        container.schedule(after: retryInterval) { [weak self] in
            self?.isRetryScheduled = false
            self?.send()
        }
    }

    private func animates(
        _ command: ContainerCommand, _ shown: [NavigationLayer], _ target: NavigationState
    ) -> Bool {
        guard animatesChanges else { return false }
        switch command {
        case .present, .dismiss, .presentAlert, .dismissAlert:
            return true
        case .select, .setContent:
            return false
        case .setStack(let layer, let placement, _):
            guard layer == shown.count - 1 && layer == target.layers.count - 1 else {
                return false
            }
            // NB: a tab that is not selected is not on screen.
            if case .tab(let tag) = placement { return shown[layer].selectedTab == tag }
            return true
        }
    }
}
