extension NavigationReconciler {
    /// The shortest sequence of commands that turns the layers a container shows into the
    /// layers of a state.
    ///
    /// A presented layer is kept, and only its stacks set, while the state has a layer at
    /// the same depth with the same style and the same container (both stacks, tabs with
    /// the same tags, splits with the same columns) and no screen moves between two kept
    /// layers (a screen is shown by one navigation controller at a time). The root is
    /// always kept; when its container changes it is replaced with ``ContainerCommand/setContent(layer:_:)``.
    /// Above the kept layers, everything is dismissed in one command and the state's
    /// remaining layers presented one by one.
    ///
    /// The order is: dismiss; then, bottom up, each kept layer's changed stacks (a stack
    /// that receives a screen another stack of the layer still shows waits until that one
    /// let it go) and its tab selection, last, so that a tab's stack is set while it is
    /// hidden; then present. A split's collapse is the platform's to decide, never a
    /// command: the plan sets its columns whether it is collapsed or not.
    ///
    /// ```swift
    /// // shown: [#1 List] | sheet [#2 Picker]; state: [#1 List, #3 Detail]
    /// NavigationReconciler.commands(from: shown, to: state)
    /// // [.dismiss(fromLayer: 1), .setStack(layer: 0, entries: [#1 List, #3 Detail])]
    /// ```
    ///
    /// An alert goes last, over the layers: the one on screen is dismissed first when it
    /// is not the state's or the layers must change (UIKit presents nothing over an
    /// alert), and the state's is presented once the layers are shown.
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

    /// The commands, planned from `shown` while the container holds the screens where
    /// `placed` says.
    ///
    /// NB: the reconciler plans from the layers shown without the entries a restoration
    /// rebuilt (they must be shown again), but their old screens are still where `placed`
    /// has them: a rebuilt entry the target moves to another layer or stack must leave
    /// that one first, or UIKit would be asked to show a screen twice. `placed` has the
    /// same layers and stacks as `shown`, with those entries in.
    nonisolated static func commands(
        from shown: [NavigationLayer], placedAs placed: [NavigationLayer],
        showingAlert shownAlert: ShownAlert?, to target: NavigationState
    ) -> [ContainerCommand] {
        // NB: a container always has a root layer, even when it reports none.
        let shown = shown.isEmpty ? [NavigationLayer(style: nil, entries: [])] : shown
        let placed = placed.isEmpty ? shown : placed
        let wanted = target.layers
        let kept = keptLayerCount(shown, placed, wanted)
        var commands: [ContainerCommand] = []
        let keptChanges = (0..<kept).flatMap {
            layerCommands($0, from: shown[$0], placedAs: placed[$0], to: wanted[$0])
        }
        let layersChange = kept < shown.count || kept < wanted.count || !keptChanges.isEmpty
        var alertOnScreen = shownAlert
        if let shownAlert, shownAlert != target.alert || layersChange {
            commands.append(.dismissAlert(shownAlert.id))
            alertOnScreen = nil
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
        // NB: first pass: each changed stack gets its new screens except those another
        // stack still holds on screen; second pass: the rest, now that nothing is shown
        // twice. A stack changes when its screens differ from the target's, or it still
        // holds a rebuilt entry's old screen.
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

    /// How many layers, from the root, stay on screen: layer 0 always; a presented layer
    /// while its style and container match and no screen moves between kept layers
    /// (where the screens are is read from `placed`).
    private nonisolated static func keptLayerCount(
        _ shown: [NavigationLayer], _ placed: [NavigationLayer], _ wanted: [NavigationLayer]
    ) -> Int {
        var kept = 1
        while kept < min(shown.count, wanted.count), shown[kept].style == wanted[kept].style,
            shown[kept].hasSameShape(as: wanted[kept])
        {
            kept += 1
        }
        let shownLayer = layerIndex(placed)
        let wantedLayer = layerIndex(wanted)
        // NB: giving up a layer can only remove conflicts, so this ends; each pass drops
        // the upper layer of the first conflict found.
        var changed = true
        while changed && kept > 1 {
            changed = false
            search: for layer in 0..<kept {
                for entry in wanted[layer].allEntries {
                    if let other = shownLayer[entry.id], other != layer, other < kept {
                        kept = max(layer, other)
                        changed = true
                        break search
                    }
                }
                for entry in placed[layer].allEntries {
                    if let other = wantedLayer[entry.id], other != layer, other < kept {
                        kept = max(layer, other)
                        changed = true
                        break search
                    }
                }
            }
        }
        return kept
    }

    private nonisolated static func layerIndex(_ layers: [NavigationLayer]) -> [NavigationEntryID:
        Int]
    {
        var index: [NavigationEntryID: Int] = [:]
        for (layer, stack) in layers.enumerated() {
            for entry in stack.allEntries { index[entry.id] = layer }
        }
        return index
    }
}
