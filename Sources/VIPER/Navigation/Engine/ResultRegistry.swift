/// The result receivers screen objects registered, each for one child screen type, and the
/// answers owed to alerts.
///
/// Keyed by the registering object's serial: a registration belongs to that object, never
/// to whatever later shows its entry, and goes when the navigator releases the object (a
/// restored screen registers again when built). Kept beside the live screens, so moving
/// their records retains no receiver; by serial, so releasing a stack stays linear.
struct ResultRegistry {
    private var bySerial: [UInt64: [(child: ScreenType, receiver: ResultReceiver)]] = [:]
    /// The answers owed to the alerts staged or up: an alert's answer is its entry's result.
    private(set) var alertAnswers: [(id: NavigationEntryID, slot: ResultSlot)] = []

    /// Registers `receiver` for results of `child` screens, replacing an earlier one of
    /// the same object.
    mutating func set(_ receiver: ResultReceiver, for child: ScreenType, by serial: UInt64) {
        if let index = bySerial[serial]?.firstIndex(where: { $0.child == child }) {
            bySerial[serial]?[index].receiver = receiver
        } else {
            bySerial[serial, default: []].append((child, receiver))
        }
    }

    /// The receiver the object `serial` registered for `child` screens.
    func receiver(of serial: UInt64, for child: ScreenType) -> ResultReceiver? {
        bySerial[serial]?.first { $0.child == child }?.receiver
    }

    /// Records that `slot` receives the answer of the alert `id`.
    mutating func owe(_ slot: ResultSlot, toAlert id: NavigationEntryID) {
        alertAnswers.append((id, slot))
    }

    /// Takes out the answers owed to alerts other than `shown`.
    mutating func takeAnswers(except shown: NavigationEntryID?) -> [ResultSlot] {
        guard !alertAnswers.isEmpty else { return [] }
        var gone: [ResultSlot] = []
        alertAnswers.removeAll { answer in
            guard answer.id != shown else { return false }
            gone.append(answer.slot)
            return true
        }
        return gone
    }

    /// Drops the registrations of screens the navigator is releasing.
    ///
    /// - Returns: The receivers dropped, for the caller to release after the engine's step.
    mutating func release(_ screens: [LiveScreen]) -> [ResultReceiver] {
        var dropped: [ResultReceiver] = []
        guard !bySerial.isEmpty else { return dropped }
        for screen in screens {
            guard let registrations = bySerial.removeValue(forKey: screen.serial)
            else { continue }
            for registration in registrations { dropped.append(registration.receiver) }
        }
        return dropped
    }
}

/// A registered receiver of one child screen type's results, called with the value a
/// ``ResultSlot`` staged (always of the child's `Output`), or `nil`.
final class ResultReceiver {
    let receive: @MainActor ((any Sendable)?) -> Void

    init<Output: Sendable>(_ handler: @escaping @MainActor (Output?) -> Void) {
        receive = { handler(unbox($0)) }
    }
}
