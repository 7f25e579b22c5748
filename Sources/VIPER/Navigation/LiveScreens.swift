/// The screens a navigator keeps alive, in the order they were built.
///
/// NB: stored as two parallel arrays. What a change reads (the identity and the looked-up
/// conformances) is a loadable record; the screen object itself is an `Any`, which makes
/// any struct holding it address-only, and the optimizer copies a whole address-only
/// element (retaining every reference in it) even to read one field. Kept apart, searches
/// and lifecycle look-ups touch only the records, and the objects array is only appended
/// to and removed from.
///
/// NB: a list searched from the end, not a dictionary: navigation nearly always touches
/// the newest screens, so a search from the end is shorter than hashing.
struct LiveScreens {
    /// The part of a live screen that navigation reads.
    struct Record {
        let id: NavigationEntryID
        let lifecycle: (any ScreenLifecycle)?
        let screenGuard: (any ScreenGuard)?
        let result: (any ResultDelivering)?
    }

    private(set) var records: [Record] = []
    private var objects: [Any] = []

    /// The number of live screens.
    var count: Int { records.count }

    /// The live screen at `index`.
    subscript(index: Int) -> Navigator.LiveEntry {
        Self.entry(records[index], objects[index])
    }

    /// Adds a screen after the others.
    mutating func append(_ entry: consuming Navigator.LiveEntry) {
        let screen = entry.screen
        records.append(
            Record(
                id: entry.id, lifecycle: screen.lifecycle, screenGuard: screen.screenGuard,
                result: screen.result))
        objects.append(screen.object)
    }

    /// Adds a screen after the others, from its parts.
    mutating func append(_ record: Record, object: consuming Any) {
        records.append(record)
        objects.append(object)
    }

    /// Removes the screen at `index`, moving its object to `object` so that the caller
    /// releases it.
    mutating func remove(at index: Int, object: inout Any?) -> Record {
        // NB: the popped screen is nearly always the newest; `removeLast` skips the shift.
        if index == records.count - 1 {
            object = objects.removeLast()
            return records.removeLast()
        }
        object = objects.remove(at: index)
        return records.remove(at: index)
    }

    /// Removes and returns the screen at `index`.
    mutating func remove(at index: Int) -> Navigator.LiveEntry {
        if index == records.count - 1 {
            return Self.entry(records.removeLast(), objects.removeLast())
        }
        return Self.entry(records.remove(at: index), objects.remove(at: index))
    }

    /// Removes the screens from `range.lowerBound` on.
    ///
    /// - Returns: The removed screen objects, for the caller to release outside its access
    ///   to the navigator's storage.
    mutating func removeSubrange(_ range: PartialRangeFrom<Int>) -> [Any] {
        let removed = Array(objects[range])
        records.removeSubrange(range)
        objects.removeSubrange(range)
        return removed
    }

    /// The index of an entry's screen, searched from the newest, below `end`.
    func lastIndex(of id: NavigationEntryID, below end: Int? = nil) -> Int? {
        records.withUnsafeBufferPointer { records in
            var index = (end ?? records.count) - 1
            while index >= 0 {
                if records[index].id == id { return index }
                index -= 1
            }
            return nil
        }
    }

    /// The lifecycle of the screen at `index`, if it adopted ``ScreenLifecycle``.
    func lifecycle(at index: Int) -> (any ScreenLifecycle)? {
        records[index].lifecycle
    }

    private static func entry(_ record: Record, _ object: Any) -> Navigator.LiveEntry {
        Navigator.LiveEntry(
            id: record.id,
            screen: LiveScreen(
                object: object, lifecycle: record.lifecycle, screenGuard: record.screenGuard,
                result: record.result))
    }
}
