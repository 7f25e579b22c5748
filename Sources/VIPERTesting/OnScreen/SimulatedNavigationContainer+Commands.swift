extension SimulatedNavigationContainer {
    /// Starts a command's transition, or refuses it with a ``Violation``.
    ///
    /// - Parameters:
    ///   - command: What to show.
    ///   - animated: Whether it is animated; recorded in ``animations``.
    ///   - completion: Runs once the transition ended (and, with ``holdsCompletions``, the
    ///     test delivered it).
    public func perform(
        _ command: ContainerCommand, animated: Bool,
        completion: @escaping @MainActor () -> Void
    ) {
        if let transition {
            violations.append(Violation(command, .midTransition(transition)))
            return
        }
        if let problem = problem(with: command) {
            violations.append(Violation(command, problem))
            return
        }
        let before = shownLayers
        shownLayers = command.applied(to: shownLayers)
        switch command {
        case .presentAlert(let alert): shownAlert = alert
        case .dismissAlert, .dismiss: shownAlert = nil
        case .setStack, .select, .setContent, .present: break
        }
        if case .dismiss(let layer) = command, let foreign = foreignControllerLayer,
            layer <= foreign
        {
            foreignControllerLayer = nil
        }
        performedCommands.append(command)
        animations.append(animated)
        transition = .command(command)
        self.completion = completion
        beginViewEvents(of: command, from: before, animated: animated)
    }

    private func problem(with command: ContainerCommand) -> Violation.Problem? {
        switch command {
        case .setStack(let layer, let placement, _):
            guard shownLayers.indices.contains(layer) else { return .noSuchLayer(layer) }
            guard shownLayers[layer].stack(placement) != nil else {
                return .noSuchStack(layer, placement)
            }
        case .select(let layer, let tab):
            guard shownLayers.indices.contains(layer) else { return .noSuchLayer(layer) }
            guard shownLayers[layer].stack(.tab(tab)) != nil else {
                return .noSuchStack(layer, .tab(tab))
            }
        case .setContent(let layer, _):
            guard shownLayers.indices.contains(layer) else { return .noSuchLayer(layer) }
        case .present(let layer):
            if let shownAlert { return .alertUp(shownAlert.id) }
            guard layer.style != nil, !layer.allEntries.isEmpty else { return .emptyLayer }
        case .dismiss(let layer):
            guard layer > 0 && layer < shownLayers.count else { return .noSuchLayer(layer) }
        case .presentAlert(let alert):
            if let shownAlert { return .alertUp(shownAlert.id) }
            guard let top = shownLayers.last, top.top != nil else { return .emptyLayer }
            if isPad, let anchor = alert.anchor,
                !top.allEntries.contains(where: { $0.id == anchor })
            {
                return .anchorNotShown(anchor)
            }
        case .dismissAlert(let id):
            guard shownAlert?.id == id else { return .noSuchAlert(id) }
        }
        // UIKit traps on a view controller shown twice: check what the command would show.
        var shown: Set<NavigationEntryID> = []
        for entry in command.applied(to: shownLayers).flatMap(\.allEntries)
        where !shown.insert(entry.id).inserted {
            return .screenShownTwice(entry.id)
        }
        return nil
    }

    /// The stack `.current` stands for in a layer.
    func resolved(_ placement: NavigationPlacement, in layer: NavigationLayer)
        -> NavigationPlacement
    {
        guard placement == .current else { return placement }
        switch layer.content {
        case .stack: return .current
        case .tabs(_, let selected, _): return .tab(selected)
        case .split: return .column(.secondary)
        }
    }
}
