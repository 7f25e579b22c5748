/// The result receivers screen objects registered, each for one child screen type.
///
/// Keyed by the registering object's serial: a registration belongs to that screen
/// object, never to whatever later shows its entry, and it is dropped when the navigator
/// releases the object. A restored screen registers again when it is built.
///
/// Kept beside the live screens rather than in their records, so that moving a record
/// does not retain a receiver; a dictionary by serial, so that registering and releasing
/// the screens of a restored or popped stack stays linear.
struct ResultRegistry {
    private var bySerial: [UInt64: [(child: ScreenType, receiver: ResultReceiver)]] = [:]

    /// Whether no screen registered a receiver.
    var isEmpty: Bool { bySerial.isEmpty }

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
        guard let registrations = bySerial[serial] else { return nil }
        for registration in registrations where registration.child == child {
            return registration.receiver
        }
        return nil
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
