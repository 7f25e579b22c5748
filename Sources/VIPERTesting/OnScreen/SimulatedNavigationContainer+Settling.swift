extension SimulatedNavigationContainer {
    /// Ends the transition in flight: a command completes, a swipe completes.
    ///
    /// - Returns: Whether a transition was in flight.
    @discardableResult
    public func finishTransition() -> Bool {
        guard let transition else { return false }
        self.transition = nil
        callPendingViewEvents()
        switch transition {
        case .command:
            let completion = self.completion
            self.completion = nil
            guard let completion else { return true }
            if dropsCompletions {
                droppedCompletionCount += 1
            } else if holdsCompletions {
                heldCompletions.append(completion)
            } else {
                completion()
            }
        case .swipeBack(let id, _, _), .backButton(let id):
            reconciler?.containerDidEndUserTransition(.popped(to: id))
        case .swipeDown(let layer), .systemDismiss(let layer):
            let first = shownLayers[layer].allEntries[0].id
            shownLayers.removeSubrange(layer...)
            if let foreign = foreignControllerLayer, foreign >= layer {
                foreignControllerLayer = nil
            }
            reconciler?.containerDidEndUserTransition(.dismissed(layerShowing: first))
        case .foreignPresentation(let layer):
            foreignControllerLayer = layer
        case .foreignDismissal(let layer):
            foreignDismissalDidEnd(overLayer: layer)
        case .alertDismissal(let id, let button):
            shownAlert = nil
            // As in UIKit, the action's handler runs once the alert is gone.
            if let button {
                reconciler?.containerDidChoose(button: button, inAlert: id)
            } else {
                reconciler?.containerDidDismissAlert(id)
            }
        }
        return true
    }

    /// Runs the completions ``holdsCompletions`` kept, oldest first.
    ///
    /// - Returns: How many ran.
    @discardableResult
    public func deliverHeldCompletions() -> Int {
        var delivered = 0
        while !heldCompletions.isEmpty {
            let completion = heldCompletions.removeFirst()
            completion()
            delivered += 1
        }
        return delivered
    }

    /// Runs main-queue turns, finishes transitions and delivers completions, letting time
    /// pass on ``mainQueue`` when only later turns wait, until nothing is left.
    ///
    /// A swipe in flight completes; the app's own controller stays shown.
    ///
    /// - Parameter limit: The most steps, so that a reconciler that keeps sending commands
    ///   fails instead of hanging.
    /// - Returns: Whether the container came to rest within `limit`.
    @discardableResult
    public func settle(limit: Int = 1000) -> Bool {
        var steps = 0
        while transition != nil || !heldCompletions.isEmpty || mainQueue.pendingTurnCount > 0 {
            guard steps < limit else { return false }
            steps += 1
            if transition != nil {
                finishTransition()
            } else if !heldCompletions.isEmpty {
                deliverHeldCompletions()
            } else if !mainQueue.runNextDueTurn() {
                mainQueue.advanceToNextTurn()
                steps -= 1
            }
        }
        return true
    }
}
