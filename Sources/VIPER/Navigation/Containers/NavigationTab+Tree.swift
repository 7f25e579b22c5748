// The tree of tabs, written leaf by leaf: its rules, the user's customisation and the
// sidebar, the edits the platform reports.

extension NavigationTab {
    /// Checks the tabs' tree: tags unique among tabs and groups, a group's tabs together,
    /// every tab with a screen, the selected tag a tab's (not a group's).
    static func validate(
        _ tabs: [NavigationTab], selected: NavigationTabTag, of layer: Int,
        as action: NavigationAction
    ) throws(NavigationError) {
        guard !tabs.isEmpty else { throw NavigationError(action, .emptyStack) }
        func invalid(_ tag: NavigationTabTag) -> NavigationError {
            NavigationError(action, .invalidContainer(layer: layer, .tab(tag)))
        }
        var leaves = Set<NavigationTabTag>()
        // The groups open at the previous tab, outermost first, and every group closed.
        var open: [NavigationTabTag] = []
        var closed = Set<NavigationTabTag>()
        for tab in tabs {
            guard leaves.insert(tab.tag).inserted else { throw invalid(tab.tag) }
            if tab.entries.isEmpty { throw NavigationError(action, .emptyStack) }
            var path = Set<NavigationTabTag>()
            for group in tab.groups where !path.insert(group).inserted { throw invalid(group) }
            // A group opened again after it closed is named twice or its tabs are apart.
            let shared = zip(open, tab.groups).prefix { $0 == $1 }.count
            closed.formUnion(open[shared...])
            if let reopened = tab.groups[shared...].first(where: closed.contains) {
                throw invalid(reopened)
            }
            open = tab.groups
        }
        // A group named like a tab, the first in order.
        for tab in tabs {
            if let clash = tab.groups.first(where: leaves.contains) { throw invalid(clash) }
        }
        if !leaves.contains(selected) { throw invalid(selected) }
    }

    /// The tabs in the user's `order` of their tags, hiding those in `hidden`.
    ///
    /// - Throws: The first tag of `order` or `hidden` not among the tabs, or repeated in
    ///   `order`, else the first tag missing from it.
    static func customized(
        _ tabs: [NavigationTab], order: [NavigationTabTag], hidden: Set<NavigationTabTag>
    ) throws(TabEdit.Mistake) -> [NavigationTab] {
        var byTag: [NavigationTabTag: NavigationTab] = [:]
        for tab in tabs { byTag[tab.tag] = tab }
        if let unknown = hidden.sorted(by: { $0.rawValue < $1.rawValue }).first(where: {
            byTag[$0] == nil
        }) {
            throw TabEdit.Mistake(tag: unknown)
        }
        var result: [NavigationTab] = []
        for tag in order {
            guard var tab = byTag.removeValue(forKey: tag) else { throw TabEdit.Mistake(tag: tag) }
            tab.isHidden = hidden.contains(tag)
            result.append(tab)
        }
        if let missing = tabs.first(where: { byTag[$0.tag] != nil }) {
            throw TabEdit.Mistake(tag: missing.tag)
        }
        return result
    }
}

/// An edit of the tab container that shows an entry, as the platform reports it: the
/// user's customisation or the sidebar shown or hidden.
struct TabEdit: Equatable {
    enum Kind: Equatable {
        case customize(order: [NavigationTabTag], hidden: Set<NavigationTabTag>)
        case showSidebar(Bool)
    }

    var kind: Kind
    /// Any entry of the tabs' layer.
    var id: NavigationEntryID

    /// The tag a customisation names wrongly.
    struct Mistake: Error {
        var tag: NavigationTabTag
    }

    var action: NavigationAction {
        switch kind {
        case .customize: .platformCustomizeTabs(id)
        case .showSidebar(let isShown): .platformShowSidebar(id, isShown: isShown)
        }
    }
}

extension NavigationState {
    /// Applies what the platform reports of the tabs of the layer that shows `edit.id`.
    mutating func edit(
        _ edit: TabEdit, recording journal: inout StateJournal
    ) throws(NavigationError) -> [NavigationEntry] {
        let action = edit.action
        let layer = try location(of: edit.id, as: action).layer
        guard case .tabs(var tabs, let selected, var showsSidebar) = layers[layer].content else {
            var tag: NavigationTabTag = ""
            if case .customize(let order, _) = edit.kind { tag = order.first ?? tag }
            throw NavigationError(action, .invalidContainer(layer: layer, .tab(tag)))
        }
        switch edit.kind {
        case .customize(let order, let hidden):
            let customized: [NavigationTab]
            do {
                customized = try NavigationTab.customized(tabs, order: order, hidden: hidden)
            } catch {
                throw NavigationError(action, .invalidContainer(layer: layer, .tab(error.tag)))
            }
            tabs = customized
            try NavigationTab.validate(tabs, selected: selected, of: layer, as: action)
        case .showSidebar(let isShown):
            showsSidebar = isShown
        }
        let content = NavigationLayer.Content.tabs(
            tabs, selected: selected, showsSidebar: showsSidebar)
        guard content != layers[layer].content else { return [] }
        journal.record(.setContent(layer: layer, layers[layer].content))
        layers[layer].content = content
        return []
    }
}
