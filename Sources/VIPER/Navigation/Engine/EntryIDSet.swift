/// A set of entry identities that stays an array while it is small.
///
/// NB: a whole-state change (a deep link, a restoration) asks "is this identity kept?"
/// for a handful of entries; hashing them into a `Set` allocated and hashed more than the
/// linear search it replaces. Past `limit` identities it builds a `Set`, so deep stacks
/// stay linear.
struct EntryIDSet {
    private static let limit = 16
    private var small: [NavigationEntryID] = []
    private var large: Set<NavigationEntryID>?

    /// Inserts `id`.
    ///
    /// - Returns: Whether it was not in the set before.
    @discardableResult
    mutating func insert(_ id: NavigationEntryID) -> Bool {
        if large != nil { return large!.insert(id).inserted }
        if small.contains(id) { return false }
        if small.count < Self.limit {
            small.append(id)
        } else {
            var set = Set(small)
            set.insert(id)
            large = set
            small = []
        }
        return true
    }

    /// Whether `id` is in the set.
    func contains(_ id: NavigationEntryID) -> Bool {
        if let large { return large.contains(id) }
        return small.contains(id)
    }
}
