// What an archive describes, checked before any route is resolved: the target state of
// the restore and the identities it keeps.

extension RestorationArchive {
    /// The target and identities the archive describes, checked.
    func target() throws(NavigationError) -> (RouteState<Route>, RouteRestoration) {
        var target = RouteState<Route>(root: [])
        var identities: [[NavigationEntryID]] = []
        identities.reserveCapacity(layers.count)
        var requesters: [[NavigationEntryID?]] = []
        requesters.reserveCapacity(layers.count)
        var seen = Set<NavigationEntryID>()
        var largest: NavigationEntryID?
        var rootIsEmpty = false
        for (index, layer) in layers.enumerated() {
            let entries = layer.entries
            let content = try Self.content(of: layer, at: index)
            if index == 0 {
                guard layer.style == nil else {
                    throw NavigationError(
                        .restore, .corruptRestorationData("root layer has a style"))
                }
                target.rootContent = content
                rootIsEmpty = entries.isEmpty
            } else {
                guard let style = layer.style else {
                    throw NavigationError(
                        .restore, .corruptRestorationData("presented layer \(index) has no style"))
                }
                target.presented.append(.init(style: style, content: content))
            }
            try Self.requireContainerRules(of: layer, at: index)
            if index > 0 && (entries.isEmpty || rootIsEmpty) {
                throw NavigationError(.restore, .emptyStack)
            }
            for entry in entries {
                guard seen.insert(entry.id).inserted else {
                    throw NavigationError(.restore, .duplicateEntry(entry.id))
                }
                largest = max(largest ?? entry.id, entry.id)
            }
            identities.append(entries.map { $0.id })
            requesters.append(entries.map { $0.resultTo })
        }
        if identities.isEmpty {
            throw NavigationError(.restore, .corruptRestorationData("no root layer"))
        }
        if let largest, largest >= nextEntryID {
            throw NavigationError(
                .restore,
                .corruptRestorationData("next identity \(nextEntryID) is not above \(largest)"))
        }
        for (ids, resultTo) in zip(identities, requesters) {
            for (id, requester) in zip(ids, resultTo) {
                guard let requester else { continue }
                // A requester that is not in the archive is allowed (it had left the
                // state); it must still be an identity issued before the save.
                guard requester != id, requester < nextEntryID else {
                    throw NavigationError(
                        .restore,
                        .corruptRestorationData("entry \(id) sends its result to \(requester)"))
                }
            }
        }
        return (
            target,
            RouteRestoration(identities: identities, requesters: requesters, next: nextEntryID)
        )
    }

    /// The routes of a layer as its container, after checking that its stacks fit it:
    /// a stack per tab, each named; or columns named `primary`, optionally
    /// `supplementary`, and `secondary`, in that order.
    static func content(of layer: Layer, at index: Int) throws(NavigationError)
        -> RouteState<Route>.Content
    {
        func corrupt(_ detail: String) -> NavigationError {
            NavigationError(.restore, .corruptRestorationData("layer \(index): \(detail)"))
        }
        switch layer.content {
        case .stack(let entries):
            return .stack(entries.map { $0.route })
        case .tabs(let stacks, let selected):
            var tabs: [RouteState<Route>.Tab] = []
            for stack in stacks {
                guard let name = stack.name else { throw corrupt("every tab's stack is named") }
                tabs.append(
                    RouteState.Tab(NavigationTabTag(rawValue: name), routes: routes(of: stack)))
            }
            return .tabs(tabs, selected: selected)
        case .split(let stacks, let isCollapsed):
            switch stacks.map({ $0.name }) {
            case ["primary", "secondary"]:
                return .split(
                    primary: routes(of: stacks[0]), supplementary: nil,
                    secondary: routes(of: stacks[1]), isCollapsed: isCollapsed)
            case ["primary", "supplementary", "secondary"]:
                return .split(
                    primary: routes(of: stacks[0]), supplementary: routes(of: stacks[1]),
                    secondary: routes(of: stacks[2]), isCollapsed: isCollapsed)
            default:
                throw corrupt("a split's stacks are primary, [supplementary,] secondary")
            }
        }
    }

    /// The routes of a stack, bottom first.
    private static func routes(of stack: Stack) -> [Route] {
        stack.entries.map { $0.route }
    }

    /// Checks a layer's container rules before any route resolves: distinct tags, the
    /// selected one among them, no empty tab or primary column.
    private static func requireContainerRules(of layer: Layer, at index: Int)
        throws(NavigationError)
    {
        let content: NavigationLayer.Content
        switch layer.content {
        case .stack: return
        case .tabs(let stacks, let selected):
            content = .tabs(
                stacks.map { stack in
                    NavigationTab(
                        NavigationTabTag(rawValue: stack.name ?? ""),
                        entries: stack.entries.map(Self.placeholder))
                }, selected: selected)
        case .split(let stacks, _):
            content = .split(
                NavigationSplit(primary: stacks.first?.entries.map(Self.placeholder) ?? []))
        }
        try NavigationState.validate(content, of: index, as: .restore)
    }

    /// An entry standing in for an archived one while its layer's rules are checked.
    private static func placeholder(_ entry: Entry) -> NavigationEntry {
        NavigationEntry(id: entry.id, screen: ScreenType(Never.self))
    }
}
