// How restoration data writes a tab's groups, its hidden flag and the sidebar: only when
// set, so that flat tabs are written as before.

extension RestorationArchive.Layer where Route: NavigationRoute {
    /// The tabs shape of a tabs layer's `named` stacks, with its selection and sidebar.
    static func tabs(
        _ named: [Stack], in layer: KeyedDecodingContainer<RestorationKey>
    ) throws -> ContainerShape {
        let slots = named.map { stack in
            TabSlot(
                tag: NavigationTabTag(rawValue: stack.name ?? ""),
                groups: stack.tab?.groups ?? [], isHidden: stack.tab?.isHidden ?? false)
        }
        return .tabs(
            slots, selected: try layer.decode(NavigationTabTag.self, forKey: "selected"),
            showsSidebar: try layer.decodeIfPresent(Bool.self, forKey: "sidebar") ?? false)
    }
}

extension ContainerShape {
    /// Writes the groups and the hidden flag of the tab at `index`, when it has them.
    func encodeTab(
        at index: Int, into stack: inout KeyedEncodingContainer<RestorationKey>
    ) throws {
        guard case .tabs(let slots, _, _) = self else { return }
        if !slots[index].groups.isEmpty { try stack.encode(slots[index].groups, forKey: "groups") }
        if slots[index].isHidden { try stack.encode(true, forKey: "hidden") }
    }
}
