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
        var elsewhere: Set<NavigationEntryID> = []
        let entries: [NavigationEntry]
        switch command {
        case .setStack(let layer, let placement, let stack):
            guard shownLayers.indices.contains(layer) else { return .noSuchLayer(layer) }
            guard shownLayers[layer].stack(placement) != nil else {
                return .noSuchStack(layer, placement)
            }
            for (index, shown) in shownLayers.enumerated() {
                for (other, entries) in shown.placedStacks
                where index != layer || other != resolved(placement, in: shown) {
                    for entry in entries { elsewhere.insert(entry.id) }
                }
            }
            entries = stack
        case .select(let layer, let tab):
            guard shownLayers.indices.contains(layer) else { return .noSuchLayer(layer) }
            guard shownLayers[layer].stack(.tab(tab)) != nil else {
                return .noSuchStack(layer, .tab(tab))
            }
            return nil
        case .setContent(let layer, let content):
            guard shownLayers.indices.contains(layer) else { return .noSuchLayer(layer) }
            for (index, shown) in shownLayers.enumerated() where index != layer {
                for entry in shown.allEntries { elsewhere.insert(entry.id) }
            }
            entries = NavigationLayer(style: nil, content: content).allEntries
        case .present(let layer):
            if let shownAlert { return .alertUp(shownAlert.id) }
            guard layer.style != nil, !layer.allEntries.isEmpty else { return .emptyLayer }
            for shown in shownLayers {
                for entry in shown.allEntries { elsewhere.insert(entry.id) }
            }
            entries = layer.allEntries
        case .dismiss(let layer):
            guard layer > 0 && layer < shownLayers.count else { return .noSuchLayer(layer) }
            return nil
        case .presentAlert(let alert):
            if let shownAlert { return .alertUp(shownAlert.id) }
            guard let top = shownLayers.last, top.top != nil else { return .emptyLayer }
            if isPad, let anchor = alert.anchor,
                !top.allEntries.contains(where: { $0.id == anchor })
            {
                return .anchorNotShown(anchor)
            }
            return nil
        case .dismissAlert(let id):
            guard shownAlert?.id == id else { return .noSuchAlert(id) }
            return nil
        }
        for entry in entries where !elsewhere.insert(entry.id).inserted {
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
        case .tabs(_, let selected): return .tab(selected)
        case .split: return .column(.secondary)
        }
    }
}
