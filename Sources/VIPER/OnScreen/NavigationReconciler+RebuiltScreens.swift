extension NavigationReconciler {
    /// Remembers the entries of a change that rebuilt their screens under identities the
    /// container may still show with the released ones.
    func rememberRebuiltScreens(of change: NavigationChange) {
        guard change.action.rebuildsScreens else { return }
        for layer in change.new.layers {
            for entry in layer.allEntries { rebuilt.insert(entry.id) }
        }
    }

    /// The layers shown, without the entries whose screens were rebuilt; forgets rebuilt
    /// entries the container does not show.
    func withoutRebuilt(_ shown: [NavigationLayer]) -> [NavigationLayer] {
        guard !rebuilt.isEmpty else { return shown }
        var stillShown: Set<NavigationEntryID> = []
        var layers = shown
        for index in layers.indices {
            for (placement, entries) in layers[index].placedStacks {
                let kept = entries.filter { entry in
                    guard rebuilt.contains(entry.id) else { return true }
                    stillShown.insert(entry.id)
                    return false
                }
                if kept.count != entries.count { layers[index].setStack(placement, to: kept) }
            }
        }
        rebuilt = stillShown
        return layers
    }

    /// Forgets the rebuilt entries a command shows again, with their current screens.
    ///
    /// - Returns: Whether it forgot any.
    func forgetRebuilt(shownBy command: ContainerCommand) -> Bool {
        guard !rebuilt.isEmpty else { return false }
        let entries: [NavigationEntry]
        switch command {
        case .setStack(_, _, let stack): entries = stack
        case .setContent(_, let content):
            entries = NavigationLayer(style: nil, content: content).allEntries
        case .present(let layer): entries = layer.allEntries
        case .select, .dismiss, .presentAlert, .dismissAlert: return false
        }
        var forgot = false
        for entry in entries where rebuilt.remove(entry.id) != nil { forgot = true }
        return forgot
    }
}

extension NavigationAction {
    /// Whether the change rebuilds screens under identities that stay in the state: a
    /// restoration, alone, in a batch, or as a guard's redirect.
    fileprivate var rebuildsScreens: Bool {
        switch self {
        case .restore: true
        case .batch(let actions): actions.contains { $0.rebuildsScreens }
        case .redirected(_, let target): target.rebuildsScreens
        default: false
        }
    }
}
