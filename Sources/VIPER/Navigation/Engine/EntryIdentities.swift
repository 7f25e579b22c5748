/// Issues a navigator's entry identities and screen serials: each once, in order, never
/// again, never wrapping.
///
/// Identities are reserved before any user code of the change runs (a screen factory, a
/// guard, a result receiver), so code that navigates from there gets the next unused one.
/// A refused change does not give its identities back: a screen it built and released
/// may still hold a handle with that identity, which must never name another screen.
struct EntryIdentities {
    /// The next entry identity; `nil` once the last one, `UInt64.max`, was issued.
    private(set) var nextEntryID: UInt64?
    /// The next screen serial.
    private(set) var nextSerial: UInt64 = 1

    init(first: UInt64) {
        nextEntryID = first
    }

    /// Issues the next entry identity.
    ///
    /// - Throws: ``NavigationError/Reason/identitiesExhausted`` after `UInt64.max`.
    mutating func issueEntryID(for action: NavigationAction) throws(NavigationError)
        -> NavigationEntryID
    {
        guard let raw = nextEntryID else {
            throw NavigationError(action, .identitiesExhausted)
        }
        nextEntryID = raw == .max ? nil : raw + 1
        return NavigationEntryID(raw)
    }

    /// Issues the serial of a screen about to be built.
    ///
    /// NB: 2^64 builds are out of reach, but the counter still never wraps: it stops.
    mutating func issueSerial() -> UInt64 {
        let serial = nextSerial
        if serial < .max { nextSerial = serial + 1 }
        return serial
    }

    /// Makes sure no identity up to and including `id` is issued later: restored entries
    /// keep their identities, and fresh ones come after them.
    mutating func reserve(through id: NavigationEntryID) {
        guard let next = nextEntryID, next <= id.rawValue else { return }
        nextEntryID = id.rawValue == .max ? nil : id.rawValue + 1
    }

    /// Makes sure identities below `next` are not issued later.
    mutating func reserve(below next: NavigationEntryID) {
        guard let current = nextEntryID, current < next.rawValue else { return }
        nextEntryID = next.rawValue
    }
}
