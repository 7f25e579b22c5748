extension NavigationReconciler {
    /// The shortest sequence of commands that turns the layers a container shows into the
    /// layers of a state.
    ///
    /// A presented layer is kept, and only its stack set, while the state has a layer at
    /// the same depth with the same style and no screen moves between two kept layers (a
    /// screen is shown by one navigation controller at a time). Above the kept layers,
    /// everything is dismissed in one command and the state's remaining layers presented
    /// one by one. The order is: dismiss, then set the kept stacks bottom up, then
    /// present; so a screen moving down is dismissed before it is shown again, and one
    /// moving up is removed from its old stack before it is presented.
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
        // NB: a container always has a root layer, even when it reports none.
        let shown = shown.isEmpty ? [NavigationLayer(style: nil, entries: [])] : shown
        let wanted = target.layers
        let kept = keptLayerCount(shown, wanted)
        var commands: [ContainerCommand] = []
        let layersChange =
            kept < shown.count || kept < wanted.count
            || (0..<kept).contains { shown[$0].entries != wanted[$0].entries }
        var alertOnScreen = shownAlert
        if let shownAlert, shownAlert != target.alert || layersChange {
            commands.append(.dismissAlert(shownAlert.id))
            alertOnScreen = nil
        }
        if kept < shown.count {
            commands.append(.dismiss(fromLayer: kept))
        }
        for layer in 0..<kept where shown[layer].entries != wanted[layer].entries {
            commands.append(.setStack(layer: layer, entries: wanted[layer].entries))
        }
        for layer in kept..<wanted.count {
            commands.append(.present(wanted[layer]))
        }
        if let alert = target.alert, alertOnScreen == nil {
            commands.append(.presentAlert(alert))
        }
        return commands
    }

    /// How many layers, from the root, stay on screen: layer 0 always; a presented layer
    /// while its style matches and no screen moves between kept layers.
    private nonisolated static func keptLayerCount(
        _ shown: [NavigationLayer], _ wanted: [NavigationLayer]
    ) -> Int {
        var kept = 1
        while kept < min(shown.count, wanted.count), shown[kept].style == wanted[kept].style {
            kept += 1
        }
        guard kept > 1 else { return 1 }
        let shownLayer = layerIndex(shown)
        let wantedLayer = layerIndex(wanted)
        // NB: giving up a layer can only remove conflicts, so this ends; each pass drops
        // the upper layer of the first conflict found.
        var changed = true
        while changed && kept > 1 {
            changed = false
            search: for layer in 0..<kept {
                for entry in wanted[layer].entries {
                    if let other = shownLayer[entry.id], other != layer, other < kept {
                        kept = max(layer, other)
                        changed = true
                        break search
                    }
                }
                for entry in shown[layer].entries {
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
            for entry in stack.entries { index[entry.id] = layer }
        }
        return index
    }
}
