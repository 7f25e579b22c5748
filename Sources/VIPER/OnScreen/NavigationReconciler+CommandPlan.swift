extension NavigationReconciler {
    /// The shortest sequence of commands that turns the layers a container shows into the
    /// layers of a state.
    ///
    /// A presented layer is kept while the state has a layer at its depth with the same
    /// style and container, and no screen moves between kept layers (one navigation
    /// controller shows a screen at a time); the root is always kept. Above the kept
    /// layers, everything is dismissed in one command and the rest presented one by one.
    ///
    /// The order: dismiss the alert on screen, unless it is the state's and no layer
    /// changes; dismiss layers; bottom up, each kept layer's changed stacks (one receiving
    /// a screen another still shows waits for it), then its tab selection, so that a tab is
    /// set while hidden; present layers; present the alert. A split's collapse is the
    /// platform's to decide, never a command.
    ///
    /// ```swift
    /// // shown: [#1 List] | sheet [#2 Picker]; state: [#1 List, #3 Detail]
    /// NavigationReconciler.commands(from: shown, to: state)
    /// // [.dismiss(fromLayer: 1), .setStack(layer: 0, entries: [#1 List, #3 Detail])]
    /// ```
    ///
    /// - Parameters:
    ///   - shown: The layers on screen, root first.
    ///   - shownAlert: The alert on screen, if any.
    ///   - target: The state to show.
    /// - Returns: The commands, in order; empty when the container shows the state.
    /// - Complexity: O(*n* + *m*) in the entries of both, times the number of layers a
    ///   moving screen makes the plan give up.
    public nonisolated static func commands(
        from shown: [NavigationLayer], showingAlert shownAlert: ShownAlert? = nil,
        to target: NavigationState
    ) -> [ContainerCommand] {
        commands(from: shown, placedAs: shown, showingAlert: shownAlert, to: target)
    }

    /// The commands from `shown`, which lacks the entries a restoration rebuilt, while their
    /// old screens are where `placed` says, to leave before another stack shows them.
    nonisolated static func commands(
        from shown: [NavigationLayer], placedAs placed: [NavigationLayer],
        showingAlert shownAlert: ShownAlert?, to target: NavigationState
    ) -> [ContainerCommand] {
        // A container always has a root layer, even when it reports none.
        let shown = shown.isEmpty ? [NavigationLayer(style: nil, entries: [])] : shown
        let placed = placed.isEmpty ? shown : placed
        let wanted = target.layers
        let kept = keptLayerCount(shown, placed, wanted)
        var commands: [ContainerCommand] = []
        let keptChanges = (0..<kept).flatMap {
            layerCommands($0, from: shown[$0], placedAs: placed[$0], to: wanted[$0])
        }
        let layersChange = kept < shown.count || kept < wanted.count || !keptChanges.isEmpty
        let alertOnScreen = shownAlert != target.alert || layersChange ? nil : shownAlert
        if let shownAlert, alertOnScreen == nil {
            commands.append(.dismissAlert(shownAlert.id))
        }
        if kept < shown.count {
            commands.append(.dismiss(fromLayer: kept))
        }
        commands += keptChanges
        for layer in kept..<wanted.count {
            commands.append(.present(wanted[layer]))
        }
        if let alert = target.alert, alertOnScreen == nil {
            commands.append(.presentAlert(alert))
        }
        return commands
    }

    /// The commands that turn one kept layer into the wanted one.
    private nonisolated static func layerCommands(
        _ index: Int, from shown: NavigationLayer, placedAs placed: NavigationLayer,
        to wanted: NavigationLayer
    ) -> [ContainerCommand] {
        guard shown.hasSameShape(as: wanted) else {
            return shown.content == wanted.content
                ? [] : [.setContent(layer: index, wanted.content)]
        }
        var commands: [ContainerCommand] = []
        var current = shown.placedStacks
        var onScreen = placed.placedStacks
        let targets = wanted.placedStacks
        // First pass: each changed stack (its screens, or a rebuilt entry's old screen, differ
        // from the target) gets its new screens but those another stack holds; then the rest.
        func changed(_ position: Int) -> Bool {
            current[position].entries != targets[position].entries
                || onScreen[position].entries != targets[position].entries
        }
        for position in current.indices where changed(position) {
            var elsewhere: Set<NavigationEntryID> = []
            for other in onScreen.indices where other != position {
                for entry in onScreen[other].entries { elsewhere.insert(entry.id) }
            }
            let first = targets[position].entries.filter { !elsewhere.contains($0.id) }
            guard first != current[position].entries || first != onScreen[position].entries
            else { continue }
            commands.append(
                .setStack(layer: index, in: current[position].placement, entries: first))
            current[position].entries = first
            onScreen[position].entries = first
        }
        for position in current.indices where changed(position) {
            commands.append(
                .setStack(
                    layer: index, in: current[position].placement,
                    entries: targets[position].entries))
        }
        if let selected = wanted.selectedTab, selected != shown.selectedTab {
            commands.append(.select(layer: index, tab: selected))
        }
        return commands
    }

    /// How many layers, from the root, stay on screen.
    private nonisolated static func keptLayerCount(
        _ shown: [NavigationLayer], _ placed: [NavigationLayer], _ wanted: [NavigationLayer]
    ) -> Int {
        var kept = 1
        while kept < min(shown.count, wanted.count), shown[kept].style == wanted[kept].style,
            shown[kept].hasSameShape(as: wanted[kept])
        {
            kept += 1
        }
        func layerIndex(_ layers: [NavigationLayer]) -> [NavigationEntryID: Int] {
            var index: [NavigationEntryID: Int] = [:]
            for (layer, stack) in layers.enumerated() {
                for entry in stack.allEntries { index[entry.id] = layer }
            }
            return index
        }
        let shownLayer = layerIndex(placed)
        let wantedLayer = layerIndex(wanted)
        // The upper layer of the first screen that moves between kept layers.
        func firstConflict() -> Int? {
            for layer in 0..<kept {
                for (entries, elsewhere) in [
                    (wanted[layer].allEntries, shownLayer), (placed[layer].allEntries, wantedLayer),
                ] {
                    for entry in entries {
                        if let other = elsewhere[entry.id], other != layer, other < kept {
                            return max(layer, other)
                        }
                    }
                }
            }
            return nil
        }
        // Dropping the upper layer of a conflict only removes conflicts, so this ends.
        while kept > 1, let upper = firstConflict() { kept = upper }
        return kept
    }
}
