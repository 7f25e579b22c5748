/// One screen object the navigator keeps alive, and what navigation reads of it.
///
/// `serial` is the object's identity: every screen the navigator builds gets a new one,
/// never reused, even when a restoration rebuilds a screen under an entry identity that
/// an older object had. Lifecycle calls, guard questions and results go to the object
/// with the right serial, not to whatever object has the entry's identity now.
///
/// NB: the conformance casts happen once, when the screen is built, so a commit reads
/// stored references instead of casting.
struct LiveScreen {
    /// The entry the screen shows.
    let id: NavigationEntryID
    /// The object's identity within its navigator.
    let serial: UInt64
    let lifecycle: (any ScreenLifecycle)?
    let screenGuard: (any ScreenGuard)?
    var result: ScreenResult?
    /// Whether the screen was told ``ScreenLifecycle/screenDidLoad()``.
    var isLoaded = false
}

/// Screen objects with their ``LiveScreen`` records, in the order they were added.
///
/// The navigator's live screens are one of these, one per entry of the state, and the
/// screens a change removes wait in another until the change's effects have run.
///
/// NB: stored as two parallel arrays. The screen object is an `Any`, which makes any
/// struct holding it address-only, and the optimizer copies a whole address-only element
/// (retaining every reference in it) even to read one field. Kept apart, searches and
/// look-ups touch only the loadable records.
///
/// NB: a list searched from the end, not a dictionary: navigation nearly always touches
/// the newest screens, so a search from the end is shorter than hashing.
struct LiveScreens {
    private(set) var records: [LiveScreen] = []
    private var objects: [Any] = []

    /// The number of screens.
    var count: Int { records.count }

    /// The screen object at `index`.
    func object(at index: Int) -> Any { objects[index] }

    /// Sends the result of the screen at `index` to `result` from now on.
    mutating func setResult(_ result: ScreenResult, at index: Int) {
        records[index].result = result
    }

    /// Marks the screen at `index` as told it loaded.
    mutating func markLoaded(at index: Int) {
        records[index].isLoaded = true
    }

    /// Adds a screen after the others.
    mutating func append(_ record: LiveScreen, object: consuming Any) {
        records.append(record)
        objects.append(object)
    }

    /// Moves the screen at `index` to the end of `other`.
    mutating func move(at index: Int, to other: inout LiveScreens) {
        // NB: the moved screen is nearly always the newest; `removeLast` skips the shift
        // (see `removeAll()` for what these shortcuts measured).
        if index == records.count - 1 {
            other.records.append(records.removeLast())
            other.objects.append(objects.removeLast())
        } else {
            other.records.append(records.remove(at: index))
            other.objects.append(objects.remove(at: index))
        }
    }

    /// Moves the last screen of `other` back to `index`.
    mutating func moveBack(from other: inout LiveScreens, to index: Int) {
        records.insert(other.records.removeLast(), at: index)
        objects.insert(other.objects.removeLast(), at: index)
    }

    /// Removes the screens from `index` on and appends them to `other`.
    mutating func moveTail(from index: Int, to other: inout LiveScreens) {
        guard index < records.count else { return }
        other.records.append(contentsOf: records[index...])
        other.objects.append(contentsOf: objects[index...])
        records.removeSubrange(index...)
        objects.removeSubrange(index...)
    }

    /// Removes every screen, newest first, keeping the storage.
    ///
    /// NB: popping is cheaper than the generic `removeAll(keepingCapacity:)` for the one
    /// or few screens a change usually removes, and linear for many. Measured together
    /// with the other emptying shortcuts (`Transaction.close`, `StateJournal.removeAll`,
    /// `move(at:to:)`), the generic calls cost navigation/navigator-push-pop 2.5x ->
    /// 2.9x-3.2x.
    mutating func removeAll() {
        while !records.isEmpty {
            records.removeLast()
            objects.removeLast()
        }
    }

    /// The index of the screen showing each of `ids` that is live, searched from the
    /// newest, in one pass.
    ///
    /// - Complexity: O(*d* + *k*), where *d* is the distance from the end of the
    ///   farthest of the *k* `ids` (every screen when one of them is not live).
    func lastIndices(of ids: Set<NavigationEntryID>) -> [NavigationEntryID: Int] {
        var found: [NavigationEntryID: Int] = [:]
        found.reserveCapacity(ids.count)
        var index = records.count - 1
        while index >= 0 && found.count < ids.count {
            let id = records[index].id
            if ids.contains(id) && found[id] == nil { found[id] = index }
            index -= 1
        }
        return found
    }

    /// The index of the screen showing `id`, searched from the newest.
    ///
    /// - Complexity: O(*d*), where *d* is the distance from the end.
    func lastIndex(of id: NavigationEntryID?) -> Int? {
        guard let id else { return nil }
        return records.withUnsafeBufferPointer { records in
            var index = records.count - 1
            while index >= 0 {
                if records[index].id == id { return index }
                index -= 1
            }
            return nil
        }
    }
}
