/// The result receivers screen objects registered, each for one child screen type.
///
/// Keyed by the registering object's serial: a registration belongs to that screen
/// object, never to whatever later shows its entry, and it is dropped when the navigator
/// releases the object. A restored screen registers again when it is built.
///
/// NB: kept beside the live screens rather than in their records: a reference in every
/// record costs a retain and a release each time a push or a pop moves one, for the few
/// screens that ever register. A dictionary by serial, not a list: registering and
/// releasing each screen of a restored or popped stack of *n* registering screens must
/// not scan the other *n* registrations (a list made both quadratic).
struct ResultRegistry {
    private var bySerial: [UInt64: [(child: ScreenType, receiver: any ResultReceiving)]] = [:]

    /// Whether no screen registered a receiver.
    var isEmpty: Bool { bySerial.isEmpty }

    /// Registers `receiver` for results of `child` screens, replacing an earlier one of
    /// the same object.
    ///
    /// - Complexity: O(*k*), where *k* is the number of child types the object registered.
    mutating func set(_ receiver: any ResultReceiving, for child: ScreenType, by serial: UInt64) {
        if let index = bySerial[serial]?.firstIndex(where: { $0.child == child }) {
            bySerial[serial]?[index].receiver = receiver
        } else {
            bySerial[serial, default: []].append((child, receiver))
        }
    }

    /// The receiver the object `serial` registered for `child` screens.
    ///
    /// - Complexity: O(*k*), where *k* is the number of child types the object registered.
    func receiver(of serial: UInt64, for child: ScreenType) -> (any ResultReceiving)? {
        guard let registrations = bySerial[serial] else { return nil }
        for registration in registrations where registration.child == child {
            return registration.receiver
        }
        return nil
    }

    /// Drops the registrations of screens the navigator is releasing.
    ///
    /// - Returns: The receivers dropped, for the caller to release after the engine's step.
    /// - Complexity: O(*m*), where *m* is the number of released screens.
    mutating func release(_ screens: [LiveScreen]) -> [any ResultReceiving] {
        var dropped: [any ResultReceiving] = []
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
/// ``RequesterSlot`` staged, or `nil`.
protocol ResultReceiving: AnyObject {
    @MainActor func receive(_ value: Any?)
}

/// A registered receiver of results of type `Output`.
final class ResultReceiver<Output: Sendable>: ResultReceiving {
    private let handler: @MainActor (Output?) -> Void

    init(_ handler: @escaping @MainActor (Output?) -> Void) {
        self.handler = handler
    }

    @MainActor
    func receive(_ value: Any?) {
        // NB: `nil` is "no result"; a staged value is always an `Output` (the child type's
        // `Output`, the same the registration was typed with).
        guard let value else { return handler(nil) }
        handler(value as? Output)
    }
}
